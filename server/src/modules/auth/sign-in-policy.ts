import type { SignInPolicy, SignInPolicyRequest } from '@hrms/contracts/sign-in';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { signInPolicies } from '../../db/schema/access';
import { companyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { secretBox } from '../../platform/crypto/secret-box';
import { fieldError, notFound } from '../../platform/errors';
import { companyRolesNamed } from '../access/public';
import { findCompany } from '../organisation/public';
import { readProviders, saveProviders } from '../sso/public';

/** A company the caller may see (404 otherwise, as for its other pages). */
async function companyInScope(db: DbOrTx, principal: Principal, companyId: number) {
  const found = await findCompany(db, companyScope(principal), companyId);
  if (!found) throw notFound('Company');
  return found.company;
}

async function policyOf(db: DbOrTx, companyId: number, origin: string): Promise<SignInPolicy> {
  const [row] = await db.select().from(signInPolicies).where(eq(signInPolicies.company_id, companyId));
  return {
    company_id: companyId,
    require_two_factor_roles: row?.require_two_factor_roles ?? [],
    password_sign_in: row?.password_sign_in ?? true,
    oidc_providers: await readProviders(db, companyId, origin),
    updated_at: row?.updated_at.toISOString() ?? null,
  };
}

/** GET /api/companies/{id}/sign-in-policy: none set reads as a password for everyone and nobody required. */
export async function getSignInPolicy(db: Db, principal: Principal, companyId: number, origin: string) {
  await companyInScope(db, principal, companyId);
  return policyOf(db, companyId, origin);
}

/** Role names the company's people can hold (global or its own) among `names`; the rest are refused. */
async function assertRolesExist(db: DbOrTx, companyId: number, names: readonly string[]) {
  const known = await companyRolesNamed(db, companyId, names);
  const unknown = names.filter((name) => !known.some((r) => r.name === name));
  if (unknown.length) throw fieldError('require_two_factor_roles', `No such role: ${unknown.join(', ')}.`);
}

/**
 * PUT /api/companies/{id}/sign-in-policy: the parts given replace what was there (roles requiring two-factor,
 * password sign-in, the identity providers); the parts left out stay. Password sign-in cannot be turned off with
 * no enabled provider to sign in through. Takes effect at each person's next sign-in; audited with before and
 * after (never a client secret).
 */
export async function putSignInPolicy(
  db: Db,
  config: Pick<Config, 'secretKey'>,
  principal: Principal,
  companyId: number,
  input: SignInPolicyRequest,
  origin: string,
) {
  const company = await companyInScope(db, principal, companyId);
  const required = input.require_two_factor_roles && [...new Set(input.require_two_factor_roles)].sort();
  if (required) await assertRolesExist(db, companyId, required);
  const box = await secretBox(db, config.secretKey);
  await db.transaction(async (tx) => {
    const before = await policyOf(tx, companyId, origin);
    if (input.oidc_providers) await saveProviders(tx, principal, companyId, input.oidc_providers, box);
    const after = {
      require_two_factor_roles: required ?? before.require_two_factor_roles,
      password_sign_in: input.password_sign_in ?? before.password_sign_in,
    };
    const providers = input.oidc_providers ?? before.oidc_providers;
    if (!after.password_sign_in && !providers.some((p) => p.enabled)) {
      throw fieldError(
        'password_sign_in',
        'Add an enabled single sign-on provider before turning password sign-in off.',
      );
    }
    await tx
      .insert(signInPolicies)
      .values({ company_id: companyId, ...after })
      .onConflictDoUpdate({ target: signInPolicies.company_id, set: { ...after, updated_at: sql`now()` } });
    const describe = (
      p: Pick<SignInPolicy, 'require_two_factor_roles' | 'password_sign_in'>,
      list: { slug: string }[],
    ) => ({
      require_two_factor_roles: p.require_two_factor_roles,
      password_sign_in: p.password_sign_in,
      oidc_providers: list.map((x) => x.slug),
    });
    await recordAudit(tx, principal, {
      action: 'company.sign_in_policy_changed',
      entity_type: 'company',
      entity_id: companyId,
      company_id: companyId,
      summary: `Changed how people of ${company.name} sign in`,
      changes: { from: describe(before, before.oidc_providers), to: describe(after, providers) },
    });
  });
  return policyOf(db, companyId, origin);
}
