import type { LoginRequest, LoginResponse, MeResponse, RegisterRequest } from '@hrms/contracts/auth';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { type Db, type DbOrTx, rawRows } from '../../db/client';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/password';
import type { Principal } from '../../platform/auth/principal';
import { issueToken, revokeToken, rolesAndPermissionsOf } from '../../platform/auth/sessions';
import { AppError, forbidden, tooManyAttempts } from '../../platform/errors';
import { clearRateLimit, hitRateLimit } from '../../platform/rate-limit';
import { findUserByEmail, recordLogin } from '../access/users-queries';
import { createUser } from '../access/users-service';
import { sessionUserById } from './queries';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INACTIVE_ACCOUNT = 'Your account is inactive';

type AuthConfig = Pick<Config, 'tokenTtlDays' | 'loginLimits' | 'allowRegistration'>;

const emailKey = (email: string) => `login:email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/** Seconds until a key's window reopens, or null when it is not over its limit. */
async function blockedFor(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<number | null> {
  const [row] = await rawRows<{ retry_after: number }>(
    db,
    sql`select ceil(extract(epoch from window_started_at + make_interval(secs => ${windowSeconds}) - now()))::int as retry_after
        from rate_limits
        where key = ${key} and hits >= ${limit} and window_started_at > now() - make_interval(secs => ${windowSeconds})`,
  );
  return row ? Math.max(1, row.retry_after) : null;
}

async function sessionOf(db: DbOrTx, userId: number): Promise<MeResponse> {
  const user = await sessionUserById(db, userId);
  if (!user) throw new AppError(401, 'Unauthenticated.');
  return { user, ...(await rolesAndPermissionsOf(db, userId)) };
}

/**
 * Signs a user in. Only failed attempts count against the per-email and per-IP limits, so a busy office
 * behind one address is not locked out by its own successful sign-ins.
 */
export async function login(
  db: Db,
  config: AuthConfig,
  input: LoginRequest,
  ip: string,
): Promise<LoginResponse> {
  const { perEmail, perIp, windowSeconds } = config.loginLimits;
  const blocked =
    (await blockedFor(db, emailKey(input.email), perEmail, windowSeconds)) ??
    (await blockedFor(db, ipKey(ip), perIp, windowSeconds));
  if (blocked !== null) throw tooManyAttempts(blocked);

  const user = await findUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    await hitRateLimit(db, emailKey(input.email), perEmail, windowSeconds);
    await hitRateLimit(db, ipKey(ip), perIp, windowSeconds);
    throw new AppError(401, INVALID_CREDENTIALS);
  }
  if (!user.is_active) throw forbidden(INACTIVE_ACCOUNT);

  await clearRateLimit(db, emailKey(input.email));
  await recordLogin(db, user.id);
  const token = await issueToken(db, user.id, config.tokenTtlDays);
  return { ...(await sessionOf(db, user.id)), token };
}

export const currentSession = (db: Db, principal: Principal) => sessionOf(db, principal.userId);

export const logout = (db: Db, principal: Principal) => revokeToken(db, principal.tokenId);

/** Self-registration, off unless ALLOW_REGISTRATION=true; creates an employee-role account only. */
export async function register(db: Db, config: AuthConfig, input: RegisterRequest): Promise<LoginResponse> {
  if (!config.allowRegistration) throw forbidden('Registration is disabled');
  const user = await createUser(db, input, ['employee']);
  const token = await issueToken(db, user.id, config.tokenTtlDays);
  return { ...(await sessionOf(db, user.id)), token };
}
