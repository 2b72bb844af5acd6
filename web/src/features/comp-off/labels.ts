import {
  COMP_OFF_STATUSES,
  type CompOffDayKind,
  type CompOffEligibleDay,
  type CompOffRequest,
} from '@hrms/contracts/comp-off';
import type { ListArea } from '@/components/requests/RequestListPages';
import { humanize } from '@/components/ui/Badge';
import { formatDays } from '@/features/leave';
import { formatDate, formatNumber } from '@/lib/format';
import { personName } from '@/lib/personName';

/** The comp-off lists: what they are called, where they are, and the status choices. */
export const COMP_OFF_LISTS: ListArea = {
  noun: 'comp-off requests',
  tabs: 'Comp-off requests',
  mine: '/leave/comp-off',
  team: '/leave/comp-off/team',
  statusOptions: COMP_OFF_STATUSES.map((value) => ({ value, label: humanize(value) })),
};

/** The day off that was worked: "Holiday: Diwali", "Weekly off". */
export const dayKindLabel = (kind: CompOffDayKind, holidayName: string | null) =>
  kind === 'holiday' ? (holidayName ? `Holiday: ${holidayName}` : 'Holiday') : 'Weekly off';

/** What a day earns or a request asks for: "half a day", "1 day". */
export const compOffDays = (days: number) => (days === 0.5 ? 'half a day' : formatDays(days));

/** Hours attendance recorded: "8.5 h worked", or null when it recorded none. */
export const hoursLabel = (hours: number | null) =>
  hours === null ? null : `${formatNumber(hours)} h worked`;

/**
 * An eligible day's line under its date: "Weekly off · 8.5 h worked · earns 1 day · ask by 2 Feb 2027", or
 * that it is already asked for.
 */
export function eligibleHint(day: CompOffEligibleDay): string {
  if (day.requested) return `${dayKindLabel(day.day_kind, day.holiday_name)} · already requested`;
  return [
    dayKindLabel(day.day_kind, day.holiday_name),
    hoursLabel(day.worked_hours),
    `earns ${compOffDays(day.earns)}`,
    day.ask_by ? `ask by ${formatDate(day.ask_by)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The last day an approved credit can be used: a date, or the year's end; nothing before approval. */
export function creditUseBy(request: Pick<CompOffRequest, 'status' | 'expires_on'>): string | null {
  if (request.status !== 'approved') return null;
  return request.expires_on ? formatDate(request.expires_on) : 'End of the year';
}

/** A request in a line: "Priya Nair, worked 6 Dec 2026". */
export const requestWords = (request: Pick<CompOffRequest, 'employee' | 'work_date'>) =>
  `${personName(request.employee)}, worked ${formatDate(request.work_date)}`;

/** How long a credit lasts: "It lapses 60 days after the day worked.", or to the year's end. */
export const expiryWords = (expiryDays: number | null) =>
  expiryDays === null
    ? 'It can be used until the end of the leave year.'
    : `It lapses ${formatDays(expiryDays)} after the day worked.`;
