import { BONUS_RUN_STATUSES } from '@hrms/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { finalSettlements } from './exits';
import { companies } from './organisation';
import { payrollRuns } from './payroll';

/**
 * A company's statutory bonus for an accounting year (Payment of Bonus Act 1965): the rate it pays
 * (8.33%–20%), the month whose payroll pays it, a draft until approved once.
 */
export const bonusRuns = pgTable(
  'bonus_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The accounting year, as a financial year label (2025-26). */
    accounting_year: varchar('accounting_year', { length: 7 }).notNull(),
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
    pay_year: integer('pay_year').notNull(),
    pay_month: integer('pay_month').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    /** The statutory limits the run was computed with (eligibility limit, calculation ceiling, minimum). */
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    computed_by: integer('computed_by').references(() => users.id, { onDelete: 'set null' }),
    computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    approved_by: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bonus_runs_company_year_unique').on(t.company_id, t.accounting_year),
    oneOf('bonus_runs_status_check', t.status, BONUS_RUN_STATUSES),
    check('bonus_runs_pay_month_check', sql`${t.pay_month} between 1 and 12`),
  ],
);

/** One employee's line of a bonus run: the register's figures (rupees) and the run that paid it. */
export const bonusEntries = pgTable(
  'bonus_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bonus_run_id: integer('bonus_run_id')
      .notNull()
      .references(() => bonusRuns.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    eligible: boolean('eligible').notNull(),
    /** Why not, when not eligible (salary above the limit, fewer than 30 working days). */
    reason: varchar('reason', { length: 255 }),
    working_days: numeric('working_days', { precision: 6, scale: 1 }).notNull(),
    /** Salary (BASIC + DA) earned in the year, and as counted for bonus (each month capped). */
    salary_earned: numeric('salary_earned', { precision: 14, scale: 2 }).notNull(),
    salary_for_bonus: numeric('salary_for_bonus', { precision: 14, scale: 2 }).notNull(),
    bonus: numeric('bonus', { precision: 14, scale: 2 }).notNull(),
    /** Month by month: { year, month, salary, counted } in rupees. */
    months: jsonb('months').$type<Record<string, unknown>[]>().notNull(),
    payroll_run_id: integer('payroll_run_id').references(() => payrollRuns.id, { onDelete: 'set null' }),
    final_settlement_id: integer('final_settlement_id').references(() => finalSettlements.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bonus_entries_run_employee_unique').on(t.bonus_run_id, t.employee_id),
    index('bonus_entries_employee_idx').on(t.employee_id),
    index('bonus_entries_payroll_run_idx').on(t.payroll_run_id),
  ],
);
