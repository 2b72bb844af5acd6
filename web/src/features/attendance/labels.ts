import { ATTENDANCE_STATUSES, type ClockAction } from '@hrms/contracts/enums';
import { humanize } from '@/components/ui/Badge';

/** The status filter and the manual entry's status choices (spec §9), in the spec's order. */
export const STATUS_OPTIONS = ATTENDANCE_STATUSES.map((status) => ({
  value: status,
  label: status === 'work_from_home' ? 'Work from home' : humanize(status),
}));

/** The approval filter: the API takes is_approved=true|false. */
export const APPROVAL_OPTIONS = [
  { value: 'true', label: 'Approved' },
  { value: 'false', label: 'Pending approval' },
];

/** The clock screen's buttons. */
export const CLOCK_ACTION_LABELS: Record<ClockAction, string> = {
  clock_in: 'Clock In',
  clock_out: 'Clock Out',
  lunch_start: 'Start Lunch',
  lunch_end: 'End Lunch',
};

/** What an action did, as the dashboard's recent activities say it. */
export const ACTIVITY_LABELS: Record<ClockAction, string> = {
  clock_in: 'Clocked in',
  clock_out: 'Clocked out',
  lunch_start: 'Started lunch break',
  lunch_end: 'Ended lunch break',
};

const ACTION_VERBS: Record<ClockAction, string> = {
  clock_in: 'clock in',
  clock_out: 'clock out',
  lunch_start: 'start lunch break',
  lunch_end: 'end lunch break',
};

/** The fallback of a failed clock action (spec §8 "Failed to {action}"): "Failed to clock in". */
export const clockFailure = (action: ClockAction) => `Failed to ${ACTION_VERBS[action]}`;

/** How a record was made: the web clock, or a manual entry by an attendance manager. */
export function methodLabel(method: string): string {
  if (method === 'web') return 'Web clock';
  if (method === 'manual') return 'Manual entry';
  if (method === 'request') return 'Approved request';
  return humanize(method);
}
