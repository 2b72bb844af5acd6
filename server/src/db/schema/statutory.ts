import { STATUTORY_SCHEMES } from '@hrms/contracts/statutory';
import { sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns';
import { countries, states } from './organisation';

/**
 * Dated statutory rates: one version of a scheme's rules (PF, ESIC, or a state's labour welfare fund) from
 * `effective_from` until the next version. Payroll uses the version in force on a month's last day. The
 * rules' shape per scheme is in @hrms/contracts/statutory (rates in percent, amounts in rupees).
 */
export const statutoryRates = pgTable(
  'statutory_rates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id),
    scheme: varchar('scheme', { length: 10 }).notNull(),
    /** The state a state scheme (LWF) belongs to; null for national schemes. */
    state_code: varchar('state_code', { length: 2 }).references(() => states.code),
    effective_from: date('effective_from', { mode: 'string' }).notNull(),
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('statutory_rates_version_unique').on(
      t.country_id,
      t.scheme,
      sql`coalesce(${t.state_code}, '')`,
      t.effective_from,
    ),
    oneOf('statutory_rates_scheme_check', t.scheme, STATUTORY_SCHEMES),
  ],
);
