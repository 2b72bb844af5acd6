import { SHIFT_CHANGE_KINDS, SHIFT_CHANGE_STATUSES } from '@hrms/contracts/shifts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { shifts } from './attendance';
import { oneOf, timestamps } from './columns';
import { employees } from './employees';
import { companies, teams } from './organisation';

/** A rotation of shifts (week A morning, week B night): its steps are roster_slots, in order. */
export const rosters = pgTable(
  'rosters',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('rosters_company_name_unique').on(t.company_id, sql`lower(${t.name})`)],
);

/** One step of a roster: a shift for a number of consecutive days. A shift in a roster cannot be deleted. */
export const rosterSlots = pgTable(
  'roster_slots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    roster_id: integer('roster_id')
      .notNull()
      .references(() => rosters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    shift_id: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'restrict' }),
    days: integer('days').notNull(),
  },
  (t) => [
    uniqueIndex('roster_slots_position_unique').on(t.roster_id, t.position),
    check('roster_slots_days_check', sql`${t.days} between 1 and 31`),
    check('roster_slots_position_check', sql`${t.position} >= 1`),
  ],
);

/**
 * A roster given to one employee or one team from a date. `scope_key` names whom ("employee:12", "team:3");
 * two assignments of one scope never overlap in time (roster_assignments_no_overlap, an exclusion constraint
 * in migration 0053 that drizzle cannot declare).
 */
export const rosterAssignments = pgTable(
  'roster_assignments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    roster_id: integer('roster_id')
      .notNull()
      .references(() => rosters.id, { onDelete: 'restrict' }),
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    team_id: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    scope_key: varchar('scope_key', { length: 40 }).notNull(),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    to_date: date('to_date', { mode: 'string' }),
    /** The step (1-based) the rotation is at on from_date. */
    start_slot: integer('start_slot').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('roster_assignments_employee_idx').on(t.employee_id),
    index('roster_assignments_team_idx').on(t.team_id),
    index('roster_assignments_roster_idx').on(t.roster_id),
    check('roster_assignments_whom_check', sql`(${t.employee_id} is null) <> (${t.team_id} is null)`),
    check('roster_assignments_dates_check', sql`${t.to_date} is null or ${t.to_date} >= ${t.from_date}`),
    check('roster_assignments_start_slot_check', sql`${t.start_slot} >= 1`),
  ],
);

/**
 * A request to work another shift on some days, or to swap shifts with a colleague. Two live requests of one
 * employee never share a day (shift_change_requests_no_overlap, an exclusion constraint in migration 0053).
 */
export const shiftChangeRequests = pgTable(
  'shift_change_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    to_date: date('to_date', { mode: 'string' }).notNull(),
    shift_id: integer('shift_id').references(() => shifts.id, { onDelete: 'restrict' }),
    swap_with_employee_id: integer('swap_with_employee_id').references(() => employees.id, {
      onDelete: 'cascade',
    }),
    reason: text('reason').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    colleague_answered_at: timestamp('colleague_answered_at', { withTimezone: true }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    rejection_reason: text('rejection_reason'),
    ...timestamps,
  },
  (t) => [
    index('shift_change_requests_employee_idx').on(t.employee_id, t.from_date),
    index('shift_change_requests_colleague_idx').on(t.swap_with_employee_id),
    index('shift_change_requests_company_idx').on(t.company_id, t.status, t.id),
    oneOf('shift_change_requests_kind_check', t.kind, SHIFT_CHANGE_KINDS),
    oneOf('shift_change_requests_status_check', t.status, SHIFT_CHANGE_STATUSES),
    check('shift_change_requests_dates_check', sql`${t.to_date} >= ${t.from_date}`),
    check(
      'shift_change_requests_what_check',
      sql`(${t.kind} = 'change' and ${t.shift_id} is not null and ${t.swap_with_employee_id} is null)
          or (${t.kind} = 'swap' and ${t.shift_id} is null and ${t.swap_with_employee_id} is not null
              and ${t.swap_with_employee_id} <> ${t.employee_id})`,
    ),
  ],
);

/**
 * The shift an employee works on one day in place of their roster's or their own, set by an approved shift
 * change or swap: one per employee and day (the latest approval replaces an earlier one).
 */
export const shiftOverrides = pgTable(
  'shift_overrides',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    shift_id: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'restrict' }),
    shift_change_request_id: integer('shift_change_request_id')
      .notNull()
      .references(() => shiftChangeRequests.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shift_overrides_day_unique').on(t.employee_id, t.date),
    index('shift_overrides_request_idx').on(t.shift_change_request_id),
  ],
);
