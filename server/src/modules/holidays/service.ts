import type {
  EmployeeHolidaysResponse,
  HolidayCalendar,
  HolidayCalendarRequest,
  HolidayEntry,
  HolidayEntryRequest,
} from '@hrms/contracts/holidays';
import type { Permission } from '@hrms/contracts/permissions';
import type { Db, DbOrTx } from '../../db/client';
import {
  assertInScope,
  companyScope,
  holdsInScope,
  isSelfOrHolds,
  targetCompany,
} from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { shortDate, todayIn } from '../../platform/dates';
import { conflict, fieldError, notFound, violatesConstraint } from '../../platform/errors';
import { periodOf } from '../../platform/period';
import { assertMonthOpen } from '../month-locks/public';
import { listedState } from '../organisation/public';
import { applies, scopeOf } from './engine/observed';
import {
  type CalendarRow,
  calendarHolidays,
  calendarRows,
  chosenIn,
  companyCalendars,
  deleteCalendar,
  deleteHoliday,
  deleteSelection,
  ensureCompanyCalendar,
  findBranch,
  findCalendar,
  findHoliday,
  holidayEntryRow,
  holidayMonths,
  holidaysBetween,
  insertCalendar,
  insertHoliday,
  insertSelection,
  lockEmployee,
  placedEmployees,
  selectionCount,
  selectionsBetween,
  updateCalendar,
  updateHoliday,
} from './queries';

const thisYear = () => Number(todayIn().slice(0, 4));

export async function listCalendars(
  db: Db,
  principal: Principal,
  q: { company_id?: number; year?: number },
): Promise<HolidayCalendar[]> {
  const scope = companyScope(principal);
  if (q.company_id !== undefined) assertInScope(scope, q.company_id, 'Company');
  const own = q.company_id ?? principal.companyId;
  if (own !== null) await ensureCompanyCalendar(db, own);
  const rows = await calendarRows(db, scope, q.year ?? thisYear(), q.company_id);
  return rows.map((r) => ({
    id: r.calendar.id,
    company_id: r.calendar.company_id,
    name: r.calendar.name,
    scope: scopeOf(r.calendar),
    state: r.calendar.state,
    branch: r.calendar.branch_id === null ? null : { id: r.calendar.branch_id, name: r.branch_name ?? '' },
    optional_allowance: r.calendar.optional_allowance,
    holiday_count: Number(r.holiday_count),
    optional_count: Number(r.optional_count),
  }));
}

async function calendarOf(db: DbOrTx, principal: Principal, id: number): Promise<CalendarRow> {
  const calendar = await findCalendar(db, id);
  if (!calendar) throw notFound('Holiday calendar');
  assertInScope(companyScope(principal), calendar.company_id, 'Holiday calendar');
  return calendar;
}

async function oneCalendar(db: Db, principal: Principal, id: number) {
  const calendar = await calendarOf(db, principal, id);
  const found = (await listCalendars(db, principal, { company_id: calendar.company_id })).find(
    (c) => c.id === id,
  );
  if (!found) throw notFound('Holiday calendar');
  return found;
}

/** The calendar's fields as stored; a branch must be the company's, and a calendar keeps its scope's kind. */
async function calendarValues(db: DbOrTx, companyId: number, input: HolidayCalendarRequest) {
  if (input.branch_id) {
    const branch = await findBranch(db, input.branch_id);
    if (!branch || branch.company_id !== companyId) {
      throw fieldError('branch_id', 'The selected branch id is invalid.');
    }
  }
  // A state as the branches' addresses name it ("KA" is Karnataka), so the calendar finds its employees.
  const state = input.state
    ? (
        await listedState(db, input.state).catch(() => {
          throw fieldError('state', 'The selected state is invalid.');
        })
      ).state
    : null;
  return {
    name: input.name,
    state,
    branch_id: input.branch_id ?? null,
    optional_allowance: input.optional_allowance,
  };
}

/** The database's unique indexes answered as the form's messages: two requests at once get the same. */
async function savingCalendar<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (violatesConstraint(err, 'holiday_calendars_company_name_unique'))
      throw fieldError('name', 'The company already has a holiday calendar of this name.');
    if (violatesConstraint(err, 'holiday_calendars_scope_unique'))
      throw fieldError('state', 'The company already has a holiday calendar for this state or branch.');
    throw err;
  }
}

export async function createCalendar(db: Db, principal: Principal, input: HolidayCalendarRequest) {
  const companyId = targetCompany(principal, input.company_id);
  const id = await savingCalendar(() =>
    db.transaction(async (tx) => {
      await ensureCompanyCalendar(tx, companyId);
      const made = await insertCalendar(tx, {
        company_id: companyId,
        ...(await calendarValues(tx, companyId, input)),
      });
      await recordAudit(tx, principal, {
        action: 'holiday_calendar.created',
        entity_type: 'holiday_calendar',
        entity_id: made,
        company_id: companyId,
        summary: `Holiday calendar ${input.name} created`,
      });
      return made;
    }),
  );
  return oneCalendar(db, principal, id);
}

export async function editCalendar(db: Db, principal: Principal, id: number, input: HolidayCalendarRequest) {
  const calendar = await calendarOf(db, principal, id);
  if (input.company_id !== undefined && input.company_id !== calendar.company_id) {
    throw fieldError('company_id', 'A calendar stays with its company.');
  }
  const values = await calendarValues(db, calendar.company_id, input);
  if (scopeOf(calendar) === 'company' && scopeOf(values) !== 'company') {
    throw fieldError(
      'state',
      'The company-wide calendar stays company-wide; add a calendar for the state or branch.',
    );
  }
  if (scopeOf(calendar) !== 'company' && scopeOf(values) === 'company') {
    throw fieldError('state', 'Choose the state or branch this calendar is for.');
  }
  await savingCalendar(() =>
    db.transaction(async (tx) => {
      await updateCalendar(tx, id, values);
      await recordAudit(tx, principal, {
        action: 'holiday_calendar.updated',
        entity_type: 'holiday_calendar',
        entity_id: id,
        company_id: calendar.company_id,
        summary: `Holiday calendar ${input.name} updated`,
      });
    }),
  );
  return oneCalendar(db, principal, id);
}

export async function removeCalendar(db: Db, principal: Principal, id: number) {
  const calendar = await calendarOf(db, principal, id);
  if (scopeOf(calendar) === 'company') {
    throw conflict('The company-wide calendar cannot be deleted; remove its holidays instead.');
  }
  // Its holidays go with it: not out of a month whose pay is locked.
  await assertOpen(db, calendar.company_id, await holidayMonths(db, id));
  await db.transaction(async (tx) => {
    await deleteCalendar(tx, id);
    await recordAudit(tx, principal, {
      action: 'holiday_calendar.deleted',
      entity_type: 'holiday_calendar',
      entity_id: id,
      company_id: calendar.company_id,
      summary: `Holiday calendar ${calendar.name} deleted with its holidays`,
    });
  });
}

export async function listHolidays(db: Db, principal: Principal, calendarId: number, year?: number) {
  await calendarOf(db, principal, calendarId);
  return (await calendarHolidays(db, calendarId, year ?? thisYear())).map(toEntry);
}

const toEntry = (r: Awaited<ReturnType<typeof calendarHolidays>>[number]): HolidayEntry => ({
  id: r.holiday.id,
  calendar_id: r.holiday.calendar_id,
  date: r.holiday.date,
  name: r.holiday.name,
  is_optional: r.holiday.is_optional,
  opted_in: Number(r.opted_in),
});

async function entryOf(db: DbOrTx, id: number) {
  const row = await holidayEntryRow(db, id);
  if (!row) throw notFound('Holiday');
  return toEntry(row);
}

/** Adding, moving or removing a holiday changes pay: refused into a month the company has locked. */
async function assertOpen(db: DbOrTx, companyId: number, dates: string[]) {
  for (const date of dates) await assertMonthOpen(db, companyId, periodOf(date), 'holidays');
}

async function savingHoliday<T>(write: () => Promise<T>, date: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (violatesConstraint(err, 'holidays_calendar_date_unique'))
      throw fieldError('date', `The calendar already has a holiday on ${shortDate(date)}.`);
    throw err;
  }
}

/** A holiday of a calendar in the caller's scope (the core of the form and the import alike). */
export async function addHoliday(db: DbOrTx, principal: Principal, input: HolidayEntryRequest) {
  const calendar = await findCalendar(db, input.calendar_id);
  if (!calendar || !holdsInScope(principal, calendar.company_id, 'manage-attendance')) {
    throw fieldError('calendar_id', 'The selected calendar id is invalid.');
  }
  await assertOpen(db, calendar.company_id, [input.date]);
  return savingHoliday(
    () =>
      insertHoliday(db, {
        company_id: calendar.company_id,
        calendar_id: calendar.id,
        date: input.date,
        name: input.name,
        is_optional: input.is_optional,
      }),
    input.date,
  );
}

export async function createHoliday(db: Db, principal: Principal, input: HolidayEntryRequest) {
  return entryOf(db, await addHoliday(db, principal, input));
}

export async function editHoliday(db: DbOrTx, principal: Principal, id: number, input: HolidayEntryRequest) {
  const holiday = await findHoliday(db, id);
  if (!holiday) throw notFound('Holiday');
  assertInScope(companyScope(principal), holiday.company_id, 'Holiday');
  if (input.calendar_id !== holiday.calendar_id) {
    throw fieldError('calendar_id', 'A holiday stays in its calendar; remove it and add it to the other.');
  }
  if (holiday.is_optional && !input.is_optional && (await selectionCount(db, id)) > 0) {
    throw fieldError('is_optional', 'Employees chose this restricted holiday; it stays restricted.');
  }
  await assertOpen(db, holiday.company_id, [holiday.date, input.date]);
  await savingHoliday(
    () => updateHoliday(db, id, { date: input.date, name: input.name, is_optional: input.is_optional }),
    input.date,
  );
  return entryOf(db, id);
}

export async function removeHoliday(db: DbOrTx, principal: Principal, id: number) {
  const holiday = await findHoliday(db, id);
  if (!holiday) throw notFound('Holiday');
  assertInScope(companyScope(principal), holiday.company_id, 'Holiday');
  await assertOpen(db, holiday.company_id, [holiday.date]);
  await deleteHoliday(db, id);
}

/** An employee whose holidays the caller may see (themselves, HR, attendance viewers) or choose for (HR). */
async function employeeFor(db: DbOrTx, principal: Principal, employeeId: number, act: boolean) {
  const [employee] = await placedEmployees(db, [employeeId]);
  const may: Permission[] = act ? ['manage-attendance'] : ['manage-attendance', 'view-attendance'];
  if (!employee || !isSelfOrHolds(principal, employee, ...may)) throw notFound('Employee');
  return employee;
}

/** Whose choice it is (one's own, or HR's for the employee named) and the holiday, of that employee's company. */
async function choiceOf(db: DbOrTx, principal: Principal, holidayId: number, employeeId?: number) {
  const who = employeeId ?? principal.employeeId;
  if (who === null) throw fieldError('employee_id', 'Choose the employee.');
  const employee = await employeeFor(db, principal, who, true);
  const holiday = await findHoliday(db, holidayId);
  if (!holiday || holiday.company_id !== employee.company_id) throw notFound('Holiday');
  return { employee, holiday };
}

export async function employeeHolidays(
  db: Db,
  principal: Principal,
  employeeId: number,
  year = thisYear(),
): Promise<EmployeeHolidaysResponse> {
  const employee = await employeeFor(db, principal, employeeId, false);
  const calendars = (await companyCalendars(db, [employee.company_id])).filter((c) => applies(c, employee));
  const mine = new Map(calendars.map((c) => [c.id, c]));
  const all = await holidaysBetween(db, [employee.company_id], `${year}-01-01`, `${year}-12-31`);
  const chosen = new Set(
    (await selectionsBetween(db, [employee.id], `${year}-01-01`, `${year}-12-31`)).map((s) => s.holiday_id),
  );
  const data = all.flatMap((h) => {
    const calendar = mine.get(h.calendar_id);
    if (!calendar) return [];
    return [
      {
        id: h.id,
        date: h.date,
        name: h.name,
        calendar: { id: calendar.id, name: calendar.name },
        is_optional: h.is_optional,
        observed: !h.is_optional || chosen.has(h.id),
      },
    ];
  });
  const allowances = calendars
    .filter((c) => c.optional_allowance > 0 || data.some((h) => h.is_optional && h.calendar.id === c.id))
    .map((c) => ({
      calendar: { id: c.id, name: c.name },
      allowed: c.optional_allowance,
      used: data.filter((h) => h.calendar.id === c.id && h.is_optional && h.observed).length,
    }));
  return { data, allowances };
}

/**
 * Opting in to a restricted holiday: one the employee's calendars hold, not yet past, within the calendar's
 * allowance for the year. The employee's row is locked while counting, so two opt-ins at once cannot both
 * take the last one.
 */
export async function optIn(db: Db, principal: Principal, holidayId: number, employeeId?: number) {
  const { employee, holiday } = await choiceOf(db, principal, holidayId, employeeId);
  const calendar = await findCalendar(db, holiday.calendar_id);
  if (!calendar || !applies(calendar, employee)) throw notFound('Holiday');
  if (!holiday.is_optional)
    throw fieldError('holiday_id', `${holiday.name} is a fixed holiday: everyone observes it.`);
  if (holiday.date < todayIn()) throw fieldError('holiday_id', `${holiday.name} has passed.`);
  if (calendar.optional_allowance === 0) {
    throw conflict(`${calendar.name} allows no restricted holidays.`);
  }
  await assertMonthOpen(db, employee.company_id, periodOf(holiday.date), 'holidays');
  const year = Number(holiday.date.slice(0, 4));
  await db.transaction(async (tx) => {
    await lockEmployee(tx, employee.id);
    const used = await chosenIn(tx, employee.id, calendar.id, year);
    const made = await insertSelection(tx, {
      employee_id: employee.id,
      holiday_id: holiday.id,
      created_by: principal.userId,
    });
    if (made && used >= calendar.optional_allowance) {
      throw conflict(
        `All ${calendar.optional_allowance} restricted ${calendar.optional_allowance === 1 ? 'holiday' : 'holidays'} of ${calendar.name} for ${year} ${calendar.optional_allowance === 1 ? 'is' : 'are'} taken.`,
      );
    }
  });
  const mine = await employeeHolidays(db, principal, employee.id, year);
  const entry = mine.data.find((h) => h.id === holiday.id);
  if (!entry) throw notFound('Holiday');
  return entry;
}

export async function optOut(db: Db, principal: Principal, holidayId: number, employeeId?: number) {
  const { employee, holiday } = await choiceOf(db, principal, holidayId, employeeId);
  if (holiday.date < todayIn()) throw conflict(`${holiday.name} has passed; it stays as taken.`);
  await assertMonthOpen(db, employee.company_id, periodOf(holiday.date), 'holidays');
  if (!(await deleteSelection(db, employee.id, holiday.id))) throw notFound('Holiday choice');
}
