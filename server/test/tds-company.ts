import type { DbOrTx } from '../src/db/client';
import { companies } from '../src/db/schema/organisation';

/** A company of its own for an API test (outside the demo company), with whatever else the test sets. */
export async function fixtureCompany(
  db: DbOrTx,
  name: string,
  prefix: string,
  values: Partial<typeof companies.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({
      name,
      legal_name: `${name} Private Limited`,
      registration_number: `U74999MH2020PTC${prefix}`,
      tax_id: 'AAACS1234F',
      country_id: 1,
      email: `${prefix.toLowerCase()}@tds.test`,
      phone: '+91 22 4000 0000',
      address_line1: '1 Mill Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      state_code: 'MH',
      postal_code: '400001',
      address_country: 'India',
      employee_code_prefix: prefix,
      ...values,
    })
    .returning({ id: companies.id });
  return row?.id as number;
}
