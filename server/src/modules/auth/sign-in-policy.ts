import type { SignInPolicy, SignInPolicyRequest } from '@hrms/contracts/sign-in';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { roles, signInPolicies } from '../../db/schema/access';
import { companies } from '../../db/schema/organisation';
import { assertInScope, companyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { fieldError, notFound } from '../../platform/errors';

/** A company the caller may see (404 otherwise, as for its other pages). */
async function companyInScope(db: DbOrTx, principal: Principal, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('Company');
  assertInScope(companyScope(principal), company.id, 'Company');
  return company;
}

async function policyRow(db: DbOrTx, companyId: number): Promise<SignInPolicy> {
  const [row] = await db.select().from(signInPolicies).where(eq(signInPolicies.company_id, companyId));
  return {
    company_id: companyId,
    require_two_factor_roles: row?.require_two_factor_roles ?? [],
    updated_at: row?.updated_at.toISOString() ?? null,
  };
}

/** GET /api/companies/{id}/sign-in-policy: none set reads as nobody required. */
export async function getSignInPolicy(db: Db, principal: Principal, companyId: number) {
  await companyInScope(db, principal, companyId);
  return policyRow(db, companyId);
}

/**
 * PUT /api/companies/{id}/sign-in-policy. Each role named must be one the company's people can hold (a global
 * role or the company's own). Takes effect at each holder's next sign-in. Audited with before and after.
 */
export async function putSignInPolicy(
  db: Db,
  principal: Principal,
  companyId: number,
  input: SignInPolicyRequest,
) {
  const company = await companyInScope(db, principal, companyId);
  const wanted = [...new Set(input.require_two_factor_roles)].sort();
  const known = wanted.length
    ? await db
        .select({ name: roles.name })
        .from(roles)
        .where(
          and(inArray(roles.name, wanted), or(isNull(roles.company_id), eq(roles.company_id, companyId))),
        )
    : [];
  const unknown = wanted.filter((name) => !known.some((r) => r.name === name));
  if (unknown.length) throw fieldError('require_two_factor_roles', `No such role: ${unknown.join(', ')}.`);
  await db.transaction(async (tx) => {
    const before = await policyRow(tx, companyId);
    await tx
      .insert(signInPolicies)
      .values({ company_id: companyId, require_two_factor_roles: wanted })
      .onConflictDoUpdate({
        target: signInPolicies.company_id,
        set: { require_two_factor_roles: wanted, updated_at: sql`now()` },
      });
    await recordAudit(tx, principal, {
      action: 'company.sign_in_policy_changed',
      entity_type: 'company',
      entity_id: companyId,
      company_id: companyId,
      summary: wanted.length
        ? `${company.name} requires two-factor authentication of ${wanted.join(', ')}`
        : `${company.name} requires two-factor authentication of nobody`,
      changes: { require_two_factor_roles: { from: before.require_two_factor_roles, to: wanted } },
    });
  });
  return policyRow(db, companyId);
}
