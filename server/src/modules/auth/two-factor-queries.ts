import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { authTokens, recoveryCodes, userTwoFactor } from '../../db/schema/access';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export async function twoFactorOf(db: DbOrTx, userId: number): Promise<TwoFactorRow | null> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.user_id, userId));
  return row ?? null;
}

/** A new secret waiting for its first code; an earlier unconfirmed one is replaced. */
export async function putPendingSecret(db: DbOrTx, userId: number, sealed: string) {
  await db
    .insert(userTwoFactor)
    .values({ user_id: userId, secret_encrypted: sealed })
    .onConflictDoUpdate({
      target: userTwoFactor.user_id,
      set: { secret_encrypted: sealed, confirmed_at: null, last_step: 0, created_at: sql`now()` },
      setWhere: isNull(userTwoFactor.confirmed_at),
    });
}

/**
 * Accepts a code's time step once: the update happens only while every earlier accepted step is older, so of two
 * requests with the same code (or an overheard one) at most one passes. Confirms the secret on its first code.
 */
export async function acceptStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ last_step: step, confirmed_at: sql`coalesce(${userTwoFactor.confirmed_at}, now())` })
    .where(and(eq(userTwoFactor.user_id, userId), lt(userTwoFactor.last_step, step)))
    .returning({ user_id: userTwoFactor.user_id });
  return rows.length === 1;
}

export async function deleteTwoFactor(db: DbOrTx, userId: number): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  const rows = await db
    .delete(userTwoFactor)
    .where(eq(userTwoFactor.user_id, userId))
    .returning({ user_id: userTwoFactor.user_id });
  return rows.length === 1;
}

/** A new set of recovery codes (hashes); the old ones, used or not, are gone. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: number, hashes: readonly string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await db.insert(recoveryCodes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
}

/** Uses a recovery code once: only the statement that marks it used finds it unused. */
export async function useRecoveryCode(db: DbOrTx, userId: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.user_id, userId),
        eq(recoveryCodes.code_hash, hash),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return row?.n ?? 0;
}

/** A live challenge (a sign-in waiting for its second factor) and its user. */
export async function liveChallenge(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ id: authTokens.id, user_id: authTokens.user_id, failures: authTokens.failures })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.token_hash, tokenHash),
        eq(authTokens.scope, 'challenge'),
        isNull(authTokens.revoked_at),
        gt(authTokens.expires_at, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Counts a wrong code against a challenge; it ends at `limit` wrong codes. */
export async function countChallengeFailure(db: DbOrTx, id: number, limit: number) {
  await db
    .update(authTokens)
    .set({
      failures: sql`${authTokens.failures} + 1`,
      revoked_at: sql`case when ${authTokens.failures} + 1 >= ${limit} then now() else null end`,
    })
    .where(eq(authTokens.id, id));
}

/** Ends a challenge once: only the statement that revokes it finds it live, so a challenge is used once. */
export async function takeChallenge(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(authTokens.id, id), isNull(authTokens.revoked_at)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

/** A set-up token becomes a session once the second factor is set up. */
export async function promoteSetupToken(db: DbOrTx, tokenId: number, expiresAt: Date) {
  await db
    .update(authTokens)
    .set({ scope: 'session', expires_at: expiresAt, last_used_at: sql`now()` })
    .where(and(eq(authTokens.id, tokenId), eq(authTokens.scope, 'setup')));
}

/**
 * What a sign-in of the user takes, read in one statement: whether their second factor is on, whether their
 * company's sign-in policy requires one of a role they hold, and whether it lets them use a password (a super admin
 * always may: the way back in). A user without an employee record belongs to no company and no policy.
 */
export async function signInRequirements(db: DbOrTx, userId: number) {
  const [row] = await rawRows<{
    two_factor_on: boolean;
    two_factor_required: boolean;
    password_allowed: boolean;
  }>(
    db,
    sql`select exists (select 1 from user_two_factor f where f.user_id = u.id and f.confirmed_at is not null)
                 as two_factor_on,
               exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                        where ur.user_id = u.id and r.name = any(p.require_two_factor_roles)) as two_factor_required,
               coalesce(p.password_sign_in, true)
                 or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                             where ur.user_id = u.id and r.name = ${SUPER_ADMIN_ROLE}) as password_allowed
          from users u
          left join employees e on e.id = u.employee_id
          left join sign_in_policies p on p.company_id = e.company_id
         where u.id = ${userId}`,
  );
  return {
    twoFactorOn: Boolean(row?.two_factor_on),
    twoFactorRequired: Boolean(row?.two_factor_required),
    passwordAllowed: row ? Boolean(row.password_allowed) : true,
  };
}

/** Whether the user's company requires a second factor of any role the user holds (its sign-in policy). */
export const twoFactorRequired = async (db: DbOrTx, userId: number) =>
  (await signInRequirements(db, userId)).twoFactorRequired;
