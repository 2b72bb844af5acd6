import { z } from 'zod';
import { dateField, idParam, nullableText, recordId } from './common';
import { PERMISSIONS, type Permission } from './permissions';

/**
 * Requests that go through an approval chain, each with the permission of those who decide it when the
 * company has set no chain, and who may always decide it outright (HR's override on the request's own route).
 */
export const APPROVAL_REQUEST_TYPES = [
  'leave',
  'regularisation',
  'on_duty',
  'work_from_home',
  'expense_claim',
  'comp_off',
  'leave_encashment',
  'shift_change',
  'overtime',
  'profile_change',
  'letter',
] as const;
export type ApprovalRequestType = (typeof APPROVAL_REQUEST_TYPES)[number];

export const APPROVAL_TYPE_PERMISSION: Record<ApprovalRequestType, Permission> = {
  leave: 'approve-leaves',
  regularisation: 'approve-attendance',
  on_duty: 'approve-attendance',
  work_from_home: 'approve-attendance',
  expense_claim: 'approve-reimbursements',
  comp_off: 'approve-leaves',
  leave_encashment: 'approve-leaves',
  shift_change: 'approve-attendance',
  overtime: 'approve-attendance',
  profile_change: 'approve-profile-changes',
  letter: 'approve-letters',
};

export const APPROVAL_TYPE_LABELS: Record<ApprovalRequestType, string> = {
  leave: 'Leave',
  regularisation: 'Attendance regularisation',
  on_duty: 'On duty',
  work_from_home: 'Work from home',
  expense_claim: 'Expense claim',
  comp_off: 'Compensatory off',
  leave_encashment: 'Leave encashment',
  shift_change: 'Shift change',
  overtime: 'Overtime',
  profile_change: 'Profile change',
  letter: 'Letter',
};

/**
 * Who decides a level: the requester's reporting manager, that manager's own manager, the head of the
 * requester's department, or anyone in the company holding a permission.
 */
export const APPROVER_KINDS = [
  'reporting_manager',
  'managers_manager',
  'department_head',
  'permission',
] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

export const APPROVER_KIND_LABELS: Record<ApproverKind, string> = {
  reporting_manager: 'Reporting manager',
  managers_manager: 'Manager’s manager',
  department_head: 'Department head',
  permission: 'Holders of a permission',
};

export const APPROVAL_LEVELS_MAX = 5;
export const ESCALATE_AFTER_DAYS_MAX = 30;

export const approvalLevel = z
  .object({
    approver: z.enum(APPROVER_KINDS),
    /** For `permission` levels: whose holders decide. */
    permission: z.enum(PERMISSIONS).nullish(),
  })
  .refine((l) => (l.approver === 'permission') === Boolean(l.permission), {
    message: 'Choose the permission whose holders decide this level (and only for such a level).',
    path: ['permission'],
  });
export type ApprovalLevel = z.infer<typeof approvalLevel>;

export const approvalChainRequest = z.object({
  company_id: recordId().optional(),
  request_type: z.enum(APPROVAL_REQUEST_TYPES),
  levels: z
    .array(approvalLevel)
    .min(1, 'A chain needs at least one level.')
    .max(APPROVAL_LEVELS_MAX, `A chain has at most ${APPROVAL_LEVELS_MAX} levels.`),
  /** A level waiting this many days moves on to the next one (the last to the type's permission holders). */
  escalate_after_days: z
    .number()
    .int('The days before escalation must be a whole number.')
    .min(1, `The days before escalation must be between 1 and ${ESCALATE_AFTER_DAYS_MAX}.`)
    .max(
      ESCALATE_AFTER_DAYS_MAX,
      `The days before escalation must be between 1 and ${ESCALATE_AFTER_DAYS_MAX}.`,
    )
    .nullish(),
});
export type ApprovalChainRequest = z.infer<typeof approvalChainRequest>;

/** A company's chain for a request type; `id` null: none set, the one-level default applies. */
export const approvalChain = z.object({
  id: z.number().nullable(),
  company_id: z.number(),
  request_type: z.enum(APPROVAL_REQUEST_TYPES),
  levels: z.array(z.object({ approver: z.enum(APPROVER_KINDS), permission: z.enum(PERMISSIONS).nullable() })),
  escalate_after_days: z.number().nullable(),
});
export type ApprovalChain = z.infer<typeof approvalChain>;

export const approvalChainListQuery = z.object({ company_id: idParam.optional() });

export const APPROVAL_STEP_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'skipped',
  'escalated',
  'closed',
] as const;
export type ApprovalStepStatus = (typeof APPROVAL_STEP_STATUSES)[number];

const person = z.object({ id: z.number(), name: z.string() });

/** One level of a request's chain, as it went. */
export const approvalStep = z.object({
  id: z.number(),
  level: z.number(),
  /** Who the level waits for: a person's name, or "Holders of approve-leaves". */
  approver: z.string(),
  status: z.enum(APPROVAL_STEP_STATUSES),
  /** Why a level was skipped or escalated, or the rejection reason. */
  note: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type ApprovalStep = z.infer<typeof approvalStep>;

export const approvalTrailQuery = z.object({
  request_type: z.enum(APPROVAL_REQUEST_TYPES),
  request_id: idParam,
});

/** A request waiting for the caller: `id` is the waiting step's, the id bulk decisions take. */
export const inboxItem = z.object({
  id: z.number(),
  request_type: z.enum(APPROVAL_REQUEST_TYPES),
  request_id: z.number(),
  employee: z.object({ id: z.number(), name: z.string(), employee_code: z.string() }),
  /** What is asked, in a line ("Casual Leave, 3 Dec 2026 to 5 Dec 2026 (3 days)"). */
  summary: z.string(),
  reason: z.string().nullable(),
  requested_at: z.string(),
  level: z.number(),
  levels: z.number(),
  /** When the level moves on unless decided; null when the chain does not escalate. */
  due_at: z.string().nullable(),
  /** Set when the caller decides for someone away who delegated to them. */
  delegated_from: person.nullable(),
  /** The screen that shows the request. */
  link: z.string(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxQuery = z.object({ request_type: z.enum(APPROVAL_REQUEST_TYPES).optional() });

export const inboxResponse = z.object({ data: z.array(inboxItem), total: z.number() });
export type InboxResponse = z.infer<typeof inboxResponse>;

export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export const BULK_DECISION_MAX = 200;

export const bulkDecisionRequest = z
  .object({
    ids: z
      .array(recordId())
      .min(1, 'Choose at least one request.')
      .max(BULK_DECISION_MAX, `Decide at most ${BULK_DECISION_MAX} requests at once.`),
    decision: z.enum(APPROVAL_DECISIONS),
    reason: nullableText(500),
  })
  .refine((b) => b.decision === 'approve' || Boolean(b.reason), {
    message: 'Say why the requests are rejected.',
    path: ['reason'],
  });
export type BulkDecisionRequest = z.infer<typeof bulkDecisionRequest>;

/**
 * Each item's outcome: the request approved or rejected, forwarded to its next level, or not decided (gone
 * from the caller's inbox meanwhile, or refused by the request's own rules) with why.
 */
export const BULK_OUTCOMES = ['approved', 'rejected', 'forwarded', 'failed'] as const;
export const bulkDecisionResponse = z.object({
  message: z.string(),
  results: z.array(z.object({ id: z.number(), outcome: z.enum(BULK_OUTCOMES), message: z.string() })),
});
export type BulkDecisionResponse = z.infer<typeof bulkDecisionResponse>;

/** While `employee` is away from `from_date` to `to_date`, `delegate` decides what waits for them. */
export const approvalDelegationRequest = z
  .object({
    /** HR may set one for anyone of their company; everyone else for themselves. */
    employee_id: recordId().optional(),
    delegate_id: recordId('Choose who decides for you.'),
    from_date: dateField('The start date is required.'),
    to_date: dateField('The end date is required.'),
  })
  .refine((d) => d.to_date >= d.from_date, {
    message: 'The end date cannot be before the start date.',
    path: ['to_date'],
  });
export type ApprovalDelegationRequest = z.infer<typeof approvalDelegationRequest>;

export const approvalDelegation = z.object({
  id: z.number(),
  employee: person,
  delegate: person,
  from_date: z.string(),
  to_date: z.string(),
});
export type ApprovalDelegation = z.infer<typeof approvalDelegation>;

/** The most colleagues one search answers: the delegate is picked by typing a name or code. */
export const COLLEAGUES_MAX = 50;

export const colleaguesQuery = z.object({ search: z.string().trim().max(100).optional() });

/** A colleague who may stand in: a name and code to pick from, nothing more. */
export const colleague = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  employee_id: z.string(),
  job_title: z.string().nullable(),
});
export type Colleague = z.infer<typeof colleague>;

/**
 * What an employee's request (attendance request, comp-off, encashment) shows of whom it is for and where it
 * waits, and whose requests a list shows: `mine` the caller's own, `team` their reports', `all` the company's.
 */
export const requestEmployeeRef = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  employee_id: z.string(),
});
/** While pending: which level of the chain it waits at, and for whom. */
export const requestWaiting = z
  .object({ level: z.number(), levels: z.number(), approver: z.string() })
  .nullable();
export const REQUEST_LIST_SCOPES = ['mine', 'team', 'all'] as const;
