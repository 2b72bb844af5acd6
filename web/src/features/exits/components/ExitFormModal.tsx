import type { EmployeeListItem } from '@hrms/contracts/employees';
import { EXIT_REASON_MAX } from '@hrms/contracts/exits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '@/components/ui/DateField';
import { FormDialog } from '@/components/ui/FormDialog';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { applyClientErrors, applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { personName } from '@/lib/personName';
import { useRecordExit } from '../api';
import {
  EXIT_FIELDS,
  EXIT_TYPE_OPTIONS,
  type ExitFormValues,
  exitFormValues,
  exitRequestFrom,
} from '../exitForm';

type ExitFormModalProps = {
  employee: EmployeeListItem;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/**
 * Record or change an employee's exit: the notice date, the last working day, the kind of exit and why.
 * Checked with the contract's schema before sending; the server's messages land under the same fields.
 */
export function ExitFormModal({ employee, onClose, onSaved }: ExitFormModalProps) {
  const save = useRecordExit(employee.id);
  const [defaults] = useState(() => exitFormValues(employee, todayISO()));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ExitFormValues>({ defaultValues: defaults });

  const onSubmit = handleSubmit((values) => {
    const checked = exitRequestFrom(values);
    if (!checked.ok) {
      applyClientErrors(setError, checked.errors);
      return;
    }
    save.mutate(checked.request, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) => applyServerErrors(setError, error, { fields: EXIT_FIELDS }),
    });
  });

  const recorded = Boolean(employee.last_working_day);
  const title = recorded ? 'Change exit' : 'Record exit';
  /** The same while sending: the button's spinner shows it. */
  const submitLabel = recorded ? 'Save exit' : 'Record exit';
  return (
    <FormDialog
      onClose={onClose}
      title={title}
      description={`${personName(employee)} stays active to the last working day and is a leaver from the day after.`}
      size="lg"
      formId="exit-form"
      formLabel={title}
      onSubmit={onSubmit}
      mutation={save}
      fields={EXIT_FIELDS}
      failure="Failed to record the exit"
      submitLabel={submitLabel}
      pendingLabel={submitLabel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="Notice date"
          required
          hint="When notice was given"
          error={errors.notice_date?.message}
          {...register('notice_date')}
        />
        <DateField
          label="Last working day"
          required
          error={errors.last_working_day?.message}
          {...register('last_working_day')}
        />
        <SelectField
          label="Exit type"
          required
          options={EXIT_TYPE_OPTIONS}
          error={errors.exit_type?.message}
          {...register('exit_type')}
        />
      </div>
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={EXIT_REASON_MAX}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}
