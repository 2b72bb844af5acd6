import type { AttendanceStatusEntity } from '@hrms/contracts/attendance';
import type { ClockAction } from '@hrms/contracts/enums';
import {
  CalendarClock,
  Clock,
  Coffee,
  LayoutGrid,
  LocateFixed,
  LocateOff,
  LogIn,
  LogOut,
  type LucideIcon,
  MapPin,
} from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import {
  clockButtons,
  clockFailure,
  clockPayload,
  dayState,
  LiveClock,
  useAttendanceStatus,
  useClockAction,
  useGeoPosition,
} from '@/features/attendance';
import { shiftTimes } from '@/features/shifts';
import { errorMessage } from '@/lib/api';
import { formatTime } from '@/lib/format';
import { homeClockButton } from '../home';

type GeoState = ReturnType<typeof useGeoPosition>;
type Outcome = { tone: 'done' | 'failed'; message: string } | null;

const ICONS: Partial<Record<ClockAction, LucideIcon>> = {
  clock_in: LogIn,
  clock_out: LogOut,
  lunch_end: Coffee,
};

/**
 * Today's attendance and the one clock action that fits now, through the attendance clock's own API: the
 * position the browser gives goes with the action, and the server checks it against the office's geofence.
 * Lunch breaks and the day's timeline are on the full clock screen.
 */
export function ClockCard({ employeeId }: { employeeId: number }) {
  const status = useAttendanceStatus(employeeId);
  const geo = useGeoPosition();
  const clock = useClockAction();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const next = homeClockButton(clockButtons(status.data, clock.isPending || status.isFetching));

  const act = async (action: ClockAction) => {
    setOutcome(null);
    try {
      const answer = await clock.mutateAsync(clockPayload(employeeId, action, geo));
      setOutcome({ tone: 'done', message: answer.message });
    } catch (error) {
      setOutcome({ tone: 'failed', message: errorMessage(error, clockFailure(action)) });
    }
  };

  return (
    <SectionCard
      title="Clock in / Clock out"
      actions={
        <>
          <ButtonLink to="/attendance/calendar" variant="secondary" size="sm" icon={LayoutGrid}>
            My calendar
          </ButtonLink>
          <ButtonLink to="/attendance/clock" variant="secondary" size="sm" icon={Clock}>
            Open clock
          </ButtonLink>
        </>
      }
    >
      <SuccessBanner
        message={outcome?.tone === 'done' ? outcome.message : null}
        onDismiss={() => setOutcome(null)}
      />
      <ErrorBanner
        message={outcome?.tone === 'failed' ? outcome.message : null}
        onDismiss={() => setOutcome(null)}
      />
      <div className="text-center">
        <LiveClock />
      </div>
      {status.isPending ? (
        <LoadingState label="Loading today's attendance..." className="py-4" />
      ) : status.isError ? (
        <ErrorBanner message={errorMessage(status.error, 'Failed to fetch attendance status')} />
      ) : (
        <>
          <Today status={status.data} />
          <TodaysShift status={status.data} />
          {next ? (
            <Button
              size="lg"
              className="w-full"
              variant="primary"
              icon={ICONS[next.action]}
              disabled={!next.enabled}
              loading={clock.isPending}
              onClick={() => act(next.action)}
            >
              {next.label}
            </Button>
          ) : (
            <p className="text-center text-sm text-slate-500">
              Nothing to record now: the full clock has lunch breaks and your day's timeline.
            </p>
          )}
          <LocationNote geo={geo} />
        </>
      )}
    </SectionCard>
  );
}

/** Where the day stands: "Clocked in since 09:12". */
function Today({ status }: { status: AttendanceStatusEntity }) {
  const state = dayState(status);
  const today = status.todays_attendance;
  const since =
    state.key === 'done' && today?.clock_out
      ? `at ${formatTime(today.clock_out)}`
      : today?.clock_in && state.key !== 'not_started'
        ? `since ${formatTime(today.clock_in)}`
        : null;
  return (
    <p className="flex flex-wrap items-center justify-center gap-2 text-sm text-slate-600">
      <span className="sr-only">Today's status:</span>
      <Badge tone={state.tone}>{state.label}</Badge>
      {since ? <span className="tabular-nums">{since}</span> : null}
    </p>
  );
}

/** The shift the day is scored against (a roster's or an assignment's, else the company's default). */
function TodaysShift({ status }: { status: AttendanceStatusEntity }) {
  const shift = status.current_shift?.shift;
  return (
    <p className="flex items-center justify-center gap-2 text-sm text-slate-600">
      <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      {shift ? (
        <span>
          Today's shift: <span className="font-medium text-slate-900">{shift.name}</span>{' '}
          <span className="tabular-nums">{shiftTimes(shift)}</span>
        </span>
      ) : (
        <span>No shift is set for you today.</span>
      )}
    </p>
  );
}

/** One line on the location sent with the action (the full clock screen explains it at length). */
function LocationNote({ geo }: { geo: GeoState }) {
  const [Icon, text, tone]: [LucideIcon | null, string, string] =
    geo.kind === 'locating'
      ? [null, 'Finding your location...', 'text-slate-500']
      : geo.kind === 'ready'
        ? [LocateFixed, 'Your location goes with the action.', 'text-emerald-700']
        : geo.kind === 'denied'
          ? [
              LocateOff,
              "Location is blocked: allow it in the browser's settings if your office asks for it.",
              'text-red-700',
            ]
          : [MapPin, `${geo.reason} The action goes without it.`, 'text-amber-800'];
  return (
    <p className={cx('flex items-start justify-center gap-2 text-center text-xs', tone)}>
      {Icon ? (
        <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      ) : (
        <Spinner className="size-3.5 text-indigo-600" />
      )}
      {text}
    </p>
  );
}
