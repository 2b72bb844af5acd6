import {
  type APPLICANT_EVENTS,
  NOTIFICATION_EVENTS,
  OUTBOX_STATUSES,
  type OutboxMail,
  type OutboxStatus,
} from '@hrms/contracts/notifications';
import type { BadgeTone } from '@/components/ui/Badge';

/** The bell's accessible name: the count is read out, since the badge itself is hidden from readers. */
export function bellLabel(unread: number | undefined): string {
  return unread ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The badge on the bell: short enough for its circle. */
export const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The mail job applicants get (they have no account, so no preferences carry these labels). */
const APPLICANT_EVENT_LABELS: Record<(typeof APPLICANT_EVENTS)[number], string> = {
  'recruitment.application_acknowledged': 'Application received (applicant)',
  'recruitment.status_changed': 'Application status (applicant)',
  'recruitment.interview_scheduled': 'Interview scheduled (applicant)',
};

/** An event's label as the outbox shows it; an event this client does not know yet shows as sent. */
export const eventLabel = (event: string) =>
  NOTIFICATION_EVENTS[event as keyof typeof NOTIFICATION_EVENTS]?.label ??
  APPLICANT_EVENT_LABELS[event as keyof typeof APPLICANT_EVENT_LABELS] ??
  event;

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  held: 'Held',
};

export const OUTBOX_STATUS_TONES: Record<OutboxStatus, BadgeTone> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  held: 'gray',
};

export const OUTBOX_STATUS_OPTIONS = OUTBOX_STATUSES.map((value) => ({
  value,
  label: OUTBOX_STATUS_LABELS[value],
}));

/** Only a mail that will not go out by itself can be sent again: every attempt failed, or it was held. */
export const canRetry = (mail: Pick<OutboxMail, 'status'>) =>
  mail.status === 'failed' || mail.status === 'held';

/** What "Send again" did, from the mail the server answered with. */
export function retryOutcome(mail: Pick<OutboxMail, 'status' | 'to' | 'last_error'>): {
  tone: 'success' | 'warning' | 'error';
  message: string;
} {
  switch (mail.status) {
    case 'sent':
      return { tone: 'success', message: `The mail to ${mail.to} was sent.` };
    case 'held':
      return {
        tone: 'warning',
        message: `The mail to ${mail.to} is held again: no SMTP server is configured.`,
      };
    case 'failed':
      return {
        tone: 'error',
        message: `Sending the mail to ${mail.to} failed again${mail.last_error ? `: ${mail.last_error}` : '.'}`,
      };
    default:
      return { tone: 'success', message: `The mail to ${mail.to} will be sent again shortly.` };
  }
}
