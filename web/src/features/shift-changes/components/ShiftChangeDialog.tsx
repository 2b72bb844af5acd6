import { zodResolver } from '@hookform/resolvers/zod';
import type { Shift, ShiftChangeCreate } from '@hrms/contracts/shifts';
import { SHIFT_CHANGE_MAX_DAYS } from '@hrms/contracts/shifts';
import { Clock } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { RequestDialogFrame } from '@/components/requests/RequestDialogFrame';
import { DateField } from '@/components/ui/DateField';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { RadioFieldset } from '@/components/ui/RadioFieldset';
import { SelectControl } from '@/components/ui/SelectControl';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { shiftOptionLabel, useShifts } from '@/features/shifts';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { endFollowsStart } from '@/lib/endFollowsStart';
import { formFailure } from '@/lib/formFailure';
import { useCreateRequest } from '@/lib/requestHooks';
import { useSession } from '@/lib/session';
import { shiftChanges } from '../api';
import { KIND_CHOICES } from '../labels';
import { NEW_SHIFT_CHANGE, SHIFT_CHANGE_FIELDS, shiftChangeForm } from '../requestForm';
import { ColleaguePicker } from './ColleaguePicker';

const FORM_ID = 'shift-change-form';

type Props = { onClose: () => void; onSent: (message: string) => void };

/**
 * "Ask for a shift change": another of the company's shifts on some days, or a swap of shifts with a
 * colleague (who accepts first), from today on, with a reason. Without any shift in the company there is
 * nothing to change to, and it says so instead of a form.
 */
export function ShiftChangeDialog({ onClose, onSent }: Props) {
  const create = useCreateRequest<ShiftChangeCreate>(shiftChanges);
  return (
    <RequestDialogFrame
      title="Ask for a shift change"
      formId={FORM_ID}
      pending={create.isPending}
      onClose={onClose}
      query={useShifts()}
      usable={(shifts) => shifts.length > 0}
      failure="Failed to load the shifts"
      loadingLabel="Loading the shifts..."
      unavailable={() => (
        <EmptyState
          icon={Clock}
          title="Your company has no shifts yet"
          hint="Everyone works the standard day until HR sets shifts up."
          className="py-6"
        />
      )}
    >
      {(shifts) => <ShiftChangeForm shifts={shifts} create={create} onSent={onSent} />}
    </RequestDialogFrame>
  );
}

function ShiftChangeForm({
  shifts,
  create,
  onSent,
}: {
  shifts: readonly Shift[];
  create: ReturnType<typeof useCreateRequest<ShiftChangeCreate>>;
  onSent: (message: string) => void;
}) {
  const { user } = useSession();
  const today = todayISO();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(shiftChangeForm(today)), defaultValues: NEW_SHIFT_CHANGE });
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (answer) => onSent(answer.message),
      onError: (error) => applyServerErrors(setError, error, { fields: SHIFT_CHANGE_FIELDS }),
    }),
  );

  return (
    <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorBanner
        message={formFailure(create.error, SHIFT_CHANGE_FIELDS, 'Failed to send the request')}
        onDismiss={create.reset}
      />
      <RadioFieldset
        legend="What you want"
        choices={KIND_CHOICES}
        field={register('kind')}
        error={errors.kind?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="From"
          required
          min={today}
          error={errors.from_date?.message}
          {...register('from_date', endFollowsStart({ getValues, setValue }))}
        />
        <DateField
          label="To"
          required
          min={today}
          hint={`At most ${SHIFT_CHANGE_MAX_DAYS} days.`}
          error={errors.to_date?.message}
          {...register('to_date')}
        />
      </div>
      {kind === 'swap' ? (
        <ColleaguePicker
          control={control}
          name="swap_with_employee_id"
          ownId={user?.employee?.id}
          error={errors.swap_with_employee_id?.message}
        />
      ) : (
        <SelectControl
          control={control}
          name="shift_id"
          label="Shift"
          required
          placeholder="Select a shift"
          options={shifts.map((shift) => ({ value: String(shift.id), label: shiftOptionLabel(shift) }))}
          error={errors.shift_id?.message}
        />
      )}
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={500}
        placeholder={kind === 'swap' ? 'Why swap these days?' : 'Why this shift on these days?'}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </form>
  );
}
