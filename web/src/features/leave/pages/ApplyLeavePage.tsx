import { zodResolver } from '@hookform/resolvers/zod';
import type { LeaveType } from '@hrms/contracts/leave';
import { ArrowLeft, CalendarRange, ShieldX } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { DateField } from '@/components/ui/DateField';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FileField } from '@/components/ui/FileField';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { flashState } from '@/lib/flash';
import { formFailure } from '@/lib/formFailure';
import { useCan } from '@/lib/useCan';
import { useApplyForLeave, useLeaveBalance, useLeaveTypes } from '../api';
import {
  APPLY_FIELDS,
  type ApplyField,
  ATTACHMENT_ACCEPT,
  ATTACHMENT_HINT,
  applyForm,
  NEW_APPLICATION,
  REASON_MAX,
} from '../applyForm';
import { countLeaveDays, formatDays, isIsoDate } from '../days';

const TITLE = 'Apply for Leave';
const HALF_OPTIONS = [
  { value: 'first_half', label: 'First half' },
  { value: 'second_half', label: 'Second half' },
];

const header = (
  <PageHeader
    title={TITLE}
    description="Ask for time off; your approver is told once you submit."
    actions={
      <ButtonLink to="/leaves" variant="secondary" icon={ArrowLeft}>
        Back to Leave Requests
      </ButtonLink>
    }
  />
);

/** /leaves/apply (?type= preselects a leave type): the application form of spec §2 and §5. */
export function ApplyLeavePage() {
  const canApply = useCan('apply-leave');
  const types = useLeaveTypes();
  if (!canApply) {
    return (
      <>
        {header}
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState icon={ShieldX} title="You do not have permission to apply for leave" />
        </div>
      </>
    );
  }
  return (
    <>
      {header}
      {types.isPending ? (
        <LoadingState label="Loading leave types..." />
      ) : types.isError ? (
        <ErrorBanner message={errorMessage(types.error, 'Failed to load leave types')} />
      ) : (
        <ApplyLeaveForm types={types.data.filter((t) => t.is_active)} />
      )}
    </>
  );
}

function ApplyLeaveForm({ types }: { types: LeaveType[] }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const today = useMemo(() => todayISO(), []);
  const schema = useMemo(() => applyForm(types, today), [types, today]);
  const preselected = types.some((t) => String(t.id) === params.get('type'))
    ? (params.get('type') ?? '')
    : '';
  const apply = useApplyForLeave();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    trigger,
    getFieldState,
    formState: { errors, isSubmitted },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { ...NEW_APPLICATION, leave_type_id: preselected },
    mode: 'onTouched',
  });

  const [typeId, start, end, halfDay] = useWatch({
    control,
    name: ['leave_type_id', 'start_date', 'end_date', 'half_day'],
  });
  const type = types.find((t) => String(t.id) === typeId);
  const days = countLeaveDays(start, end, halfDay);
  const year = isIsoDate(start) ? Number(start.slice(0, 4)) : Number(today.slice(0, 4));
  const balance = useLeaveBalance(year);
  const typeBalance = balance.data?.balances.find((b) => String(b.leave_type_id) === typeId);

  // A half day is one date: the end date follows the start date.
  useEffect(() => {
    if (halfDay && end !== start) setValue('end_date', start);
  }, [halfDay, start, end, setValue]);

  /**
   * After a change: the server's balance answer was about the old values, so it goes; the fields
   * whose rules depend on the changed one are checked again once the user has been there.
   */
  function changed(dependents: ApplyField[]) {
    clearErrors('days_requested' as ApplyField);
    const due = dependents.filter((field) => isSubmitted || getFieldState(field).isTouched);
    if (due.length) void trigger(due);
  }

  const onSubmit = handleSubmit((payload) =>
    apply.mutate(payload, {
      onSuccess: (answer) => navigate('/leaves', { state: flashState(answer.message) }),
      onError: (error) => applyServerErrors(setError, error),
    }),
  );

  const serverDaysError = (errors as Record<string, { message?: string } | undefined>).days_requested
    ?.message;
  const noWorkingDays = days === 0 && isIsoDate(start) && isIsoDate(halfDay ? start : end) && end >= start;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={TITLE} className="space-y-6">
      <ErrorBanner
        message={formFailure(apply.error, APPLY_FIELDS, 'Failed to submit leave application')}
        onDismiss={apply.reset}
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <SectionCard title="Leave Details" className="lg:col-span-2">
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Leave Type"
              required
              placeholder="Select a leave type"
              options={types.map((t) => ({ value: String(t.id), label: t.name }))}
              containerClassName="sm:col-span-2"
              hint={type ? <TypeRules type={type} available={typeBalance} /> : undefined}
              error={errors.leave_type_id?.message}
              {...register('leave_type_id', {
                onChange: () => changed(['start_date', 'end_date', 'attachment']),
              })}
            />
            <DateField
              label="Start Date"
              required
              min={today}
              error={errors.start_date?.message}
              {...register('start_date', { onChange: () => changed(['end_date']) })}
            />
            <DateField
              label="End Date"
              required
              min={start || today}
              readOnly={halfDay}
              aria-readonly={halfDay || undefined}
              className={halfDay ? 'bg-slate-50 text-slate-500' : undefined}
              hint={halfDay ? 'A half day ends on its start date.' : undefined}
              error={errors.end_date?.message}
              {...register('end_date', { onChange: () => changed([]) })}
            />
            <div className="space-y-3 sm:col-span-2">
              <CheckboxField
                label="Half day"
                hint="Take only the first or the second half of one day (counts as 0.5 day)."
                error={errors.half_day?.message}
                {...register('half_day', { onChange: () => changed(['end_date']) })}
              />
              {halfDay ? (
                <SelectField
                  label="Which half"
                  required
                  options={HALF_OPTIONS}
                  containerClassName="sm:max-w-xs"
                  error={errors.half_day_type?.message}
                  {...register('half_day_type')}
                />
              ) : null}
            </div>
            <TextAreaField
              label="Reason"
              required
              rows={4}
              maxLength={REASON_MAX}
              placeholder="e.g. Family wedding in Pune"
              containerClassName="sm:col-span-2"
              error={errors.reason?.message}
              {...register('reason')}
            />
            <Controller
              control={control}
              name="attachment"
              render={({ field, fieldState }) => (
                <FileField
                  label="Attachment"
                  name={field.name}
                  required={type?.requires_attachment}
                  file={field.value}
                  accept={ATTACHMENT_ACCEPT}
                  hint={`${type?.requires_attachment ? 'Required for this leave type. ' : 'Optional. '}${ATTACHMENT_HINT}`}
                  error={fieldState.error?.message}
                  className="sm:col-span-2"
                  onChange={(file) => {
                    field.onChange(file);
                    field.onBlur();
                  }}
                />
              )}
            />
          </div>
        </SectionCard>

        <SectionCard title="Duration" className="self-start">
          <div aria-live="polite" className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
              <CalendarRange aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="text-sm text-slate-500">Days requested</p>
              <p className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid="day-count">
                {formatDays(days)}
              </p>
            </div>
          </div>
          <p className="text-xs text-slate-500">
            Saturdays and Sundays are not counted; holidays are excluded when submitted.
          </p>
          {noWorkingDays ? (
            <p className="text-sm text-amber-700">The selected dates contain no working days.</p>
          ) : null}
          {serverDaysError ? (
            <p role="alert" className="text-sm text-red-600">
              {serverDaysError}
            </p>
          ) : null}
        </SectionCard>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ButtonLink to="/leaves" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={days === 0} loading={apply.isPending}>
          {apply.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}

/** What the chosen type asks for, and what is left of it. */
function TypeRules({
  type,
  available,
}: {
  type: LeaveType;
  available?: { remaining_days: number; pending_days: number };
}) {
  const rules = [
    type.is_paid
      ? available
        ? `Available: ${formatDays(available.remaining_days - available.pending_days)}`
        : null
      : 'Unpaid leave',
    type.advance_notice_days > 0 ? `${type.advance_notice_days} days advance notice` : null,
    type.max_consecutive_days !== null ? `at most ${type.max_consecutive_days} consecutive days` : null,
    type.requires_attachment ? 'attachment required' : null,
  ].filter(Boolean);
  return rules.join(' · ');
}
