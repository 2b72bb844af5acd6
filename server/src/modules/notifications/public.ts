// The notifications module's public door: what other modules may use. Everything else in the folder is private.
export { registerAttachmentKind } from './attachments';
export { mailAccountLinks, notify } from './notify';
export type { Recipient } from './queries';
export { holdersInCompany, userOfEmployee } from './queries';
export type { AccountLinkFacts } from './templates/account';
export type { ApprovalWaitingFacts, AttendanceRequestFacts } from './templates/approvals';
export type { AttendanceDay } from './templates/attendance';
export type { ChecklistAssignedFacts, ChecklistTaskDueFacts } from './templates/checklists';
export type {
  DocumentExpiringFacts,
  DocumentRequestFacts,
  LetterIssuedFacts,
  ProfileChangeDecidedFacts,
} from './templates/documents';
export type { LeaveFacts } from './templates/leave';
export type { PayslipProtection } from './templates/payroll';
export type { ApplicantStatus, ApplicationFacts } from './templates/recruitment';
export type {
  DeclarationChange,
  DeclarationOf,
  DeclarationSubmission,
  DeclarationVerifiedFacts,
} from './templates/tax';
