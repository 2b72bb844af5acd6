import { z } from 'zod';
import { requestEmployeeRef } from './approvals';
import { idParam, nullableText, pageQuery, recordId, requiredText } from './common';

/**
 * Onboarding and offboarding checklists: templates per company (tasks with an owner and a due day relative to
 * the joining or last working day), a checklist started for each joiner and leaver, owners' tasks.
 */

export const CHECKLIST_KINDS = ['onboarding', 'offboarding'] as const;
export type ChecklistKind = (typeof CHECKLIST_KINDS)[number];
export const CHECKLIST_KIND_LABELS: Record<ChecklistKind, string> = {
  onboarding: 'Onboarding',
  offboarding: 'Offboarding',
};
/** What a task's due days count from. */
export const CHECKLIST_ANCHOR_LABELS: Record<ChecklistKind, string> = {
  onboarding: 'joining day',
  offboarding: 'last working day',
};

/**
 * Who does a task: anyone holding a role in the employee's company (IT, Admin, HR), one named person, the
 * employee's reporting manager (HR's role holders when they have none), or the employee themselves.
 */
export const TASK_OWNER_KINDS = ['role', 'person', 'manager', 'employee'] as const;
export type TaskOwnerKind = (typeof TASK_OWNER_KINDS)[number];
export const TASK_OWNER_KIND_LABELS: Record<TaskOwnerKind, string> = {
  role: 'Holders of a role',
  person: 'A named person',
  manager: 'Reporting manager',
  employee: 'The employee',
};

export const CHECKLIST_STATUSES = ['open', 'completed', 'cancelled'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];
export const TASK_STATUSES = ['pending', 'done', 'skipped'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  pending: 'To do',
  done: 'Done',
  skipped: 'Not needed',
};

/** Due days run from this many days before the anchor day to this many after. */
export const DUE_DAYS_RANGE = { min: -90, max: 180 } as const;

export const templateTask = z.object({
  id: z.number(),
  position: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  owner_kind: z.enum(TASK_OWNER_KINDS),
  owner_role: z.object({ id: z.number(), name: z.string() }).nullable(),
  owner_employee: requestEmployeeRef.nullable(),
  /** Days after the joining (or last working) day it is due; negative: before it. */
  due_days: z.number(),
  /** A document to collect: the task is done only once the employee has one of this type on file. */
  document_type: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type TemplateTask = z.infer<typeof templateTask>;

export const checklistTemplate = z.object({
  id: z.number(),
  /** null: one of the shared starting points every company has (a super admin edits those). */
  company_id: z.number().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  kind: z.enum(CHECKLIST_KINDS),
  /** The one a new joiner's (or leaver's) checklist starts from in its company. */
  is_default: z.boolean(),
  is_active: z.boolean(),
  tasks: z.array(templateTask),
  updated_at: z.string(),
});
export type ChecklistTemplate = z.infer<typeof checklistTemplate>;

export const templateTaskRequest = z
  .object({
    title: requiredText(150),
    description: nullableText(1000),
    owner_kind: z.enum(TASK_OWNER_KINDS),
    owner_role_id: recordId().nullish(),
    owner_employee_id: recordId().nullish(),
    due_days: z.number().int().min(DUE_DAYS_RANGE.min).max(DUE_DAYS_RANGE.max),
    document_type_id: recordId().nullish(),
  })
  .refine((t) => t.owner_kind !== 'role' || t.owner_role_id != null, {
    message: 'Choose the role whose holders do this task.',
    path: ['owner_role_id'],
  })
  .refine((t) => t.owner_kind !== 'person' || t.owner_employee_id != null, {
    message: 'Choose the person who does this task.',
    path: ['owner_employee_id'],
  });
export type TemplateTaskRequest = z.infer<typeof templateTaskRequest>;

export const checklistTemplateRequest = z.object({
  /** The company it is for (a super admin may leave it out for a shared one). Fixed once made. */
  company_id: recordId().nullish(),
  name: requiredText(120),
  kind: z.enum(CHECKLIST_KINDS),
  is_default: z.boolean().default(false),
  is_active: z.boolean().default(true),
  /** In order; replaces the template's tasks (checklists already started keep theirs). */
  tasks: z
    .array(templateTaskRequest)
    .min(1, 'Add at least one task.')
    .max(100, 'A checklist has at most 100 tasks.'),
});
export type ChecklistTemplateRequest = z.infer<typeof checklistTemplateRequest>;

export const checklistTemplateListQuery = z.object({
  company_id: idParam.optional(),
  kind: z.enum(CHECKLIST_KINDS).optional(),
});

export const customiseChecklistRequest = z.object({ company_id: recordId() });

export const checklistTask = z.object({
  id: z.number(),
  checklist_id: z.number(),
  kind: z.enum(CHECKLIST_KINDS),
  employee: requestEmployeeRef,
  position: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  owner_kind: z.enum(TASK_OWNER_KINDS),
  /** Who does it, as people read it: "IT Admin holders", "Rahul Mehta", "the employee". */
  owner: z.string(),
  due_on: z.string(),
  overdue: z.boolean(),
  document_type: z.object({ id: z.number(), name: z.string() }).nullable(),
  status: z.enum(TASK_STATUSES),
  note: z.string().nullable(),
  done_by: z.string().nullable(),
  done_at: z.string().nullable(),
  /** Whether the caller may mark it (its owner, or HR). */
  can_update: z.boolean(),
});
export type ChecklistTask = z.infer<typeof checklistTask>;

export const checklist = z.object({
  id: z.number(),
  company_id: z.number(),
  kind: z.enum(CHECKLIST_KINDS),
  employee: requestEmployeeRef,
  template: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The joining day (onboarding) or the last working day (offboarding) its tasks are due from. */
  anchor_date: z.string(),
  status: z.enum(CHECKLIST_STATUSES),
  done: z.number(),
  total: z.number(),
  overdue: z.number(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type Checklist = z.infer<typeof checklist>;

export const checklistDetail = checklist.extend({ tasks: z.array(checklistTask) });
export type ChecklistDetail = z.infer<typeof checklistDetail>;

export const checklistListQuery = pageQuery.extend({
  company_id: idParam.optional(),
  kind: z.enum(CHECKLIST_KINDS).optional(),
  status: z.enum(CHECKLIST_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type ChecklistListQuery = z.infer<typeof checklistListQuery>;

export const checklistTaskListQuery = pageQuery.extend({
  /** `mine` (default): tasks the caller owns (by person, role, as manager or as the employee); `all`: HR's. */
  scope: z.enum(['mine', 'all']).default('mine'),
  status: z.enum(TASK_STATUSES).optional(),
  kind: z.enum(CHECKLIST_KINDS).optional(),
  /** true: pending past their due day only. */
  overdue: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type ChecklistTaskListQuery = z.infer<typeof checklistTaskListQuery>;

/** PUT /api/checklist-tasks/{id}: done, not needed (skipped) or back to do, with an optional note. */
export const checklistTaskUpdate = z.object({
  status: z.enum(TASK_STATUSES),
  note: nullableText(500),
});
export type ChecklistTaskUpdate = z.infer<typeof checklistTaskUpdate>;

/** What the full and final settlement shows of the leaver's offboarding checklist (its no-dues). */
export const noDues = z.object({
  checklist_id: z.number(),
  done: z.number(),
  total: z.number(),
  complete: z.boolean(),
  /** The tasks still to do, by title. */
  pending: z.array(z.string()),
});
export type NoDues = z.infer<typeof noDues>;
