import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailConfig } from '../src/config';

export type ReceivedMail = { envelopeTo: string[]; raw: Buffer; parsed: ParsedMail };
export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * A real SMTP server in this process (smtp-server), for tests of what the app sends: it keeps every mail
 * it accepts, and while `failing` is set answers each one with a temporary failure (451).
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { failing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.failing) {
          const err = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          callback(err);
          return;
        }
        const raw = Buffer.concat(chunks);
        void simpleParser(raw).then((parsed) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    state,
    /** The app's mail settings for this server (fast polls and retries, three attempts). */
    mailConfig(overrides: Partial<MailConfig> = {}): MailConfig {
      return {
        smtp: { host: '127.0.0.1', port, secure: false, user: null, password: null },
        from: 'HRMS <hrms@demo.test>',
        appUrl: 'https://hr.example.com',
        maxAttempts: 3,
        retrySeconds: 0.3,
        pollSeconds: 0.2,
        ...overrides,
      };
    },
    /** Waits (at most 10 s) until `count` mails have arrived for `address`, or in all; answers those. */
    async waitFor(count: number, address?: string) {
      const mails = () => (address ? received.filter((m) => m.envelopeTo.includes(address)) : received);
      for (let i = 0; i < 200 && mails().length < count; i += 1) await new Promise((r) => setTimeout(r, 50));
      if (mails().length < count) throw new Error(`expected ${count} mails, received ${mails().length}`);
      return mails();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
