import {
  ATTENDANCE_PAY_BASES,
  PAY_BASES,
  PAY_DATE_RULES,
  PAYROLL_STATUSES,
  WAGE_DEFINITIONS,
} from '@hrms/contracts/enums';
import { COUNTED_RUN_STATUSES, YEAR_RUN_STATUSES } from '@hrms/contracts/payroll';
import { PAYSLIP_PASSWORD_PATTERN_KEYS } from '@hrms/contracts/payroll-settings';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf, timestamps } from './columns';
import { employees } from './employees';
import { companies } from './organisation';

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
    /** When its payslip was released to the employee: until then the employee sees nothing of the run. */
    released_by: integer('released_by').references(() => users.id, { onDelete: 'set null' }),
    released_at: timestamp('released_at', { withTimezone: true }),
    /** Why a run the review flagged was approved as it is (the pay run's bulk approval asks for it). */
    approval_note: varchar('approval_note', { length: 500 }),
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

/**
 * Whether a run counts for files, reports, summaries and forms (COUNTED_RUN_STATUSES: approved and paid),
 * given its status column or an aliased `pr.status`; written as literals, so statements stay the same.
 */
export const countedRun = (status: SQL | AnyPgColumn) =>
  sql`${status} in (${sql.raw(COUNTED_RUN_STATUSES.map((s) => `'${s}'`).join(', '))})`;

/**
 * Whether a run counts for a year taken whole (YEAR_RUN_STATUSES: counted runs and imported opening months):
 * the tax year's salary, the bonus year's wages, ESIC's contribution period. Files keep countedRun.
 */
export const yearRun = (status: SQL | AnyPgColumn) =>
  sql`${status} in (${sql.raw(YEAR_RUN_STATUSES.map((s) => `'${s}'`).join(', '))})`;

/** Every status change of a run: who, when, from what to what. */
export const payrollRunEvents = pgTable(
  'payroll_run_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    payroll_run_id: integer('payroll_run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    from_status: varchar('from_status', { length: 20 }),
    to_status: varchar('to_status', { length: 20 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A run's history, and the check that deleting runs makes on their events (without it, removing
  // 1,00,000 runs scanned every event once per run).
  (t) => [index('payroll_run_events_run_idx').on(t.payroll_run_id)],
);

/**
 * The arrears a run pays for an earlier month after a back-dated salary revision: each earning's
 * difference and the differences of PF, ESIC and PT for that month, in rupees. Replaced whenever the paying
 * run is reprocessed; gone with it.
 */
export const payrollArrears = pgTable(
  'payroll_arrears',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    payroll_run_id: integer('payroll_run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    /** The month the arrear is for (the paying run's month is its own). */
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    /** Earning field → difference (EARNING_FIELDS), employer field → difference (EMPLOYER_CONTRIBUTION_FIELDS). */
    earnings: jsonb('earnings').$type<Record<string, number>>().notNull(),
    employer: jsonb('employer').$type<Record<string, number>>().notNull(),
    gross: numeric('gross', { precision: 14, scale: 2 }).notNull(),
    pf_deduction: numeric('pf_deduction', { precision: 14, scale: 2 }).notNull(),
    esic_deduction: numeric('esic_deduction', { precision: 14, scale: 2 }).notNull(),
    professional_tax: numeric('professional_tax', { precision: 14, scale: 2 }).notNull(),
    /** The PF, EPS and EDLI wages of the difference, for the arrear ECR. */
    pf_wages: numeric('pf_wages', { precision: 14, scale: 2 }).notNull().default('0'),
    eps_wages: numeric('eps_wages', { precision: 14, scale: 2 }).notNull().default('0'),
    edli_wages: numeric('edli_wages', { precision: 14, scale: 2 }).notNull().default('0'),
    esic_wages: numeric('esic_wages', { precision: 14, scale: 2 }).notNull().default('0'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payroll_arrears_run_month_unique').on(t.payroll_run_id, t.year, t.month),
    index('payroll_arrears_employee_idx').on(t.employee_id, t.year, t.month),
    check('payroll_arrears_month_check', sql`${t.month} between 1 and 12`),
  ],
);

/**
 * A company's payroll choices, one row per company created with the defaults below on first read:
 * overtime at twice the ordinary rate, ordinary rate = (BASIC + DA) ÷ (26 days × 8 hours) (Factories Act 1948
 * s.59); leave encashed at BASIC ÷ 26 a day; notice pay at gross ÷ 30 a day over a 30-day notice period; the
 * statutory bonus at 8.33% (Payment of Bonus Act s.10). The statutory limits around them are dated rates.
 */
export const companyPayrollSettings = pgTable(
  'company_payroll_settings',
  {
    company_id: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    overtime_multiplier: numeric('overtime_multiplier', { precision: 4, scale: 2 }).notNull().default('2'),
    overtime_day_divisor: integer('overtime_day_divisor').notNull().default(26),
    overtime_hours_per_day: numeric('overtime_hours_per_day', { precision: 4, scale: 2 })
      .notNull()
      .default('8'),
    encashment_basis: varchar('encashment_basis', { length: 10 }).notNull().default('basic'),
    encashment_day_divisor: integer('encashment_day_divisor').notNull().default(26),
    notice_period_days: integer('notice_period_days').notNull().default(30),
    notice_pay_basis: varchar('notice_pay_basis', { length: 10 }).notNull().default('gross'),
    notice_pay_day_divisor: integer('notice_pay_day_divisor').notNull().default(30),
    bonus_rate: numeric('bonus_rate', { precision: 5, scale: 2 }).notNull().default('8.33'),
    /** How a mailed payslip's password is made: PAN and date of birth unless changed. */
    payslip_protection: varchar('payslip_protection', { length: 30 }).notNull().default('pan_dob'),
    /** The Labour Codes' wage bases (the default) or the old Acts' (a state whose rules are not yet notified). */
    wage_definition: varchar('wage_definition', { length: 10 }).notNull().default('codes'),
    /**
     * How attendance becomes pay. New companies pay every day not marked unpaid; companies that existed before
     * the setting (migration 0050) and the demo keep recorded attendance, what they were paid on.
     */
    pay_basis: varchar('pay_basis', { length: 20 }).notNull().default('unpaid_days_only'),
    /** Who signs the TDS certificates' verification (rule 31: the person responsible for paying salary). */
    tds_signatory_name: varchar('tds_signatory_name', { length: 100 }),
    tds_signatory_parent_name: varchar('tds_signatory_parent_name', { length: 100 }),
    tds_signatory_designation: varchar('tds_signatory_designation', { length: 100 }),
    tds_signatory_place: varchar('tds_signatory_place', { length: 100 }),
    /** The responsible person's PAN, mobile and e-mail: the quarterly statement's batch header needs them. */
    tds_signatory_pan: varchar('tds_signatory_pan', { length: 10 }),
    tds_signatory_mobile: varchar('tds_signatory_mobile', { length: 10 }),
    tds_signatory_email: varchar('tds_signatory_email', { length: 75 }),
    /** When the month's salary is paid: the date of payment and deduction the TDS statements report. */
    pay_date_rule: varchar('pay_date_rule', { length: 20 }).notNull().default('last_working_day'),
    pay_day: smallint('pay_day'),
    ...timestamps,
  },
  (t) => [
    oneOf('company_payroll_settings_encashment_basis_check', t.encashment_basis, PAY_BASES),
    oneOf(
      'company_payroll_settings_payslip_protection_check',
      t.payslip_protection,
      PAYSLIP_PASSWORD_PATTERN_KEYS,
    ),
    oneOf('company_payroll_settings_notice_pay_basis_check', t.notice_pay_basis, PAY_BASES),
    oneOf('company_payroll_settings_wage_definition_check', t.wage_definition, WAGE_DEFINITIONS),
    oneOf('company_payroll_settings_pay_basis_check', t.pay_basis, ATTENDANCE_PAY_BASES),
    oneOf('company_payroll_settings_pay_date_rule_check', t.pay_date_rule, PAY_DATE_RULES),
    check(
      'company_payroll_settings_pay_day_check',
      sql`(${t.pay_date_rule} = 'last_working_day') = (${t.pay_day} is null) and coalesce(${t.pay_day}, 1) between 1 and 31`,
    ),
    check(
      'company_payroll_settings_ranges_check',
      sql`${t.overtime_multiplier} between 1 and 4 and ${t.overtime_day_divisor} between 1 and 31
        and ${t.overtime_hours_per_day} > 0 and ${t.overtime_hours_per_day} <= 24
        and ${t.encashment_day_divisor} between 1 and 31 and ${t.notice_pay_day_divisor} between 1 and 31
        and ${t.notice_period_days} between 0 and 365 and ${t.bonus_rate} between 0 and 100`,
    ),
  ],
);

/**
 * A company's pay month closed: its runs cannot be reprocessed, nor attendance corrected or a salary
 * revised into it, until an admin unlocks it (the row is then deleted; both are audited).
 */
export const payMonthLocks = pgTable(
  'pay_month_locks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    locked_by: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
    locked_at: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_month_locks_company_period_unique').on(t.company_id, t.year, t.month),
    check('pay_month_locks_month_check', sql`${t.month} between 1 and 12`),
  ],
);
