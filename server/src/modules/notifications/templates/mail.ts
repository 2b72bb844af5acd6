import { isAccountEvent } from '@hrms/contracts/notifications';
import type { StoredMessage } from '../../../db/schema/notifications';

/**
 * A notification's words: a title, a sentence, the facts it is about and where in the app it leads. The
 * in-app notification shows the first two, the e-mail all four as plain text and as HTML.
 */
export type Message = StoredMessage;
export type Facts = Message['facts'];

/** "1 day", "2.5 days", counted as en-IN writes numbers. */
export const dayCount = (n: number) => `${n.toLocaleString('en-IN')} day${n === 1 ? '' : 's'}`;

/** Who a mail is to: a user, someone without an account (an applicant), or an account's own address. */
export type MailRecipient = { name: string; kind: 'user' | 'applicant' | 'account' };

/** An outbox row's recipient: account mail by its event, else a user or an address without one. */
export const recipientOf = (row: {
  event: string;
  to_name: string;
  user_id: number | null;
}): MailRecipient => ({
  name: row.to_name,
  kind: isAccountEvent(row.event) ? 'account' : row.user_id !== null ? 'user' : 'applicant',
});

/**
 * The address a mail's link starts with: APP_URL; account mail, whose link is its whole point, falls back to the
 * address the server answers on this machine (docs/decisions/access.md, "Password links").
 */
export const linkBaseOf = (to: MailRecipient, urls: { appUrl: string | null; localUrl?: string | null }) =>
  urls.appUrl ?? (to.kind === 'account' ? (urls.localUrl ?? null) : null);

/**
 * The e-mail of a message: its subject, plain-text and HTML parts, addressed to `to`, whose kind chooses the
 * footer (an applicant's names no account or preferences). `linkBase` null: the mail names no link.
 */
export function mailOf(message: Message, to: MailRecipient, linkBase: string | null) {
  const { name } = to;
  const footer = FOOTERS[to.kind];
  const url = message.link && linkBase ? `${linkBase}${message.link}` : null;
  const width = Math.max(0, ...message.facts.map(([label]) => label.length));
  const text = [
    `Dear ${name},`,
    '',
    message.body,
    '',
    ...message.facts.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`),
    ...(url ? ['', `Open it in the app: ${url}`] : []),
    '',
    footer,
  ].join('\n');
  const html = `<!doctype html><html lang="en-IN"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Dear ${escapeHtml(name)},</p>
<p>${escapeHtml(message.body)}</p>
<table style="border-collapse:collapse">${message.facts
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;color:#6b7280">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
${url ? `<p><a href="${escapeHtml(url)}">Open it in the app</a></p>` : ''}
<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject: message.title, text, html };
}

const FOOTERS: Record<MailRecipient['kind'], string> = {
  user: 'You receive this because of your account in the HRMS. Choose which e-mails you get under Notifications → Preferences.',
  applicant: 'You receive this because you applied for a job with us.',
  account:
    'You receive this because an HRMS account uses this address. Nothing changes until the link is used; it works once.',
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
