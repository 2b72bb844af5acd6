import type { LeaveEncashment, LeaveEncashmentCreate } from '@hrms/contracts/leave-encashments';
import type { Db } from '../../db/client';
import { can, type Principal } from '../../platform/auth/principal';
import { shortDate, todayIn } from '../../platform/dates';
import { fieldError, forbidden } from '../../platform/errors';
import { invalidEmployee, startApproval } from '../approvals/public';
import { lockLeaveApplicant } from '../leave/public';
import { encashableFigures, overMessage } from './figures';
import { type EncashingEmployee, insertEncashment, leaveTypeName } from './queries';
import { oneEncashment, subjectOf, TYPE } from './service';

/** Employees whose leave is still kept: the current ones, on the rolls or away on long leave. */
const CURRENT_STATUSES = ['active', 'on_leave'];

/**
 * A leaver's leave is encashed in the full and final settlement, never during service: an employee with an exit
 * recorded (notice given, a last working day set) or no longer current cannot ask.
 */
function assertInService(employee: EncashingEmployee) {
  if (employee.last_working_day || employee.notice_date) {
    const lwd = employee.last_working_day
      ? ` (last working day ${shortDate(employee.last_working_day)})`
      : '';
    throw fieldError(
      'employee_id',
      `An exit is recorded for ${employee.first_name} ${employee.last_name}${lwd}: their leave is encashed in the full and final settlement.`,
    );
  }
  if (!CURRENT_STATUSES.includes(employee.status)) {
    throw fieldError(
      'employee_id',
      `The employee is ${employee.status}: leave is encashed for current employees.`,
    );
  }
}

/**
 * Asks to encash days of a leave type from this leave year's balance: the policy in force today must allow it
 * for the type, and the days be within what may be encashed now (engine/available.ts). Checked and written in
 * one transaction under the employee's leave lock — the one leave applications and balance adjustments take —
 * so parallel requests queue and none overdraws the balance. It enters the company's approval chain.
 */
export async function createEncashment(
  db: Db,
  principal: Principal,
  input: LeaveEncashmentCreate,
): Promise<LeaveEncashment> {
  const employee = await subjectOf(db, principal, input.employee_id, invalidEmployee);
  if (employee.id === principal.employeeId && !can(principal, 'apply-leave')) throw forbidden();
  assertInService(employee);
  const year = Number(todayIn().slice(0, 4));
  const id = await db.transaction(async (tx) => {
    await lockLeaveApplicant(tx, employee.id);
    const figures = (await encashableFigures(tx, employee, year)).find(
      (f) => f.leaveType.id === input.leave_type_id,
    );
    if (!figures) {
      const name = await leaveTypeName(tx, input.leave_type_id);
      throw fieldError(
        'leave_type_id',
        name
          ? `Your leave policy does not allow encashing ${name} while in service.`
          : 'The selected leave type is invalid.',
      );
    }
    if (input.days > figures.available) throw fieldError('days', overMessage(figures));
    const requestId = await insertEncashment(tx, {
      company_id: employee.company_id,
      employee_id: employee.id,
      leave_type_id: input.leave_type_id,
      year,
      days: input.days.toFixed(2),
      reason: input.reason,
      requested_by: principal.userId,
    });
    // The request enters its company's chain; the first level's approvers are told in this transaction.
    await startApproval(tx, {
      type: TYPE,
      requestId,
      companyId: employee.company_id,
      requesterEmployeeId: employee.id,
    });
    return requestId;
  });
  return oneEncashment(db, principal, id);
}
