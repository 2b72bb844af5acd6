import {
  CHECKLIST_KINDS,
  type ChecklistKind,
  type ChecklistTemplate,
  DUE_DAYS_RANGE,
  TASK_OWNER_KINDS,
  type TaskOwnerKind,
  type TemplateTask,
  type TemplateTaskRequest,
} from '@hrms/contracts/checklists';
import { roleLabel } from '@hrms/contracts/roles';
import { z } from 'zod';
import { employeeOptionLabel } from '@/lib/personName';

/** A select's choice: an id as the select holds it, and its name. */
export type Choice = { value: string; label: string };

/**
 * The template editor's boxes, named as the server names them so its 422 messages land under each
 * (`tasks.2.title`). Selects hold ids as strings, '' for none.
 */
export type TaskValues = {
  title: string;
  description: string;
  owner_kind: TaskOwnerKind;
  owner_role_id: string;
  owner_employee_id: string;
  /** The saved template's person, offered by the picker before any search finds them; never sent. */
  saved_person: Choice | null;
  due_days: string;
  document_type_id: string;
};

export type TemplateFormValues = {
  name: string;
  kind: ChecklistKind;
  is_default: boolean;
  is_active: boolean;
  tasks: TaskValues[];
};

/** A task added to the list: the employee's reporting manager does it on the anchor day. */
export const NEW_TASK: TaskValues = {
  title: '',
  description: '',
  owner_kind: 'manager',
  owner_role_id: '',
  owner_employee_id: '',
  saved_person: null,
  due_days: '0',
  document_type_id: '',
};

const idValue = (ref: { id: number } | null) => (ref ? String(ref.id) : '');

function taskValues(task: TemplateTask): TaskValues {
  return {
    title: task.title,
    description: task.description ?? '',
    owner_kind: task.owner_kind,
    owner_role_id: idValue(task.owner_role),
    owner_employee_id: idValue(task.owner_employee),
    saved_person: task.owner_employee
      ? { value: String(task.owner_employee.id), label: employeeOptionLabel(task.owner_employee) }
      : null,
    due_days: String(task.due_days),
    document_type_id: idValue(task.document_type),
  };
}

/** A template's values to edit (its tasks in order), or a new one's: active, not the default, one blank task. */
export function templateFormValues(template: ChecklistTemplate | null): TemplateFormValues {
  return {
    name: template?.name ?? '',
    kind: template?.kind ?? 'onboarding',
    is_default: template?.is_default ?? false,
    is_active: template?.is_active ?? true,
    tasks: template
      ? template.tasks.toSorted((a, b) => a.position - b.position).map(taskValues)
      : [{ ...NEW_TASK }],
  };
}

const ID = /^[1-9]\d*$/;
const DUE_DAYS = `Due days must be a whole number from ${DUE_DAYS_RANGE.min} to ${DUE_DAYS_RANGE.max}.`;

const dueDays = z
  .string()
  .trim()
  .refine((v) => /^-?\d+$/.test(v), DUE_DAYS)
  .transform(Number)
  .refine((n) => n >= DUE_DAYS_RANGE.min && n <= DUE_DAYS_RANGE.max, DUE_DAYS);

const taskForm = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Give the task a title.')
      .max(150, 'The title may be at most 150 characters.'),
    description: z.string().trim().max(1000, 'The description may be at most 1,000 characters.'),
    owner_kind: z.enum(TASK_OWNER_KINDS, { error: 'Choose who does the task.' }),
    owner_role_id: z.string(),
    owner_employee_id: z.string(),
    saved_person: z.object({ value: z.string(), label: z.string() }).nullable(),
    due_days: dueDays,
    document_type_id: z.string(),
  })
  .superRefine((task, ctx) => {
    if (task.owner_kind === 'role' && !ID.test(task.owner_role_id))
      ctx.addIssue({
        code: 'custom',
        path: ['owner_role_id'],
        message: 'Choose the role whose holders do this task.',
      });
    if (task.owner_kind === 'person' && !ID.test(task.owner_employee_id))
      ctx.addIssue({
        code: 'custom',
        path: ['owner_employee_id'],
        message: 'Choose the person who does this task.',
      });
  })
  .transform(
    (task): TemplateTaskRequest => ({
      title: task.title,
      description: task.description || null,
      owner_kind: task.owner_kind,
      // Only the owner the kind names is sent: a role chosen before switching to the manager is dropped.
      owner_role_id: task.owner_kind === 'role' ? Number(task.owner_role_id) : null,
      owner_employee_id: task.owner_kind === 'person' ? Number(task.owner_employee_id) : null,
      due_days: task.due_days,
      document_type_id: ID.test(task.document_type_id) ? Number(task.document_type_id) : null,
    }),
  );

/** The editor's schema, to the body POST and PUT /checklist-templates take (the company is added for a new one). */
export const templateForm = z.object({
  name: z.string().trim().min(1, 'The name is required.').max(120, 'The name may be at most 120 characters.'),
  kind: z.enum(CHECKLIST_KINDS, { error: 'Choose onboarding or offboarding.' }),
  is_default: z.boolean(),
  is_active: z.boolean(),
  tasks: z.array(taskForm).min(1, 'Add at least one task.').max(100, 'A checklist has at most 100 tasks.'),
});
export type TemplateRequestBody = z.output<typeof templateForm>;

const TASK_FIELDS = [
  'title',
  'description',
  'owner_kind',
  'owner_role_id',
  'owner_employee_id',
  'due_days',
  'document_type_id',
] as const;

/** The boxes of a template of `count` tasks, where applyServerErrors may put the server's messages. */
export const templateFields = (count: number): string[] => [
  'name',
  'kind',
  'is_default',
  'is_active',
  'tasks',
  ...Array.from({ length: count }, (_, i) => TASK_FIELDS.map((field) => `tasks.${i}.${field}`)).flat(),
];

/**
 * The choices a task's select offers: those loaded (the roles, the active document types), then those the
 * saved template names that are not among them (a role of another list, a type since made inactive), so a
 * saved task shows what it holds.
 */
export function withSaved(loaded: readonly Choice[], saved: readonly Choice[]): Choice[] {
  const seen = new Set(loaded.map((c) => c.value));
  const extra = saved.filter((c) => !seen.has(c.value) && seen.add(c.value));
  return [...loaded, ...extra];
}

/** A role as a choice, by the name people read ("HR Manager", "it admin"). */
export const roleChoice = (role: { id: number; name: string }): Choice => ({
  value: String(role.id),
  label: roleLabel(role.name),
});

/** The roles and document types a saved template's tasks name, as choices. */
export function savedChoices(template: ChecklistTemplate | null): {
  roles: Choice[];
  documentTypes: Choice[];
} {
  const tasks = template?.tasks ?? [];
  return {
    roles: tasks.flatMap((t) => (t.owner_role ? [roleChoice(t.owner_role)] : [])),
    documentTypes: tasks.flatMap((t) =>
      t.document_type ? [{ value: String(t.document_type.id), label: t.document_type.name }] : [],
    ),
  };
}
