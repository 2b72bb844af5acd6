import { LOAN_KINDS, LOAN_LEDGER_ENTRIES, LOAN_STATUSES } from '@hrms/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf, timestamps } from './columns';
import { employees } from './employees';
import { finalSettlements } from './exits';
import { payrollRuns } from './payroll';

/**
 * A loan or salary advance to an employee, recovered by a fixed EMI through payroll from its start
 * month until repaid; interest, if any, at an annual rate on the reducing balance. Amounts in rupees.
 */
export const loans = pgTable(
  'loans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    kind: varchar('kind', { length: 10 }).notNull(),
    principal: numeric('principal', { precision: 14, scale: 2 }).notNull(),
    interest_rate: numeric('interest_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    emi: numeric('emi', { precision: 14, scale: 2 }).notNull(),
    disbursed_on: date('disbursed_on', { mode: 'string' }).notNull(),
    /** The first month whose payroll deducts the EMI. */
    start_year: integer('start_year').notNull(),
    start_month: integer('start_month').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    purpose: text('purpose'),
    /** SBI's rate on 1 April for a loan of the same purpose (% a year): the perquisite's benchmark; null: none. */
    perquisite_rate: numeric('perquisite_rate', { precision: 5, scale: 2 }),
    /** For treating a disease the income-tax rules list: no perquisite. */
    medical: boolean('medical').notNull().default(false),
    closed_on: date('closed_on', { mode: 'string' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    closed_by: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('loans_employee_idx').on(t.employee_id, t.status),
    oneOf('loans_kind_check', t.kind, LOAN_KINDS),
    oneOf('loans_status_check', t.status, LOAN_STATUSES),
    check(
      'loans_amounts_check',
      sql`${t.principal} > 0 and ${t.emi} > 0 and ${t.interest_rate} >= 0 and ${t.interest_rate} <= 50
        and (${t.perquisite_rate} is null or ${t.perquisite_rate} between 0 and 50)`,
    ),
    check('loans_start_month_check', sql`${t.start_month} between 1 and 12`),
    check('loans_closed_check', sql`(${t.status} = 'closed') = (${t.closed_on} is not null)`),
  ],
);

/**
 * A loan's ledger: each entry's principal and interest (rupees) for a month. An EMI entry belongs to the run
 * that deducted it and is replaced when that run is reprocessed; the balance is the principal less every
 * entry's principal.
 */
export const loanLedger = pgTable(
  'loan_ledger',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    loan_id: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    entry: varchar('entry', { length: 12 }).notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    on_date: date('on_date', { mode: 'string' }).notNull(),
    principal: numeric('principal', { precision: 14, scale: 2 }).notNull(),
    interest: numeric('interest', { precision: 14, scale: 2 }).notNull().default('0'),
    payroll_run_id: integer('payroll_run_id').references(() => payrollRuns.id, { onDelete: 'cascade' }),
    final_settlement_id: integer('final_settlement_id').references(() => finalSettlements.id, {
      onDelete: 'set null',
    }),
    note: text('note'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loan_ledger_loan_idx').on(t.loan_id, t.year, t.month),
    index('loan_ledger_run_idx').on(t.payroll_run_id),
    // A run deducts a loan's EMI once; a loan is closed early or settled once.
    uniqueIndex('loan_ledger_run_unique')
      .on(t.loan_id, t.payroll_run_id)
      .where(sql`${t.payroll_run_id} is not null`),
    uniqueIndex('loan_ledger_closure_unique')
      .on(t.loan_id)
      .where(sql`${t.entry} in ('closure', 'settlement')`),
    oneOf('loan_ledger_entry_check', t.entry, LOAN_LEDGER_ENTRIES),
    check('loan_ledger_month_check', sql`${t.month} between 1 and 12`),
  ],
);
