import {
  allowsState,
  isStateScheme,
  STATUTORY_SCHEMES,
  type StatutoryRateVersion,
} from '@hrms/contracts/statutory';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formatDate } from '@/lib/format';
import { formFailure } from '@/lib/formFailure';
import { useStates } from '@/lib/states';
import { useSaveStatutoryRate, useStatutoryRates } from '../api';
import {
  isRateFormField,
  latestVersion,
  type RateFormValues,
  rateFormValues,
  rateRequest,
} from '../rateForm';
import { RULE_FIELDS, ruleFormValues, SCHEME_LABELS } from '../ruleFields';
import { RuleInput } from './RuleInputs';

type StatutoryRateFormProps = {
  /** The version being edited; without it a new version is added. */
  version?: StatutoryRateVersion;
  /** A new version's scheme and state as the page was opened with ("Add version" of a group). */
  initial?: Pick<RateFormValues, 'scheme' | 'state_code'>;
  onSaved: (answer: { message: string; statutory_rate: StatutoryRateVersion }) => void;
};

const SCHEME_OPTIONS = STATUTORY_SCHEMES.map((s) => ({ value: s, label: `${s} · ${SCHEME_LABELS[s]}` }));

/**
 * A version's date and rules, its inputs generated from the scheme's field descriptors. The server checks
 * the rules against the scheme's shape; its messages land under each input. A new version starts from the
 * rules of its scheme's newest version, so a change of one rate is one edit.
 */
export function StatutoryRateForm({ version, initial, onSaved }: StatutoryRateFormProps) {
  const editing = version !== undefined;
  const save = useSaveStatutoryRate(version?.id);
  const states = useStates();
  const existing = useStatutoryRates();
  const [defaults] = useState(() =>
    rateFormValues(version, { scheme: initial?.scheme ?? 'PF', state_code: initial?.state_code ?? '' }),
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, dirtyFields },
  } = useForm<RateFormValues>({ defaultValues: defaults });
  const scheme = useWatch({ control, name: 'scheme' });
  const stateCode = useWatch({ control, name: 'state_code' });

  // A new version takes the rules of the newest one of its scheme and state, until the user edits them.
  const template = editing ? undefined : latestVersion(existing.data, scheme, stateCode);
  const rulesTouched = Boolean(dirtyFields.rules);
  useEffect(() => {
    if (editing || rulesTouched) return;
    setValue('rules', ruleFormValues(scheme, template?.rules));
  }, [editing, rulesTouched, scheme, template, setValue]);

  // The state select is filled once the list arrives; then it shows the state the form holds.
  const stateList = states.data;
  useEffect(() => {
    if (stateList?.length) setValue('state_code', getValues('state_code'));
  }, [stateList, getValues, setValue]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(rateRequest(values, editing), {
      onSuccess: onSaved,
      onError: (error) => applyServerErrors(setError, error),
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? 'Edit statutory rates' : 'Add statutory rates'}
      className="space-y-6"
    >
      <ErrorBanner
        message={formFailure(
          save.error,
          isRateFormField,
          editing ? 'Failed to update statutory rates' : 'Failed to add statutory rates',
        )}
        onDismiss={save.reset}
      />
      <SectionCard
        title="Version"
        description="The rules apply from this date until the next version of the same scheme (and state)."
      >
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            label="Scheme"
            required
            disabled={editing}
            options={SCHEME_OPTIONS}
            error={errors.scheme?.message}
            {...register('scheme')}
          />
          {allowsState(scheme) ? (
            <SelectField
              label="State"
              required={isStateScheme(scheme)}
              disabled={editing}
              placeholder={
                states.isPending
                  ? 'Loading states...'
                  : isStateScheme(scheme)
                    ? 'Select a state'
                    : 'All states (national)'
              }
              options={(states.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
              error={errors.state_code?.message}
              {...register('state_code')}
            />
          ) : null}
          <DateField
            label="Effective from"
            required
            error={errors.effective_from?.message}
            {...register('effective_from')}
          />
        </div>
      </SectionCard>
      <SectionCard
        title="Rules"
        description={
          template ? `Starting from the version of ${formatDate(template.effective_from)}.` : undefined
        }
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {RULE_FIELDS[scheme].map((field) => (
            <RuleInput
              key={`${scheme}-${field.key}`}
              field={field}
              register={register}
              control={control}
              errors={errors}
            />
          ))}
        </div>
      </SectionCard>
      <FormActions
        cancelTo="/statutory-rates"
        submitLabel={editing ? 'Save changes' : 'Add version'}
        pendingLabel={editing ? 'Saving...' : 'Adding...'}
        pending={save.isPending}
      />
    </form>
  );
}
