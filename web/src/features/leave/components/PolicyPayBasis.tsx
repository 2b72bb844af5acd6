import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldsetCard } from '@/components/ui/FieldsetCard';
import { RadioChoices } from '@/components/ui/RadioChoices';
import type { PolicyFormValues } from '../policyForm';
import { POLICY_PAY_BASIS_OPTIONS } from '../policyLabels';

/** How the attendance of the policy's employees becomes pay: the company's setting, or one of its own. */
export function PolicyPayBasis() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PolicyFormValues>();
  const errorId = useId();
  const error = errors.pay_basis?.message;
  return (
    <FieldsetCard
      legend="Pay basis"
      description="Which days of the month are paid to the employees this policy covers."
    >
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <RadioChoices
        choices={POLICY_PAY_BASIS_OPTIONS}
        field={register('pay_basis')}
        describedBy={error ? errorId : undefined}
      />
    </FieldsetCard>
  );
}
