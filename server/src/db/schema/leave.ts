import type { RequestLimits } from '@hrms/contracts/attendance-requests';
import { COMP_OFF_DAY_KINDS, COMP_OFF_STATUSES } from '@hrms/contracts/comp-off';
import {
  ATTENDANCE_PAY_BASES,
  GENDERS,
  HALF_DAY_TYPES,
  LEAVE_STATUSES,
  MARITAL_STATUSES,
} from '@hrms/contracts/enums';
import { LEAVE_ENCASHMENT_STATUSES } from '@hrms/contracts/leave-encashments';
import {
  ACCRUAL_FREQUENCIES,
  ACCRUAL_TIMINGS,
  ASSIGNMENT_SCOPES,
  POSTED_LEDGER_KINDS,
  PRORATIONS,
  ROUNDING_MODES,
  SANDWICH_RULES,
  type WeeklyOff,
} from '@hrms/contracts/leave-policies';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { bytea, oneOf, timestamps } from './columns';
import { employees } from './employees';
import { companies } from './organisation';
import { payrollRuns } from './payroll';

export const leaveTypes = pgTable(
  'leave_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    color: varchar('color', { length: 7 }).notNull().default('#6366f1'),
    is_paid: boolean('is_paid').notNull().default(true),
    annual_allocation: numeric('annual_allocation', { precision: 5, scale: 1 }).notNull().default('0'),
    carry_forward_days: numeric('carry_forward_days', { precision: 5, scale: 1 }).notNull().default('0'),
    max_consecutive_days: integer('max_consecutive_days'),
    advance_notice_days: integer('advance_notice_days').notNull().default(0),
    requires_attachment: boolean('requires_attachment').notNull().default(false),
    requires_approval: boolean('requires_approval').notNull().default(true),
    /** Its balance is paid out in a full and final settlement: earned or privilege leave. */
    is_encashable: boolean('is_encashable').notNull().default(false),
    /** Credited for worked holidays and weekly offs (comp-off requests), not by accrual. */
    is_compensatory: boolean('is_compensatory').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [check('leave_types_color_check', sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`)],
);

/**
 * An employee's year of a leave type: the account its ledger lines belong to, and the opening balance
 * brought in, if any. What was credited is in leave_ledger; used and pending days are counted from requests.
 */
export const leaveBalances = pgTable(
  'leave_balances',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leave_type_id: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /**
     * The balance brought from the system a company left, on `opening_as_of`: it stands in for the year's
     * allocation and carry-forward, and only requests starting after that date count against it
     * (docs/decisions/imports.md, "Leave balances").
     */
    opening_days: numeric('opening_days', { precision: 5, scale: 1 }),
    opening_as_of: date('opening_as_of', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('leave_balances_unique').on(t.employee_id, t.leave_type_id, t.year),
    check(
      'leave_balances_opening_check',
      sql`(${t.opening_days} is null) = (${t.opening_as_of} is null) and (${t.opening_days} is null or (${t.opening_days} >= 0 and extract(year from ${t.opening_as_of}) = ${t.year}))`,
    ),
  ],
);

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    leave_type_id: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    days_requested: numeric('days_requested', { precision: 5, scale: 1 }).notNull(),
    half_day: boolean('half_day').notNull().default(false),
    half_day_type: varchar('half_day_type', { length: 20 }),
    reason: text('reason').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    applied_on: timestamp('applied_on', { withTimezone: true }).notNull().defaultNow(),
    approved_by: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approved_on: timestamp('approved_on', { withTimezone: true }),
    rejected_by: integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejected_on: timestamp('rejected_on', { withTimezone: true }),
    rejection_reason: text('rejection_reason'),
    cancelled_on: timestamp('cancelled_on', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('leave_requests_employee_idx').on(t.employee_id, t.start_date),
    index('leave_requests_status_idx').on(t.status),
    // Serves the list's order: the newest application first.
    index('leave_requests_applied_idx').on(t.applied_on, t.id),
    oneOf('leave_requests_status_check', t.status, LEAVE_STATUSES),
    oneOf('leave_requests_half_day_type_check', t.half_day_type, HALF_DAY_TYPES),
    check('leave_requests_dates_check', sql`${t.end_date} >= ${t.start_date}`),
    check('leave_requests_days_check', sql`${t.days_requested} > 0`),
    // Also leave_requests_no_overlap, an exclusion constraint drizzle cannot declare (migration 0011): an
    // employee's pending and approved requests never share a day.
  ],
);

export const leaveAttachments = pgTable('leave_attachments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  leave_request_id: integer('leave_request_id')
    .notNull()
    .unique()
    .references(() => leaveRequests.id, { onDelete: 'cascade' }),
  filename: varchar('filename', { length: 255 }).notNull(),
  content_type: varchar('content_type', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company's leave policy: leave types with their rules. The default one applies to every employee of the
 * company whom no assignment covers (docs/decisions/time-and-leave.md, "Leave policies").
 */
export const leavePolicies = pgTable(
  'leave_policies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }),
    is_default: boolean('is_default').notNull().default(false),
    /** The policy's working week ([{ weekday, weeks }], contracts/leave-policies.ts); null: the shift's. */
    weekly_offs: jsonb('weekly_offs').$type<WeeklyOff[]>(),
    /** How its employees' attendance becomes pay; null: the company's payroll setting. */
    pay_basis: varchar('pay_basis', { length: 20 }),
    /** Days of attendance requests a month, by type (contracts/attendance-requests.ts); null: no limit. */
    request_limits: jsonb('request_limits').$type<RequestLimits>(),
    ...timestamps,
  },
  (t) => [
    oneOf('leave_policies_pay_basis_check', t.pay_basis, ATTENDANCE_PAY_BASES),
    uniqueIndex('leave_policies_company_name_unique').on(t.company_id, sql`lower(${t.name})`),
    uniqueIndex('leave_policies_company_default_unique').on(t.company_id).where(sql`${t.is_default}`),
  ],
);

const dayAmount = (name: string) => numeric(name, { precision: 6, scale: 2 });

/** One leave type's rules within a policy (contracts/leave-policies.ts says what each means). */
export const leavePolicyRules = pgTable(
  'leave_policy_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    policy_id: integer('policy_id')
      .notNull()
      .references(() => leavePolicies.id, { onDelete: 'cascade' }),
    leave_type_id: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'cascade' }),
    annual_days: dayAmount('annual_days').notNull(),
    accrual: varchar('accrual', { length: 12 }).notNull().default('yearly'),
    accrue_at: varchar('accrue_at', { length: 5 }).notNull().default('start'),
    prorate_joiners: varchar('prorate_joiners', { length: 6 }).notNull().default('months'),
    prorate_leavers: varchar('prorate_leavers', { length: 6 }).notNull().default('none'),
    accrual_starts_after_days: integer('accrual_starts_after_days').notNull().default(0),
    rounding_step: numeric('rounding_step', { precision: 3, scale: 2 }).notNull().default('0.5'),
    rounding: varchar('rounding', { length: 7 }).notNull().default('down'),
    carry_forward_max: dayAmount('carry_forward_max').notNull().default('0'),
    carry_forward_expiry_months: integer('carry_forward_expiry_months'),
    allow_negative_days: dayAmount('allow_negative_days').notNull().default('0'),
    allow_half_days: boolean('allow_half_days').notNull().default(true),
    max_consecutive_days: integer('max_consecutive_days'),
    notice_days: integer('notice_days').notNull().default(0),
    document_after_days: dayAmount('document_after_days'),
    sandwich: varchar('sandwich', { length: 11 }).notNull().default('none'),
    gender: varchar('gender', { length: 10 }),
    marital_status: varchar('marital_status', { length: 10 }),
    allow_during_notice: boolean('allow_during_notice').notNull().default(true),
    comp_off_expiry_days: integer('comp_off_expiry_days'),
    encashable_in_service: boolean('encashable_in_service').notNull().default(false),
    encash_max_days_per_year: dayAmount('encash_max_days_per_year'),
    encash_min_balance: dayAmount('encash_min_balance').notNull().default('0'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('leave_policy_rules_unique').on(t.policy_id, t.leave_type_id),
    oneOf('leave_policy_rules_accrual_check', t.accrual, ACCRUAL_FREQUENCIES),
    oneOf('leave_policy_rules_accrue_at_check', t.accrue_at, ACCRUAL_TIMINGS),
    oneOf('leave_policy_rules_prorate_joiners_check', t.prorate_joiners, PRORATIONS),
    oneOf('leave_policy_rules_prorate_leavers_check', t.prorate_leavers, PRORATIONS),
    oneOf('leave_policy_rules_rounding_check', t.rounding, ROUNDING_MODES),
    oneOf('leave_policy_rules_sandwich_check', t.sandwich, SANDWICH_RULES),
    oneOf('leave_policy_rules_gender_check', t.gender, GENDERS),
    oneOf('leave_policy_rules_marital_status_check', t.marital_status, MARITAL_STATUSES),
    check('leave_policy_rules_rounding_step_check', sql`${t.rounding_step} in (0, 0.25, 0.5, 1)`),
    check(
      'leave_policy_rules_days_check',
      sql`${t.annual_days} >= 0 and ${t.carry_forward_max} >= 0 and ${t.allow_negative_days} >= 0`,
    ),
    check(
      'leave_policy_rules_encashment_check',
      sql`${t.encash_min_balance} >= 0 and (${t.encash_max_days_per_year} is null or ${t.encash_max_days_per_year} >= 0) and (${t.comp_off_expiry_days} is null or ${t.comp_off_expiry_days} between 1 and 365)`,
    ),
  ],
);

/**
 * A policy given to a part of the company from a date. `scope_key` names the part ("branch:4", "grade:m2",
 * "company"); two assignments of one part never overlap in time (leave_policy_assignments_no_overlap, an
 * exclusion constraint in migration 0049 that drizzle cannot declare).
 */
export const leavePolicyAssignments = pgTable(
  'leave_policy_assignments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    policy_id: integer('policy_id')
      .notNull()
      .references(() => leavePolicies.id, { onDelete: 'cascade' }),
    scope: varchar('scope', { length: 16 }).notNull(),
    scope_id: integer('scope_id'),
    scope_value: varchar('scope_value', { length: 30 }),
    scope_key: varchar('scope_key', { length: 48 }).notNull(),
    effective_from: date('effective_from', { mode: 'string' }).notNull(),
    effective_to: date('effective_to', { mode: 'string' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('leave_policy_assignments_company_idx').on(t.company_id, t.scope_key),
    index('leave_policy_assignments_policy_idx').on(t.policy_id),
    oneOf('leave_policy_assignments_scope_check', t.scope, ASSIGNMENT_SCOPES),
    check(
      'leave_policy_assignments_dates_check',
      sql`${t.effective_to} is null or ${t.effective_to} >= ${t.effective_from}`,
    ),
  ],
);

/**
 * Every credit and debit of leave other than requests: accruals, carry-forwards, expiries, openings and HR's
 * adjustments, signed. A line the jobs post names its period, and the unique key lets each period's line be
 * posted once, whichever instance or request gets there first.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leave_type_id: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    kind: varchar('kind', { length: 14 }).notNull(),
    days: dayAmount('days').notNull(),
    effective_date: date('effective_date', { mode: 'string' }).notNull(),
    period: varchar('period', { length: 10 }),
    expires_on: date('expires_on', { mode: 'string' }),
    policy_id: integer('policy_id').references(() => leavePolicies.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 500 }),
    /** The approved comp-off request a `comp_off` line credits (and its `expiry` line lets lapse). */
    comp_off_request_id: integer('comp_off_request_id').references(() => compOffRequests.id, {
      onDelete: 'cascade',
    }),
    /** The approved encashment an `encashment` line takes out of the balance. */
    encashment_id: integer('encashment_id').references(() => leaveEncashments.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_ledger_employee_idx').on(t.employee_id, t.year, t.leave_type_id),
    uniqueIndex('leave_ledger_period_unique')
      .on(t.employee_id, t.leave_type_id, t.kind, t.period)
      .where(sql`${t.period} is not null`),
    // Each request's credit, lapse or encashment is posted once, whoever decides or sweeps first.
    uniqueIndex('leave_ledger_comp_off_unique')
      .on(t.comp_off_request_id, t.kind)
      .where(sql`${t.comp_off_request_id} is not null`),
    uniqueIndex('leave_ledger_encashment_unique')
      .on(t.encashment_id, t.kind)
      .where(sql`${t.encashment_id} is not null`),
    oneOf('leave_ledger_kind_check', t.kind, POSTED_LEDGER_KINDS),
    check('leave_ledger_year_check', sql`extract(year from ${t.effective_date}) = ${t.year}`),
  ],
);

/**
 * A request for compensatory off for a holiday or weekly off worked. One employee asks once for a day: a pending
 * or approved request holds it (comp_off_requests_day_unique).
 */
export const compOffRequests = pgTable(
  'comp_off_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The compensatory type of the employee's policy on the day worked. */
    leave_type_id: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    work_date: date('work_date', { mode: 'string' }).notNull(),
    day_kind: varchar('day_kind', { length: 10 }).notNull(),
    holiday_name: varchar('holiday_name', { length: 255 }),
    worked_hours: numeric('worked_hours', { precision: 5, scale: 2 }),
    days: numeric('days', { precision: 3, scale: 1 }).notNull(),
    reason: text('reason').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    /** Set on approval: the last day the credit can be used (null: the year's end). */
    expires_on: date('expires_on', { mode: 'string' }),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    rejection_reason: text('rejection_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('comp_off_requests_day_unique')
      .on(t.employee_id, t.work_date)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('comp_off_requests_company_idx').on(t.company_id, t.status, t.id),
    oneOf('comp_off_requests_status_check', t.status, COMP_OFF_STATUSES),
    oneOf('comp_off_requests_day_kind_check', t.day_kind, COMP_OFF_DAY_KINDS),
    check('comp_off_requests_days_check', sql`${t.days} in (0.5, 1)`),
  ],
);

/**
 * Leave encashed during service. Approved, an `encashment` ledger line takes the days out of the year's balance
 * and the next payroll month not yet approved pays them; `payroll_run_id` is the run that carries it (released
 * when that run is reprocessed without it), `amount` what that run paid, in rupees.
 */
export const leaveEncashments = pgTable(
  'leave_encashments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leave_type_id: integer('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    year: integer('year').notNull(),
    days: dayAmount('days').notNull(),
    reason: text('reason'),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    rejection_reason: text('rejection_reason'),
    payroll_run_id: integer('payroll_run_id').references(() => payrollRuns.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    ...timestamps,
  },
  (t) => [
    index('leave_encashments_employee_idx').on(t.employee_id, t.year),
    index('leave_encashments_company_idx').on(t.company_id, t.status, t.id),
    index('leave_encashments_payroll_run_idx').on(t.payroll_run_id),
    oneOf('leave_encashments_status_check', t.status, LEAVE_ENCASHMENT_STATUSES),
    check('leave_encashments_days_check', sql`${t.days} > 0`),
    check(
      'leave_encashments_run_check',
      sql`(${t.payroll_run_id} is null and ${t.amount} is null) or ${t.status} = 'approved'`,
    ),
  ],
);
