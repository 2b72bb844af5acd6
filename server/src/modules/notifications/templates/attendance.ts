import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { longDate } from '../../../platform/dates';
import { dayCount, type Facts, type Message } from './mail';

/** A day of attendance a notification is about (date as YYYY-MM-DD, times as ISO instants). */
export type AttendanceDay = {
  id: number;
  date: string;
  status: string;
  clockIn: string | null;
  clockOut: string | null;
  hours: number | null;
};

/** At most this many days are listed one by one; the rest are counted. */
const LISTED_DAYS = 31;

const statusLabel = (status: string) =>
  status === 'work_from_home'
    ? 'Work from home'
    : `${status.charAt(0).toUpperCase()}${status.slice(1).replaceAll('_', ' ')}`;

/** An instant as an Indian wall-clock time, "09:30". */
const timeOf = (instant: string) =>
  new Date(instant).toLocaleTimeString('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: DEFAULT_TIME_ZONE,
  });

const byDate = (days: readonly AttendanceDay[]) => [...days].sort((a, b) => a.date.localeCompare(b.date));

/** "3 March 2026", or "3 days (2 March 2026 to 4 March 2026)". */
function datesOf(days: readonly AttendanceDay[]) {
  const sorted = byDate(days);
  const first = sorted[0]?.date ?? '';
  const last = sorted.at(-1)?.date ?? first;
  return sorted.length === 1
    ? longDate(first)
    : `${dayCount(sorted.length)} (${longDate(first)} to ${longDate(last)})`;
}

const times = (d: AttendanceDay) =>
  d.clockIn ? `${timeOf(d.clockIn)}–${d.clockOut ? timeOf(d.clockOut) : 'not clocked out'}` : null;

/** One row per day: its date, its status and (when asked) its times. */
function dayRows(days: readonly AttendanceDay[], withTimes: boolean): Facts {
  const sorted = byDate(days);
  const rows: Facts = sorted.slice(0, LISTED_DAYS).map((d) => {
    const clocked = withTimes ? times(d) : null;
    return [longDate(d.date), clocked ? `${statusLabel(d.status)}, ${clocked}` : statusLabel(d.status)];
  });
  if (sorted.length > LISTED_DAYS) rows.push(['More', `and ${dayCount(sorted.length - LISTED_DAYS)} more`]);
  return rows;
}

/** The day itself in full: status, times, hours. */
function oneDay(d: AttendanceDay): Facts {
  return [
    ['Date', longDate(d.date)],
    ['Status', statusLabel(d.status)],
    ...(d.clockIn ? ([['Clock in', timeOf(d.clockIn)]] as Facts) : []),
    ...(d.clockIn ? ([['Clock out', d.clockOut ? timeOf(d.clockOut) : 'Not clocked out']] as Facts) : []),
    ...(d.hours === null ? [] : ([['Hours', `${d.hours.toLocaleString('en-IN')} h`]] as Facts)),
  ];
}

/** The attendance events' messages (attendance/notifications.ts sends them). */
export const ATTENDANCE_TEMPLATES = {
  /** Records of one employee that an action (a correction) put back to pending approval. */
  'attendance.approval_needed': (a: {
    employeeId: number;
    employeeName: string;
    correctedBy: string;
    reason: string | null;
    days: AttendanceDay[];
  }): Message => {
    const [only] = a.days.length === 1 ? a.days : [];
    return {
      title: only
        ? `Attendance of ${a.employeeName} on ${longDate(only.date)} to approve`
        : `${dayCount(a.days.length)} of ${a.employeeName}’s attendance to approve`,
      body: `${a.correctedBy} corrected ${a.employeeName}’s attendance of ${datesOf(a.days)}. It waits for approval.`,
      facts: [
        ['Employee', a.employeeName],
        ...(only ? oneDay(only) : dayRows(a.days, true)),
        ['Corrected by', a.correctedBy],
        ...(a.reason ? ([['Reason', a.reason]] as Facts) : []),
      ],
      link: only ? `/attendance/${only.id}` : `/attendance?employee_id=${a.employeeId}&is_approved=false`,
    };
  },
  /** An employee's records that one approval (of one record, or a bulk approval) approved. */
  'attendance.decided': (d: { approvedBy: string; days: AttendanceDay[] }): Message => {
    const sorted = byDate(d.days);
    const [only] = sorted.length === 1 ? sorted : [];
    const first = sorted[0]?.date ?? '';
    const last = sorted.at(-1)?.date ?? first;
    return {
      title: only
        ? `Your attendance of ${longDate(only.date)} was approved`
        : `Your attendance of ${dayCount(sorted.length)} was approved`,
      body: `${d.approvedBy} approved your attendance of ${datesOf(sorted)}.`,
      facts: [
        ...(only ? oneDay(only) : ([['Days', dayCount(sorted.length)]] as Facts)),
        ...(only ? [] : dayRows(sorted, false)),
        ['Approved by', d.approvedBy],
      ],
      link: only ? `/attendance/${only.id}` : `/attendance?start_date=${first}&end_date=${last}`,
    };
  },
};
