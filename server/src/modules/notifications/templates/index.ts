import type { NotificationEvent } from '@hrms/contracts/notifications';
import { ACCOUNT_TEMPLATES } from './account';
import { APPROVAL_TEMPLATES } from './approvals';
import { ATTENDANCE_TEMPLATES } from './attendance';
import { CHECKLIST_TEMPLATES } from './checklists';
import { DOCUMENT_TEMPLATES } from './documents';
import { EXIT_TEMPLATES } from './exits';
import { JOB_TEMPLATES } from './jobs';
import { LEAVE_TEMPLATES } from './leave';
import type { Message } from './mail';
import { PAYROLL_TEMPLATES } from './payroll';
import { RECRUITMENT_TEMPLATES } from './recruitment';
import { SHIFT_CHANGE_TEMPLATES } from './shift-changes';
import { TAX_TEMPLATES } from './tax';

/**
 * Every notification's words, in one place: a file per area, each a message per event made
 * from the facts that event carries.
 */
export const TEMPLATES = {
  ...ACCOUNT_TEMPLATES,
  ...APPROVAL_TEMPLATES,
  ...ATTENDANCE_TEMPLATES,
  ...CHECKLIST_TEMPLATES,
  ...DOCUMENT_TEMPLATES,
  ...EXIT_TEMPLATES,
  ...JOB_TEMPLATES,
  ...LEAVE_TEMPLATES,
  ...PAYROLL_TEMPLATES,
  ...RECRUITMENT_TEMPLATES,
  ...SHIFT_CHANGE_TEMPLATES,
  ...TAX_TEMPLATES,
} satisfies Record<NotificationEvent, (facts: never) => Message>;

export type TemplateEvent = keyof typeof TEMPLATES;
export type FactsOf<E extends TemplateEvent> = Parameters<(typeof TEMPLATES)[E]>[0];
export { escapeHtml, linkBaseOf, type Message, mailOf, recipientOf } from './mail';
