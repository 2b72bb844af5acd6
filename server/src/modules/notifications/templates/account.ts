import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import type { Message } from './mail';
import { dayAndTime } from './recruitment';

const until = (instant: string) => {
  const { day, time } = dayAndTime(instant, DEFAULT_TIME_ZONE);
  return `${day}, ${time}`;
};

/**
 * What an account mail says: the one-time link (a client route with its token) and until when it works (an
 * instant, told in India time). The link is the whole point of the mail; docs/decisions/access.md, "Password links".
 */
export type AccountLinkFacts = { link: string; validUntil: string; companyName: string | null };

/** Who reset an account's second factor. */
export type TwoFactorResetFacts = { by: string; companyName: string | null };

export const ACCOUNT_TEMPLATES = {
  'account.invited': (f: AccountLinkFacts): Message => ({
    title: `Your HRMS account${f.companyName ? ` at ${f.companyName}` : ''}`,
    body: 'An account was made for you. Choose your password with the link below; it works once.',
    facts: [['Link valid until', until(f.validUntil)]],
    link: f.link,
  }),
  'account.password_reset': (f: AccountLinkFacts): Message => ({
    title: 'Choose a new password',
    body: 'Someone asked for a new password for your HRMS account. If it was you, choose one with the link below; it works once. If not, ignore this mail: your password stays as it is.',
    facts: [['Link valid until', until(f.validUntil)]],
    link: f.link,
  }),
  'account.two_factor_reset': (f: TwoFactorResetFacts): Message => ({
    title: 'Your two-factor authentication was reset',
    body: `${f.by} reset the two-factor authentication of your HRMS account${f.companyName ? ` at ${f.companyName}` : ''}. Sign in with your password; if your role requires a second factor, you will set it up again. If you did not ask for this, tell your HR team at once.`,
    facts: [['Reset by', f.by]],
    link: '/login',
  }),
};
