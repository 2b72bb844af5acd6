import { zodResolver } from '@hookform/resolvers/zod';
import type { CompOffEligibleResponse, CompOffRequestCreate } from '@hrms/contracts/comp-off';
import { COMP_OFF_LOOKBACK_DAYS } from '@hrms/contracts/comp-off';
import { CalendarOff, CalendarX } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { RequestDialogFrame } from '@/components/requests/RequestDialogFrame';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { RadioChoices } from '@/components/ui/RadioChoices';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formatDate } from '@/lib/format';
import { formFailure } from '@/lib/formFailure';
import { useCreateRequest } from '@/lib/requestHooks';
import { compOff, useEligibleDays } from '../api';
import { eligibleHint, expiryWords } from '../labels';
import { COMP_OFF_FIELDS, compOffForm, halfDayOffered, NEW_COMP_OFF } from '../requestForm';

const FORM_ID = 'comp-off-form';

type Props = { onClose: () => void; onSent: (message: string) => void };

/**
 * "Ask for comp-off": one of the holidays and weekly offs worked in the last 90 days (those already asked
 * for shown but not offered), half of a full day if wished, and a reason. Without a compensatory type in
 * the employee's policy, or a day to ask for, it says so instead of a form.
 */
export function CompOffDialog({ onClose, onSent }: Props) {
  const create = useCreateRequest<CompOffRequestCreate>(compOff);
  return (
    <RequestDialogFrame
      title="Ask for comp-off"
      formId={FORM_ID}
      pending={create.isPending}
      onClose={onClose}
      query={useEligibleDays()}
      usable={(answer) => answer.leave_type !== null && answer.days.length > 0}
      failure="Failed to load the days you worked off"
      loadingLabel="Loading the days you worked off..."
      unavailable={(answer) =>
        answer.leave_type === null ? (
          <EmptyState
            icon={CalendarX}
            title="Your leave policy does not grant compensatory off"
            hint="Ask HR if you think it should."
            className="py-6"
          />
        ) : (
          <EmptyState
            icon={CalendarOff}
            title={`No holiday or weekly off worked in the last ${COMP_OFF_LOOKBACK_DAYS} days`}
            hint="A day off you worked shows here once attendance records it."
            className="py-6"
          />
        )
      }
    >
      {(eligible) => <CompOffForm eligible={eligible} create={create} onSent={onSent} />}
    </RequestDialogFrame>
  );
}

function CompOffForm({
  eligible,
  create,
  onSent,
}: {
  eligible: CompOffEligibleResponse;
  create: ReturnType<typeof useCreateRequest<CompOffRequestCreate>>;
  onSent: (message: string) => void;
}) {
  const dayErrorId = useId();
  const firstOpen = eligible.days.find((d) => !d.requested);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(compOffForm(eligible.days)),
    defaultValues: { ...NEW_COMP_OFF, work_date: firstOpen?.date ?? '' },
  });
  const workDate = useWatch({ control, name: 'work_date' });
  const chosen = eligible.days.find((d) => d.date === workDate);

  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (answer) => onSent(answer.message),
      onError: (error) => applyServerErrors(setError, error, { fields: COMP_OFF_FIELDS }),
    }),
  );
  const dayError = errors.work_date?.message;

  return (
    <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        Credited to {eligible.leave_type?.name} once approved. {expiryWords(eligible.expiry_days)}
      </p>
      <ErrorBanner
        message={formFailure(create.error, COMP_OFF_FIELDS, 'Failed to send the request')}
        onDismiss={create.reset}
      />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-slate-700">Day worked</legend>
        {dayError ? (
          <p id={dayErrorId} role="alert" className="text-sm text-red-600">
            {dayError}
          </p>
        ) : null}
        <div className="max-h-72 overflow-y-auto pr-1">
          <RadioChoices
            choices={eligible.days.map((day) => ({
              value: day.date,
              label: formatDate(day.date),
              hint: eligibleHint(day),
              disabled: day.requested,
            }))}
            field={register('work_date')}
            describedBy={dayError ? dayErrorId : undefined}
          />
        </div>
      </fieldset>
      {halfDayOffered(chosen) ? (
        <CheckboxField
          label="Ask for half a day only"
          hint="The day earns a full day; ask for half if that is what you agreed."
          {...register('half_day')}
        />
      ) : null}
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={500}
        placeholder="What was the work?"
        error={errors.reason?.message}
        {...register('reason')}
      />
    </form>
  );
}
