import {
  APPROVAL_REQUEST_TYPES,
  APPROVAL_STEP_STATUSES,
  type ApprovalLevel,
  ESCALATE_AFTER_DAYS_MAX,
} from '@hrms/contracts/approvals';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf, timestamps } from './columns';
import { employees } from './employees';
import { companies } from './organisation';

/** A company's approval chain for one request type; none set: the type's permission holders decide. */
export const approvalChains = pgTable(
  'approval_chains',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    request_type: varchar('request_type', { length: 30 }).notNull(),
    levels: jsonb('levels').$type<ApprovalLevel[]>().notNull(),
    escalate_after_days: integer('escalate_after_days'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('approval_chains_company_type_unique').on(t.company_id, t.request_type),
    oneOf('approval_chains_type_check', t.request_type, APPROVAL_REQUEST_TYPES),
    check(
      'approval_chains_escalation_check',
      sql`${t.escalate_after_days} is null or ${t.escalate_after_days} between 1 and ${sql.raw(String(ESCALATE_AFTER_DAYS_MAX))}`,
    ),
  ],
);

/**
 * The levels a request went through: one row a level, opened in turn. A level waits for one person
 * (approver_employee_id) or for the holders of a permission (approver_permission). At most one level of a
 * request is pending, so two decisions at once cannot both move it. A request whose ask changes while it waits
 * (a day's overtime worked out again) starts its chain over as a new round; earlier rounds stay as they went.
 */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    request_type: varchar('request_type', { length: 30 }).notNull(),
    request_id: integer('request_id').notNull(),
    requester_employee_id: integer('requester_employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    round: integer('round').notNull().default(1),
    level: integer('level').notNull(),
    /** The chain's levels when the request was made, so "level 2 of 3" holds if the chain changes. */
    levels: integer('levels').notNull(),
    approver_employee_id: integer('approver_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    approver_permission: varchar('approver_permission', { length: 60 }),
    status: varchar('status', { length: 12 }).notNull(),
    note: text('note'),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    due_at: timestamp('due_at', { withTimezone: true }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('approval_steps_request_level_unique').on(t.request_type, t.request_id, t.round, t.level),
    uniqueIndex('approval_steps_one_pending')
      .on(t.request_type, t.request_id)
      .where(sql`${t.status} = 'pending'`),
    index('approval_steps_pending_approver_idx')
      .on(t.approver_employee_id)
      .where(sql`${t.status} = 'pending'`),
    index('approval_steps_pending_company_idx')
      .on(t.company_id, t.due_at)
      .where(sql`${t.status} = 'pending'`),
    oneOf('approval_steps_type_check', t.request_type, APPROVAL_REQUEST_TYPES),
    oneOf('approval_steps_status_check', t.status, APPROVAL_STEP_STATUSES),
    // A pending level waits for someone: a person or a permission's holders.
    check(
      'approval_steps_approver_check',
      sql`${t.status} <> 'pending' or ${t.approver_employee_id} is not null or ${t.approver_permission} is not null`,
    ),
  ],
);

/** While an approver is away, their delegate decides what waits for them. */
export const approvalDelegations = pgTable(
  'approval_delegations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    delegate_id: integer('delegate_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    from_date: date('from_date', { mode: 'string' }).notNull(),
    to_date: date('to_date', { mode: 'string' }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('approval_delegations_delegate_idx').on(t.delegate_id, t.from_date),
    check('approval_delegations_dates_check', sql`${t.to_date} >= ${t.from_date}`),
    check('approval_delegations_self_check', sql`${t.delegate_id} <> ${t.employee_id}`),
  ],
);
