import type { SsoError } from '@hrms/contracts/sign-in';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { type Db, rawRows } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { issueToken, type TokenOrigin } from '../../platform/auth/sessions';
import { hashToken } from '../../platform/auth/tokens';
import { secretBox } from '../../platform/crypto/secret-box';
import { notFound } from '../../platform/errors';
import { findUserByEmail, insertUser, recordLogin, setUserRolesByName } from '../access/public';
import { authorizationUrl, clientConfig, verifiedClaims } from './oidc-client';
import { enabledProviderBySlug, insertLogin, type ProviderRow, takeLogin } from './queries';

type SsoDeps = Pick<Config, 'secretKey' | 'oidc' | 'tokenTtlDays'>;

/** The address the provider sends the browser back to, registered there as the redirect URI. */
export const callbackUrl = (origin: string, slug: string) => `${origin}/api/auth/oidc/${slug}/callback`;

/**
 * GET /api/auth/oidc/{slug}/start: a sign-in in flight (state hashed, nonce, PKCE verifier sealed; good for
 * OIDC_LOGIN_MINUTES, used once) and the provider's address to send the browser to.
 */
export async function startSsoSignIn(
  db: Db,
  config: SsoDeps,
  slug: string,
  origin: string,
  loginHint?: string,
) {
  const provider = await enabledProviderBySlug(db, slug);
  if (!provider) throw notFound('Sign-in provider');
  const box = await secretBox(db, config.secretKey);
  const redirectUri = callbackUrl(origin, slug);
  const started = await authorizationUrl(
    await clientConfig(provider, box, config.oidc.allowHttp),
    redirectUri,
    loginHint,
  );
  await insertLogin(db, {
    provider_id: provider.id,
    state_hash: hashToken(started.state),
    nonce: started.nonce,
    code_verifier_encrypted: box.seal(started.codeVerifier),
    redirect_uri: redirectUri,
    expires_at: new Date(Date.now() + config.oidc.loginMinutes * 60_000),
  });
  return started.url.href;
}

export type SsoOutcome = { token: string } | { error: SsoError };

/**
 * GET /api/auth/oidc/{slug}/callback: takes the sign-in in flight by its state (once), has openid-client check
 * the code exchange and the ID token, and matches the verified e-mail to an account of the provider's company
 * (or makes one, just in time, for an employee of that company with that work e-mail when the provider names a
 * role). A single sign-on needs no second factor here: the company's provider asks for its own.
 */
export async function finishSsoSignIn(
  db: Db,
  config: SsoDeps,
  slug: string,
  query: Record<string, string>,
  origin: TokenOrigin,
  log: FastifyBaseLogger,
): Promise<SsoOutcome> {
  const provider = await enabledProviderBySlug(db, slug);
  const login = query.state ? await takeLogin(db, hashToken(query.state)) : null;
  if (!provider || !login || login.provider_id !== provider.id) return { error: 'expired' };
  const box = await secretBox(db, config.secretKey);
  let claims: Awaited<ReturnType<typeof verifiedClaims>>;
  try {
    const url = new URL(login.redirect_uri);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    claims = await verifiedClaims(await clientConfig(provider, box, config.oidc.allowHttp), url, {
      state: query.state as string,
      nonce: login.nonce,
      codeVerifier: box.open(login.code_verifier_encrypted),
    });
  } catch (error) {
    // What failed (a bad signature, the wrong audience, a provider's refusal) is for the operator, not the page.
    log.warn({ err: error, provider: slug }, 'single sign-on refused');
    return { error: 'refused' };
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified !== true) return { error: 'unverified' };
  if (!provider.allowed_domains.includes(email.slice(email.lastIndexOf('@') + 1))) return { error: 'domain' };

  const user = (await findUserByEmail(db, email)) ?? (await accountJustInTime(db, provider, email));
  if (!user || (await companyOfUser(db, user.id)) !== provider.company_id) return { error: 'unknown' };
  if (!user.is_active) return { error: 'inactive' };
  await recordLogin(db, user.id, origin);
  return { token: await issueToken(db, user.id, { ttlDays: config.tokenTtlDays }, origin) };
}

async function companyOfUser(db: Db, userId: number): Promise<number | null> {
  const [row] = await rawRows<{ company_id: number | null }>(
    db,
    sql`select e.company_id from users u left join employees e on e.id = u.employee_id where u.id = ${userId}`,
  );
  return row?.company_id ?? null;
}

/**
 * An account made at first sign-in: only when the provider names a role, and only for an employee of its
 * company whose work e-mail this is and who has no account. It has no password (its holder may choose one
 * through "Forgot password?" where the company allows passwords). Audited as made by nobody signed in.
 */
async function accountJustInTime(db: Db, provider: ProviderRow, email: string) {
  if (!provider.jit_role) return null;
  const [employee] = await rawRows<{ id: number; name: string }>(
    db,
    sql`select e.id, e.first_name || ' ' || e.last_name as name from employees e
         where lower(e.email) = ${email} and e.company_id = ${provider.company_id}
           and not exists (select 1 from users u where u.employee_id = e.id)`,
  );
  if (!employee) return null;
  const jitRole = provider.jit_role;
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      name: employee.name,
      email,
      password_hash: null,
      employee_id: employee.id,
      is_active: true,
    });
    await setUserRolesByName(tx, user.id, [jitRole]);
    await recordAudit(tx, null, {
      action: 'user.created',
      entity_type: 'user',
      entity_id: user.id,
      company_id: provider.company_id,
      summary: `Created user ${email} at their first sign-in through ${provider.label}, with the role ${jitRole}`,
      changes: { email, employee_id: employee.id, roles: [jitRole], provider: provider.slug },
    });
    return user;
  });
}
