import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { anyId } from '../../db/ids';
import { employees } from '../../db/schema/employees';
import { holidayCalendars, holidaySelections, holidays } from '../../db/schema/holidays';
import { branches } from '../../db/schema/organisation';
import { type CompanyScope, companyCondition } from '../../platform/access';

export type CalendarRow = typeof holidayCalendars.$inferSelect;
export type HolidayRow = typeof holidays.$inferSelect;

const COMPANY_CALENDAR = 'Company holidays';

/** The company-wide calendar, made on first need (a company created after migration 0050 has none yet). */
export async function ensureCompanyCalendar(db: DbOrTx, companyId: number): Promise<number> {
  const wide = and(
    eq(holidayCalendars.company_id, companyId),
    sql`${holidayCalendars.state} is null and ${holidayCalendars.branch_id} is null`,
  );
  const [found] = await db.select({ id: holidayCalendars.id }).from(holidayCalendars).where(wide);
  if (found) return found.id;
  await db
    .insert(holidayCalendars)
    .values({ company_id: companyId, name: COMPANY_CALENDAR })
    .onConflictDoNothing();
  const [made] = await db.select({ id: holidayCalendars.id }).from(holidayCalendars).where(wide);
  if (!made) throw new Error(`no company calendar for company ${companyId}`);
  return made.id;
}

/** A company's calendars with their branch's name and the year's holiday counts. */
export const calendarRows = (db: DbOrTx, scope: CompanyScope, year: number, companyId?: number) =>
  db
    .select({
      calendar: holidayCalendars,
      branch_name: branches.name,
      holiday_count: sql<number>`(select count(*)::int from ${holidays} h where h.calendar_id = "holiday_calendars"."id"
        and h.date between ${`${year}-01-01`} and ${`${year}-12-31`})`,
      optional_count: sql<number>`(select count(*)::int from ${holidays} h where h.calendar_id = "holiday_calendars"."id"
        and h.is_optional and h.date between ${`${year}-01-01`} and ${`${year}-12-31`})`,
    })
    .from(holidayCalendars)
    .leftJoin(branches, eq(branches.id, holidayCalendars.branch_id))
    .where(
      and(
        companyCondition(scope, holidayCalendars.company_id),
        companyId === undefined ? undefined : eq(holidayCalendars.company_id, companyId),
      ),
    )
    .orderBy(
      asc(holidayCalendars.company_id),
      sql`${holidayCalendars.branch_id} is not null`,
      sql`${holidayCalendars.state} is not null`,
      asc(holidayCalendars.name),
    );

export async function findCalendar(db: DbOrTx, id: number) {
  const [row] = await db.select().from(holidayCalendars).where(eq(holidayCalendars.id, id));
  return row ?? null;
}

export async function insertCalendar(db: DbOrTx, values: typeof holidayCalendars.$inferInsert) {
  const [row] = await db.insert(holidayCalendars).values(values).returning({ id: holidayCalendars.id });
  if (!row) throw new Error('calendar not inserted');
  return row.id;
}

export const updateCalendar = (
  db: DbOrTx,
  id: number,
  values: Partial<typeof holidayCalendars.$inferInsert>,
) => db.update(holidayCalendars).set(values).where(eq(holidayCalendars.id, id));

export const deleteCalendar = (db: DbOrTx, id: number) =>
  db.delete(holidayCalendars).where(eq(holidayCalendars.id, id));

export async function findBranch(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: branches.id, company_id: branches.company_id, name: branches.name })
    .from(branches)
    .where(eq(branches.id, id));
  return row ?? null;
}

/** A holiday with how many employees chose it (a restricted one). */
const entryFields = {
  holiday: holidays,
  // Qualified by hand: drizzle leaves a one-table select's columns bare, and a bare id is the subquery's own.
  opted_in: sql<number>`(select count(*)::int from ${holidaySelections} s where s.holiday_id = "holidays"."id")`,
};

/** A calendar's holidays in a year, with how many employees chose each restricted one. */
export const calendarHolidays = (db: DbOrTx, calendarId: number, year: number) =>
  db
    .select(entryFields)
    .from(holidays)
    .where(
      and(
        eq(holidays.calendar_id, calendarId),
        gte(holidays.date, `${year}-01-01`),
        lte(holidays.date, `${year}-12-31`),
      ),
    )
    .orderBy(asc(holidays.date));

export async function holidayEntryRow(db: DbOrTx, id: number) {
  const [row] = await db.select(entryFields).from(holidays).where(eq(holidays.id, id));
  return row ?? null;
}

/** A date in each month a calendar has holidays in (the month's first day). */
export async function holidayMonths(db: DbOrTx, calendarId: number) {
  const rows = await db
    .selectDistinct({ month: sql<string>`to_char(${holidays.date}, 'YYYY-MM-01')` })
    .from(holidays)
    .where(eq(holidays.calendar_id, calendarId));
  return rows.map((r) => r.month);
}

export async function findHoliday(db: DbOrTx, id: number) {
  const [row] = await db.select().from(holidays).where(eq(holidays.id, id));
  return row ?? null;
}

export async function insertHoliday(db: DbOrTx, values: typeof holidays.$inferInsert) {
  const [row] = await db.insert(holidays).values(values).returning({ id: holidays.id });
  if (!row) throw new Error('holiday not inserted');
  return row.id;
}

export const updateHoliday = (db: DbOrTx, id: number, values: Partial<typeof holidays.$inferInsert>) =>
  db.update(holidays).set(values).where(eq(holidays.id, id));

export const deleteHoliday = (db: DbOrTx, id: number) => db.delete(holidays).where(eq(holidays.id, id));

export async function holidayOn(db: DbOrTx, calendarId: number, date: string) {
  const [row] = await db
    .select()
    .from(holidays)
    .where(and(eq(holidays.calendar_id, calendarId), eq(holidays.date, date)));
  return row ?? null;
}

export async function selectionCount(db: DbOrTx, holidayId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(holidaySelections)
    .where(eq(holidaySelections.holiday_id, holidayId));
  return row?.n ?? 0;
}

/** Employees placed as calendars need them: their company, branch and the branch's state. */
export const placedEmployees = (db: DbOrTx, ids: readonly number[]) =>
  rawRows<{ id: number; company_id: number; branch_id: number | null; state: string | null }>(
    db,
    sql`select e.id, e.company_id, e.branch_id, b.state
        from ${employees} e left join ${branches} b on b.id = e.branch_id
        where ${anyId(sql`e.id`, ids)}`,
  );

/** The calendars of some companies, as layers. */
export const companyCalendars = (db: DbOrTx, companyIds: readonly number[]) =>
  db
    .select({
      id: holidayCalendars.id,
      company_id: holidayCalendars.company_id,
      name: holidayCalendars.name,
      state: holidayCalendars.state,
      branch_id: holidayCalendars.branch_id,
      optional_allowance: holidayCalendars.optional_allowance,
    })
    .from(holidayCalendars)
    .where(anyId(holidayCalendars.company_id, companyIds));

/** Every holiday of some companies' calendars between two dates. */
export const holidaysBetween = (db: DbOrTx, companyIds: readonly number[], from: string, to: string) =>
  db
    .select({
      id: holidays.id,
      calendar_id: holidays.calendar_id,
      date: holidays.date,
      name: holidays.name,
      is_optional: holidays.is_optional,
    })
    .from(holidays)
    .where(and(anyId(holidays.company_id, companyIds), gte(holidays.date, from), lte(holidays.date, to)))
    .orderBy(asc(holidays.date));

/** The restricted holidays some employees chose between two dates. */
export const selectionsBetween = (db: DbOrTx, employeeIds: readonly number[], from: string, to: string) =>
  db
    .select({ employee_id: holidaySelections.employee_id, holiday_id: holidaySelections.holiday_id })
    .from(holidaySelections)
    .innerJoin(holidays, eq(holidays.id, holidaySelections.holiday_id))
    .where(
      and(
        anyId(holidaySelections.employee_id, employeeIds),
        gte(holidays.date, from),
        lte(holidays.date, to),
      ),
    );

/** Serialises one employee's choices: two opt-ins at once cannot both take the last restricted holiday. */
export const lockEmployee = (db: DbOrTx, employeeId: number) =>
  db.execute(sql`select id from ${employees} where id = ${employeeId} for update`);

/** How many restricted holidays of a calendar an employee chose in a year. */
export async function chosenIn(db: DbOrTx, employeeId: number, calendarId: number, year: number) {
  const [row] = await db
    .select({ n: count() })
    .from(holidaySelections)
    .innerJoin(holidays, eq(holidays.id, holidaySelections.holiday_id))
    .where(
      and(
        eq(holidaySelections.employee_id, employeeId),
        eq(holidays.calendar_id, calendarId),
        gte(holidays.date, `${year}-01-01`),
        lte(holidays.date, `${year}-12-31`),
      ),
    );
  return row?.n ?? 0;
}

export async function insertSelection(db: DbOrTx, values: typeof holidaySelections.$inferInsert) {
  const [row] = await db.insert(holidaySelections).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteSelection(db: DbOrTx, employeeId: number, holidayId: number) {
  const rows = await db
    .delete(holidaySelections)
    .where(and(eq(holidaySelections.employee_id, employeeId), eq(holidaySelections.holiday_id, holidayId)))
    .returning({ id: holidaySelections.id });
  return rows.length > 0;
}

/** The holidays of a company in a year with their calendar's state (the older holiday list's shape). */
export const companyYearHolidays = (db: DbOrTx, scope: CompanyScope, year: number) =>
  db
    .select({ id: holidays.id, date: holidays.date, name: holidays.name, state: holidayCalendars.state })
    .from(holidays)
    .innerJoin(holidayCalendars, eq(holidayCalendars.id, holidays.calendar_id))
    .where(
      and(
        companyCondition(scope, holidays.company_id),
        gte(holidays.date, `${year}-01-01`),
        lte(holidays.date, `${year}-12-31`),
        sql`not ${holidays.is_optional}`,
      ),
    )
    .orderBy(asc(holidays.date));

export async function stateCalendar(db: DbOrTx, companyId: number, state: string) {
  const [row] = await db
    .select({ id: holidayCalendars.id })
    .from(holidayCalendars)
    .where(
      and(
        eq(holidayCalendars.company_id, companyId),
        sql`lower(${holidayCalendars.state}) = lower(${state})`,
        sql`${holidayCalendars.branch_id} is null`,
      ),
    );
  return row?.id ?? null;
}

/** A company's calendar by name, in any case (the import names calendars as the Holidays page shows them). */
export async function calendarByName(db: DbOrTx, companyId: number, name: string) {
  const [row] = await db
    .select()
    .from(holidayCalendars)
    .where(
      and(eq(holidayCalendars.company_id, companyId), sql`lower(${holidayCalendars.name}) = lower(${name})`),
    );
  return row ?? null;
}

/** Every holiday of the companies in scope (or the one named) with its calendar's and company's names. */
export const holidaysForExport = (db: DbOrTx, scope: CompanyScope, companyId?: number) =>
  db
    .select({
      company_id: holidays.company_id,
      calendar: holidayCalendars.name,
      date: holidays.date,
      name: holidays.name,
      is_optional: holidays.is_optional,
    })
    .from(holidays)
    .innerJoin(holidayCalendars, eq(holidayCalendars.id, holidays.calendar_id))
    .where(
      and(
        companyCondition(scope, holidays.company_id),
        companyId === undefined ? undefined : eq(holidays.company_id, companyId),
      ),
    )
    .orderBy(asc(holidays.company_id), asc(holidayCalendars.name), asc(holidays.date));
