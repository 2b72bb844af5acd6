import type { LeaveRequest } from '@hrms/contracts/leave';
import { format, isValid, parseISO } from 'date-fns';
import { formatDate } from '@/lib/format';

export const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'cancelled', label: 'Cancelled' },
];

export const HALF_DAY_LABELS = { first_half: 'First half', second_half: 'Second half' } as const;

export const personName = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim();

/**
 * A request's dates, as short as stays clear: "16 Mar 2026" (one day), "16 – 17 Mar 2026",
 * "30 Mar – 2 Apr 2026", "28 Dec 2026 – 4 Jan 2027".
 */
export function formatDateRange(start: string, end: string): string {
  const from = parseISO(start);
  const to = parseISO(end);
  if (!isValid(from) || !isValid(to)) return `${formatDate(start)} – ${formatDate(end)}`;
  if (start === end) return formatDate(start);
  if (start.slice(0, 7) === end.slice(0, 7)) return `${format(from, 'd')} – ${format(to, 'd MMM yyyy')}`;
  if (start.slice(0, 4) === end.slice(0, 4)) return `${format(from, 'd MMM')} – ${format(to, 'd MMM yyyy')}`;
  return `${formatDate(start)} – ${formatDate(end)}`;
}

type Viewer = { employeeId: number | null; canApprove: boolean; today: string };

/** Approve and Reject: pending requests of someone else, for users with approve-leaves. */
export const canDecide = (request: LeaveRequest, viewer: Viewer) =>
  viewer.canApprove && request.status === 'pending' && request.employee.id !== viewer.employeeId;

/** Cancel: the applicant's own pending requests, and approved ones that have not started. */
export const canCancel = (request: LeaveRequest, viewer: Viewer) =>
  request.employee.id === viewer.employeeId &&
  (request.status === 'pending' || (request.status === 'approved' && request.start_date > viewer.today));
