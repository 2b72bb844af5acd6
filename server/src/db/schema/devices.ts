import { PUNCH_IMPORT_LAYOUTS, PUNCH_SOURCES } from '@hrms/contracts/attendance-devices';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf, timestamps } from './columns';
import { employees } from './employees';
import { branches, companies } from './organisation';

/** A biometric device (or the middleware beside it) that sends punches with its own key, kept as a hash. */
export const attendanceDevices = pgTable(
  'attendance_devices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    serial_number: varchar('serial_number', { length: 100 }),
    branch_id: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    /** SHA-256 of the key, hex: the key itself is shown once and never stored. */
    key_hash: varchar('key_hash', { length: 64 }).notNull(),
    key_hint: varchar('key_hint', { length: 4 }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    last_punch_at: timestamp('last_punch_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('attendance_devices_key_unique').on(t.key_hash),
    uniqueIndex('attendance_devices_company_name_unique').on(t.company_id, sql`lower(${t.name})`),
  ],
);

/** HR's match of a device user id (the PIN enrolled on devices) to an employee, one per company and id. */
export const deviceUsers = pgTable(
  'device_users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    device_user_id: varchar('device_user_id', { length: 30 }).notNull(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('device_users_company_id_unique').on(t.company_id, sql`lower(${t.device_user_id})`)],
);

/** An uploaded punch log: its layout and what it did. */
export const punchImports = pgTable(
  'punch_imports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    device_id: integer('device_id')
      .notNull()
      .references(() => attendanceDevices.id, { onDelete: 'cascade' }),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    layout: varchar('layout', { length: 20 }).notNull(),
    /** The outcome (received, recorded, duplicates, unmatched, days updated and skipped) and the rows refused. */
    outcome: jsonb('outcome').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('punch_imports_company_idx').on(t.company_id, t.id),
    oneOf('punch_imports_layout_check', t.layout, PUNCH_IMPORT_LAYOUTS),
  ],
);

/**
 * A punch as a device recorded it: kept once per device, device user and instant (a resend or a file read
 * twice adds nothing). `employee_id` is filled once the device user id is matched; `attendance_date` is the
 * day of attendance it counts towards (its shift's day, so a night shift's morning punch counts the evening before).
 */
export const punches = pgTable(
  'punches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    device_id: integer('device_id')
      .notNull()
      .references(() => attendanceDevices.id, { onDelete: 'cascade' }),
    device_user_id: varchar('device_user_id', { length: 30 }).notNull(),
    employee_id: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    punched_at: timestamp('punched_at', { withTimezone: true }).notNull(),
    attendance_date: date('attendance_date', { mode: 'string' }),
    source: varchar('source', { length: 10 }).notNull(),
    punch_import_id: integer('punch_import_id').references(() => punchImports.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('punches_once').on(t.device_id, t.device_user_id, t.punched_at),
    index('punches_employee_idx').on(t.employee_id, t.punched_at),
    index('punches_unmatched_idx').on(t.company_id, t.device_user_id).where(sql`${t.employee_id} is null`),
    index('punches_company_idx').on(t.company_id, t.punched_at),
    oneOf('punches_source_check', t.source, PUNCH_SOURCES),
  ],
);
