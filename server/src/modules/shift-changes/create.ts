import {
  SHIFT_CHANGE_MAX_DAYS,
  type ShiftChangeCreate,
  type ShiftChangeRequest,
} from '@hrms/contracts/shifts';
import type { Db, DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { shortDate, todayIn } from '../../platform/dates';
import { type FieldErrors, fieldError, validationFailed, violatesConstraint } from '../../platform/errors';
import { startApproval } from '../approvals/public';
import { assertMonthEditable } from '../attendance/public';
import { type RequestingEmployee, requestingEmployee } from '../employees/public';
import { notify, userOfEmployee } from '../notifications/public';
import { dayShifts, shiftsById } from '../shifts/public';
import { changesSomething, datesFrom, monthsOf, spanDays, swapDays } from './engine/days';
import { hasLiveRequestBetween, insertRequest, lockRequester } from './queries';
import { oneRequest, requesterFor } from './service';

/** Employees whose shifts are still planned: the current ones, on the rolls or away on long leave. */
const CURRENT_STATUSES = ['active', 'on_leave'];
const OVERLAP_MESSAGE = 'You already have a shift change request overlapping these dates.';
const COLLEAGUE = 'swap_with_employee_id';

const nameOf = (e: RequestingEmployee) => `${e.first_name} ${e.last_name}`;

/** The checks on the dates and the employee, all at once. */
function checkAsk(employee: RequestingEmployee, input: ShiftChangeCreate, today: string) {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= [message];
  };
  if (!CURRENT_STATUSES.includes(employee.status)) {
    fail('employee_id', `The employee is ${employee.status}: shift changes are for current employees.`);
  }
  if (input.from_date < today) {
    fail(
      'from_date',
      'A shift change is asked for before the day: for a day already worked, ask for a regularisation.',
    );
  }
  if (input.from_date < employee.hire_date) {
    fail('from_date', `The start date cannot be before the joining date (${shortDate(employee.hire_date)}).`);
  }
  if (spanDays(input.from_date, input.to_date) > SHIFT_CHANGE_MAX_DAYS) {
    fail(
      'to_date',
      `A request covers at most ${SHIFT_CHANGE_MAX_DAYS} days; ask for the rest in another request.`,
    );
  }
  if (employee.last_working_day && input.to_date > employee.last_working_day) {
    fail(
      'to_date',
      `The end date cannot be after the last working day (${shortDate(employee.last_working_day)}).`,
    );
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** The colleague of a swap: another current employee of the same company, working every day asked. */
async function colleagueFor(db: DbOrTx, employee: RequestingEmployee, input: ShiftChangeCreate) {
  const id = input.swap_with_employee_id as number;
  if (id === employee.id) throw fieldError(COLLEAGUE, 'Choose a colleague other than the employee asking.');
  const colleague = await requestingEmployee(db, id);
  if (!colleague || colleague.company_id !== employee.company_id)
    throw fieldError(COLLEAGUE, 'The selected colleague is invalid.');
  const name = nameOf(colleague);
  if (!CURRENT_STATUSES.includes(colleague.status))
    throw fieldError(COLLEAGUE, `${name} is ${colleague.status}: shifts are swapped with current employees.`);
  const leaves = colleague.last_working_day;
  if (colleague.hire_date > input.from_date || (leaves !== null && leaves < input.to_date))
    throw fieldError(COLLEAGUE, `${name} is not employed on all of these days.`);
  return colleague;
}

/** A change must ask for a shift of the company that some day does not already have. */
async function assertChangeAsks(db: DbOrTx, employee: RequestingEmployee, input: ShiftChangeCreate) {
  const shiftId = input.shift_id as number;
  const [shift] = await shiftsById(db, [shiftId]);
  if (!shift || shift.company_id !== employee.company_id)
    throw fieldError('shift_id', 'The selected shift id is invalid.');
  const days = await dayShifts(db, [employee.id], { from: input.from_date, to: input.to_date });
  const current = (date: string) => days.of(employee.id, date).shiftId;
  if (!changesSomething(datesFrom(input.from_date, input.to_date), current, shiftId))
    throw fieldError('shift_id', 'You already work this shift on these days.');
}

/** A swap must exchange something: some day both work a shift and not the same one. */
async function assertSwapAsks(
  db: DbOrTx,
  employee: RequestingEmployee,
  colleague: RequestingEmployee,
  input: ShiftChangeCreate,
) {
  const days = await dayShifts(db, [employee.id, colleague.id], { from: input.from_date, to: input.to_date });
  const swapped = swapDays(
    datesFrom(input.from_date, input.to_date),
    (d) => days.of(employee.id, d).shiftId,
    (d) => days.of(colleague.id, d).shiftId,
  );
  if (!swapped.length)
    throw fieldError(COLLEAGUE, `You and ${nameOf(colleague)} work the same shift on these days.`);
}

/**
 * A shift change or swap request: validated whole before anything is written (422 on the field at fault), then
 * written in one transaction under a lock on the employee, every month it touches still open (409). The
 * database refuses a second live request sharing a day, whatever races. A change enters its company's
 * `shift_change` chain at once; a swap first waits for the colleague, who is told.
 */
export async function createShiftChange(
  db: Db,
  principal: Principal,
  input: ShiftChangeCreate,
): Promise<ShiftChangeRequest> {
  const employee = await requesterFor(db, principal, input.employee_id);
  checkAsk(employee, input, todayIn());
  const colleague = input.kind === 'swap' ? await colleagueFor(db, employee, input) : null;
  if (colleague) await assertSwapAsks(db, employee, colleague, input);
  else await assertChangeAsks(db, employee, input);

  const made = db.transaction(async (tx) => {
    await lockRequester(tx, employee.id);
    if (await hasLiveRequestBetween(tx, employee.id, input.from_date, input.to_date))
      throw fieldError('from_date', OVERLAP_MESSAGE);
    for (const month of monthsOf(datesFrom(input.from_date, input.to_date))) {
      await assertMonthEditable(tx, employee, month);
      if (colleague) await assertMonthEditable(tx, colleague, month);
    }
    const id = await insertRequest(tx, {
      company_id: employee.company_id,
      employee_id: employee.id,
      kind: input.kind,
      from_date: input.from_date,
      to_date: input.to_date,
      shift_id: colleague ? null : (input.shift_id as number),
      swap_with_employee_id: colleague?.id ?? null,
      reason: input.reason,
      status: colleague ? 'awaiting_colleague' : 'pending',
      requested_by: principal.userId,
    });
    if (colleague) {
      await notify(
        tx,
        'shift_swap.asked',
        [await userOfEmployee(tx, colleague.id)],
        {
          id,
          requester: nameOf(employee),
          fromDate: input.from_date,
          toDate: input.to_date,
          reason: input.reason,
        },
        { companyId: employee.company_id },
      );
    } else {
      // The request enters its company's chain for shift changes; the first level's approvers are told.
      await startApproval(tx, {
        type: 'shift_change',
        requestId: id,
        companyId: employee.company_id,
        requesterEmployeeId: employee.id,
      });
    }
    return id;
  });
  const id = await made.catch((err: unknown) => {
    if (violatesConstraint(err, 'shift_change_requests_no_overlap'))
      throw fieldError('from_date', OVERLAP_MESSAGE);
    throw err;
  });
  return oneRequest(db, id);
}
