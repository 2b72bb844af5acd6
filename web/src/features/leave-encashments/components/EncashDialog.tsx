import { zodResolver } from '@hookform/resolvers/zod';
import type { EncashableType, LeaveEncashmentCreate } from '@hrms/contracts/leave-encashments';
import { WalletCards } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { RequestDialogFrame } from '@/components/requests/RequestDialogFrame';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { RadioChoices } from '@/components/ui/RadioChoices';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { formatDays, useEncashable } from '@/features/leave';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useCreateRequest } from '@/lib/requestHooks';
import { encashments } from '../api';
import { daysOf, ENCASH_FIELDS, encashForm, newEncashment } from '../encashForm';
import { encashableHint, estimatedAmount, rupees } from '../labels';

const FORM_ID = 'encash-form';

/**
 * "Encash leave": a leave type the policy lets the employee encash while in service (each with its balance,
 * what may be encashed now, the yearly cap and the day rate), the days in whole or half days with what they
 * come to, and an optional reason. Without such a type it says so instead of a form.
 */
export function EncashDialog({
  onClose,
  onSent,
}: {
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const create = useCreateRequest<LeaveEncashmentCreate>(encashments);
  return (
    <RequestDialogFrame
      title="Encash leave"
      formId={FORM_ID}
      pending={create.isPending}
      onClose={onClose}
      query={useEncashable()}
      usable={(types) => types.length > 0}
      failure="Failed to load the leave you may encash"
      loadingLabel="Loading the leave you may encash..."
      unavailable={() => (
        <EmptyState
          icon={WalletCards}
          title="Your leave policy allows no leave to be encashed"
          hint="Unused leave may still be paid out when you leave, in your full and final settlement."
          className="py-6"
        />
      )}
    >
      {(types) => <EncashForm types={types} create={create} onSent={onSent} />}
    </RequestDialogFrame>
  );
}

function EncashForm({
  types,
  create,
  onSent,
}: {
  types: EncashableType[];
  create: ReturnType<typeof useCreateRequest<LeaveEncashmentCreate>>;
  onSent: (message: string) => void;
}) {
  const typeErrorId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(encashForm(types)), defaultValues: newEncashment(types) });
  const [typeId, daysText] = useWatch({ control, name: ['leave_type_id', 'days'] });
  const chosen = types.find((t) => String(t.leave_type.id) === typeId);
  const days = daysOf(daysText);
  const amount = chosen ? estimatedAmount(days, chosen.day_rate) : null;

  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (answer) => onSent(answer.message),
      onError: (error) => applyServerErrors(setError, error, { fields: ENCASH_FIELDS }),
    }),
  );

  return (
    <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorBanner
        message={formFailure(create.error, ENCASH_FIELDS, 'Failed to send the request')}
        onDismiss={create.reset}
      />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-slate-700">Leave type</legend>
        {errors.leave_type_id?.message ? (
          <p id={typeErrorId} role="alert" className="text-sm text-red-600">
            {errors.leave_type_id.message}
          </p>
        ) : null}
        <RadioChoices
          choices={types.map((type) => ({
            value: String(type.leave_type.id),
            label: type.leave_type.name,
            hint: encashableHint(type),
            disabled: type.available <= 0,
          }))}
          field={register('leave_type_id')}
          describedBy={errors.leave_type_id?.message ? typeErrorId : undefined}
        />
      </fieldset>
      <TextField
        label="Days to encash"
        required
        type="number"
        inputMode="decimal"
        min={0.5}
        max={chosen?.available}
        step={0.5}
        hint={chosen ? `Whole or half days, up to ${formatDays(chosen.available)}.` : 'Whole or half days.'}
        error={errors.days?.message}
        {...register('days')}
      />
      <p aria-live="polite" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        {amount !== null && chosen?.day_rate != null ? (
          <>
            Estimated amount: <span className="font-semibold text-slate-900">{rupees(amount)}</span> (
            {formatDays(days)} × {rupees(chosen.day_rate)}), paid with the next month's salary and taxed as
            salary.
          </>
        ) : chosen?.day_rate === null ? (
          'The amount is worked out from your salary structure by the month that pays it.'
        ) : (
          'Enter the days to see what they come to.'
        )}
      </p>
      <TextAreaField
        label="Reason (optional)"
        rows={2}
        maxLength={500}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </form>
  );
}
