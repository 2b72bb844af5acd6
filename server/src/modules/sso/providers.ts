import { SUPER_ADMIN_ROLE, ungrantablePermissions } from '@hrms/contracts/permissions';
import type { OidcProvider, OidcProviderInput } from '@hrms/contracts/sign-in';
import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { fieldError } from '../../platform/errors';
import { companyRolesNamed } from '../access/public';
import { deleteProvidersExcept, providersOfCompany, upsertProvider } from './queries';
import { callbackUrl } from './sign-in';

/** A company's providers as its policy shows them: never the secret, and the redirect URI to register. */
export async function readProviders(db: DbOrTx, companyId: number, origin: string): Promise<OidcProvider[]> {
  return (await providersOfCompany(db, companyId)).map((p) => ({
    slug: p.slug,
    label: p.label,
    issuer_url: p.issuer_url,
    client_id: p.client_id,
    allowed_domains: p.allowed_domains,
    jit_role: p.jit_role,
    enabled: p.enabled,
    has_client_secret: true,
    redirect_uri: callbackUrl(origin, p.slug),
  }));
}

const FIELD = 'oidc_providers';

/**
 * A role given to accounts made at first sign-in is given by whoever names it: it must be one the company's people
 * can hold, and carry no permission the caller could not grant (super_admin only by a super admin).
 */
async function assertMayGiveRoles(
  db: DbOrTx,
  principal: Principal,
  companyId: number,
  names: readonly string[],
) {
  if (!names.length) return;
  const found = await companyRolesNamed(db, companyId, names);
  const unknown = names.filter((name) => !found.some((r) => r.name === name));
  if (unknown.length) throw fieldError(FIELD, `No such role: ${unknown.join(', ')}.`);
  for (const role of found) {
    const refused = role.name === SUPER_ADMIN_ROLE && !principal.isSuperAdmin;
    if (refused || ungrantablePermissions(principal, role.permissions).length) {
      throw fieldError(
        FIELD,
        `You cannot have accounts made with the role ${role.name}: it holds permissions you cannot grant.`,
      );
    }
  }
}

/**
 * Replaces the company's providers with `inputs` (in the caller's transaction): a provider left out goes, a new
 * one needs its client secret, a kept one keeps its secret unless a new one is given (sealed before it is
 * stored). A slug is unique across companies; a just-in-time role must be one the company's people can hold.
 */
export async function saveProviders(
  tx: DbOrTx,
  principal: Principal,
  companyId: number,
  inputs: readonly OidcProviderInput[],
  box: SecretBox,
) {
  const slugs = inputs.map((p) => p.slug);
  if (new Set(slugs).size !== slugs.length) throw fieldError(FIELD, 'Each provider needs a slug of its own.');
  const current = new Map((await providersOfCompany(tx, companyId)).map((p) => [p.slug, p]));
  await assertMayGiveRoles(tx, principal, companyId, [
    ...new Set(inputs.flatMap((p) => (p.jit_role ? [p.jit_role] : []))),
  ]);
  await deleteProvidersExcept(tx, companyId, slugs);
  for (const input of inputs) {
    const sealed = input.client_secret
      ? box.seal(input.client_secret)
      : current.get(input.slug)?.client_secret_encrypted;
    if (!sealed) throw fieldError(FIELD, `Enter the client secret of ${input.label}.`);
    const written = await upsertProvider(tx, {
      company_id: companyId,
      slug: input.slug,
      label: input.label,
      issuer_url: input.issuer_url,
      client_id: input.client_id,
      client_secret_encrypted: sealed,
      allowed_domains: [...new Set(input.allowed_domains)],
      jit_role: input.jit_role,
      enabled: input.enabled,
    });
    if (!written) throw fieldError(FIELD, `The slug ${input.slug} is taken: choose another.`);
  }
}
