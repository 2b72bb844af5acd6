import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { MailConfig } from '../../config';

// Loaded only when an SMTP server is configured: most test files and demo installs send no mail.
const require = createRequire(import.meta.url);

export type OutgoingMail = {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content_type: string; content: Buffer }[];
};

/** Sends one mail and answers the SMTP server's message id; throws when the server refuses it. */
export type Mailer = { send(mail: OutgoingMail): Promise<string | null>; close(): void };

/** The SMTP transport of MAIL_* and SMTP_* settings (nodemailer), or null when no server is configured. */
export function smtpMailer(config: MailConfig): Mailer | null {
  const { smtp } = config;
  if (!smtp) return null;
  const nodemailer = require('nodemailer') as typeof Nodemailer;
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    // A server that does not answer is an attempt that failed, retried later, not a worker stuck for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: config.from,
        to: { name: mail.to.name, address: mail.to.address },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: a.content,
        })),
      });
      return typeof info.messageId === 'string' ? info.messageId : null;
    },
    close: () => transport.close(),
  };
}
