import {
  ATTENDANCE_REQUEST_LABELS,
  ATTENDANCE_REQUEST_STATUSES,
  ATTENDANCE_REQUEST_TYPES,
  type AttendanceRequestType,
} from '@hrms/contracts/attendance-requests';
import type { ListArea } from '@/components/requests/RequestListPages';
import { humanize } from '@/components/ui/Badge';
import { formatNumber } from '@/lib/format';

/** The new request's kinds, each with what it is for. */
export const TYPE_CHOICES: readonly { value: AttendanceRequestType; label: string; hint: string }[] = [
  {
    value: 'regularisation',
    label: ATTENDANCE_REQUEST_LABELS.regularisation,
    hint: 'Put right a day you worked but did not clock in or out, or clocked wrongly.',
  },
  {
    value: 'on_duty',
    label: ATTENDANCE_REQUEST_LABELS.on_duty,
    hint: 'Days worked away from the office: a client visit, training or travel.',
  },
  {
    value: 'work_from_home',
    label: ATTENDANCE_REQUEST_LABELS.work_from_home,
    hint: 'Days worked from home.',
  },
];

export const TYPE_OPTIONS = ATTENDANCE_REQUEST_TYPES.map((value) => ({
  value,
  label: ATTENDANCE_REQUEST_LABELS[value],
}));

export const STATUS_OPTIONS = ATTENDANCE_REQUEST_STATUSES.map((value) => ({ value, label: humanize(value) }));

/** The attendance request lists: what they are called, where they are, and the status choices. */
export const REQUEST_LISTS: ListArea = {
  noun: 'attendance requests',
  tabs: 'Attendance requests',
  mine: '/attendance/requests',
  team: '/attendance/requests/team',
  statusOptions: STATUS_OPTIONS,
};

/** The working days a request marks worked: "1 day", "3 days", "No working days". */
export const daysLabel = (days: number) =>
  days === 0 ? 'No working days' : `${formatNumber(days)} ${days === 1 ? 'day' : 'days'}`;

/** A wall-clock time as the screens show times: "09:30:00" → "9:30 am", "18:05" → "6:05 pm". */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** The day's times of a request: "9:30 am to 6:00 pm", "From 10:00 am", or null without any. */
export function timesLabel(clockIn: string | null, clockOut: string | null): string | null {
  if (clockIn && clockOut) return `${clockLabel(clockIn)} to ${clockLabel(clockOut)}`;
  if (clockIn) return `From ${clockLabel(clockIn)}`;
  if (clockOut) return `Until ${clockLabel(clockOut)}`;
  return null;
}

/** Where a request stands beyond its status (shared by every request area). */
export { standingLabel } from '@/components/requests/standing';
