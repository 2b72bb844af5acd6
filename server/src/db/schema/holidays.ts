import { OPTIONAL_ALLOWANCE_MAX } from '@hrms/contracts/holidays';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { timestamps } from './columns';
import { employees } from './employees';
import { branches, companies } from './organisation';

/**
 * A company's holiday calendars, in layers: the company-wide one (no state, no branch), one per state and
 * one per branch. An employee observes every layer that matches their branch (docs/decisions/time-and-leave.md,
 * "Holiday calendars").
 */
export const holidayCalendars = pgTable(
  'holiday_calendars',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }),
    branch_id: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    /** Restricted (optional) holidays an employee may take from this calendar in a year. */
    optional_allowance: integer('optional_allowance').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique('holiday_calendars_id_company_unique').on(t.id, t.company_id),
    uniqueIndex('holiday_calendars_company_name_unique').on(t.company_id, sql`lower(${t.name})`),
    uniqueIndex('holiday_calendars_scope_unique').on(
      t.company_id,
      sql`coalesce(${t.state}, '')`,
      sql`coalesce(${t.branch_id}, 0)`,
    ),
    check('holiday_calendars_one_scope_check', sql`${t.state} is null or ${t.branch_id} is null`),
    check(
      'holiday_calendars_optional_allowance_check',
      sql`${t.optional_allowance} between 0 and ${sql.raw(String(OPTIONAL_ALLOWANCE_MAX))}`,
    ),
  ],
);

/** A calendar's holiday; an optional one (a restricted holiday) is observed only by those who opt in. */
export const holidays = pgTable(
  'holidays',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    calendar_id: integer('calendar_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    is_optional: boolean('is_optional').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // The holiday's company is its calendar's: kept by the key, not by the code.
    foreignKey({
      name: 'holidays_calendar_company_fk',
      columns: [t.calendar_id, t.company_id],
      foreignColumns: [holidayCalendars.id, holidayCalendars.company_id],
    }).onDelete('cascade'),
    uniqueIndex('holidays_calendar_date_unique').on(t.calendar_id, t.date),
  ],
);

/** An employee's choice of a restricted holiday. */
export const holidaySelections = pgTable(
  'holiday_selections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    holiday_id: integer('holiday_id')
      .notNull()
      .references(() => holidays.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('holiday_selections_employee_holiday_unique').on(t.employee_id, t.holiday_id)],
);
