import { zodResolver } from '@hookform/resolvers/zod';
import type { LeaveDays, LeaveType } from '@hrms/contracts/leave';
import { ArrowLeft, CalendarRange, ShieldX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
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
import { ApiError, errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { flashState } from '@/lib/flash';
import { MISSING } from '@/lib/format';
import { formFailure } from '@/lib/formFailure';
import { useCan } from '@/lib/useCan';
import { useDebounced } from '@/lib/useDebounced';
import { useApplyForLeave, useLeaveBalance, useLeaveDays } from '../api';
import {
  APPLY_FIELDS,
  type ApplyField,
  ATTACHMENT_ACCEPT,
  applyForm,
  attachmentHint,
  type CountedDays,
  dayCountWords,
  halfDayControl,
  leaveDaysQuestion,
  NEW_APPLICATION,
  policyAsks,
  policyLeaveTypes,
  preselectedType,
  REASON_MAX,
  typeRulesHint,
} from '../applyForm';
import { formatDays, isIsoDate } from '../days';

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
  if (!canApply) {
    return (
      <>
        {header}
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            icon={ShieldX}
            title="You do not have permission to apply for leave"
            hint="Ask HR to give your role the right to apply for leave."
          />
        </div>
      </>
    );
  }
  return (
    <>
      {header}
      <ApplyLeaveLoader />
    </>
  );
}

/**
 * The leave types on offer are the caller's policy's, from their balance of the year (GET /leave-balance):
 * this year's are loaded before the form opens, so that `?type=` can preselect one of them. Only the first
 * load holds the form back (a later refetch that fails leaves what is typed alone).
 */
function ApplyLeaveLoader() {
  const today = useMemo(() => todayISO(), []);
  const balance = useLeaveBalance(Number(today.slice(0, 4)));
  const types = useMemo(() => policyLeaveTypes(balance.data?.balances ?? []), [balance.data]);
  if (!balance.data) {
    return balance.isError ? (
      <ErrorBanner message={errorMessage(balance.error, 'Failed to load your leave types')} />
    ) : (
      <LoadingState label="Loading your leave types..." />
    );
  }
  return <ApplyLeaveForm thisYearsTypes={types} today={today} />;
}

function ApplyLeaveForm({ thisYearsTypes, today }: { thisYearsTypes: LeaveType[]; today: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preselected = preselectedType(params.get('type'), thisYearsTypes);
  const apply = useApplyForLeave();
  // The types on offer: the policy's for the year of the start date, this year's until another loads.
  const [types, setTypes] = useState(thisYearsTypes);
  const schema = useMemo(() => applyForm(types, today), [types, today]);
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
  const year = isIsoDate(start) ? Number(start.slice(0, 4)) : Number(today.slice(0, 4));
  const balance = useLeaveBalance(year);
  const loaded = balance.data && !balance.isPlaceholderData ? balance.data.balances : null;
  useEffect(() => {
    if (loaded) setTypes(policyLeaveTypes(loaded));
  }, [loaded]);
  // A type the year's policy does not offer is no longer chosen (the select shows none either).
  useEffect(() => {
    if (typeId && !types.some((t) => String(t.id) === typeId)) setValue('leave_type_id', '');
  }, [types, typeId, setValue]);
  // The type as the employee's policy sets it (notice, consecutive days).
  const policyType = types.find((t) => String(t.id) === typeId);
  // The server counts the days (weekly offs, holidays, the policy's sandwich rule): asked once typing pauses.
  const question = useMemo(
    () => leaveDaysQuestion({ leave_type_id: typeId, start_date: start, end_date: end, half_day: halfDay }),
    [typeId, start, end, halfDay],
  );
  const settled = useDebounced(question);
  const count = useLeaveDays(settled);
  const counting =
    JSON.stringify(question) !== JSON.stringify(settled) || (settled !== null && count.isFetching);
  const answer = question && !counting ? count.data : undefined;
  // Submitting waits for the count. A count refused (422: a type outside the policy, bad dates) would be
  // refused on submit too; any other failure of the count leaves the server to decide on submit.
  const refused = count.error instanceof ApiError && count.error.status === 422;
  const canSubmit =
    question !== null && !counting && (count.isError ? !refused : answer !== undefined && answer.days > 0);
  // What the policy asks of this request (a document, whole days only), from the latest count of the type.
  const [counted, setCounted] = useState<CountedDays | null>(null);
  useEffect(() => {
    if (settled && count.data) setCounted({ question: settled, answer: count.data });
  }, [settled, count.data]);
  const asks = policyAsks(counted, { leave_type_id: typeId, year, asked: question !== null });
  const halfDayBox = halfDayControl(asks.halfDaysAllowed, halfDay);

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
              hint={
                balance.isError
                  ? errorMessage(balance.error, `Failed to load your leave types for ${year}`)
                  : types.length === 0
                    ? 'Your leave policy has no leave type to apply for.'
                    : policyType
                      ? typeRulesHint(policyType)
                      : undefined
              }
              error={errors.leave_type_id?.message}
              {...register('leave_type_id', {
                onChange: () => changed([]),
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
                hint={halfDayBox.hint}
                disabled={halfDayBox.disabled}
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
                  required={asks.documentRequired}
                  file={field.value}
                  accept={ATTACHMENT_ACCEPT}
                  hint={attachmentHint(asks.documentRequired)}
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
          <DayCount
            asked={question !== null}
            counting={counting}
            answer={answer}
            failure={count.isError && !counting ? countFailure(count.error) : null}
          />
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
        <Button type="submit" disabled={!canSubmit} loading={apply.isPending}>
          {apply.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}

/** A failed count's message: the first field message of a 422 (bad dates), else the server's. */
function countFailure(error: unknown): string {
  const first = error instanceof ApiError && error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
  return first ?? errorMessage(error, 'Failed to count the leave days');
}

/** The Duration card's count: the server's answer for the type and dates chosen, read out when it changes. */
function DayCount({
  asked,
  counting,
  answer,
  failure,
}: {
  asked: boolean;
  counting: boolean;
  answer: LeaveDays | undefined;
  failure: string | null;
}) {
  const words = answer ? dayCountWords(answer) : null;
  return (
    <div aria-live="polite" className="space-y-3">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
          <CalendarRange aria-hidden="true" className="size-5" />
        </span>
        <div>
          <p className="text-sm text-slate-500">Days requested</p>
          <p className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid="day-count">
            {answer ? formatDays(answer.days) : MISSING}
          </p>
        </div>
      </div>
      {!asked ? (
        <p className="text-xs text-slate-500">
          Choose the leave type and dates: the days your leave policy counts show here.
        </p>
      ) : counting ? (
        <p className="text-sm text-slate-500">Counting days...</p>
      ) : failure ? (
        <p className="text-sm text-red-600">{failure}</p>
      ) : words ? (
        <>
          <p className="text-sm text-slate-700">
            {words.counted}
            {words.sandwich ? `, ${words.sandwich}` : ''}
            {answer && answer.days > 0 ? '.' : ''}
          </p>
          <p className="text-sm font-medium text-slate-700">{words.available}</p>
          {words.exceeds ? (
            <p className="text-sm text-amber-700">That is more than the balance available.</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
