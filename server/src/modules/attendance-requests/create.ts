import {
  ATTENDANCE_REQUEST_MAX_DAYS,
  type AttendanceRequest,
  type AttendanceRequestCreate,
  type RequestLimits,
} from '@hrms/contracts/attendance-requests';
import type { Db, DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { shortDate, todayIn } from '../../platform/dates';
import { type FieldErrors, fieldError, validationFailed, violatesConstraint } from '../../platform/errors';
import { requesterOf, startApproval } from '../approvals/public';
import { assertMonthEditable, assertRequestedTimes } from '../attendance/public';
import { type RequestingEmployee, requestingEmployee } from '../employees/public';
import { calendarOf } from './calendar';
import { calendarDays, countedDates, type DayCalendar, daysByMonth, monthsAround } from './engine/days';
import { breachMessage, firstBreach } from './engine/limits';
import { insertRequest, liveRequestsBetween, lockRequester } from './queries';
import { oneRequest } from './service';

/** Employees whose attendance is still kept: the current ones, on the rolls or away on long leave. */
const CURRENT_STATUSES = ['active', 'on_leave'];
const OVERLAP_MESSAGE = 'You already have a request overlapping these dates.';

/** The employee a request is for: the caller's own, or (manage-attendance) another of a company in their scope. */
const requesterFor = (db: DbOrTx, principal: Principal, employeeId: number | undefined) =>
  requesterOf(principal, employeeId, 'manage-attendance', (id) => requestingEmployee(db, id));

type Requester = RequestingEmployee;

/** The checks that need no calendar: who, how long, and which dates a type allows. */
function checkAsk(employee: Requester, input: AttendanceRequestCreate, today: string) {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] ??= [message];
  };
  if (!CURRENT_STATUSES.includes(employee.status)) {
    fail('employee_id', `The employee is ${employee.status}: attendance requests are for current employees.`);
  }
  if (calendarDays(input.from_date, input.to_date) > ATTENDANCE_REQUEST_MAX_DAYS) {
    fail(
      'to_date',
      `A request covers at most ${ATTENDANCE_REQUEST_MAX_DAYS} days; ask for the rest in another request.`,
    );
  }
  if (input.from_date < employee.hire_date) {
    fail('from_date', `The start date cannot be before the joining date (${shortDate(employee.hire_date)}).`);
  }
  if (employee.last_working_day && input.to_date > employee.last_working_day) {
    fail(
      'to_date',
      `The end date cannot be after the last working day (${shortDate(employee.last_working_day)}).`,
    );
  }
  if (input.type === 'regularisation' && input.to_date > today) {
    fail('to_date', 'A regularisation is for days already worked: the end date cannot be in the future.');
  }
  if (input.type === 'on_duty' && Boolean(input.clock_in) !== Boolean(input.clock_out)) {
    fail(input.clock_in ? 'clock_out' : 'clock_in', 'Give both times away on duty, or neither.');
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/**
 * The days of the type already pending or approved in each month the request touches, counted on the same
 * calendar, against the policy's limit of each month (the policy in force on the month's first day asked).
 */
async function assertWithinLimits(
  tx: DbOrTx,
  employeeId: number,
  input: AttendanceRequestCreate,
  dates: string[],
  months: { calendar: DayCalendar; limitsOn: (date: string) => RequestLimits | null },
  span: { from: string; to: string },
) {
  const asked = daysByMonth(dates);
  const limitOf = (month: string) => {
    const first = dates.find((d) => d.startsWith(month));
    return first === undefined ? null : (months.limitsOn(first)?.[input.type] ?? null);
  };
  if (![...asked.keys()].some((m) => limitOf(m) !== null)) return;
  const already: string[] = [];
  for (const other of await liveRequestsBetween(tx, employeeId, span.from, span.to, input.type)) {
    // Only the months read count: the calendar knows no holidays beyond them.
    const inSpan = (d: string) => d >= span.from && d <= span.to;
    already.push(...countedDates(other.from, other.to, months.calendar).filter(inSpan));
  }
  const breach = firstBreach(asked, daysByMonth(already), limitOf);
  if (breach) throw fieldError('from_date', breachMessage(input.type, breach));
}

/**
 * An attendance request: validated whole before anything is written (422 with each field's message), in one
 * transaction under a lock on the employee, so one employee's requests are checked one after another and
 * none gets round a monthly limit; the database refuses overlapping ones whatever races. It enters its
 * company's approval chain, and whoever decides its first level hears of it in the same transaction.
 */
export async function createRequest(
  db: Db,
  principal: Principal,
  input: AttendanceRequestCreate,
): Promise<AttendanceRequest> {
  const employee = await requesterFor(db, principal, input.employee_id);
  checkAsk(employee, input, todayIn());
  const times =
    input.type !== 'work_from_home' && input.clock_in && input.clock_out
      ? { clockIn: input.clock_in.slice(0, 5), clockOut: input.clock_out.slice(0, 5) }
      : null;
  if (times) {
    // A regularisation is for time already worked; on duty may be planned ahead.
    const notAfter = input.type === 'regularisation' ? new Date() : null;
    await assertRequestedTimes(db, employee.id, input.to_date, times, notAfter);
  }
  const made = db.transaction(async (tx) => {
    await lockRequester(tx, employee.id);
    const span = monthsAround(input.from_date, input.to_date);
    const months = await calendarOf(tx, employee.id, span.from, span.to);
    const dates = countedDates(input.from_date, input.to_date, months.calendar);
    if (!dates.length) throw fieldError('from_date', 'The selected dates contain no working days.');
    if ((await liveRequestsBetween(tx, employee.id, input.from_date, input.to_date)).length) {
      throw fieldError('from_date', OVERLAP_MESSAGE);
    }
    for (const month of daysByMonth(dates).keys()) await assertMonthEditable(tx, employee, `${month}-01`);
    await assertWithinLimits(tx, employee.id, input, dates, months, span);

    const id = await insertRequest(tx, {
      company_id: employee.company_id,
      employee_id: employee.id,
      type: input.type,
      from_date: input.from_date,
      to_date: input.to_date,
      days: dates.length,
      clock_in: times?.clockIn ?? null,
      clock_out: times?.clockOut ?? null,
      reason: input.reason,
      requested_by: principal.userId,
    });
    // The request enters its company's chain for its type; the first level's approvers are told.
    await startApproval(tx, {
      type: input.type,
      requestId: id,
      companyId: employee.company_id,
      requesterEmployeeId: employee.id,
    });
    return id;
  });
  const id = await made.catch((err: unknown) => {
    if (violatesConstraint(err, 'attendance_requests_no_overlap'))
      throw fieldError('from_date', OVERLAP_MESSAGE);
    throw err;
  });
  return oneRequest(db, id);
}
