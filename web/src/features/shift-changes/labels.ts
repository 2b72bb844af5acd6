import {
  SHIFT_CHANGE_STATUSES,
  type ShiftChangeKind,
  type ShiftChangeRequest,
  type ShiftRef,
} from '@hrms/contracts/shifts';
import type { ListArea } from '@/components/requests/RequestListPages';
import { standingLabel } from '@/components/requests/standing';
import { humanize } from '@/components/ui/Badge';
import { periodLabel } from '@/features/approvals';
import { shiftOptionLabel } from '@/features/shifts';
import { formatDate, formatDateTime, plural } from '@/lib/format';
import { personName } from '@/lib/personName';

/** Where the screens live: one's own list, the swaps asked of one, the team's, and a request's page. */
export const SHIFT_CHANGE_PATHS = {
  mine: '/attendance/shift-changes',
  swaps: '/attendance/shift-changes/swaps',
  team: '/attendance/shift-changes/team',
  request: (id: number) => `/attendance/shift-changes/${id}`,
} as const;

/** The shift change lists: what they are called, where they are, and the status choices. */
export const SHIFT_CHANGE_LISTS: ListArea = {
  noun: 'shift change requests',
  tabs: 'Shift change requests',
  mine: SHIFT_CHANGE_PATHS.mine,
  team: SHIFT_CHANGE_PATHS.team,
  more: [{ to: SHIFT_CHANGE_PATHS.swaps, label: 'Swaps asked of me' }],
  statusOptions: SHIFT_CHANGE_STATUSES.map((value) => ({ value, label: humanize(value) })),
};

export const KIND_LABELS: Record<ShiftChangeKind, string> = {
  change: 'Change of shift',
  swap: 'Shift swap',
};

/** The new request's kinds, each with what it does. */
export const KIND_CHOICES: readonly { value: ShiftChangeKind; label: string; hint: string }[] = [
  {
    value: 'change',
    label: 'Change my shift',
    hint: "Work another of the company's shifts on these days.",
  },
  {
    value: 'swap',
    label: 'Swap with a colleague',
    hint: 'Work a colleague’s shift while they work yours. They accept first; then it goes for approval.',
  },
];

/** A day's shift, or the built-in day that applies when the employee has none. */
export const dayShiftLabel = (shift: ShiftRef | null) =>
  shift ? shiftOptionLabel(shift) : 'No shift (standard day)';

/** The calendar days a request covers: "1 day", "3 days". */
export const spanLabel = (days: number) => plural(days, 'day');

type Described = Pick<ShiftChangeRequest, 'kind' | 'shift' | 'swap_with'>;

/** What a request asks, mid-sentence: "to Night 22:00–06:00 (ends next day)", "swap with Rahul Mehta". */
function whatWords(request: Described): string {
  if (request.kind === 'swap')
    return request.swap_with ? `swap with ${personName(request.swap_with)}` : 'swap';
  return request.shift ? `to ${shiftOptionLabel(request.shift)}` : 'change of shift';
}

/** What a request asks, in a line: "To Night 22:00–06:00 (ends next day)", "Swap with Rahul Mehta". */
export const whatLabel = (request: Described) => {
  const words = whatWords(request);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type Standing = Pick<
  ShiftChangeRequest,
  'status' | 'waiting' | 'decided_by' | 'decided_at' | 'swap_with' | 'colleague_answered_at'
>;

const colleagueName = (request: Pick<ShiftChangeRequest, 'swap_with'>) =>
  request.swap_with ? personName(request.swap_with) : 'the colleague';

/**
 * Where a request stands beyond its status: a swap waiting for the colleague's answer or declined by them,
 * else as every request decided through a chain ("Waiting for Aditi Rao (level 1 of 2)"); nothing for a
 * cancelled one.
 */
export function shiftChangeStanding(request: Standing): string | null {
  if (request.status === 'awaiting_colleague')
    return `Waiting for ${colleagueName(request)} to accept the swap`;
  if (request.status === 'declined') {
    const when = request.colleague_answered_at ? ` on ${formatDateTime(request.colleague_answered_at)}` : '';
    return `Declined by ${colleagueName(request)}${when}`;
  }
  return standingLabel(request);
}

/** A swap's colleague's answer: accepted or declined (and when), not yet, or never (cancelled first). */
export function colleagueAnswer(
  request: Pick<ShiftChangeRequest, 'kind' | 'status' | 'colleague_answered_at'>,
): string | null {
  if (request.kind !== 'swap') return null;
  if (request.colleague_answered_at === null) {
    return request.status === 'awaiting_colleague' ? 'Not answered yet' : 'Not answered';
  }
  const when = formatDateTime(request.colleague_answered_at);
  return request.status === 'declined' ? `Declined on ${when}` : `Accepted on ${when}`;
}

/**
 * Why a swap has no approval levels to show: it enters the requester's chain only once the colleague
 * accepts. Null once it has (and for a change, which enters it when asked).
 */
export function beforeChain(
  request: Pick<ShiftChangeRequest, 'kind' | 'status' | 'swap_with' | 'colleague_answered_at'>,
): string | null {
  if (request.kind !== 'swap') return null;
  if (request.status === 'awaiting_colleague')
    return `It goes for approval once ${colleagueName(request)} accepts the swap.`;
  if (request.status === 'declined')
    return `${colleagueName(request)} declined the swap: it never went for approval.`;
  if (request.colleague_answered_at === null)
    return 'It was cancelled before the colleague answered: it never went for approval.';
  return null;
}

/** The requester may withdraw it until it is decided: while the colleague or the chain has yet to answer. */
export const cancellable = (request: Pick<ShiftChangeRequest, 'status'>) =>
  request.status === 'awaiting_colleague' || request.status === 'pending';

/** Whether the caller (their employee id) is the colleague a swap still waits for. */
export const answerable = (
  request: Pick<ShiftChangeRequest, 'status' | 'swap_with'>,
  employeeId: number | null | undefined,
) => request.status === 'awaiting_colleague' && employeeId != null && request.swap_with?.id === employeeId;

type Worded = Described & Pick<ShiftChangeRequest, 'employee' | 'from_date' | 'to_date'>;

/** A request in a line: "Priya Nair, to Night 22:00–06:00 (ends next day), 7 Jan 2027 to 9 Jan 2027". */
export const requestWords = (request: Worded) =>
  `${personName(request.employee)}, ${whatWords(request)}, ${periodLabel(request.from_date, request.to_date)}`;

/** What approving does, after the request's line. */
export function approvingWords(request: Described & Pick<ShiftChangeRequest, 'employee'>): string {
  const whatever = 'whichever level it waits at';
  if (request.kind === 'swap') {
    return `${personName(request.employee)} and ${colleagueName(request)} will work each other’s shifts on these days, ${whatever}`;
  }
  const shift = request.shift ? request.shift.name : 'the shift asked for';
  return `${personName(request.employee)} will work ${shift} on these days, ${whatever}`;
}

/** The names of the shifts some days have, each once: "Night", "Morning, Night". */
export function shiftNames(shifts: readonly (ShiftRef | null)[]): string {
  const names = [...new Set(shifts.map((shift) => shift?.name ?? 'No shift'))];
  return names.join(', ');
}

/**
 * A swap in the list of those asked of the caller: the shifts they would work in return (the requester's on
 * the days that change), or that it was approved.
 */
export function askedOfMeLine(
  request: Pick<ShiftChangeRequest, 'kind' | 'status' | 'days' | 'shift' | 'swap_with'>,
) {
  if (request.kind !== 'swap') return whatLabel(request);
  if (request.status === 'approved') return 'Shifts swapped';
  const given = request.days.filter((day) => dayChanges(day, 'swap'));
  return given.length
    ? `You would work ${shiftNames(given.map((day) => day.from_shift))}`
    : 'The same shifts as yours';
}

/**
 * Whether a day of a request not yet approved changes: a change, when the asked shift is not the day's; a
 * swap, when both work a shift and not the same one (a day either has no shift has nothing to give).
 */
export function dayChanges(
  day: { from_shift: ShiftRef | null; to_shift: ShiftRef | null },
  kind: ShiftChangeKind,
): boolean {
  const from = day.from_shift?.id ?? null;
  const to = day.to_shift?.id ?? null;
  if (kind === 'swap' && (from === null || to === null)) return false;
  return from !== to;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A day of a request with its weekday, as shifts follow the week: "Thu, 7 Jan 2027". */
export const dayLabel = (date: string) =>
  `${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}, ${formatDate(date)}`;
