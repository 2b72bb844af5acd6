import type { AttendanceStatusEntity } from '@hrms/contracts/attendance';
import type { ClockAction } from '@hrms/contracts/enums';
import { ArrowLeft, Coffee, LogIn, LogOut, type LucideIcon, UserX, Utensils } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { formatTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useAttendanceStatus, useClockAction } from '../api';
import { arrivalWords, clockButtons, clockPayload, dayState } from '../clock';
import { LiveClock } from '../components/LiveClock';
import { LocationPanel } from '../components/LocationPanel';
import { Timeline } from '../components/Timeline';
import { formatHoursMinutes, workedHours } from '../hours';
import { clockFailure } from '../labels';
import { timelineOf } from '../timeline';
import { useGeoPosition } from '../useGeoPosition';
import { useNow } from '../useNow';

const ICONS: Record<ClockAction, LucideIcon> = {
  clock_in: LogIn,
  clock_out: LogOut,
  lunch_start: Utensils,
  lunch_end: Coffee,
};

const header = (
  <PageHeader
    title="Clock In / Out"
    description="Record the start and end of your working day and your lunch break."
    actions={
      <ButtonLink to="/attendance" variant="secondary" icon={ArrowLeft}>
        Attendance Records
      </ButtonLink>
    }
  />
);

/** /attendance/clock: the signed-in user's own clock (spec §2, §4). */
export function ClockPage() {
  const { user } = useSession();
  const employeeId = user?.employee?.id ?? null;
  if (employeeId === null) {
    return (
      <>
        {header}
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            icon={UserX}
            title="No status available"
            hint="Your account has no employee record, so it has no attendance to record. Ask HR to link your account to your employee record."
          />
        </div>
      </>
    );
  }
  return (
    <>
      {header}
      <Clock employeeId={employeeId} />
    </>
  );
}

function Clock({ employeeId }: { employeeId: number }) {
  const status = useAttendanceStatus(employeeId);
  const geo = useGeoPosition();
  const clock = useClockAction();
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const buttons = clockButtons(status.data, clock.isPending || status.isFetching);

  function act(action: ClockAction) {
    setDone(null);
    setFailed(null);
    clock.mutate(clockPayload(employeeId, action, geo), {
      onSuccess: (answer) => setDone(answer.message),
      onError: (error) => setFailed(errorMessage(error, clockFailure(action))),
    });
  }

  return (
    <div className="space-y-6">
      <div className="space-y-4 empty:hidden">
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        <ErrorBanner message={failed} onDismiss={() => setFailed(null)} />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section
            aria-label="Clock"
            className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
          >
            <LiveClock />
            <div className="mt-6 grid grid-cols-2 gap-3">
              {buttons.map((button) => (
                <Button
                  key={button.action}
                  size="lg"
                  // What can be done now stands out; the rest stays quiet.
                  variant={button.allowed ? 'primary' : 'secondary'}
                  icon={ICONS[button.action]}
                  disabled={!button.enabled}
                  loading={clock.isPending && clock.variables?.action === button.action}
                  onClick={() => act(button.action)}
                  className="w-full"
                >
                  {button.label}
                </Button>
              ))}
            </div>
            {clock.isPending ? (
              <p role="status" className="mt-3 text-sm text-slate-500">
                Recording...
              </p>
            ) : null}
          </section>

          {status.isPending ? (
            <LoadingState label="Loading attendance status..." />
          ) : status.isError ? (
            <ErrorBanner message={errorMessage(status.error, 'Failed to fetch attendance status')} />
          ) : status.data ? (
            <TodayPanels status={status.data} />
          ) : (
            <EmptyState
              title="No status available"
              hint="Today’s clock-in shows here; reload the page, or ask HR if it stays empty."
            />
          )}
        </div>

        <div className="space-y-6">
          <LocationPanel geo={geo} />
          <SectionCard title="Shift">
            {status.data?.current_shift ? (
              <DetailList columns={1}>
                <DetailItem label="Name">{status.data.current_shift.shift.name}</DetailItem>
                <DetailItem label="Hours">
                  {status.data.current_shift.shift.start_time.slice(0, 5)} –{' '}
                  {status.data.current_shift.shift.end_time.slice(0, 5)}
                </DetailItem>
              </DetailList>
            ) : (
              <p className="text-sm text-slate-500">
                {status.isPending ? 'Loading shift...' : 'No shift assigned; the company default applies.'}
              </p>
            )}
          </SectionCard>
        </div>
      </div>
    </div>
  );
}

/** Where today stands: the state, hours so far (h:mm), lateness and the day's timeline. */
function TodayPanels({ status }: { status: AttendanceStatusEntity }) {
  const state = dayState(status);
  const today = status.todays_attendance;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <SectionCard title="Today's Status">
        <DetailList columns={1}>
          <DetailItem label="Status">
            <Badge tone={state.tone}>{state.label}</Badge>
          </DetailItem>
          <DetailItem label="Hours Worked">
            <WorkedHours status={status} />
          </DetailItem>
          <DetailItem label="Clocked In At">{today?.clock_in ? formatTime(today.clock_in) : null}</DetailItem>
          <DetailItem label="Arrival">{today?.clock_in ? arrivalWords(today.late_minutes) : null}</DetailItem>
        </DetailList>
      </SectionCard>
      <SectionCard title="Today's Timeline">
        {today ? (
          <Timeline steps={timelineOf(today)} label="Today's timeline" />
        ) : (
          <p className="text-sm text-slate-500">You have not clocked in today.</p>
        )}
      </SectionCard>
    </div>
  );
}

/** Hours so far, ticking while clocked in; the server's total once the day is closed. */
function WorkedHours({ status }: { status: AttendanceStatusEntity }) {
  const now = useNow();
  const today = status.todays_attendance;
  if (!today?.clock_in) return <span className="tabular-nums">0:00</span>;
  const hours = today.clock_out && today.total_hours !== null ? today.total_hours : workedHours(today, now);
  return (
    <span className="text-lg font-semibold text-slate-900 tabular-nums">{formatHoursMinutes(hours)}</span>
  );
}
