import { LETTER_KINDS, LETTER_STATUSES } from '@hrms/contracts/letters';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf, timestamps } from './columns';
import { salaryStructures } from './compensation';
import { documentTypes, employeeDocuments } from './documents';
import { employees } from './employees';
import { companies } from './organisation';

/**
 * Letter templates: the shared seeded starting points (company_id null, with a code) and each company's own;
 * a company's customised copy of a shared one keeps its code and hides it from that company.
 */
export const letterTemplates = pgTable(
  'letter_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 40 }),
    name: varchar('name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    requires_approval: boolean('requires_approval').notNull().default(false),
    document_type_id: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    is_active: boolean('is_active').notNull().default(true),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('letter_templates_name_unique').on(sql`coalesce(${t.company_id}, 0)`, sql`lower(${t.name})`),
    // One shared template per code, and one customised copy of it per company.
    uniqueIndex('letter_templates_code_unique')
      .on(sql`coalesce(${t.company_id}, 0)`, t.code)
      .where(sql`${t.code} is not null`),
    oneOf('letter_templates_kind_check', t.kind, LETTER_KINDS),
  ],
);

/** A company's letterhead signatory and its letter numbers' prefix. */
export const letterSettings = pgTable('letter_settings', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  number_prefix: varchar('number_prefix', { length: 20 }).notNull(),
  signatory_name: varchar('signatory_name', { length: 100 }),
  signatory_designation: varchar('signatory_designation', { length: 100 }),
  ...timestamps,
});

/** The last letter number given in a company's financial year: taken by an upsert, so numbers never repeat. */
export const letterNumberSeries = pgTable(
  'letter_number_series',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    financial_year: varchar('financial_year', { length: 7 }).notNull(),
    last_number: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.financial_year] })],
);

/**
 * A letter for an employee from a template: its subject and body as they were when it was asked for, and, once
 * issued, its number, date and the employee document keeping its PDF.
 */
export const letters = pgTable(
  'letters',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    template_id: integer('template_id')
      .notNull()
      .references(() => letterTemplates.id),
    kind: varchar('kind', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    document_type_id: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    status: varchar('status', { length: 20 }).notNull(),
    number: varchar('number', { length: 40 }),
    issued_on: date('issued_on', { mode: 'string' }),
    document_id: integer('document_id').references(() => employeeDocuments.id, { onDelete: 'set null' }),
    salary_structure_id: integer('salary_structure_id').references(() => salaryStructures.id, {
      onDelete: 'set null',
    }),
    send_mail: boolean('send_mail').notNull().default(false),
    /** The bulk issue that made it: a bulk job run again skips the employees it already wrote to. */
    batch_id: uuid('batch_id'),
    rejection_reason: text('rejection_reason'),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('letters_number_unique').on(t.company_id, t.number).where(sql`${t.number} is not null`),
    uniqueIndex('letters_batch_unique').on(t.batch_id, t.employee_id).where(sql`${t.batch_id} is not null`),
    index('letters_company_idx').on(t.company_id, t.id),
    index('letters_employee_idx').on(t.employee_id, t.id),
    index('letters_template_idx').on(t.template_id),
    oneOf('letters_status_check', t.status, LETTER_STATUSES),
    oneOf('letters_kind_check', t.kind, LETTER_KINDS),
    // Numbered and dated exactly when issued.
    check(
      'letters_issued_check',
      sql`(${t.status} = 'issued') = (${t.number} is not null and ${t.issued_on} is not null)`,
    ),
  ],
);
