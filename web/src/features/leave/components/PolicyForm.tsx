import { zodResolver } from '@hookform/resolvers/zod';
import type { LeavePolicy } from '@hrms/contracts/leave-policies';
import { ListPlus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useLeaveTypes } from '../api';
import { useSaveLeavePolicy } from '../policyApi';
import {
  addableTypes,
  isPolicyField,
  MAX_RULES,
  newPolicyValues,
  newRule,
  policyErrorField,
  policyForm,
  policyFormValues,
} from '../policyForm';
import { PolicyPayBasis } from './PolicyPayBasis';
import { PolicyRequestLimits } from './PolicyRequestLimits';
import { PolicyRuleRow } from './PolicyRuleRow';
import { PolicyWorkingWeek } from './PolicyWorkingWeek';

type Company = { id: number; name: string };

type PolicyFormProps = {
  /** The policy being edited; a new one is created without it. */
  policy?: LeavePolicy;
  /** The companies the user may make a policy for (a choice shows when there are several). */
  companies: readonly Company[];
  /** A new policy's company, when the list was showing one. */
  companyId?: number | null;
  onCreated?: (answer: { message: string; leave_policy: LeavePolicy }) => void;
};

const UNKNOWN_TYPE = { name: 'Leave type', color: '#64748b' };

/**
 * The policy form of /leave-policies/new and /leave-policies/{id}: name and description, the working week
 * and pay basis, then a row of rules per leave type (add a type not yet in it, remove one). Saving an existing policy stays on its page.
 */
export function PolicyForm({ policy, companies, companyId = null, onCreated }: PolicyFormProps) {
  const types = useLeaveTypes();
  const save = useSaveLeavePolicy(policy?.id);
  const [saved, setSaved] = useState<string | null>(null);
  const [adding, setAdding] = useState('');
  const methods = useForm({
    resolver: zodResolver(policyForm),
    defaultValues: policy ? policyFormValues(policy) : newPolicyValues(companyId ?? companies[0]?.id ?? null),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isDirty },
  } = methods;
  const rules = useFieldArray({ control, name: 'rules', keyName: 'key' });

  // A new policy of a company the user did not pick: theirs, once the companies are known.
  const onlyCompany = companies.length === 1 ? companies[0]?.id : undefined;
  useEffect(() => {
    if (!policy && onlyCompany && !getValues('company_id')) setValue('company_id', String(onlyCompany));
  }, [policy, onlyCompany, getValues, setValue]);

  const typeById = new Map<number, { name: string; color: string; is_compensatory?: boolean }>();
  for (const rule of policy?.rules ?? []) typeById.set(rule.leave_type_id, rule.leave_type);
  for (const type of types.data ?? []) typeById.set(type.id, type);
  const addable = addableTypes(types.data ?? [], rules.fields);

  function addType() {
    const type = types.data?.find((t) => String(t.id) === adding);
    if (!type) return;
    rules.append(newRule(type), { shouldFocus: false });
    setAdding('');
    // The new row's first box, so the keyboard goes on where the eye does.
    requestAnimationFrame(() => {
      document.querySelector<HTMLInputElement>(`[name="rules.${rules.fields.length}.annual_days"]`)?.focus();
    });
  }

  const onSubmit = handleSubmit((body) => {
    setSaved(null);
    save.mutate(body, {
      onSuccess: (answer) => {
        if (policy) {
          reset(policyFormValues(answer.leave_policy));
          setSaved(answer.message);
        } else onCreated?.(answer);
      },
      onError: (error) => applyServerErrors(setError, error, { rename: policyErrorField }),
    });
  });

  const rulesError = errors.rules?.message ?? errors.rules?.root?.message;

  return (
    <FormProvider {...methods}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={policy ? 'Edit policy' : 'New policy'}
        className="space-y-6"
      >
        <SuccessBanner message={saved} onDismiss={() => setSaved(null)} />
        <ErrorBanner
          message={formFailure(
            save.error,
            isPolicyField,
            policy ? 'Failed to update the leave policy' : 'Failed to create the leave policy',
          )}
          onDismiss={save.reset}
        />

        <SectionCard title="Policy">
          <div className="grid gap-4 sm:grid-cols-2">
            {!policy && companies.length > 1 ? (
              <SelectField
                label="Company"
                required
                placeholder="Select a company"
                options={companies.map((c) => ({ value: String(c.id), label: c.name }))}
                error={errors.company_id?.message}
                containerClassName="sm:col-span-2"
                {...register('company_id')}
              />
            ) : errors.company_id?.message ? (
              <p role="alert" className="text-sm text-red-600 sm:col-span-2">
                {errors.company_id.message}
              </p>
            ) : null}
            <TextField
              label="Name"
              required
              autoComplete="off"
              placeholder="e.g. Field staff"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextAreaField
              label="Description"
              rows={2}
              maxLength={500}
              containerClassName="sm:col-span-2"
              error={errors.description?.message}
              {...register('description')}
            />
          </div>
        </SectionCard>

        <PolicyWorkingWeek />
        <PolicyPayBasis />
        <PolicyRequestLimits />

        <SectionCard
          title="Rules"
          description="One row per leave type the policy gives. A leave type left out is not available to its employees."
        >
          <ErrorBanner message={rulesError ?? null} />
          <ErrorBanner
            message={types.isError ? errorMessage(types.error, 'Failed to load leave types') : null}
          />
          {rules.fields.length === 0 ? (
            <EmptyState
              icon={ListPlus}
              title="No leave types in this policy yet"
              hint="Add a leave type below, then set its entitlement and rules."
              className="py-8"
            />
          ) : (
            <ul aria-label="Leave types in this policy" className="space-y-4">
              {rules.fields.map((row, index) => (
                <PolicyRuleRow
                  key={row.key}
                  index={index}
                  type={typeById.get(row.leave_type_id) ?? UNKNOWN_TYPE}
                  onRemove={() => rules.remove(index)}
                />
              ))}
            </ul>
          )}
          <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-end">
            <SelectField
              label="Add a leave type"
              placeholder={
                types.isPending
                  ? 'Loading leave types...'
                  : addable.length
                    ? 'Select a leave type'
                    : 'All leave types added'
              }
              options={addable.map((t) => ({ value: String(t.id), label: t.name }))}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              disabled={addable.length === 0 || rules.fields.length >= MAX_RULES}
              containerClassName="sm:w-72"
            />
            <Button variant="secondary" icon={Plus} onClick={addType} disabled={!adding}>
              Add leave type
            </Button>
          </div>
        </SectionCard>

        <FormActions
          cancelTo="/leave-policies"
          submitLabel={policy ? 'Save policy' : 'Create policy'}
          pendingLabel={policy ? 'Saving...' : 'Creating...'}
          pending={save.isPending}
          disabled={policy ? !isDirty : false}
          sticky={rules.fields.length > 1}
        />
      </form>
    </FormProvider>
  );
}
