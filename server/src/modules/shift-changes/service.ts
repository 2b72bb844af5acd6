import type { Paged } from '@hrms/contracts/common';
import type {
  ShiftChangeKind,
  ShiftChangeListQuery,
  ShiftChangeRequest,
  ShiftChangeStatus,
  ShiftRef,
} from '@hrms/contracts/shifts';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { iso, isoOrNull } from '../../platform/dates';
import { notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { maySeeRequest, requesterOf, requestListEmployees, waitingOn } from '../approvals/public';
import { requestingEmployee } from '../employees/public';
import { dayShifts, endsNextDay, shiftsById } from '../shifts/public';
import { datesFrom } from './engine/days';
import { requestSummary } from './engine/summary';
import { findRequest, listRequests, overridesOf, type RequestFilters, type RequestRow } from './queries';

/** Who sees every request of their company besides its chain's approvers (approve-attendance also decides). */
export const HR = ['approve-attendance', 'manage-attendance'] as const;

export const requestLink = (id: number) => `/attendance/shift-changes/${id}`;

const fullName = (e: { first_name: string; last_name: string } | null) =>
  e ? `${e.first_name} ${e.last_name}` : null;

export const summaryOf = (row: RequestRow) =>
  requestSummary({
    kind: row.request.kind as ShiftChangeKind,
    from: row.request.from_date,
    to: row.request.to_date,
    shift: row.shift,
    colleague: fullName(row.colleague),
  });

/** The employee a request is for: the caller's own, or (manage-attendance) another of a company in their scope. */
export const requesterFor = (db: DbOrTx, principal: Principal, employeeId: number | undefined) =>
  requesterOf(principal, employeeId, 'manage-attendance', (id) => requestingEmployee(db, id));

type ShiftFields = { id: number; name: string; start_time: string; end_time: string };

export const toShiftRef = (s: ShiftFields): ShiftRef => ({
  id: s.id,
  name: s.name,
  start_time: s.start_time,
  end_time: s.end_time,
  crosses_midnight: endsNextDay(s.start_time, s.end_time),
});

const employeeRef = (e: NonNullable<RequestRow['colleague']>) => ({
  id: e.id,
  first_name: e.first_name,
  last_name: e.last_name,
  employee_id: e.employee_id,
});

type Waiting = ShiftChangeRequest['waiting'];
type Day = ShiftChangeRequest['days'][number];

function toRequest(row: RequestRow, days: Day[], waiting: Waiting): ShiftChangeRequest {
  const r = row.request;
  return {
    id: r.id,
    company_id: r.company_id,
    employee: employeeRef(row.employee),
    kind: r.kind as ShiftChangeKind,
    from_date: r.from_date,
    to_date: r.to_date,
    shift: row.shift ? toShiftRef(row.shift) : null,
    swap_with: row.colleague ? employeeRef(row.colleague) : null,
    days,
    reason: r.reason,
    status: r.status as ShiftChangeStatus,
    requested_at: iso(r.created_at),
    colleague_answered_at: isoOrNull(r.colleague_answered_at),
    decided_at: isoOrNull(r.decided_at),
    decided_by: row.decider,
    rejection_reason: r.rejection_reason,
    waiting: r.status === 'pending' ? waiting : null,
  };
}

/**
 * Each day of each request. Not yet approved (or not approved at all): the requester's shift of the day as
 * it resolves now, and the one the request gives them (the asked shift; a swap: the colleague's of the day,
 * as it resolves now). Approved: the shift the request set for the day (null where it set none: a swap's
 * day both worked the same shift, or a later approval replaced it), and from_shift null, since the day's
 * own shift now resolves to the approved change and what it was is not kept.
 */
async function daysOf(db: DbOrTx, rows: RequestRow[]): Promise<Map<number, Day[]>> {
  const open = rows.filter((r) => r.request.status !== 'approved').map((r) => r.request);
  const approved = rows.filter((r) => r.request.status === 'approved').map((r) => r.request);
  const people = open.flatMap((r) =>
    r.swap_with_employee_id === null ? [r.employee_id] : [r.employee_id, r.swap_with_employee_id],
  );
  // One read for every open request's days: from the earliest start to the latest end (dates sort as text).
  const starts = open.map((r) => r.from_date).sort();
  const ends = open.map((r) => r.to_date).sort();
  const resolved = open.length
    ? await dayShifts(db, people, { from: starts[0] as string, to: ends.at(-1) as string })
    : null;
  const set = new Map<number, Map<string, number>>();
  for (const o of await overridesOf(
    db,
    approved.map((r) => r.id),
  )) {
    const request = approved.find((r) => r.id === o.request_id);
    if (o.employee_id !== request?.employee_id) continue;
    set.set(o.request_id, (set.get(o.request_id) ?? new Map()).set(o.date, o.shift_id));
  }
  const named = new Map<number, ShiftFields>(resolved?.shifts ?? []);
  const missing = [...set.values()].flatMap((days) => [...days.values()]).filter((id) => !named.has(id));
  for (const s of await shiftsById(db, [...new Set(missing)])) named.set(s.id, s);
  const ref = (id: number | null | undefined) => {
    const s = id == null ? undefined : named.get(id);
    return s ? toShiftRef(s) : null;
  };

  const days = new Map<number, Day[]>();
  for (const { request: r, shift } of rows) {
    const dates = datesFrom(r.from_date, r.to_date);
    if (r.status === 'approved') {
      const mine = set.get(r.id);
      days.set(
        r.id,
        dates.map((date) => ({ date, from_shift: null, to_shift: ref(mine?.get(date)) })),
      );
      continue;
    }
    const colleague = r.swap_with_employee_id;
    days.set(
      r.id,
      dates.map((date) => ({
        date,
        from_shift: ref(resolved?.of(r.employee_id, date).shiftId),
        to_shift:
          colleague === null ? shift && toShiftRef(shift) : ref(resolved?.of(colleague, date).shiftId),
      })),
    );
  }
  return days;
}

/** The requests as the API shows them: their days, and where each pending one waits. */
async function shaped(db: DbOrTx, rows: RequestRow[]): Promise<ShiftChangeRequest[]> {
  const pending = rows.filter((r) => r.request.status === 'pending').map((r) => r.request.id);
  const waiting = await waitingOn(db, 'shift_change', pending);
  const days = await daysOf(db, rows);
  return rows.map((row) =>
    toRequest(row, days.get(row.request.id) ?? [], waiting.get(row.request.id) ?? null),
  );
}

export async function oneRequest(db: DbOrTx, id: number): Promise<ShiftChangeRequest> {
  const row = await findRequest(db, id);
  if (!row) throw notFound('Shift change request');
  return (await shaped(db, [row]))[0] as ShiftChangeRequest;
}

/**
 * A request the caller may read: the colleague asked to swap as well as those who see any request (its
 * employee, their managers, its approvers, HR). Any other answers 404, so whether it exists is not theirs
 * to learn.
 */
export async function visibleRequest(db: DbOrTx, principal: Principal, id: number): Promise<RequestRow> {
  const row = await findRequest(db, id);
  const asked =
    row !== null &&
    principal.employeeId !== null &&
    row.request.swap_with_employee_id === principal.employeeId;
  if (!row || !(asked || (await maySeeRequest(db, principal, 'shift_change', row.request, HR))))
    throw notFound('Shift change request');
  return row;
}

export async function getRequest(db: Db, principal: Principal, id: number): Promise<ShiftChangeRequest> {
  return (await shaped(db, [await visibleRequest(db, principal, id)]))[0] as ShiftChangeRequest;
}

/**
 * `mine`: the caller's own; `team`: their reports'; `all`: their company's, for HR (else 403); `swaps`: the
 * swaps colleagues asked of the caller.
 */
export async function listShiftChanges(
  db: Db,
  principal: Principal,
  q: ShiftChangeListQuery,
): Promise<Paged<ShiftChangeRequest>> {
  const me = principal.employeeId;
  const swaps = q.scope === 'swaps';
  const employeeIds =
    q.scope === 'swaps' ? (me === null ? [] : null) : await requestListEmployees(db, principal, q.scope, HR);
  const filters: RequestFilters = {
    company: companyScope(principal),
    employeeIds,
    swapWith: swaps && me !== null ? me : undefined,
    status: q.status,
    employeeId: q.employee_id,
  };
  const { rows, total } = await listRequests(db, filters, q.page, q.per_page);
  return paged(await shaped(db, rows), total, q.page, q.per_page);
}
