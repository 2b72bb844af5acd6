import { HALF_DAY_TYPES, LEAVE_STATUSES } from '@hrms/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
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

/** Company holidays; a holiday with a state applies only to branches in that state. */
export const holidays = pgTable(
  'holidays',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    state: varchar('state', { length: 100 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('holidays_company_date_state_unique').on(t.company_id, t.date, sql`coalesce(${t.state}, '')`),
  ],
);

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
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [check('leave_types_color_check', sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`)],
);

/** A year's allocation per employee and type; used and pending days are counted from the requests. */
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
    allocated_days: numeric('allocated_days', { precision: 5, scale: 1 }).notNull(),
    carried_forward_days: numeric('carried_forward_days', { precision: 5, scale: 1 }).notNull().default('0'),
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
