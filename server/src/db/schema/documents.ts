import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_REQUEST_STATUSES,
  DOCUMENT_SOURCES,
  DOCUMENT_VISIBILITIES,
} from '@hrms/contracts/documents';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { bytea, oneOf, timestamps } from './columns';
import { employees } from './employees';
import { companies } from './organisation';

/**
 * The kinds of document an employee has: the shared seeded list (company_id null, with a stable code the
 * product files its own documents under) and a company's own.
 */
export const documentTypes = pgTable(
  'document_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 30 }),
    name: varchar('name', { length: 100 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    has_expiry: boolean('has_expiry').notNull().default(false),
    employee_may_upload: boolean('employee_may_upload').notNull().default(true),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // A name once among the shared types and once among a company's own.
    uniqueIndex('document_types_name_unique').on(sql`coalesce(${t.company_id}, 0)`, sql`lower(${t.name})`),
    uniqueIndex('document_types_code_unique').on(t.code).where(sql`${t.code} is not null`),
    oneOf('document_types_category_check', t.category, DOCUMENT_CATEGORIES),
  ],
);

/** HR asks an employee for a document of a type by a day; an upload answering it fulfils it. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    document_type_id: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    due_on: date('due_on', { mode: 'string' }).notNull(),
    note: text('note'),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    fulfilled_at: timestamp('fulfilled_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    /** The last day an overdue reminder went out (they repeat weekly while it stays pending). */
    reminded_on: date('reminded_on', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('document_requests_employee_idx').on(t.employee_id, t.status),
    index('document_requests_company_idx').on(t.company_id, t.status, t.due_on),
    // One open request for a type per employee: asking again while one waits would only duplicate it.
    uniqueIndex('document_requests_open_unique')
      .on(t.employee_id, t.document_type_id)
      .where(sql`${t.status} = 'pending'`),
    oneOf('document_requests_status_check', t.status, DOCUMENT_REQUEST_STATUSES),
    check(
      'document_requests_settled_check',
      sql`(${t.status} = 'fulfilled') = (${t.fulfilled_at} is not null)
        and (${t.status} = 'cancelled') = (${t.cancelled_at} is not null)`,
    ),
  ],
);

/** An employee's document: its type, number and dates, who sees it; the file is in employee_document_files. */
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    document_type_id: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    number: varchar('number', { length: 50 }),
    issued_on: date('issued_on', { mode: 'string' }),
    expires_on: date('expires_on', { mode: 'string' }),
    visibility: varchar('visibility', { length: 10 }).notNull(),
    source: varchar('source', { length: 20 }).notNull().default('upload'),
    filename: varchar('filename', { length: 255 }).notNull(),
    content_type: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    document_request_id: integer('document_request_id').references(() => documentRequests.id, {
      onDelete: 'set null',
    }),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The smallest reminder threshold (days before expiry) already sent for the current expiry date. */
    expiry_reminded_days: integer('expiry_reminded_days'),
    ...timestamps,
  },
  (t) => [
    index('employee_documents_employee_idx').on(t.employee_id, t.created_at),
    index('employee_documents_expiry_idx')
      .on(t.company_id, t.expires_on)
      .where(sql`${t.expires_on} is not null`),
    // One document answers a request.
    uniqueIndex('employee_documents_request_unique')
      .on(t.document_request_id)
      .where(sql`${t.document_request_id} is not null`),
    oneOf('employee_documents_visibility_check', t.visibility, DOCUMENT_VISIBILITIES),
    oneOf('employee_documents_source_check', t.source, DOCUMENT_SOURCES),
    check(
      'employee_documents_dates_check',
      sql`${t.issued_on} is null or ${t.expires_on} is null or ${t.expires_on} >= ${t.issued_on}`,
    ),
    check('employee_documents_size_check', sql`${t.size} > 0`),
  ],
);

/** A document's bytes, apart from its row so lists never read them. */
export const employeeDocumentFiles = pgTable('employee_document_files', {
  document_id: integer('document_id')
    .primaryKey()
    .references(() => employeeDocuments.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});
