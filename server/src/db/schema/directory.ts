import type { DirectoryField } from '@hrms/contracts/directory';
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { users } from './access';
import { timestamps } from './columns';
import { companies } from './organisation';

/** Which fields a company's employee directory shows (no row: the defaults). */
export const directorySettings = pgTable('directory_settings', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').$type<DirectoryField[]>().notNull(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});
