import { integer, pgTable } from 'drizzle-orm/pg-core';
import { companies } from './organisation';

/**
 * The last serial number given to a company's bank upload file (Union Bank's File_Serial_Number): each
 * download takes the next one in a single upsert, so two parallel downloads never share a serial, and a
 * second file for the same month never repeats the first one's (docs/decisions/statutory.md, "Bank files").
 */
export const bankFileSerials = pgTable('bank_file_serials', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  last_serial: integer('last_serial').notNull(),
});
