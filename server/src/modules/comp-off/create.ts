import type { CompOffRequest, CompOffRequestCreate } from '@hrms/contracts/comp-off';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { shortDate, todayIn } from '../../platform/dates';
import { fieldError, violatesConstraint } from '../../platform/errors';
import { startApproval } from '../approvals/public';
import { compOffRules } from '../leave/public';
import { daysOffBetween } from './days-off';
import { askBy } from './engine/earns';
import { insertRequest } from './queries';
import { oneRequest, requesterFor } from './service';

const ASKED_ALREADY = 'A comp-off has already been asked for this day.';

/**
 * A comp-off request for a holiday or weekly off the employee worked: checked whole before anything is
 * written (422 on the field at fault), then written with the start of its approval chain in one transaction.
 * One live request per employee and day is the database's rule (comp_off_requests_day_unique), so two
 * parallel asks for a day make one request.
 */
export async function createCompOffRequest(
  db: Db,
  principal: Principal,
  input: CompOffRequestCreate,
): Promise<CompOffRequest> {
  const employee = await requesterFor(db, principal, input.employee_id);
  const day = input.work_date;
  const today = todayIn();
  if (day > today) throw fieldError('work_date', 'The day worked cannot be in the future.');
  if (day < employee.hire_date) {
    throw fieldError(
      'work_date',
      `The day worked cannot be before the joining date (${shortDate(employee.hire_date)}).`,
    );
  }
  const rule = (await compOffRules(db, employee))(day);
  if (!rule) throw fieldError('work_date', 'Your leave policy does not grant compensatory off.');
  const until = askBy(day, rule.expiryDays);
  if (until !== null && until < today) {
    throw fieldError(
      'work_date',
      `A comp-off for this day could only be asked for until ${shortDate(until)}.`,
    );
  }
  const [off] = await daysOffBetween(db, employee, day, day);
  if (!off) throw fieldError('work_date', 'This day is neither a holiday nor a weekly off of yours.');
  if (off.earns === 0) throw fieldError('work_date', 'Attendance shows no work on this day.');
  const days = input.days ?? off.earns;
  if (days > off.earns) {
    throw fieldError('days', 'Attendance shows a half day worked: it earns half a day of comp-off.');
  }

  const made = db.transaction(async (tx) => {
    const id = await insertRequest(tx, {
      company_id: employee.company_id,
      employee_id: employee.id,
      leave_type_id: rule.leaveType.id,
      work_date: day,
      day_kind: off.dayKind,
      holiday_name: off.holidayName,
      worked_hours: off.workedHours === null ? null : off.workedHours.toFixed(2),
      days: String(days),
      reason: input.reason,
      requested_by: principal.userId,
    });
    // The request enters its company's chain for comp-off; the first level's approvers are told.
    await startApproval(tx, {
      type: 'comp_off',
      requestId: id,
      companyId: employee.company_id,
      requesterEmployeeId: employee.id,
    });
    return id;
  });
  const id = await made.catch((err: unknown) => {
    if (violatesConstraint(err, 'comp_off_requests_day_unique')) throw fieldError('work_date', ASKED_ALREADY);
    throw err;
  });
  return oneRequest(db, id);
}
