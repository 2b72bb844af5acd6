import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import type { AuthTokenScope } from '@hrms/contracts/sign-in';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { authTokens, permissions, rolePermissions, roles, userRoles, users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import type { Principal } from './principal';
import { hashToken, newTokenSecret } from './tokens';

const DAY_MS = 86_400_000;
// Sliding expiry is extended at most once a minute per token, so busy clients don't write on every call.
const TOUCH_INTERVAL_MS = 60_000;

/** Where a session was signed in from, kept for the user's list of their sessions. */
export type TokenOrigin = { ip: string; user_agent: string | null };

/**
 * Issues a bearer token for the user; returns the secret, which is never stored. A session lasts `ttlDays`
 * (sliding); a challenge or a set-up token `ttlMinutes`, and is no session until a second factor is given.
 */
export async function issueToken(
  db: DbOrTx,
  userId: number,
  lifetime: { ttlDays: number } | { ttlMinutes: number },
  origin: TokenOrigin | null,
  scope: AuthTokenScope = 'session',
): Promise<string> {
  const secret = newTokenSecret();
  const ms = 'ttlDays' in lifetime ? lifetime.ttlDays * DAY_MS : lifetime.ttlMinutes * 60_000;
  await db.insert(authTokens).values({
    user_id: userId,
    token_hash: hashToken(secret),
    expires_at: new Date(Date.now() + ms),
    scope,
    ip: origin?.ip.slice(0, 64) ?? null,
    user_agent: origin?.user_agent?.slice(0, 500) || null,
  });
  return secret;
}

export async function revokeToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revoked_at: new Date() }).where(eq(authTokens.id, tokenId));
}

/** Deactivating a user ends every session they hold. */
export async function revokeAllTokensOf(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at)));
}

/** A user's own password change ends every session but the one they made it from. */
export async function revokeOtherTokensOf(db: DbOrTx, userId: number, keepTokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at), ne(authTokens.id, keepTokenId)),
    );
}

/**
 * The columns of a principal, selected from `users u left join employees e`: the user, their company and
 * the role and permission names they hold, sorted by code point as JavaScript sorts.
 */
export const principalColumns = sql`u.id as user_id, u.name, u.email, u.employee_id, e.company_id,
  (select array_agg(r.name order by r.name collate "C")
     from ${userRoles} ur join ${roles} r on r.id = ur.role_id
    where ur.user_id = u.id) as roles,
  (select array_agg(distinct p.name collate "C" order by p.name collate "C")
     from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id
     join ${permissions} p on p.id = rp.permission_id
    where ur.user_id = u.id) as permissions`;

export type PrincipalRow = {
  user_id: number;
  name: string;
  email: string;
  employee_id: number | null;
  company_id: number | null;
  roles: string[] | null;
  permissions: string[] | null;
};

export function toPrincipal(row: PrincipalRow, tokenId: number, setupOnly = false): Principal {
  const roleNames = row.roles ?? [];
  return {
    userId: row.user_id,
    tokenId,
    name: row.name,
    email: row.email,
    employeeId: row.employee_id,
    companyId: row.company_id,
    roles: roleNames,
    permissions: row.permissions ?? [],
    isSuperAdmin: roleNames.includes(SUPER_ADMIN_ROLE),
    ...(setupOnly ? { setupOnly } : {}),
  };
}

/** Role and permission names a user holds through their roles. */
export async function rolesAndPermissionsOf(
  db: DbOrTx,
  userId: number,
): Promise<{ roles: string[]; permissions: string[] }> {
  const [row] = await rawRows<PrincipalRow>(
    db,
    sql`select ${principalColumns} from ${users} u left join ${employees} e on e.id = u.employee_id
         where u.id = ${userId}`,
  );
  return { roles: row?.roles ?? [], permissions: row?.permissions ?? [] };
}

/** An active user as a principal without a session (a background job acting for its creator). */
export async function principalForUser(db: DbOrTx, userId: number): Promise<Principal | null> {
  const [row] = await rawRows<PrincipalRow>(
    db,
    sql`select ${principalColumns} from ${users} u left join ${employees} e on e.id = u.employee_id
         where u.id = ${userId} and u.is_active`,
  );
  return row ? toPrincipal(row, 0) : null;
}

/**
 * The caller behind a bearer secret, or null when the token is unknown, revoked, expired, a challenge (only
 * POST /api/login/two-factor takes those) or its user inactive; a set-up token's principal is `setupOnly`. Every authenticated request runs this, so it is one statement: the token, its user and the
 * user's role and permission names together.
 */
export async function principalForToken(
  db: DbOrTx,
  secret: string,
  ttlDays: number,
): Promise<Principal | null> {
  const now = new Date();
  const [row] = await rawRows<
    PrincipalRow & { token_id: number; last_used_at: Date | string; scope: string }
  >(
    db,
    sql`select t.id as token_id, t.last_used_at, t.scope, ${principalColumns}
          from ${authTokens} t
          join ${users} u on u.id = t.user_id
          left join ${employees} e on e.id = u.employee_id
         where t.token_hash = ${hashToken(secret)} and t.revoked_at is null and t.scope <> 'challenge'
           and t.expires_at > ${now.toISOString()} and u.is_active
         limit 1`,
  );
  if (!row) return null;

  const tokenId = Number(row.token_id);
  // A set-up token keeps its short life; only a session slides.
  if (row.scope === 'session' && now.getTime() - new Date(row.last_used_at).getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(authTokens)
      .set({ last_used_at: now, expires_at: new Date(now.getTime() + ttlDays * DAY_MS) })
      .where(eq(authTokens.id, tokenId));
  }
  return toPrincipal(row, tokenId, row.scope === 'setup');
}

/** Drops tokens that expired or were revoked more than a day ago (called at start-up). */
export async function pruneTokens(db: DbOrTx): Promise<void> {
  await db
    .delete(authTokens)
    .where(
      sql`${authTokens.expires_at} < now() - interval '1 day' or ${authTokens.revoked_at} < now() - interval '1 day'`,
    );
}
