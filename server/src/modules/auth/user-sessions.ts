import type { UserSession } from '@hrms/contracts/sign-in';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens } from '../../db/schema/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { revokeAllTokensOf, revokeOtherTokensOf } from '../../platform/auth/sessions';
import { notFound } from '../../platform/errors';
import { managedUser } from '../access/public';

const liveSessionsOf = (userId: number) =>
  and(
    eq(authTokens.user_id, userId),
    eq(authTokens.scope, 'session'),
    isNull(authTokens.revoked_at),
    gt(authTokens.expires_at, sql`now()`),
  );

/** GET /api/me/sessions: the user's live sessions, the latest seen first, the one asking marked current. */
export async function listOwnSessions(db: Db, principal: Principal): Promise<{ data: UserSession[] }> {
  const rows = await db
    .select({
      id: authTokens.id,
      user_agent: authTokens.user_agent,
      ip: authTokens.ip,
      created_at: authTokens.created_at,
      last_used_at: authTokens.last_used_at,
    })
    .from(authTokens)
    .where(liveSessionsOf(principal.userId))
    .orderBy(desc(authTokens.last_used_at), desc(authTokens.id));
  return {
    data: rows.map((r) => ({
      id: r.id,
      user_agent: r.user_agent,
      ip: r.ip,
      signed_in_at: r.created_at.toISOString(),
      last_seen_at: r.last_used_at.toISOString(),
      current: r.id === principal.tokenId,
    })),
  };
}

/** DELETE /api/me/sessions/{id}: ends one of the user's own sessions (its token fails from then on). */
export async function endOwnSession(db: Db, principal: Principal, id: number) {
  const ended = await db
    .update(authTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(authTokens.id, id), liveSessionsOf(principal.userId)))
    .returning({ id: authTokens.id });
  if (!ended.length) throw notFound('Session');
  return { message: 'The session was signed out.' };
}

/** DELETE /api/me/sessions: ends every session of the user but the one asking. */
export async function endOtherSessions(db: Db, principal: Principal) {
  await revokeOtherTokensOf(db, principal.userId, principal.tokenId);
  return { message: 'Every other session was signed out.' };
}

/** DELETE /api/users/{id}/sessions: an administrator ends every session of a user they manage; audited. */
export async function endUserSessions(db: Db, principal: Principal, userId: number) {
  const user = await managedUser(db, principal, userId);
  await db.transaction(async (tx) => {
    await revokeAllTokensOf(tx, user.id);
    await recordAudit(tx, principal, {
      action: 'user.sessions_ended',
      entity_type: 'user',
      entity_id: user.id,
      company_id: user.employee?.company.id ?? null,
      summary: `Signed ${user.email} out of every session`,
    });
  });
  return { message: `${user.name} was signed out everywhere.` };
}
