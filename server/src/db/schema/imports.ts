import { IMPORT_FORMATS, IMPORT_MODES, IMPORT_STATUSES, IMPORT_TYPES } from '@hrms/contracts/imports';
import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';
import { bytea, oneOf } from './columns';
import { companies } from './organisation';

/**
 * An import (docs/decisions/imports.md): the uploaded file kept whole, so the commit and the errors file need no second
 * upload, with what validating it found and, once committed, what the commit did. Committed once only: the
 * commit moves the status away from validated/invalid in the same transaction as its writes.
 */
export const imports = pgTable(
  'imports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The importer's company (null: a super admin without an employee record); scopes who sees it. */
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 40 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    filename: varchar('filename', { length: 255 }).notNull(),
    format: varchar('format', { length: 10 }).notNull(),
    content: bytea('content').notNull(),
    /** SHA-256 of the content, hex. */
    content_hash: varchar('content_hash', { length: 64 }).notNull(),
    rows: integer('rows').notNull(),
    valid_rows: integer('valid_rows').notNull(),
    /** [{ row, column, message }], the row as the spreadsheet numbers it. */
    errors: jsonb('errors').$type<{ row: number; column: string; message: string }[]>().notNull(),
    mode: varchar('mode', { length: 20 }),
    created: integer('created'),
    updated: integer('updated'),
    unchanged: integer('unchanged'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committed_by: integer('committed_by').references(() => users.id, { onDelete: 'set null' }),
    committed_at: timestamp('committed_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_company_created_idx').on(t.company_id, t.created_at),
    oneOf('imports_type_check', t.type, IMPORT_TYPES),
    oneOf('imports_status_check', t.status, IMPORT_STATUSES),
    oneOf('imports_format_check', t.format, IMPORT_FORMATS),
    oneOf('imports_mode_check', t.mode, IMPORT_MODES),
  ],
);
