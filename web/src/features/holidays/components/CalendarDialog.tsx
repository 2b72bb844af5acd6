import { zodResolver } from '@hookform/resolvers/zod';
import type { HolidayCalendar } from '@hrms/contracts/holidays';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/ui/FormDialog';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useStates } from '@/lib/states';
import { useBranchOptions, useSaveCalendar } from '../api';
import {
  CALENDAR_FIELDS,
  calendarErrorField,
  calendarFieldShown,
  calendarForm,
  calendarFormValues,
  NEW_CALENDAR,
} from '../calendarForm';
import { SCOPE_OPTIONS } from '../labels';

/** Add or edit a holiday calendar: its name, whom it applies to and the restricted holidays it allows. */
export function CalendarDialog({
  calendar,
  companyId,
  onClose,
  onSaved,
}: {
  /** null: a new calendar. */
  calendar: HolidayCalendar | null;
  /** A super admin's chosen company; null for a company's own user. */
  companyId: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveCalendar(calendar?.id);
  const schema = useMemo(() => calendarForm(companyId), [companyId]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: calendar ? calendarFormValues(calendar) : NEW_CALENDAR,
  });
  const [scope, state] = useWatch({ control, name: ['scope', 'state'] });
  const states = useStates();
  const branches = useBranchOptions(calendar?.company_id ?? companyId, scope === 'branch');
  const shown = calendarFieldShown(scope);

  // The states by name (what the calendar keeps); a name stored before the list existed stays choosable.
  const stateOptions = (states.data ?? []).map((s) => ({ value: s.name, label: s.name }));
  if (state && states.data && !stateOptions.some((o) => o.value === state)) {
    stateOptions.unshift({ value: state, label: state });
  }

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) =>
        applyServerErrors(setError, error, { fields: CALENDAR_FIELDS, rename: calendarErrorField(scope) }),
    }),
  );

  return (
    <FormDialog
      onClose={onClose}
      title={calendar ? `Edit ${calendar.name}` : 'Add holiday calendar'}
      formId="holiday-calendar-form"
      onSubmit={onSubmit}
      mutation={save}
      fields={shown}
      failure={calendar ? 'Failed to update the holiday calendar' : 'Failed to create the holiday calendar'}
      submitLabel={calendar ? 'Update calendar' : 'Create calendar'}
      pendingLabel="Saving..."
    >
      <TextField
        label="Name"
        required
        maxLength={100}
        autoComplete="off"
        placeholder="e.g. Karnataka holidays"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label="Applies to"
        required
        options={SCOPE_OPTIONS}
        hint="An employee observes the company-wide calendar, their branch's state's and their branch's."
        error={errors.scope?.message}
        {...register('scope', { onChange: () => clearErrors(['state', 'branch_id']) })}
      />
      {scope === 'state' ? (
        <SelectField
          label="State"
          required
          placeholder={states.isPending ? 'Loading states...' : 'Select a state'}
          disabled={states.isPending}
          options={stateOptions}
          hint="The calendar of every branch in the state."
          error={
            errors.state?.message ??
            (states.isError ? errorMessage(states.error, 'Failed to fetch states') : undefined)
          }
          {...register('state')}
        />
      ) : null}
      {scope === 'branch' ? (
        <SelectField
          label="Branch"
          required
          placeholder={branches.isPending ? 'Loading branches...' : 'Select a branch'}
          disabled={branches.isPending}
          options={(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          error={
            errors.branch_id?.message ??
            (branches.isError ? errorMessage(branches.error, 'Failed to load branches') : undefined)
          }
          {...register('branch_id')}
        />
      ) : null}
      <TextField
        label="Restricted holidays allowed a year"
        type="number"
        inputMode="numeric"
        min={0}
        max={30}
        step={1}
        required
        hint="How many of the calendar's restricted holidays an employee may opt in to each year."
        error={errors.optional_allowance?.message}
        {...register('optional_allowance')}
      />
    </FormDialog>
  );
}
