import {
  FORGOT_PASSWORD_ANSWER,
  PASSWORD_LINK_INVALID,
  type ResetPasswordRequest,
  type ResetPasswordResponse,
} from '@hrms/contracts/auth';
import { PASSWORD_MESSAGES, passwordIsNotEmail } from '@hrms/contracts/password';
import type { PasswordLinkConfig } from '../../config';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { hashPassword } from '../../platform/auth/password';
import type { Principal } from '../../platform/auth/principal';
import { revokeAllTokensOf } from '../../platform/auth/sessions';
import { hashToken } from '../../platform/auth/tokens';
import { conflict, fieldError, tooManyAttempts } from '../../platform/errors';
import { clearRateLimit, giveBackHits, hitRateLimits, overLimit } from '../../platform/rate-limit';
import { findUserByEmail, findUserById, managedUser } from '../access/public';
import { mailPasswordLinks } from './password-links';
import { takePasswordToken, voidUnusedTokens } from './password-token-queries';
import { setPasswordHash } from './queries';
import { signInEmailKey } from './service';

/**
 * A forgotten password: a one-time link mailed to an active account that uses the address; the answer is the
 * same whether or not one does. Requests are counted per address and per IP (429 over either), so the mail
 * cannot be used to flood someone's inbox. docs/decisions/access.md, "Password links".
 */
export async function forgotPassword(db: Db, links: PasswordLinkConfig, email: string, ip: string) {
  const { perEmail, perIp, windowSeconds } = links.forgotLimits;
  const address = email.trim().toLowerCase();
  const hits = await hitRateLimits(
    db,
    [
      { key: `forgot:email:${address}`, limit: perEmail },
      { key: `forgot:ip:${ip}`, limit: perIp },
    ],
    windowSeconds,
  );
  const over = overLimit(hits);
  if (over) {
    await giveBackHits(db, hits);
    throw tooManyAttempts(over.retryAfterSeconds);
  }
  const user = await findUserByEmail(db, address);
  if (user?.is_active) {
    await db.transaction((tx) => mailPasswordLinks(tx, 'reset', [user.id], links));
  }
  return { message: FORGOT_PASSWORD_ANSWER };
}

/**
 * A link's holder chooses a password: the link is taken once (a second use, an expired or unknown one all get
 * the same answer), every session of the account ends, its other links end, its sign-in failures are forgotten,
 * and the change is audited. A password the policy refuses leaves the link usable.
 */
export async function resetPassword(db: Db, input: ResetPasswordRequest): Promise<ResetPasswordResponse> {
  const passwordHash = await hashPassword(input.password);
  const email = await db.transaction(async (tx) => {
    const taken = await takePasswordToken(tx, hashToken(input.token));
    const user = taken ? await findUserById(tx, taken.user_id) : null;
    if (!taken || !user?.is_active) throw fieldError('token', PASSWORD_LINK_INVALID);
    if (!passwordIsNotEmail({ email: user.email, password: input.password })) {
      throw fieldError('password', PASSWORD_MESSAGES.email);
    }
    const invited = user.password_hash === null;
    await setPasswordHash(tx, user.id, passwordHash);
    await voidUnusedTokens(tx, [user.id]);
    await revokeAllTokensOf(tx, user.id);
    await recordAudit(tx, null, {
      action: invited ? 'user.invitation_accepted' : 'user.password_reset',
      entity_type: 'user',
      entity_id: user.id,
      company_id: null,
      summary: invited
        ? `${user.email} chose a password through their invitation`
        : `${user.email} chose a new password through a mailed link; their sessions were ended`,
    });
    return user.email;
  });
  await clearRateLimit(db, signInEmailKey(email));
  return { message: 'Your password is set. Sign in with it.', email };
}

/**
 * An administrator mails a user a link to choose a password: an invitation while the account has none, else a
 * new-password link (the password stays until the link is used). An inactive account gets none.
 */
export async function sendPasswordLink(db: Db, links: PasswordLinkConfig, principal: Principal, id: number) {
  const user = await managedUser(db, principal, id);
  if (!user.is_active) throw conflict('The account is inactive: activate it before sending a link.');
  const purpose = user.password_set ? 'reset' : 'invite';
  await db.transaction(async (tx) => {
    await mailPasswordLinks(tx, purpose, [user.id], links);
    await recordAudit(tx, principal, {
      action: 'user.password_link_sent',
      entity_type: 'user',
      entity_id: user.id,
      company_id: user.employee?.company.id ?? null,
      summary:
        purpose === 'invite'
          ? `Mailed ${user.email} an invitation to choose a password`
          : `Mailed ${user.email} a link to choose a new password`,
    });
  });
  return {
    message:
      purpose === 'invite'
        ? `An invitation was mailed to ${user.email}.`
        : `A link to choose a new password was mailed to ${user.email}.`,
  };
}
