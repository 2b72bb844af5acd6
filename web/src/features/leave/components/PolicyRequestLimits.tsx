import { useFormContext } from 'react-hook-form';
import { FieldsetCard } from '@/components/ui/FieldsetCard';
import { TextField } from '@/components/ui/TextField';
import type { PolicyFormValues } from '../policyForm';

const LIMITS = [
  { name: 'regularisation', label: 'Regularisation' },
  { name: 'on_duty', label: 'On duty' },
  { name: 'work_from_home', label: 'Work from home' },
] as const;

/** How many days of each kind of attendance request the policy's employees may ask for in a month. */
export function PolicyRequestLimits() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PolicyFormValues>();
  const limitsError = errors.request_limits?.message ?? errors.request_limits?.root?.message;
  return (
    <FieldsetCard
      legend="Requests a month"
      description="The days of each attendance request an employee may ask for in a calendar month. Blank: no limit."
    >
      {limitsError ? (
        <p role="alert" className="text-sm text-red-600">
          {limitsError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        {LIMITS.map(({ name, label }) => (
          <TextField
            key={name}
            label={label}
            type="number"
            inputMode="numeric"
            min={0}
            max={31}
            step={1}
            placeholder="No limit"
            hint="Days a month"
            error={errors.request_limits?.[name]?.message}
            {...register(`request_limits.${name}`)}
          />
        ))}
      </div>
    </FieldsetCard>
  );
}
