import { JOB_STATUSES } from '@hrms/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { oneOf } from './columns';

/**
 * The audit trail: one row per change to something people must be able to trace (salaries, payroll
 * states, roles, permissions, users). Written in the same transaction as the change.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What happened, as entity.verb: user.created, role.permissions_changed, payroll_run.approved, ... */
    action: varchar('action', { length: 60 }).notNull(),
    entity_type: varchar('entity_type', { length: 40 }).notNull(),
    entity_id: integer('entity_id'),
    /** The company the changed record belongs to, for scoping the trail; null for global records. */
    company_id: integer('company_id'),
    summary: text('summary').notNull(),
    /** Before and after of the fields that changed (never a password or a token). */
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    ip: varchar('ip', { length: 64 }),
    /**
     * When the row was written, not when its transaction began (now()): a change that waited for a lock
     * is dated after the change it waited for, so the trail reads in the order the changes were applied.
     */
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_entity_idx').on(t.entity_type, t.entity_id),
  ],
);

/**
 * Long work (bulk payroll, large uploads, report exports) run as jobs: the request that starts one answers
 * at once with its id, and the client polls its progress. Kept in the database so any API instance can
 * answer for a job another one runs.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 60 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** Last sign of life from the instance running it; a stale running job is taken over. */
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }),
    /** The instance that claimed it last (host:pid), for operators and the scale-out test. */
    worker: varchar('worker', { length: 120 }),
    /**
     * A job split into parts (one bulk payroll shared by every instance) is this job's part; the
     * parent stays running, without a heartbeat, until its last part has finished.
     */
    parent_id: integer('parent_id').references((): AnyPgColumn => jobs.id, { onDelete: 'cascade' }),
    /** How many parts this job was split into; null for a job that runs whole. */
    parts: integer('parts'),
  },
  (t) => [
    index('jobs_status_idx').on(t.status, t.created_at),
    index('jobs_parent_idx').on(t.parent_id),
    oneOf('jobs_status_check', t.status, JOB_STATUSES),
  ],
);

/**
 * Secrets the server makes for itself: the key that encrypts stored secrets (second-factor secrets), made on
 * the first start when SECRET_KEY is not set, so every API instance on the database reads the same one.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
