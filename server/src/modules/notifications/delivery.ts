import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Dispatcher } from '../../platform/jobs/dispatch';
import { attachmentBytes } from './attachments';
import type { Mailer } from './mailer';
import { claimDueMail, hasDueMail, type OutboxRow, settleMail } from './queries';
import { linkBaseOf, mailOf, recipientOf } from './templates';

/** Mails claimed at a time, and how long a claim holds before another instance may take the mail again. */
const BATCH = 20;
const CLAIM_SECONDS = 120;
/** The longest wait between attempts, however many have failed. */
const MAX_RETRY_SECONDS = 3600;
export const NO_SMTP = 'No SMTP server is configured (SMTP_HOST): the mail is kept in the outbox, unsent';

/** The wait before attempt `attempts + 1`: the first retry after `retrySeconds`, doubling, up to an hour. */
export const retryDelaySeconds = (attempts: number, retrySeconds: number) =>
  Math.min(MAX_RETRY_SECONDS, retrySeconds * 2 ** Math.max(0, attempts - 1));

/**
 * Sends the outbox on every instance: woken through the dispatcher (pg-boss on PostgreSQL, so an idle
 * instance takes it; in-process on the embedded database) when this instance queues mail, and every
 * `pollMs` for retries that have come due and mail another instance left behind. Each mail is claimed
 * with `skip locked`, so no two instances send the same one.
 */
export class OutboxWorker {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer | null,
    private readonly dispatcher: Dispatcher,
    private readonly config: MailConfig,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {}

  async start() {
    this.started = true;
    await this.dispatcher.start(() => this.drain());
    this.timer = setInterval(() => void this.drainIfDue(), this.pollMs);
    this.timer.unref();
    await this.drainIfDue();
  }

  /** Mail was queued here (its transaction may still be open: the next poll finds what this one misses). */
  wake() {
    if (!this.started) return;
    this.dispatcher.notify().catch((err) => this.log.warn({ err }, 'waking the outbox failed'));
  }

  async stop() {
    this.started = false;
    clearInterval(this.timer);
    await this.dispatcher.stopTaking();
    await this.running;
    await this.dispatcher.close();
    this.mailer?.close();
  }

  private async drainIfDue() {
    try {
      if (this.started && !this.running && (await hasDueMail(this.db))) await this.drain();
    } catch (err) {
      this.log.warn({ err }, 'looking at the outbox failed');
    }
  }

  /** Sends due mail until none is left; a wake-up during a drain runs one more. */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          for (;;) {
            const claimed = await claimDueMail(this.db, BATCH, CLAIM_SECONDS);
            if (!claimed.length) break;
            // Oldest first: the claim's `returning` keeps no order.
            for (const mail of claimed.sort((a, b) => a.id - b.id)) await this.deliver(mail);
          }
        } while (this.again && this.started);
      } catch (err) {
        this.log.error({ err }, 'outbox delivery failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** One attempt at one claimed mail, and its outcome recorded. */
  private async deliver(mail: OutboxRow) {
    if (!this.mailer) {
      await settleMail(this.db, mail.id, { status: 'held', error: NO_SMTP });
      return;
    }
    const to = recipientOf(mail);
    const rendered = mailOf(mail.message, to, linkBaseOf(to, this.config));
    try {
      const attachments = await Promise.all(
        mail.attachments.map(async (a) => ({
          filename: a.filename,
          content_type: a.content_type,
          content: await attachmentBytes(this.db, a),
        })),
      );
      const messageId = await this.mailer.send({
        to: { name: mail.to_name, address: mail.to_address },
        subject: mail.subject,
        text: rendered.text,
        html: rendered.html,
        attachments,
      });
      await settleMail(this.db, mail.id, { status: 'sent', messageId });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const last = mail.attempts >= this.config.maxAttempts;
      this.log.warn({ mail_id: mail.id, attempts: mail.attempts, err: error }, 'sending a mail failed');
      await settleMail(
        this.db,
        mail.id,
        last
          ? { status: 'failed', error }
          : {
              status: 'pending',
              error,
              retryInSeconds: retryDelaySeconds(mail.attempts, this.config.retrySeconds),
            },
      );
    }
  }
}
