import { z } from 'zod';

/**
 * Every event that notifies a user, with what the preferences screen says of it. In-app
 * notifications are always on; each user chooses which of these also reach them by e-mail. Applicants
 * have no account: their mail (APPLICANT_EVENTS) always goes.
 */
export const NOTIFICATION_EVENTS = {
  'leave.applied': {
    label: 'Leave applied',
    description: 'An employee of your company applied for leave that waits for your approval.',
  },
  'leave.decided': {
    label: 'Leave approved or rejected',
    description: 'Your leave request was approved or rejected.',
  },
  'leave.cancelled': {
    label: 'Leave cancelled',
    description: 'Your leave request was cancelled.',
  },
  'approval.waiting': {
    label: 'Request to approve',
    description:
      'A request (leave, comp-off, encashment, regularisation, on duty, work from home, shift change, overtime, expense claim, profile change) reached a level of its approval chain that you decide.',
  },
  'attendance_request.decided': {
    label: 'Attendance request approved or rejected',
    description: 'Your regularisation, on-duty or work-from-home request was approved or rejected.',
  },
  'comp_off_request.decided': {
    label: 'Comp-off approved or rejected',
    description: 'Your request for compensatory off for a day you worked was approved or rejected.',
  },
  'shift_swap.asked': {
    label: 'Shift swap asked of you',
    description: 'A colleague asks to swap shifts with you on some days: accept or decline it.',
  },
  'shift_swap.answered': {
    label: 'Shift swap answered',
    description: 'The colleague you asked to swap shifts with accepted or declined.',
  },
  'shift_change.decided': {
    label: 'Shift change approved or rejected',
    description: 'Your shift change, or a shift swap you are part of, was approved or rejected.',
  },
  'leave_encashment.decided': {
    label: 'Leave encashment approved or rejected',
    description: 'Your request to encash leave was approved (paid with a month’s salary) or rejected.',
  },
  'attendance.approval_needed': {
    label: 'Attendance to approve',
    description: 'An attendance entry of your company waits for your approval.',
  },
  'attendance.decided': {
    label: 'Attendance approved',
    description: 'Your attendance entry was approved.',
  },
  'payroll.processed': {
    label: 'Payroll processed',
    description: 'A month’s payroll of your company was processed and waits for approval.',
  },
  'payroll.approved': {
    label: 'Payslip released',
    description: 'Your payslip for a month was approved and released to you.',
  },
  'payroll.paid': {
    label: 'Salary paid',
    description: 'Your salary for a month was paid; the mail carries your payslip, protected by a password.',
  },
  'tax.declaration_submitted': {
    label: 'Tax declaration to verify',
    description: 'An employee submitted an investment declaration or proof that waits for verification.',
  },
  'tax.declaration_verified': {
    label: 'Tax declaration verified',
    description: 'An item of your investment declaration was verified or rejected.',
  },
  'recruitment.application_received': {
    label: 'Job application received',
    description: 'Someone applied for a job posting of your company.',
  },
  'settlement.due_soon': {
    label: 'Settlement due tomorrow',
    description:
      'A leaver’s full and final settlement is due the next working day (Code on Wages s.17(2): within two working days).',
  },
  'settlement.overdue': {
    label: 'Settlement overdue',
    description: 'A leaver’s full and final settlement was not paid by its due day.',
  },
  'document_request.created': {
    label: 'Document asked of you',
    description: 'HR asks you to upload a document (a proof, a certificate) by a due day.',
  },
  'document_request.overdue': {
    label: 'Document overdue',
    description: 'A document HR asked you for is past its due day (reminded weekly until it is uploaded).',
  },
  'document.expiring': {
    label: 'Document expiring',
    description:
      'A document of yours (or, for HR, of an employee of your company) expires in 30 days, in 7 days or today.',
  },
  'profile_change.decided': {
    label: 'Profile change approved or rejected',
    description:
      'Your request to change your profile (bank account, PAN, name, address) was approved or rejected.',
  },
  'letter.issued': {
    label: 'Letter issued to you',
    description:
      'HR issued you a letter (appointment, increment, experience…); the mail carries it as a PDF.',
  },
  'checklist.tasks_assigned': {
    label: 'Onboarding or offboarding tasks for you',
    description: 'A joiner’s or leaver’s checklist started with tasks for you (or your role) to do.',
  },
  'checklist_task.due': {
    label: 'Checklist task due',
    description:
      'A joining or leaving task of yours is due tomorrow or overdue (reminded weekly until done).',
  },
  'job.finished': {
    label: 'Long task finished',
    description: 'A long task you started (a bulk payroll, a Form 16 run, an upload) has finished.',
  },
} as const;
export type UserEvent = keyof typeof NOTIFICATION_EVENTS;

/** What a job applicant is told by e-mail: their application received, its status, an interview. */
export const APPLICANT_EVENTS = [
  'recruitment.application_acknowledged',
  'recruitment.status_changed',
  'recruitment.interview_scheduled',
] as const;
/**
 * Mail about the account itself: an invitation to choose a password, a link for a forgotten one, word that an
 * administrator reset the second factor. Each always goes by mail (no preference turns it off), never in-app.
 */
export const ACCOUNT_EVENTS = [
  'account.invited',
  'account.password_reset',
  'account.two_factor_reset',
] as const;
export type AccountEvent = (typeof ACCOUNT_EVENTS)[number];
export const isAccountEvent = (event: string): event is AccountEvent =>
  (ACCOUNT_EVENTS as readonly string[]).includes(event);

export type NotificationEvent = UserEvent | (typeof APPLICANT_EVENTS)[number] | AccountEvent;
export const NOTIFICATION_EVENT_KEYS = Object.keys(NOTIFICATION_EVENTS) as [UserEvent, ...UserEvent[]];

/** GET /api/notifications → paged; one in-app notification of the signed-in user. */
export const notification = z.object({
  id: z.number(),
  event: z.string(),
  title: z.string(),
  body: z.string(),
  /** Where in the app the notification leads (a client route), or null. */
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  /** true: unread ones only. */
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** GET /api/notifications/unread-count */
export const unreadCount = z.object({ count: z.number() });

/** PUT /api/notifications/read-all → how many were marked read. */
export const markedRead = z.object({ updated: z.number() });

/** GET/PUT /api/notification-preferences: one row per event; `email` false keeps that event in-app only. */
export const notificationPreference = z.object({
  event: z.enum(NOTIFICATION_EVENT_KEYS),
  label: z.string(),
  description: z.string(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;
export const notificationPreferences = z.object({ preferences: z.array(notificationPreference) });

export const notificationPreferencesRequest = z.object({
  preferences: z
    .array(z.object({ event: z.enum(NOTIFICATION_EVENT_KEYS), email: z.boolean() }))
    .min(1)
    .max(NOTIFICATION_EVENT_KEYS.length),
});
export type NotificationPreferencesRequest = z.infer<typeof notificationPreferencesRequest>;

/**
 * An e-mail in the outbox: pending (to be sent, perhaps after a failed attempt), sent, failed (every
 * attempt failed), or held (no SMTP server is configured: kept here for super admins to read).
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'held'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxMail = z.object({
  id: z.number(),
  event: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  /** File names of what the mail carries (a payslip, a calendar invitation). */
  attachments: z.array(z.string()),
});
export type OutboxMail = z.infer<typeof outboxMail>;

/** GET /api/notification-outbox/{id} → { mail } with its plain-text body. */
export const outboxMailDetail = outboxMail.extend({ text: z.string() });
export type OutboxMailDetail = z.infer<typeof outboxMailDetail>;

export const outboxListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(OUTBOX_STATUSES).optional(),
});

/** GET /api/notification-outbox/settings (every outbox route needs manage-notification-outbox, a super admin's): whether mail can leave, and from whom. */
export const mailSettings = z.object({ smtp_configured: z.boolean(), from: z.string() });
export type MailSettings = z.infer<typeof mailSettings>;
