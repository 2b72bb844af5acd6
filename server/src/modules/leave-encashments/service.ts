import type { Paged } from '@hrms/contracts/common';
import type {
  EncashableType,
  LeaveEncashment,
  LeaveEncashmentListQuery,
} from '@hrms/contracts/leave-encashments';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, isSelfOrHolds } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { iso, isoOrNull, todayIn } from '../../platform/dates';
import { notFound } from '../../platform/errors';
import { rupees } from '../../platform/money';
import { paged } from '../../platform/pagination';
import { maySeeRequest, requesterOf, requestListEmployees, waitingOn } from '../approvals/public';
import { encashedPay } from '../payroll/public';
import { dayRatesOn, type EncashmentRate } from './day-rate';
import { encashableFigures } from './figures';
import {
  type EncashmentFilters,
  type EncashmentRow,
  encashingEmployee,
  findEncashment,
  listEncashments,
} from './queries';

/** Who sees and decides every encashment of their company besides its chain's approvers. */
export const HR = 'approve-leaves' as const;
export const TYPE = 'leave_encashment' as const;

export const encashmentLink = (id: number) => `/leave/encashments/${id}`;

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** What the inbox and the audit trail say of an encashment: "3.5 days of Annual Leave (2026)". */
export const summaryOf = (row: Pick<EncashmentRow, 'encashment' | 'leaveType'>) =>
  `${dayCount(Number(row.encashment.days))} of ${row.leaveType.name} (${row.encashment.year})`;

type Waiting = LeaveEncashment['waiting'];

/**
 * Whether the caller may see what an employee's encashment is worth (a day's pay tells their salary): the
 * employee, and holders of view-salary-structures in the company — not a manager or an approver as such
 * (view-payroll is every employee's, for their own payslips).
 */
export const seesPayOf = (principal: Principal, employee: { id: number; company_id: number }) =>
  isSelfOrHolds(principal, employee, 'view-salary-structures');

function toEncashment(
  row: EncashmentRow,
  waiting: Waiting,
  rate: EncashmentRate | undefined,
  seesPay: boolean,
): LeaveEncashment {
  const e = row.encashment;
  const days = Number(e.days);
  return {
    id: e.id,
    company_id: e.company_id,
    employee: row.employee,
    leave_type: row.leaveType,
    year: e.year,
    days,
    reason: e.reason,
    status: e.status as LeaveEncashment['status'],
    requested_at: iso(e.created_at),
    decided_at: isoOrNull(e.decided_at),
    decided_by: row.decider,
    rejection_reason: e.rejection_reason,
    estimated_amount: rate && seesPay ? rupees(encashedPay(rate.monthlyPay, rate.dayDivisor, days)) : null,
    paid_in:
      row.run?.id != null && e.amount !== null
        ? {
            payroll_run_id: row.run.id,
            year: row.run.year,
            month: row.run.month,
            status: row.run.status,
            amount: seesPay ? Number(e.amount) : null,
          }
        : null,
    waiting: e.status === 'pending' ? waiting : null,
  };
}

/**
 * The encashments as the caller sees them: each pending one with where it waits, and (to those who see the
 * employee's pay) today's estimate and what the paying run paid.
 */
async function shaped(db: DbOrTx, principal: Principal, rows: EncashmentRow[]): Promise<LeaveEncashment[]> {
  const pending = rows.filter((r) => r.encashment.status === 'pending').map((r) => r.encashment.id);
  const waiting = await waitingOn(db, TYPE, pending);
  const sees = (r: EncashmentRow) =>
    seesPayOf(principal, { id: r.employee.id, company_id: r.encashment.company_id });
  const seen = rows.filter(sees);
  const rates = await dayRatesOn(
    db,
    seen.map((r) => r.employee.id),
    todayIn(),
  );
  return rows.map((row) =>
    toEncashment(row, waiting.get(row.encashment.id) ?? null, rates.get(row.employee.id), sees(row)),
  );
}

export async function oneEncashment(db: DbOrTx, principal: Principal, id: number): Promise<LeaveEncashment> {
  const row = await findEncashment(db, id);
  if (!row) throw notFound('Leave encashment');
  return (await shaped(db, principal, [row]))[0] as LeaveEncashment;
}

/** An encashment the caller may read; any other answers 404, so whether it exists is not theirs to learn. */
export async function visibleEncashment(
  db: DbOrTx,
  principal: Principal,
  id: number,
): Promise<EncashmentRow> {
  const row = await findEncashment(db, id);
  if (!row || !(await maySeeRequest(db, principal, TYPE, row.encashment, [HR])))
    throw notFound('Leave encashment');
  return row;
}

export async function getEncashment(db: Db, principal: Principal, id: number): Promise<LeaveEncashment> {
  return (await shaped(db, principal, [await visibleEncashment(db, principal, id)]))[0] as LeaveEncashment;
}

/** `mine`: the caller's own; `team`: their reports'; `all`: their company's, for HR (else 403). */
export async function listLeaveEncashments(
  db: Db,
  principal: Principal,
  q: LeaveEncashmentListQuery,
): Promise<Paged<LeaveEncashment>> {
  const filters: EncashmentFilters = {
    company: companyScope(principal),
    employeeIds: await requestListEmployees(db, principal, q.scope, [HR]),
    status: q.status,
    employeeId: q.employee_id,
  };
  const { rows, total } = await listEncashments(db, filters, q.page, q.per_page);
  return paged(await shaped(db, principal, rows), total, q.page, q.per_page);
}

/**
 * The employee whose encashments a call is about: the caller's own, or (approve-leaves) another of a company
 * in their scope. `refuse` says how another's answers: 404 for a read, 422 on employee_id for a request.
 */
export const subjectOf = (
  db: DbOrTx,
  principal: Principal,
  employeeId: number | undefined,
  refuse: () => Error,
) => requesterOf(principal, employeeId, HR, (id) => encashingEmployee(db, id), refuse);

/** What the employee may encash now, per leave type their policy allows it for, with today's day rate. */
export async function encashableTypes(
  db: Db,
  principal: Principal,
  employeeId: number | undefined,
): Promise<EncashableType[]> {
  const employee = await subjectOf(db, principal, employeeId, () => notFound('Employee'));
  const today = todayIn();
  // Reading a balance posts the credits due by today, as the leave balance page does.
  const figures = await db.transaction((tx) => encashableFigures(tx, employee, Number(today.slice(0, 4))));
  const rate = seesPayOf(principal, employee)
    ? (await dayRatesOn(db, [employee.id], today)).get(employee.id)
    : undefined;
  return figures.map((f) => ({
    leave_type: f.leaveType,
    balance: f.balance,
    encashed_this_year: f.approved + f.pending,
    max_days_per_year: f.maxDaysPerYear,
    min_balance: f.minBalance,
    available: f.available,
    day_rate: rate ? rupees(rate.monthlyPay / rate.dayDivisor) : null,
  }));
}
