import { CLAIM_STATUSES } from '@hrms/contracts/enums';
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
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { bytea, oneOf, timestamps } from './columns';
import { employees } from './employees';
import { finalSettlements } from './exits';
import { payrollRuns } from './payroll';

/**
 * What an expense can be claimed for, shared by every company like leave types: whether its
 * reimbursement is taxable salary (a fixed allowance in disguise) or not (expenses of the employer's business,
 * s.10(14)(i)), the most one claim may ask, and whether a receipt is required.
 */
export const reimbursementCategories = pgTable('reimbursement_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  is_taxable: boolean('is_taxable').notNull().default(false),
  max_amount: numeric('max_amount', { precision: 14, scale: 2 }),
  requires_receipt: boolean('requires_receipt').notNull().default(true),
  is_active: boolean('is_active').notNull().default(true),
  ...timestamps,
});

/**
 * An employee's expense claim: pending until an approver decides; an approved claim is paid by the payroll run
 * it is linked to (the next one processed), or by the full and final settlement.
 */
export const reimbursementClaims = pgTable(
  'reimbursement_claims',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    category_id: integer('category_id')
      .notNull()
      .references(() => reimbursementCategories.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    expense_date: date('expense_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    receipt_name: varchar('receipt_name', { length: 255 }),
    receipt_type: varchar('receipt_type', { length: 100 }),
    receipt: bytea('receipt'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    rejection_reason: text('rejection_reason'),
    payroll_run_id: integer('payroll_run_id').references(() => payrollRuns.id, { onDelete: 'set null' }),
    final_settlement_id: integer('final_settlement_id').references(() => finalSettlements.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    index('reimbursement_claims_employee_idx').on(t.employee_id, t.status),
    index('reimbursement_claims_run_idx').on(t.payroll_run_id),
    oneOf('reimbursement_claims_status_check', t.status, CLAIM_STATUSES),
    check('reimbursement_claims_amount_check', sql`${t.amount} > 0`),
    check(
      'reimbursement_claims_paid_check',
      sql`(${t.payroll_run_id} is null and ${t.final_settlement_id} is null) or ${t.status} = 'approved'`,
    ),
  ],
);
