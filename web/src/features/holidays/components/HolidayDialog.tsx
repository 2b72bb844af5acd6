import { zodResolver } from '@hookform/resolvers/zod';
import type { HolidayEntry } from '@hrms/contracts/holidays';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { DateField } from '@/components/ui/DateField';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useSaveHoliday } from '../api';
import { HOLIDAY_FIELDS, holidayForm, holidayFormValues, NEW_HOLIDAY } from '../holidayForm';

/** Add or edit one holiday of a calendar. */
export function HolidayDialog({
  calendarId,
  holiday,
  onClose,
  onSaved,
}: {
  calendarId: number;
  /** null: a new holiday. */
  holiday: HolidayEntry | null;
  onClose: () => void;
  /** The server's message and the date saved (the page shows that date's year). */
  onSaved: (message: string, date: string) => void;
}) {
  const save = useSaveHoliday(holiday?.id);
  const schema = useMemo(() => holidayForm(calendarId), [calendarId]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: holiday ? holidayFormValues(holiday) : NEW_HOLIDAY,
  });

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.message, body.date),
      onError: (error) => applyServerErrors(setError, error, { fields: HOLIDAY_FIELDS }),
    }),
  );

  return (
    <FormDialog
      onClose={onClose}
      title={holiday ? `Edit ${holiday.name}` : 'Add holiday'}
      formId="holiday-form"
      onSubmit={onSubmit}
      mutation={save}
      fields={HOLIDAY_FIELDS}
      failure={holiday ? 'Failed to update the holiday' : 'Failed to add the holiday'}
      submitLabel={holiday ? 'Update holiday' : 'Add holiday'}
      pendingLabel="Saving..."
    >
      <DateField label="Date" required error={errors.date?.message} {...register('date')} />
      <TextField
        label="Name"
        required
        maxLength={150}
        autoComplete="off"
        placeholder="e.g. Ugadi"
        error={errors.name?.message}
        {...register('name')}
      />
      <CheckboxField
        label="Restricted holiday"
        hint="Observed only by employees who opt in, up to the calendar's allowance a year."
        error={errors.is_optional?.message}
        {...register('is_optional')}
      />
    </FormDialog>
  );
}
