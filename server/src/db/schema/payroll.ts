import { PAYROLL_STATUSES } from '@hrms/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf, timestamps } from './columns';
import { employees } from './employees';

/** One employee's pay for one month; its breakdown and the inputs it was computed from are kept. */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    /** Why a run is a draft (e.g. no attendance recorded for the month). */
    draft_reason: varchar('draft_reason', { length: 255 }),
    total_days: integer('total_days').notNull(),
    days_paid: numeric('days_paid', { precision: 5, scale: 1 }).notNull(),
    basic_salary: numeric('basic_salary', { precision: 14, scale: 2 }).notNull(),
    gross_salary: numeric('gross_salary', { precision: 14, scale: 2 }).notNull(),
    total_deductions: numeric('total_deductions', { precision: 14, scale: 2 }).notNull(),
    net_salary: numeric('net_salary', { precision: 14, scale: 2 }).notNull(),
    pf_deduction: numeric('pf_deduction', { precision: 14, scale: 2 }).notNull(),
    professional_tax: numeric('professional_tax', { precision: 14, scale: 2 }).notNull(),
    tds_deduction: numeric('tds_deduction', { precision: 14, scale: 2 }).notNull(),
    breakdown: jsonb('breakdown').$type<Record<string, unknown>>().notNull(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    processed_by: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processed_at: timestamp('processed_at', { withTimezone: true }),
    approved_by: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    paid_by: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payroll_runs_employee_period_unique').on(t.employee_id, t.year, t.month),
    index('payroll_runs_period_idx').on(t.year, t.month, t.status),
    // Serves the list's order: the latest period first, then by employee.
    index('payroll_runs_listing_idx').on(
      t.year.desc().nullsFirst(),
      t.month.desc().nullsFirst(),
      t.employee_id,
    ),
    oneOf('payroll_runs_status_check', t.status, PAYROLL_STATUSES),
    check('payroll_runs_month_check', sql`${t.month} between 1 and 12`),
  ],
);

/** Every status change of a run: who, when, from what to what. */
export const payrollRunEvents = pgTable('payroll_run_events', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  payroll_run_id: integer('payroll_run_id')
    .notNull()
    .references(() => payrollRuns.id, { onDelete: 'cascade' }),
  from_status: varchar('from_status', { length: 20 }),
  to_status: varchar('to_status', { length: 20 }).notNull(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
