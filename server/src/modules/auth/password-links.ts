import type { PasswordTokenPurpose } from '@hrms/contracts/auth';
import type { PasswordLinkConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { hashToken, newTokenSecret } from '../../platform/auth/tokens';
import { mailAccountLinks } from '../notifications/public';
import { insertPasswordTokens, linkHolders, voidUnusedTokens } from './password-token-queries';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The client route a link opens, with its secret. */
export const setPasswordLink = (secret: string) => `/set-password?token=${secret}`;

/** How long a link of each purpose works, from the settings (PASSWORD_RESET_MINUTES, INVITATION_DAYS). */
const validityMs = (purpose: PasswordTokenPurpose, links: PasswordLinkConfig) =>
  purpose === 'invite' ? links.invitationDays * DAY_MS : links.resetMinutes * MINUTE_MS;

/**
 * Mails each user a one-time link to choose a password, in the caller's transaction (a change that rolls back
 * sends nothing): a new secret per user, only its hash kept, any older unused link of theirs ended.
 * docs/decisions/access.md, "Password links".
 */
export async function mailPasswordLinks(
  tx: DbOrTx,
  purpose: PasswordTokenPurpose,
  userIds: readonly number[],
  links: PasswordLinkConfig,
) {
  const holders = await linkHolders(tx, userIds);
  if (!holders.length) return;
  const expiresAt = new Date(Date.now() + validityMs(purpose, links));
  const secrets = holders.map(() => newTokenSecret());
  await voidUnusedTokens(
    tx,
    holders.map((h) => h.id),
  );
  await insertPasswordTokens(
    tx,
    holders.map((h, i) => ({
      user_id: h.id,
      purpose,
      token_hash: hashToken(secrets[i] as string),
      expires_at: expiresAt,
    })),
  );
  await mailAccountLinks(
    tx,
    purpose === 'invite' ? 'account.invited' : 'account.password_reset',
    holders.map((h, i) => ({
      to: { userId: h.id, email: h.email, name: h.name },
      facts: {
        link: setPasswordLink(secrets[i] as string),
        validUntil: expiresAt.toISOString(),
        companyName: h.company_name,
      },
      companyId: h.company_id,
    })),
  );
}
