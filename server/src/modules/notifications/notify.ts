import type { AccountEvent } from '@hrms/contracts/notifications';
import type { DbOrTx } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema/notifications';
import { emailOptOuts, insertNotifications, insertOutbox, type Recipient } from './queries';
import { type FactsOf, type Message, TEMPLATES, type TemplateEvent } from './templates';

/** Set by notifications/plugin.ts: delivery workers listen for mail written on this instance. */
const listeners = new Set<() => void>();
export const onMailQueued = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Tells `recipients` of `event`: an in-app notification for each user among them, and a mail in the
 * outbox for each who has not turned that event's mail off (an address without a user always gets it).
 * Call it with the transaction of the change itself, so a change that rolls back tells nobody; the
 * delivery worker sends the mail once it has committed.
 */
export async function notify<E extends TemplateEvent>(
  tx: DbOrTx,
  event: E,
  recipients: readonly (Recipient | null)[],
  facts: FactsOf<E>,
  options: { companyId: number | null; attachments?: OutboxAttachment[] },
) {
  const to = uniqueRecipients(recipients);
  if (!to.length) return;
  const message = (TEMPLATES[event] as (f: FactsOf<E>) => Message)(facts);
  const users = to.flatMap((r) => (r.userId === null ? [] : [r.userId]));
  await insertNotifications(
    tx,
    users.map((userId) => ({
      user_id: userId,
      company_id: options.companyId,
      event,
      title: message.title,
      body: message.body,
      link: message.link,
    })),
  );
  const optedOut = await emailOptOuts(tx, users, event);
  await insertOutbox(
    tx,
    to
      .filter((r) => r.userId === null || !optedOut.has(r.userId))
      .map((r) => outboxRow(event, r, message, options.companyId, options.attachments)),
  );
  for (const listener of listeners) listener();
}

/** The outbox row of one mail: the message to one recipient. */
const outboxRow = (
  event: TemplateEvent,
  to: Recipient,
  message: Message,
  companyId: number | null,
  attachments: OutboxAttachment[] = [],
) => ({
  event,
  user_id: to.userId,
  company_id: companyId,
  to_address: to.email,
  to_name: to.name,
  subject: message.title,
  message,
  attachments,
});

/** Each person once: by user, or by address for someone without one. */
function uniqueRecipients(recipients: readonly (Recipient | null)[]) {
  const seen = new Set<string>();
  return recipients.filter((r): r is Recipient => {
    if (!r) return false;
    const key = r.userId === null ? `mail:${r.email.toLowerCase()}` : `user:${r.userId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Account mail (an invitation, a forgotten password's link), one per person with facts of its own, written to
 * the outbox in one statement: no in-app notification and no preference, since each carries a one-time link.
 */
export async function mailAccountLinks<E extends AccountEvent>(
  tx: DbOrTx,
  event: E,
  mails: readonly { to: Recipient; facts: FactsOf<E>; companyId: number | null }[],
) {
  if (!mails.length) return;
  await insertOutbox(
    tx,
    mails.map(({ to, facts, companyId }) =>
      outboxRow(event, to, (TEMPLATES[event] as (f: FactsOf<E>) => Message)(facts), companyId),
    ),
  );
  for (const listener of listeners) listener();
}
