import { PASSWORD_TOKEN_PURPOSES } from '@hrms/contracts/auth';
import { BUILT_IN_ROLES } from '@hrms/contracts/roles';
import { AUTH_TOKEN_SCOPES } from '@hrms/contracts/sign-in';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns';
import { employees } from './employees';
import { companies } from './organisation';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    /** Null for an invited account whose holder has not chosen a password yet: no password signs it in. */
    password_hash: text('password_hash'),
    employee_id: integer('employee_id')
      .unique()
      .references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
    is_active: boolean('is_active').notNull().default(true),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  guard_name: varchar('guard_name', { length: 20 }).notNull().default('web'),
  ...timestamps,
});

/**
 * Built-in roles (and custom roles made before roles belonged to companies) are global: company_id is
 * null. A custom role belongs to one company; its name is unique there and never a built-in role's name,
 * because sign-in and the access checks know the built-in roles by name.
 */
export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    guard_name: varchar('guard_name', { length: 20 }).notNull().default('web'),
    is_system: boolean('is_system').notNull().default(false),
    company_id: integer('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('roles_global_name_unique').on(sql`lower(${t.name})`).where(sql`${t.company_id} is null`),
    uniqueIndex('roles_company_name_unique')
      .on(t.company_id, sql`lower(${t.name})`)
      .where(sql`${t.company_id} is not null`),
    check(
      'roles_company_name_not_built_in_check',
      sql`${t.company_id} is null or lower(${t.name}) not in (${sql.raw(BUILT_IN_ROLES.map((r) => `'${r}'`).join(', '))})`,
    ),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
);

/** Bearer tokens: only the SHA-256 of the secret is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /**
     * session: a signed-in session. challenge: the password step passed, a second factor awaited (used only by
     * POST /api/login/two-factor). setup: good only for setting up the second factor a role requires.
     */
    scope: varchar('scope', { length: 10 }).notNull().default('session'),
    /** Where and from what it was signed in, for the user's list of sessions. */
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 500 }),
    /** Wrong codes presented with a challenge; it ends after a few (they also count towards the lockout). */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    index('auth_tokens_user_idx').on(t.user_id),
    oneOf('auth_tokens_scope_check', t.scope, AUTH_TOKEN_SCOPES),
  ],
);

/**
 * A user's second factor: a TOTP secret (RFC 6238), encrypted with the server's secret key, confirmed by a first
 * code before it is asked for. `last_step` is the time step of the last code accepted: a code of that step or an
 * earlier one is refused, so an overheard code cannot be used again (the update that accepts one is conditional).
 */
export const userTwoFactor = pgTable('user_two_factor', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret_encrypted: text('secret_encrypted').notNull(),
  confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  last_step: bigint('last_step', { mode: 'number' }).notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes of a user's second factor; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_idx').on(t.user_id, t.code_hash)],
);

/** How a company's people sign in: the roles whose holders must use a second factor, and whether by password. */
export const signInPolicies = pgTable('sign_in_policies', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  require_two_factor_roles: text('require_two_factor_roles').array().notNull().default(sql`'{}'::text[]`),
  /** False: the company's people sign in through its single sign-on only (a super admin keeps the password). */
  password_sign_in: boolean('password_sign_in').notNull().default(true),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time links to set a password: an invitation to a new account or a forgotten password. Only the SHA-256
 * of the secret is kept; a link is used once (used_at, set by the statement that accepts it) and expires.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 10 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('password_tokens_purpose_check', t.purpose, PASSWORD_TOKEN_PURPOSES),
    index('password_tokens_user_idx').on(t.user_id),
  ],
);

/**
 * Successful sign-ins (when, from which address and browser), for the user page's recent activity. Kept apart
 * from the tokens, which are pruned once they expire, and from the audit trail of changes.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 500 }),
  },
  (t) => [index('sign_ins_user_at_idx').on(t.user_id, t.at)],
);

/** Fixed-window counters shared by every API instance (sign-in attempts per email and per IP). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * API keys for integrations: a user's, for a subset of their permissions (checked again on every request against
 * what the user holds then). Only the SHA-256 of the key is kept; `prefix` (its first characters) names it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    key_hash: varchar('key_hash', { length: 64 }).notNull().unique(),
    permissions: text('permissions').array().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    last_used_ip: varchar('last_used_ip', { length: 64 }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.user_id)],
);
