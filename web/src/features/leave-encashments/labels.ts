import {
  type EncashableType,
  LEAVE_ENCASHMENT_STATUSES,
  type LeaveEncashment,
} from '@hrms/contracts/leave-encashments';
import type { ListArea } from '@/components/requests/RequestListPages';
import { humanize } from '@/components/ui/Badge';
import { formatDays } from '@/features/leave';
import { formatINR } from '@/lib/format';
import { MONTH_NAMES } from '@/lib/months';
import { personName } from '@/lib/personName';

/** The encashment lists: what they are called, where they are, and the status choices. */
export const ENCASHMENT_LISTS: ListArea = {
  noun: 'leave encashments',
  tabs: 'Leave encashments',
  mine: '/leave/encashments',
  team: '/leave/encashments/team',
  statusOptions: LEAVE_ENCASHMENT_STATUSES.map((value) => ({ value, label: humanize(value) })),
};

/** Rupees as payroll pays them, whole: 4038 → "₹4,038"; paise only when there are some ("₹1,153.85"). */
export const rupees = (amount: number) => formatINR(amount).replace(/\.00$/, '');

/**
 * What encashing comes to at today's structure: days × the day rate, rounded to the rupee as the month that
 * pays it rounds (3.5 × ₹1,153.85 = ₹4,038.475 → ₹4,038); null without a rate or a valid number of days.
 */
export function estimatedAmount(days: number, dayRate: number | null): number | null {
  if (dayRate === null || !Number.isFinite(days) || days <= 0) return null;
  return Math.round(days * dayRate);
}

/** The yearly cap in words: "At most 10 days a year, 4 days used", or that there is none. */
export function capLabel(type: Pick<EncashableType, 'max_days_per_year' | 'encashed_this_year'>): string {
  const used = type.encashed_this_year > 0 ? `, ${formatDays(type.encashed_this_year)} used` : '';
  return type.max_days_per_year === null
    ? `No yearly cap${used}`
    : `At most ${formatDays(type.max_days_per_year)} a year${used}`;
}

/** An encashable type's line in the dialog: its balance, what may be encashed, the cap, what stays, the rate. */
export function encashableHint(type: EncashableType): string {
  return [
    `Balance ${formatDays(type.balance)}`,
    type.available > 0 ? `up to ${formatDays(type.available)} now` : 'nothing to encash now',
    capLabel(type),
    type.min_balance > 0 ? `keep ${formatDays(type.min_balance)}` : null,
    type.day_rate === null ? null : `${rupees(type.day_rate)} a day`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * How an approved encashment is paid: "Paid with the salary of November 2026: ₹4,038" once a run carries
 * it, "Paid with the next month's salary" until then; nothing for one not approved.
 */
export function paidInLabel(encashment: Pick<LeaveEncashment, 'status' | 'paid_in'>): string | null {
  const { paid_in: paid } = encashment;
  if (paid) {
    const month = `Paid with the salary of ${MONTH_NAMES[paid.month - 1]} ${paid.year}`;
    return paid.amount === null ? month : `${month}: ${rupees(paid.amount)}`;
  }
  return encashment.status === 'approved' ? "Paid with the next month's salary" : null;
}

/** A request in a line: "Priya Nair, 3 days of Annual Leave". */
export const encashmentWords = (encashment: Pick<LeaveEncashment, 'employee' | 'days' | 'leave_type'>) =>
  `${personName(encashment.employee)}, ${formatDays(encashment.days)} of ${encashment.leave_type.name}`;
