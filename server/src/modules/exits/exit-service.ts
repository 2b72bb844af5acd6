import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import type { EmployeeListItem } from '@hrms/contracts/employees';
import type { ExitType, SettlementStatus } from '@hrms/contracts/enums';
import {
  type ExitListItem,
  type ExitListQuery,
  type ExitRequest,
  LWD_BEFORE_HIRE_MESSAGE,
} from '@hrms/contracts/exits';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { longDate, monthYearName, todayIn } from '../../platform/dates';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { monthIndex, periodOf } from '../../platform/period';
import { workingCalendar } from '../attendance/public';
import { findEmployee } from '../employees/public';
import { ratesInForce } from '../statutory/public';
import { settlementDue, workingDayOf } from './engine/settlement-due';
import { exitHooks } from './exit-hooks';
import {
  deleteRuns,
  type ExitValues,
  listExits,
  lockEmployeeForExit,
  runsAfter,
  settlementOf,
  writeExit,
} from './exit-queries';
import { isOverdue } from './settlement-service';

/** Runs a leaver's exit may never leave standing after it: approved or paid (locked) pay. */
const LOCKED_RUN = ['approved', 'paid'];
/** A settlement past draft fixes the exit it settled. */
const FIXED_SETTLEMENT = ['approved', 'paid'];

/** The employee as the exit answers show them (the list item, with the exit). */
async function employeeAnswer(db: Db, principal: Principal, id: number): Promise<EmployeeListItem> {
  const row = await findEmployee(db, companyScope(principal), id);
  if (!row) throw notFound('Employee');
  // exit_type is a varchar the employees_exit_type_check constraint holds to EXIT_TYPES.
  return row as EmployeeListItem;
}

const exitOf = (row: ExitValues) => ({
  notice_date: row.notice_date,
  last_working_day: row.last_working_day,
  exit_type: row.exit_type,
  exit_reason: row.exit_reason,
});

/**
 * When the leaver's full and final settlement is due: `settlement_working_days` of the Code on Wages rules in
 * force on the last working day (else today's: the Payment of Wages Act s.5(2) had the same two days) over the
 * employee's working calendar. None when no rules are recorded at all.
 */
async function settlementDueOf(tx: DbOrTx, employeeId: number, lastWorkingDay: string) {
  const until = new Date(`${lastWorkingDay}T00:00:00Z`);
  until.setUTCDate(until.getUTCDate() + 90);
  const calendar = await workingCalendar(tx, employeeId, lastWorkingDay, until.toISOString().slice(0, 10));
  if (!calendar) throw notFound('Employee');
  const rules =
    (await ratesInForce(tx, calendar.countryId, lastWorkingDay)).codeWages ??
    (await ratesInForce(tx, calendar.countryId, todayIn())).codeWages;
  if (!rules) return { settlement_due_on: null, settlement_remind_on: null };
  const due = settlementDue(
    lastWorkingDay,
    rules.settlement_working_days,
    workingDayOf(calendar.weeklyOffs, calendar.holidays),
  );
  return { settlement_due_on: due.dueOn, settlement_remind_on: due.remindOn };
}

/**
 * Records or changes an employee's exit. Refused once their settlement is approved or paid, or when pay of a
 * month after the last working day is approved or paid (it would have paid someone who had left). Unlocked runs
 * (draft, processed) of months wholly after the last working day go in the same transaction: payroll would now
 * refuse them. The employee stays active; approving the full and final settlement terminates them.
 */
export async function recordExit(db: Db, principal: Principal, id: number, input: ExitRequest) {
  const removed = await db.transaction(async (tx) => {
    const employee = await lockEmployeeForExit(tx, companyScope(principal), id);
    if (!employee) throw notFound('Employee');
    if (input.last_working_day < employee.hire_date) {
      throw fieldError('last_working_day', LWD_BEFORE_HIRE_MESSAGE);
    }
    const settlement = await settlementOf(tx, id);
    if (settlement && FIXED_SETTLEMENT.includes(settlement.status)) {
      throw conflict(
        `The full and final settlement is ${settlement.status}; the exit it settled can no longer change.`,
      );
    }
    const after = await runsAfter(tx, id, monthIndex(periodOf(input.last_working_day)));
    const locked = after.find((run) => LOCKED_RUN.includes(run.status));
    if (locked) {
      throw conflict(
        `Payroll for ${monthYearName(locked)} is ${locked.status}; a last working day before that month cannot be recorded.`,
      );
    }
    await deleteRuns(
      tx,
      after.map((run) => run.id),
    );
    const values: ExitValues = {
      notice_date: input.notice_date,
      last_working_day: input.last_working_day,
      exit_type: input.exit_type,
      exit_reason: input.reason,
    };
    const changes: Record<string, unknown> = {};
    for (const [field, to] of Object.entries(values)) {
      const from = employee[field as keyof ExitValues];
      if (from !== to) changes[field] = { from, to };
    }
    if (after.length) {
      changes.payroll_runs_removed = after.map((run) => ({
        year: run.year,
        month: run.month,
        status: run.status,
      }));
    }
    await writeExit(tx, id, { ...values, ...(await settlementDueOf(tx, id, input.last_working_day)) });
    const recorded = {
      employeeId: id,
      companyId: employee.company_id,
      lastWorkingDay: input.last_working_day,
    };
    for (const hook of exitHooks.all()) await hook.recorded(tx, recorded, principal);
    await recordAudit(tx, principal, {
      action: 'employee.exit_recorded',
      entity_type: 'employee',
      entity_id: id,
      company_id: employee.company_id,
      summary: `${employee.employee_id}: ${input.exit_type}, last working day ${longDate(input.last_working_day)}`,
      changes,
    });
    return after.length;
  });
  return { employee: await employeeAnswer(db, principal, id), removedRuns: removed };
}

/** Withdraws a recorded exit (the resignation taken back); refused once any settlement exists. */
export async function withdrawExit(db: Db, principal: Principal, id: number) {
  await db.transaction(async (tx) => {
    const employee = await lockEmployeeForExit(tx, companyScope(principal), id);
    if (!employee) throw notFound('Employee');
    if (!employee.last_working_day) throw conflict('This employee has no exit recorded.');
    const settlement = await settlementOf(tx, id);
    if (settlement) {
      throw conflict(
        settlement.status === 'draft'
          ? 'A full and final settlement exists for this exit: delete the draft settlement first.'
          : `The full and final settlement is ${settlement.status}; the exit can no longer be withdrawn.`,
      );
    }
    await writeExit(tx, id, {
      notice_date: null,
      last_working_day: null,
      exit_type: null,
      exit_reason: null,
      settlement_due_on: null,
      settlement_remind_on: null,
    });
    for (const hook of exitHooks.all()) await hook.withdrawn(tx, id, principal);
    await recordAudit(tx, principal, {
      action: 'employee.exit_withdrawn',
      entity_type: 'employee',
      entity_id: id,
      company_id: employee.company_id,
      summary: `${employee.employee_id}: exit withdrawn (last working day was ${longDate(employee.last_working_day)})`,
      changes: { exit: { from: exitOf(employee), to: null } },
    });
  });
  return employeeAnswer(db, principal, id);
}

/** Employees with an exit in the caller's company, with their settlement if any. */
export async function exitsPage(db: Db, principal: Principal, q: ExitListQuery) {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const { rows, total } = await listExits(db, companyScope(principal), q, today);
  const data: ExitListItem[] = rows.map((r) => ({
    employee_id: r.employee_id,
    employee_code: r.employee_code,
    first_name: r.first_name,
    last_name: r.last_name,
    job_title: r.job_title,
    department: r.department_id === null ? null : { id: r.department_id, name: r.department_name ?? '' },
    status: r.status,
    hire_date: r.hire_date,
    notice_date: r.notice_date as string,
    last_working_day: r.last_working_day as string,
    exit_type: r.exit_type as ExitType,
    exit_reason: r.exit_reason,
    has_left: (r.last_working_day as string) < today,
    settlement_due_on: r.settlement_due_on,
    settlement_overdue: isOverdue(r.settlement_due_on, r.settlement_status, today),
    final_settlement:
      r.settlement_id === null
        ? null
        : {
            id: r.settlement_id,
            status: r.settlement_status as SettlementStatus,
            net_payable: Number(r.net_payable),
          },
  }));
  return paged(data, total, q.page, q.per_page);
}
