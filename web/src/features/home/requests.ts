import { ATTENDANCE_REQUEST_LABELS, type AttendanceRequest } from '@hrms/contracts/attendance-requests';
import type { CompOffRequest } from '@hrms/contracts/comp-off';
import type { LeaveRequest } from '@hrms/contracts/leave';
import type { ReimbursementClaim } from '@hrms/contracts/reimbursements';
import type { ShiftChangeRequest } from '@hrms/contracts/shifts';
import { formatDate, formatINR } from '@/lib/format';

/** One of the user's own requests, whatever its kind, as the home card lists it. */
export type MyRequest = {
  key: string;
  kind: string;
  summary: string;
  status: string;
  /** When it was asked for: the newest come first after those still waiting. */
  asked: string;
  link: string;
};

/** "10 Nov 2026", or "10 Nov 2026 – 12 Nov 2026" for a span. */
const span = (from: string, to: string) =>
  from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;

export const fromLeave = (r: LeaveRequest): MyRequest => ({
  key: `leave-${r.id}`,
  kind: 'Leave',
  summary: `${r.leave_type.name}, ${span(r.start_date, r.end_date)}`,
  status: r.status,
  asked: r.applied_on,
  link: `/leaves/${r.id}`,
});

export const fromAttendanceRequest = (r: AttendanceRequest): MyRequest => ({
  key: `attendance-${r.id}`,
  kind: ATTENDANCE_REQUEST_LABELS[r.type],
  summary: span(r.from_date, r.to_date),
  status: r.status,
  asked: r.requested_at,
  link: `/attendance/requests/${r.id}`,
});

export const fromCompOff = (r: CompOffRequest): MyRequest => ({
  key: `comp-off-${r.id}`,
  kind: 'Comp-off',
  summary: `For work on ${formatDate(r.work_date)}`,
  status: r.status,
  asked: r.requested_at,
  link: `/leave/comp-off/${r.id}`,
});

export const fromShiftChange = (r: ShiftChangeRequest): MyRequest => ({
  key: `shift-${r.id}`,
  kind: r.kind === 'swap' ? 'Shift swap' : 'Shift change',
  summary: `${r.shift ? `${r.shift.name}, ` : ''}${span(r.from_date, r.to_date)}`,
  status: r.status,
  asked: r.requested_at,
  link: `/attendance/shift-changes/${r.id}`,
});

export const fromClaim = (r: ReimbursementClaim): MyRequest => ({
  key: `claim-${r.id}`,
  kind: 'Expense claim',
  summary: `${r.category.name}, ${formatINR(r.amount)}`,
  status: r.status,
  asked: r.created_at,
  link: '/my-expenses',
});

const WAITING = new Set(['pending', 'awaiting_colleague']);

/** The requests the card shows: those still waiting first, then the newest decided; `limit` of them. */
export function latestRequests(requests: readonly MyRequest[], limit: number): MyRequest[] {
  return [...requests]
    .sort(
      (a, b) =>
        Number(WAITING.has(b.status)) - Number(WAITING.has(a.status)) || b.asked.localeCompare(a.asked),
    )
    .slice(0, limit);
}
