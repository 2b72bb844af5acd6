import type { LoginResponse } from '@hrms/contracts/auth';
import type { TwoFactorLoginRequest } from '@hrms/contracts/sign-in';
import type { Db } from '../../db/client';
import { issueToken } from '../../platform/auth/sessions';
import { hashToken } from '../../platform/auth/tokens';
import { AppError, fieldError } from '../../platform/errors';
import { findUserById, recordLogin, type SignInOrigin } from '../access/public';
import { countSignInAttempt, sessionOf, signInAttemptSucceeded } from './service';
import { secondFactorAccepted, type TwoFactorDeps, WRONG_CODE } from './two-factor';
import { countChallengeFailure, liveChallenge, takeChallenge } from './two-factor-queries';

export const CHALLENGE_EXPIRED = 'Your sign-in has expired. Sign in again.';

/**
 * POST /api/login/two-factor: the second step of a sign-in. A wrong code counts towards the account's and the
 * address's sign-in limits (as a wrong password does) and against the challenge, which ends after a few; the
 * right one ends the challenge (once: a second request with it finds it gone) and opens a session.
 */
export async function completeTwoFactorSignIn(
  db: Db,
  config: TwoFactorDeps,
  input: TwoFactorLoginRequest,
  origin: SignInOrigin,
): Promise<LoginResponse> {
  const challenge = await liveChallenge(db, hashToken(input.challenge));
  const user = challenge ? await findUserById(db, challenge.user_id) : null;
  if (!challenge || !user?.is_active) throw new AppError(401, CHALLENGE_EXPIRED);
  const hits = await countSignInAttempt(db, config, user.email, origin.ip);
  if (!(await secondFactorAccepted(db, config, user.id, input.code))) {
    await countChallengeFailure(db, challenge.id, config.twoFactor.challengeAttempts);
    throw fieldError('code', WRONG_CODE);
  }
  if (!(await takeChallenge(db, challenge.id))) throw new AppError(401, CHALLENGE_EXPIRED);
  await signInAttemptSucceeded(db, user.email, hits);
  await recordLogin(db, user.id, origin);
  const token = await issueToken(db, user.id, { ttlDays: config.tokenTtlDays }, origin);
  return { ...(await sessionOf(db, user.id)), token };
}
