import {
  type Address,
  type EmergencyContact,
  PROFILE_CHANGE_STATUSES,
  type ProfileChanges,
  type ProfilePolicy,
} from '@hrms/contracts/profile';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf, timestamps } from './columns';
import { employeeDocuments } from './documents';
import { employees } from './employees';
import { companies } from './organisation';

/** An employee's personal details beyond the employment record (one row, made at the first save). */
export const employeeProfiles = pgTable('employee_profiles', {
  employee_id: integer('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  blood_group: varchar('blood_group', { length: 3 }),
  personal_email: varchar('personal_email', { length: 255 }),
  personal_phone: varchar('personal_phone', { length: 20 }),
  current_address: jsonb('current_address').$type<Address>(),
  permanent_address: jsonb('permanent_address').$type<Address>(),
  emergency_contact: jsonb('emergency_contact').$type<EmergencyContact>(),
  ...timestamps,
});

/** Which profile fields a company's employees edit at once, request, or leave to HR (absent: the default). */
export const profilePolicies = pgTable('profile_policies', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').$type<Partial<ProfilePolicy>>().notNull(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** An employee's request to change fields of their record, applied only when approved. */
export const profileChangeRequests = pgTable(
  'profile_change_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** Field → value asked for, as checked by contracts/profile.ts. */
    changes: jsonb('changes').$type<ProfileChanges>().notNull(),
    /** Each changed field's value when asked (bank account and PAN whole), for the audit's before. */
    previous: jsonb('previous').$type<ProfileChanges>().notNull(),
    document_id: integer('document_id').references(() => employeeDocuments.id, { onDelete: 'set null' }),
    reason: text('reason'),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    rejection_reason: text('rejection_reason'),
    ...timestamps,
  },
  (t) => [
    index('profile_change_requests_company_idx').on(t.company_id, t.status, t.id),
    // One request waits at a time per employee: a second would race the first for the same fields.
    uniqueIndex('profile_change_requests_pending_unique')
      .on(t.employee_id)
      .where(sql`${t.status} = 'pending'`),
    oneOf('profile_change_requests_status_check', t.status, PROFILE_CHANGE_STATUSES),
  ],
);
