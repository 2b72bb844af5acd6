import { ATTENDANCE_REQUEST_STATUSES, ATTENDANCE_REQUEST_TYPES } from '@hrms/contracts/attendance-requests';
import { ATTENDANCE_STATUSES, OVERTIME_STATUSES } from '@hrms/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf, timestamps } from './columns';
import { employees } from './employees';
import { companies } from './organisation';

export const shifts = pgTable(
  'shifts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
    grace_minutes: integer('grace_minutes').notNull().default(15),
    /** A full day needs this many hours of work; fewer make a half day. */
    full_day_hours: numeric('full_day_hours', { precision: 4, scale: 2 }).notNull().default('4.5'),
    /** A half day needs this many hours of work; fewer make the day absent. */
    half_day_hours: numeric('half_day_hours', { precision: 4, scale: 2 }).notNull().default('2.25'),
    /** The unpaid break within the shift: hours worked are the time clocked less it. */
    break_minutes: integer('break_minutes').notNull().default(60),
    /** Days of the week off, 0 = Sunday … 6 = Saturday. */
    weekly_offs: integer('weekly_offs').array().notNull().default(sql`'{0,6}'::integer[]`),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shifts_one_default').on(t.company_id).where(sql`${t.is_default}`),
    check('shifts_break_check', sql`${t.break_minutes} between 0 and 240`),
    check('shifts_hours_check', sql`${t.half_day_hours} <= ${t.full_day_hours}`),
    uniqueIndex('shifts_company_name_unique').on(t.company_id, sql`lower(${t.name})`),
  ],
);

export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    attendance_date: date('attendance_date', { mode: 'string' }).notNull(),
    shift_id: integer('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    clock_in: timestamp('clock_in', { withTimezone: true }),
    clock_out: timestamp('clock_out', { withTimezone: true }),
    lunch_break_start: timestamp('lunch_break_start', { withTimezone: true }),
    lunch_break_end: timestamp('lunch_break_end', { withTimezone: true }),
    status: varchar('status', { length: 20 }).notNull(),
    total_hours: numeric('total_hours', { precision: 5, scale: 2 }),
    late_minutes: integer('late_minutes').notNull().default(0),
    /** Time clocked less the shift's unpaid break (or the clocked break, when longer). */
    worked_hours: numeric('worked_hours', { precision: 5, scale: 2 }),
    /** Overtime claimed: work beyond the day's and the week's limits. */
    overtime_hours: numeric('overtime_hours', { precision: 5, scale: 2 }).notNull().default('0'),
    /** Decided apart from the day's attendance: only approved hours are paid. */
    overtime_status: varchar('overtime_status', { length: 10 }).notNull().default('none'),
    overtime_approved_hours: numeric('overtime_approved_hours', { precision: 5, scale: 2 }),
    overtime_decided_by: integer('overtime_decided_by').references(() => users.id, { onDelete: 'set null' }),
    overtime_decided_at: timestamp('overtime_decided_at', { withTimezone: true }),
    method: varchar('method', { length: 10 }).notNull().default('web'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    is_approved: boolean('is_approved').notNull().default(false),
    approved_by: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    entered_by: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    entry_reason: text('entry_reason'),
    ...timestamps,
  },
  (t) => [
    // One record per employee and day: a double tap on Clock In cannot make two.
    uniqueIndex('attendance_employee_date_unique').on(t.employee_id, t.attendance_date),
    // Serves the records list's order (newest day first) and date-range filters.
    index('attendance_date_idx').on(t.attendance_date, t.id),
    oneOf('attendance_status_check', t.status, ATTENDANCE_STATUSES),
    oneOf('attendance_method_check', t.method, ['web', 'manual', 'request', 'device']),
    oneOf('attendance_overtime_status_check', t.overtime_status, OVERTIME_STATUSES),
    // A day without overtime has nothing to decide; a day with some is pending or decided; approved hours
    // exist exactly when approved, and never exceed the hours claimed.
    check(
      'attendance_overtime_check',
      sql`((${t.overtime_hours} = 0) = (${t.overtime_status} = 'none'))
        and ((${t.overtime_status} = 'approved') = (${t.overtime_approved_hours} is not null))
        and (${t.overtime_approved_hours} is null
             or (${t.overtime_approved_hours} > 0 and ${t.overtime_approved_hours} <= ${t.overtime_hours}))`,
    ),
    // Pending claims are listed for approval by date.
    index('attendance_overtime_pending_idx')
      .on(t.attendance_date, t.id)
      .where(sql`${t.overtime_status} = 'pending'`),
    check(
      'attendance_clock_order_check',
      sql`${t.clock_out} is null or ${t.clock_in} is null or ${t.clock_out} >= ${t.clock_in}`,
    ),
  ],
);

/**
 * An employee's request about their time (regularisation, on duty, work from home) for a day or a range;
 * approved, its working days are recorded as worked. One employee's pending or approved requests never
 * overlap (attendance_requests_no_overlap, migration 0051).
 */
export const attendanceRequests = pgTable(
  'attendance_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    to_date: date('to_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    clock_in: time('clock_in'),
    clock_out: time('clock_out'),
    reason: text('reason').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    rejection_reason: text('rejection_reason'),
    ...timestamps,
  },
  (t) => [
    index('attendance_requests_employee_idx').on(t.employee_id, t.from_date),
    index('attendance_requests_company_idx').on(t.company_id, t.status, t.id),
    oneOf('attendance_requests_type_check', t.type, ATTENDANCE_REQUEST_TYPES),
    oneOf('attendance_requests_status_check', t.status, ATTENDANCE_REQUEST_STATUSES),
    check('attendance_requests_dates_check', sql`${t.to_date} >= ${t.from_date}`),
    check(
      'attendance_requests_times_check',
      sql`${t.type} <> 'regularisation' or (${t.clock_in} is not null and ${t.clock_out} is not null)`,
    ),
  ],
);
