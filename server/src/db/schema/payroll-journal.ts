import { COST_CENTRE_BASES } from '@hrms/contracts/payroll-journal';
import { integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf, timestamps } from './columns';
import { companies } from './organisation';

/**
 * A company's ledger mapping for the payroll journal: each journal line's Tally ledger, the voucher type, the
 * cost category and where cost centres come from. One row per company, written whole on save; none until
 * the first save (the defaults of the contracts apply until then).
 */
export const ledgerMappings = pgTable(
  'ledger_mappings',
  {
    company_id: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    cost_centre_basis: varchar('cost_centre_basis', { length: 20 }).notNull().default('department'),
    /** The company's name in Tally (SVCURRENTCOMPANY); null: the company open in Tally takes the import. */
    tally_company: varchar('tally_company', { length: 100 }),
    voucher_type: varchar('voucher_type', { length: 100 }).notNull(),
    cost_category: varchar('cost_category', { length: 100 }).notNull(),
    /** Ledger key (LEDGER_KEYS) → Tally ledger name. */
    ledgers: jsonb('ledgers').$type<Record<string, string>>().notNull(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [oneOf('ledger_mappings_cost_centre_basis_check', t.cost_centre_basis, COST_CENTRE_BASES)],
);
