import { SETTLEMENT_STATUSES } from '@hrms/contracts/enums';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf, timestamps } from './columns';
import { employees } from './employees';
import { payrollRuns } from './payroll';

const rupees = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/**
 * A leaver's full and final settlement: computed as a draft (recomputed on request), approved once
 * (which marks the employee terminated), then paid. The headline figures are columns, in rupees; `statement`
 * holds every working the PDF prints.
 */
export const finalSettlements = pgTable(
  'final_settlements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    last_working_day: date('last_working_day', { mode: 'string' }).notNull(),
    /** The final month's payroll run, whose net the settlement pays unless it was paid on its own. */
    final_month_run_id: integer('final_month_run_id').references(() => payrollRuns.id, {
      onDelete: 'set null',
    }),
    final_month_net: rupees('final_month_net'),
    leave_encashment: rupees('leave_encashment'),
    gratuity: rupees('gratuity'),
    /** Positive: paid in lieu of notice; negative: recovered for notice not served. */
    notice_pay: rupees('notice_pay'),
    /** Paid on a retrenchment (Industrial Relations Code s.70(b)); 0 otherwise. */
    retrenchment_compensation: rupees('retrenchment_compensation'),
    reimbursements: rupees('reimbursements'),
    bonus: rupees('bonus'),
    loan_recovery: rupees('loan_recovery'),
    tds: rupees('tds'),
    net_payable: rupees('net_payable'),
    statement: jsonb('statement').$type<Record<string, unknown>>().notNull(),
    computed_by: integer('computed_by').references(() => users.id, { onDelete: 'set null' }),
    computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    approved_by: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    paid_by: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One settlement per employee: two HR users creating it at once make one.
    uniqueIndex('final_settlements_employee_unique').on(t.employee_id),
    index('final_settlements_run_idx').on(t.final_month_run_id),
    oneOf('final_settlements_status_check', t.status, SETTLEMENT_STATUSES),
  ],
);

/**
 * Reminders sent about a leaver's settlement: one of each kind per due date, held by the unique key, so
 * instances sweeping at once, or a sweep run twice, tell nobody twice; a moved due date is reminded again.
 */
export const settlementReminders = pgTable(
  'settlement_reminders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    due_on: date('due_on', { mode: 'string' }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlement_reminders_once').on(t.employee_id, t.kind, t.due_on),
    oneOf('settlement_reminders_kind_check', t.kind, ['due_soon', 'overdue']),
  ],
);
