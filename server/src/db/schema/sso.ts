import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './organisation';

/**
 * A company's OpenID Connect identity providers (Google Workspace, Microsoft Entra ID, Okta, any issuer). The
 * client secret is sealed with the server's secret key; `slug` names the provider in its sign-in URLs.
 */
export const oidcProviders = pgTable(
  'oidc_providers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 40 }).notNull().unique(),
    label: varchar('label', { length: 60 }).notNull(),
    issuer_url: varchar('issuer_url', { length: 500 }).notNull(),
    client_id: varchar('client_id', { length: 255 }).notNull(),
    client_secret_encrypted: text('client_secret_encrypted').notNull(),
    /** E-mail domains whose people may sign in through it (lower case). */
    allowed_domains: text('allowed_domains').array().notNull().default(sql`'{}'::text[]`),
    /** The role an account made at first sign-in gets; null: no account is made for an unknown e-mail. */
    jit_role: varchar('jit_role', { length: 100 }),
    enabled: boolean('enabled').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oidc_providers_company_idx').on(t.company_id)],
);

/**
 * A sign-in on its way through a provider: the state (only its hash kept), the nonce and the PKCE verifier
 * (sealed), used once by the callback and good for a few minutes.
 */
export const oidcLogins = pgTable('oidc_logins', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  provider_id: integer('provider_id')
    .notNull()
    .references(() => oidcProviders.id, { onDelete: 'cascade' }),
  state_hash: varchar('state_hash', { length: 64 }).notNull().unique(),
  nonce: varchar('nonce', { length: 100 }).notNull(),
  code_verifier_encrypted: text('code_verifier_encrypted').notNull(),
  redirect_uri: varchar('redirect_uri', { length: 600 }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
});
