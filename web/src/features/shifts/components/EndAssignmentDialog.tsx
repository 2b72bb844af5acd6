import { zodResolver } from '@hookform/resolvers/zod';
import type { RosterAssignment } from '@hrms/contracts/shifts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '@/components/ui/DateField';
import { FormDialog } from '@/components/ui/FormDialog';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { defaultEndDate, endForm, whomLabel } from '../assignments';
import { useEndAssignment } from '../rostersApi';

const FORM_ID = 'roster-assignment-end-form';
const FIELDS = ['to_date'];

/** End an assignment on a date: its last day on the roster (from then on the team's or own shift applies). */
export function EndAssignmentDialog({
  assignment,
  onClose,
  onSaved,
}: {
  assignment: RosterAssignment;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const end = useEndAssignment();
  const schema = useMemo(() => endForm(assignment.from_date), [assignment.from_date]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { to_date: defaultEndDate(assignment, todayISO()) },
  });

  const onSubmit = handleSubmit(({ to_date }) =>
    end.mutate(
      { id: assignment.id, to_date },
      {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (error) => applyServerErrors(setError, error, { fields: FIELDS }),
      },
    ),
  );

  return (
    <FormDialog
      onClose={onClose}
      title="End the assignment"
      description={`${whomLabel(assignment)} works ${assignment.roster.name} up to and including this day.`}
      size="sm"
      formId={FORM_ID}
      onSubmit={onSubmit}
      mutation={end}
      fields={FIELDS}
      failure="Failed to end the assignment"
      submitLabel="End assignment"
      pendingLabel="Saving..."
    >
      <DateField
        label="Last day"
        required
        min={assignment.from_date}
        error={errors.to_date?.message}
        {...register('to_date')}
      />
    </FormDialog>
  );
}
