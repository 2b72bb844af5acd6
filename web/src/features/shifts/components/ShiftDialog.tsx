import { zodResolver } from '@hookform/resolvers/zod';
import type { Shift } from '@hrms/contracts/shifts';
import { MoonStar } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextField } from '@/components/ui/TextField';
import { TimeField } from '@/components/ui/TimeField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import {
  crossesMidnight,
  NEW_SHIFT,
  SHIFT_FIELDS,
  scheduledHours,
  shiftErrorField,
  shiftForm,
  shiftFormValues,
} from '../shiftForm';
import { useSaveShift } from '../shiftsApi';
import { hoursLabel } from '../times';
import { WeeklyOffsField } from './WeeklyOffsField';

const FORM_ID = 'shift-form';

/** The dialog's number boxes: minutes (whole, up to 240) or hours (quarters, up to 24). */
const NUMBER_FIELDS: readonly {
  name: 'break_minutes' | 'grace_minutes' | 'full_day_hours' | 'half_day_hours';
  label: string;
  unit: 'minutes' | 'hours';
  hint: string;
}[] = [
  {
    name: 'break_minutes',
    label: 'Break (minutes)',
    unit: 'minutes',
    hint: 'Unpaid, taken from the hours worked.',
  },
  {
    name: 'grace_minutes',
    label: 'Grace (minutes)',
    unit: 'minutes',
    hint: 'Clocking in this late is not yet late.',
  },
  {
    name: 'full_day_hours',
    label: 'Full day (hours)',
    unit: 'hours',
    hint: 'Working this many hours makes a full day; fewer, a half day.',
  },
  {
    name: 'half_day_hours',
    label: 'Half day (hours)',
    unit: 'hours',
    hint: 'Fewer hours make the day absent. Blank: half the full day.',
  },
];

/** Add or edit a shift: its times (a night shift ends the next morning), break, grace, day thresholds and week. */
export function ShiftDialog({
  shift,
  onClose,
  onSaved,
}: {
  /** null: a new shift. */
  shift: Shift | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveShift(shift?.id);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(shiftForm),
    defaultValues: shift ? shiftFormValues(shift) : NEW_SHIFT,
  });
  const [start_time, end_time, break_minutes] = useWatch({
    control,
    name: ['start_time', 'end_time', 'break_minutes'],
  });
  const night = crossesMidnight({ start_time, end_time });
  const scheduled = scheduledHours({ start_time, end_time, break_minutes });

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) =>
        applyServerErrors(setError, error, { fields: SHIFT_FIELDS, rename: shiftErrorField }),
    }),
  );

  return (
    <FormDialog
      onClose={onClose}
      title={shift ? `Edit ${shift.name}` : 'New shift'}
      size="lg"
      formId={FORM_ID}
      onSubmit={onSubmit}
      mutation={save}
      fields={(field) => SHIFT_FIELDS.includes(shiftErrorField(field))}
      failure={shift ? 'Failed to update the shift' : 'Failed to create the shift'}
      submitLabel={shift ? 'Update shift' : 'Create shift'}
      pendingLabel="Saving..."
    >
      <TextField
        label="Name"
        required
        maxLength={100}
        autoComplete="off"
        placeholder="e.g. Night"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField
          label="Starts at"
          required
          error={errors.start_time?.message}
          {...register('start_time')}
        />
        <TimeField label="Ends at" required error={errors.end_time?.message} {...register('end_time')} />
      </div>
      <div aria-live="polite">
        {night ? (
          <p className="flex items-start gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
            <MoonStar aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Ends the next morning — counted on the day it starts.
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBER_FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            type="number"
            inputMode={f.unit === 'minutes' ? 'numeric' : 'decimal'}
            min={0}
            max={f.unit === 'minutes' ? 240 : 24}
            step={f.unit === 'minutes' ? 1 : 0.25}
            required={f.name !== 'half_day_hours'}
            hint={
              f.name === 'break_minutes' && scheduled !== null
                ? `Scheduled: ${hoursLabel(scheduled)} a day.`
                : f.hint
            }
            error={errors[f.name]?.message}
            {...register(f.name)}
          />
        ))}
      </div>
      <WeeklyOffsField field={register('weekly_offs')} error={errors.weekly_offs?.message} />
      <CheckboxField
        label="Company default"
        hint="Employees with no shift of their own, their department's or a roster's work this one."
        error={errors.is_default?.message}
        {...register('is_default')}
      />
    </FormDialog>
  );
}
