import type { Paged } from '@hrms/contracts/common';
import {
  COMP_OFF_LOOKBACK_DAYS,
  type CompOffDayKind,
  type CompOffEligibleResponse,
  type CompOffListQuery,
  type CompOffRequest,
} from '@hrms/contracts/comp-off';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { addDays, iso, isoOrNull, shortDate, todayIn } from '../../platform/dates';
import { notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { maySeeRequest, requesterOf, requestListEmployees, waitingOn } from '../approvals/public';
import { requestingEmployee } from '../employees/public';
import { compOffLapsedDays, compOffRules, laterOf } from '../leave/public';
import { daysOffBetween } from './days-off';
import { askBy } from './engine/earns';
import { findRequest, listRequests, type RequestFilters, type RequestRow, requestedDays } from './queries';

/** Who sees and decides every comp-off request of their company besides its chain's approvers. */
export const HR = 'approve-leaves' as const;

export const requestLink = (id: number) => `/leave/comp-off/${id}`;

/** "a weekly off" or the holiday's name, as a request and its ledger line name the day worked. */
export const dayWorked = (r: { day_kind: string; holiday_name: string | null }) =>
  r.day_kind === 'holiday' && r.holiday_name ? r.holiday_name : 'a weekly off';

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

export const summaryOf = (r: RequestRow['request']) =>
  `${dayCount(Number(r.days))} of comp-off for working ${dayWorked(r)} on ${shortDate(r.work_date)}`;

/** The employee a request is for: the caller's own, or (approve-leaves) another of a company in their scope. */
export const requesterFor = (db: DbOrTx, principal: Principal, employeeId: number | undefined) =>
  requesterOf(principal, employeeId, HR, (id) => requestingEmployee(db, id));

type Waiting = CompOffRequest['waiting'];

function toRequest(row: RequestRow, waiting: Waiting, lapsed: number): CompOffRequest {
  const r = row.request;
  return {
    id: r.id,
    company_id: r.company_id,
    employee: {
      id: row.employee.id,
      first_name: row.employee.first_name,
      last_name: row.employee.last_name,
      employee_id: row.employee.employee_id,
    },
    work_date: r.work_date,
    day_kind: r.day_kind as CompOffDayKind,
    holiday_name: r.holiday_name,
    worked_hours: r.worked_hours === null ? null : Number(r.worked_hours),
    days: Number(r.days),
    leave_type: row.leaveType,
    reason: r.reason,
    status: r.status as CompOffRequest['status'],
    expires_on: r.expires_on,
    lapsed_days: lapsed,
    requested_at: iso(r.created_at),
    decided_at: isoOrNull(r.decided_at),
    decided_by: row.decider,
    rejection_reason: r.rejection_reason,
    waiting: r.status === 'pending' ? waiting : null,
  };
}

/** The requests as the API shows them: each pending one with where it waits, each approved one with what lapsed. */
async function shaped(db: DbOrTx, rows: RequestRow[]): Promise<CompOffRequest[]> {
  const pending = rows.filter((r) => r.request.status === 'pending').map((r) => r.request.id);
  const approved = rows.filter((r) => r.request.status === 'approved').map((r) => r.request.id);
  const waiting = await waitingOn(db, 'comp_off', pending);
  const lapsed = await compOffLapsedDays(db, approved);
  return rows.map((row) =>
    toRequest(row, waiting.get(row.request.id) ?? null, lapsed.get(row.request.id) ?? 0),
  );
}

export async function oneRequest(db: DbOrTx, id: number): Promise<CompOffRequest> {
  const row = await findRequest(db, id);
  if (!row) throw notFound('Comp-off request');
  return (await shaped(db, [row]))[0] as CompOffRequest;
}

/** A request the caller may read; any other answers 404, so whether it exists is not theirs to learn. */
export async function visibleRequest(db: DbOrTx, principal: Principal, id: number): Promise<RequestRow> {
  const row = await findRequest(db, id);
  if (!row || !(await maySeeRequest(db, principal, 'comp_off', row.request, [HR])))
    throw notFound('Comp-off request');
  return row;
}

export async function getRequest(db: Db, principal: Principal, id: number): Promise<CompOffRequest> {
  return (await shaped(db, [await visibleRequest(db, principal, id)]))[0] as CompOffRequest;
}

/** `mine`: the caller's own; `team`: their reports'; `all`: their company's, for HR (else 403). */
export async function listCompOffRequests(
  db: Db,
  principal: Principal,
  q: CompOffListQuery,
): Promise<Paged<CompOffRequest>> {
  const filters: RequestFilters = {
    company: companyScope(principal),
    employeeIds: await requestListEmployees(db, principal, q.scope, [HR]),
    status: q.status,
    employeeId: q.employee_id,
  };
  const { rows, total } = await listRequests(db, filters, q.page, q.per_page);
  return paged(await shaped(db, rows), total, q.page, q.per_page);
}

/**
 * The days off the employee worked in the last COMP_OFF_LOOKBACK_DAYS days (from their joining), the newest
 * first: what each earns, whether it is asked for already, and until when it can be.
 */
export async function eligibleDays(
  db: Db,
  principal: Principal,
  employeeId: number | undefined,
): Promise<CompOffEligibleResponse> {
  const employee = await requesterFor(db, principal, employeeId);
  const today = todayIn();
  const ruleOn = await compOffRules(db, employee);
  const rule = ruleOn(today);
  const from = laterOf(addDays(today, -COMP_OFF_LOOKBACK_DAYS), employee.hire_date);
  if (from > today)
    return { leave_type: rule?.leaveType ?? null, expiry_days: rule?.expiryDays ?? null, days: [] };
  const asked = await requestedDays(db, employee.id, from, today);
  const days = (await daysOffBetween(db, employee, from, today))
    .filter((d) => d.earns > 0 && ruleOn(d.date) !== null)
    .reverse()
    .map((d) => ({
      date: d.date,
      day_kind: d.dayKind,
      holiday_name: d.holidayName,
      worked_hours: d.workedHours,
      earns: d.earns,
      requested: asked.has(d.date),
      ask_by: askBy(d.date, ruleOn(d.date)?.expiryDays ?? null),
    }));
  return { leave_type: rule?.leaveType ?? null, expiry_days: rule?.expiryDays ?? null, days };
}
