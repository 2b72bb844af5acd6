import { STATUTORY_PAYMENT_KINDS } from '@hrms/contracts/statutory-payments';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf, timestamps } from './columns';
import { companies, states } from './organisation';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * What a company paid for a wage month: an EPF challan (TRRN, amounts by account), an ESIC challan, or a
 * state's professional tax or labour welfare fund. Several payments may cover one month (partial challans);
 * a reference is recorded once per company and kind. Due dates, days late, interest and damages are computed
 * from the dated statutory rates when read, never stored.
 */
export const statutoryPayments = pgTable(
  'statutory_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 4 }).notNull(),
    /** The wage month the payment is for. */
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    /** PT and LWF: the state paid; null for EPF and ESIC. */
    state_code: varchar('state_code', { length: 2 }).references(() => states.code),
    /** EPF: the TRRN; ESIC: the challan number; PT and LWF: the challan or receipt number (upper case). */
    reference: varchar('reference', { length: 40 }).notNull(),
    paid_on: date('paid_on', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    /** EPF only: the challan's accounts, adding up to the amount. */
    ac1: money('ac1'),
    ac2: money('ac2'),
    ac10: money('ac10'),
    ac21: money('ac21'),
    ac22: money('ac22'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('statutory_payments_reference_unique').on(t.company_id, t.kind, t.reference),
    index('statutory_payments_period_idx').on(t.company_id, t.year, t.month),
    oneOf('statutory_payments_kind_check', t.kind, STATUTORY_PAYMENT_KINDS),
    check('statutory_payments_month_check', sql`${t.month} between 1 and 12`),
    check('statutory_payments_amount_check', sql`${t.amount} > 0`),
    check(
      'statutory_payments_state_check',
      sql`(${t.kind} in ('pt', 'lwf')) = (${t.state_code} is not null)`,
    ),
    check(
      'statutory_payments_accounts_check',
      sql`case when ${t.kind} = 'epf' then coalesce(${t.ac1} >= 0 and ${t.ac2} >= 0 and ${t.ac10} >= 0
          and ${t.ac21} >= 0 and ${t.ac22} >= 0
          and ${t.ac1} + ${t.ac2} + ${t.ac10} + ${t.ac21} + ${t.ac22} = ${t.amount}, false)
        else ${t.ac1} is null and ${t.ac2} is null and ${t.ac10} is null and ${t.ac21} is null and ${t.ac22} is null end`,
    ),
  ],
);
