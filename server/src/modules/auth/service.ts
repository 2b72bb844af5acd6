import type {
  ChangePasswordRequest,
  LoginRequest,
  LoginResponse,
  MeResponse,
  RegisterRequest,
} from '@hrms/contracts/auth';
import { PASSWORD_MESSAGES, passwordIsNotEmail } from '@hrms/contracts/password';
import type { LoginAnswer } from '@hrms/contracts/sign-in';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../platform/auth/password';
import type { Principal } from '../../platform/auth/principal';
import {
  issueToken,
  revokeOtherTokensOf,
  revokeToken,
  rolesAndPermissionsOf,
} from '../../platform/auth/sessions';
import { AppError, fieldError, forbidden, tooManyAttempts } from '../../platform/errors';
import {
  clearRateLimit,
  giveBackHits,
  hitRateLimits,
  overLimit,
  type RateLimitHit,
} from '../../platform/rate-limit';
import { createUser, findUserByEmail, recordLogin, type SignInOrigin } from '../access/public';
import { passwordHashOf, sessionUserById, setPasswordHash } from './queries';
import { signInRequirements } from './two-factor-queries';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INACTIVE_ACCOUNT = 'Your account is inactive';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const SINGLE_SIGN_ON_ONLY =
  'Your company signs in with single sign-on: use its button on the sign-in page.';

type AuthConfig = Pick<Config, 'tokenTtlDays' | 'loginLimits' | 'allowRegistration' | 'twoFactor'>;

/** The counter of an address's failed sign-ins (a password chosen through a link forgets it). */
export const signInEmailKey = (email: string) => `login:email:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

export async function sessionOf(db: DbOrTx, userId: number): Promise<MeResponse> {
  const user = await sessionUserById(db, userId);
  if (!user) throw new AppError(401, 'Unauthenticated.');
  return { user, ...(await rolesAndPermissionsOf(db, userId)) };
}

/**
 * Counts a password attempt against the email's and the address's limits BEFORE the password is checked,
 * in one atomic upsert, so of any number of simultaneous attempts at most the limit reach argon2. An
 * attempt over either limit is refused (429) unchecked, and its hits are given back: only attempts whose
 * password was checked and wrong stay counted.
 */
export async function countSignInAttempt(
  db: Db,
  config: Pick<Config, 'loginLimits'>,
  email: string,
  ip: string,
) {
  const { perEmail, perIp, windowSeconds } = config.loginLimits;
  const hits = await hitRateLimits(
    db,
    [
      { key: signInEmailKey(email), limit: perEmail },
      { key: ipKey(ip), limit: perIp },
    ],
    windowSeconds,
  );
  const over = overLimit(hits);
  if (over) {
    await giveBackHits(db, hits);
    throw tooManyAttempts(over.retryAfterSeconds);
  }
  return hits;
}

/** The right password (or code): the email's failures are forgotten and the address's hit is given back. */
export async function signInAttemptSucceeded(db: Db, email: string, hits: RateLimitHit[]) {
  await clearRateLimit(db, signInEmailKey(email));
  await giveBackHits(
    db,
    hits.filter((h) => h.key !== signInEmailKey(email)),
  );
}

/**
 * Signs a user in. Only failed attempts count against the per-email and per-IP limits, so a busy office
 * behind one address is not locked out by its own successful sign-ins. With two-factor on, the right password
 * gives a challenge to exchange with a code (POST /api/login/two-factor), and the account's earlier failures
 * stand until it is: guessed codes and passwords share one limit. A user whose role requires two-factor and who
 * has none gets a token good only for setting it up.
 */
export async function login(
  db: Db,
  config: AuthConfig,
  input: LoginRequest,
  origin: SignInOrigin,
): Promise<LoginAnswer> {
  const { ip } = origin;
  const hits = await countSignInAttempt(db, config, input.email, ip);
  const user = await findUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk) throw new AppError(401, INVALID_CREDENTIALS);
  if (!user.is_active) {
    // The right password is no failure, but an inactive account's sign-in does not clear its counter.
    await giveBackHits(db, hits);
    throw forbidden(INACTIVE_ACCOUNT);
  }

  const needs = await signInRequirements(db, user.id);
  if (!needs.passwordAllowed) {
    await giveBackHits(db, hits);
    throw forbidden(SINGLE_SIGN_ON_ONLY);
  }
  const briefly = { ttlMinutes: config.twoFactor.challengeMinutes };
  if (needs.twoFactorOn) {
    await giveBackHits(db, hits);
    return {
      two_factor_required: true,
      challenge: await issueToken(db, user.id, briefly, origin, 'challenge'),
    };
  }
  await signInAttemptSucceeded(db, input.email, hits);
  if (needs.twoFactorRequired) {
    return {
      two_factor_setup_required: true,
      challenge: await issueToken(db, user.id, briefly, origin, 'setup'),
    };
  }
  await recordLogin(db, user.id, origin);
  const token = await issueToken(db, user.id, { ttlDays: config.tokenTtlDays }, origin);
  return { ...(await sessionOf(db, user.id)), token };
}

/**
 * A signed-in user changes their own password. A wrong current password counts as a failed sign-in of the
 * account (the same per-email and per-address limits), so a borrowed session cannot be used to guess it.
 * Every other session of the user ends; the one the change was made from stays.
 */
export async function changeOwnPassword(
  db: Db,
  config: AuthConfig,
  principal: Principal,
  input: ChangePasswordRequest,
  ip: string,
): Promise<void> {
  if (!passwordIsNotEmail({ email: principal.email, password: input.password })) {
    throw fieldError('password', PASSWORD_MESSAGES.email);
  }
  const hits = await countSignInAttempt(db, config, principal.email, ip);
  const currentHash = await passwordHashOf(db, principal.userId);
  if (!currentHash || !(await verifyPassword(currentHash, input.current_password))) {
    throw fieldError('current_password', WRONG_CURRENT_PASSWORD);
  }
  await signInAttemptSucceeded(db, principal.email, hits);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, principal.userId, passwordHash);
    await revokeOtherTokensOf(tx, principal.userId, principal.tokenId);
    await recordAudit(tx, principal, {
      action: 'user.password_changed',
      entity_type: 'user',
      entity_id: principal.userId,
      company_id: principal.companyId,
      summary: `${principal.email} changed their own password; their other sessions were ended`,
    });
  });
}

export const currentSession = (db: Db, principal: Principal) => sessionOf(db, principal.userId);

export const logout = (db: Db, principal: Principal) => revokeToken(db, principal.tokenId);

/** Self-registration, off unless ALLOW_REGISTRATION=true; creates an employee-role account only. */
export async function register(db: Db, config: AuthConfig, input: RegisterRequest): Promise<LoginResponse> {
  if (!config.allowRegistration) throw forbidden('Registration is disabled');
  const user = await createUser(db, input, ['employee']);
  const token = await issueToken(db, user.id, { ttlDays: config.tokenTtlDays }, null);
  return { ...(await sessionOf(db, user.id)), token };
}
