import { zodResolver } from '@hookform/resolvers/zod';
import type { Roster } from '@hrms/contracts/shifts';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DateField } from '@/components/ui/DateField';
import { FormDialog } from '@/components/ui/FormDialog';
import { RadioFieldset } from '@/components/ui/RadioFieldset';
import { SelectControl } from '@/components/ui/SelectControl';
import { EmployeePicker } from '@/features/employees';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { ASSIGN_FIELDS, assignForm, newAssignment, stepName, WHOM_CHOICES } from '../assignments';
import { useTeams } from '../pickListsApi';
import { daysLabel } from '../rosterForm';
import { useAssignRoster } from '../rostersApi';
import { teamOptions } from '../teams';

const FORM_ID = 'roster-assignment-form';

/** Give the roster to a team or one employee from a date (to a date, or open), starting at a chosen step. */
export function AssignDialog({
  roster,
  onClose,
  onSaved,
}: {
  roster: Roster;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const assign = useAssignRoster();
  const teams = useTeams();
  const schema = useMemo(() => assignForm(roster.id), [roster.id]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: newAssignment(todayISO()) });
  const whom = useWatch({ control, name: 'whom' });
  const stepOptions = roster.slots.map((s) => ({
    value: String(s.position),
    label: `${stepName(roster, s.position)} (${daysLabel(s.days)})`,
  }));

  const onSubmit = handleSubmit((body) =>
    assign.mutate(body, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) => applyServerErrors(setError, error, { fields: ASSIGN_FIELDS }),
    }),
  );

  return (
    <FormDialog
      onClose={onClose}
      title={`Assign ${roster.name}`}
      description="From the start date the rotation runs at the chosen step; an employee's own roster comes before their team's."
      formId={FORM_ID}
      onSubmit={onSubmit}
      mutation={assign}
      fields={ASSIGN_FIELDS}
      failure="Failed to assign the roster"
      submitLabel="Assign roster"
      pendingLabel="Assigning..."
    >
      <RadioFieldset
        legend="Give it to"
        choices={WHOM_CHOICES}
        field={register('whom', { onChange: () => clearErrors(['team_id', 'employee_id']) })}
        error={errors.whom?.message}
      />
      {whom === 'team' ? (
        <SelectControl
          control={control}
          name="team_id"
          label="Team"
          required
          placeholder={teams.isPending ? 'Loading teams...' : 'Select a team'}
          disabled={teams.isPending}
          options={teamOptions(teams.data ?? [], { seesAll: true, ownTeamId: null, employeeId: null })}
          error={
            errors.team_id?.message ??
            (teams.isError ? errorMessage(teams.error, 'Failed to load teams') : undefined)
          }
        />
      ) : (
        <EmployeePicker control={control} name="employee_id" error={errors.employee_id?.message} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="From" required error={errors.from_date?.message} {...register('from_date')} />
        <DateField
          label="To"
          hint="Blank: until it is ended."
          error={errors.to_date?.message}
          {...register('to_date')}
        />
      </div>
      <SelectControl
        control={control}
        name="start_slot"
        label="Starting step"
        required
        options={stepOptions}
        hint="The step the rotation is at on the start date: two teams can run one roster a week apart."
        error={errors.start_slot?.message}
      />
    </FormDialog>
  );
}
