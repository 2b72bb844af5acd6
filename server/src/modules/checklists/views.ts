import type {
  Checklist,
  ChecklistKind,
  ChecklistStatus,
  ChecklistTask,
  ChecklistTemplate,
  TaskOwnerKind,
  TaskStatus,
  TemplateTask,
} from '@hrms/contracts/checklists';
import { iso, isoOrNull } from '../../platform/dates';
import type { ChecklistRow, TaskRow, TemplateRow, TemplateTaskRow } from './queries';

const person = (p: {
  id: number | null;
  first_name: string | null;
  last_name: string | null;
  employee_id: string | null;
}) =>
  p.id === null
    ? null
    : {
        id: p.id,
        first_name: p.first_name ?? '',
        last_name: p.last_name ?? '',
        employee_id: p.employee_id ?? '',
      };

export const toTemplateTask = (r: TemplateTaskRow): TemplateTask => ({
  id: r.task.id,
  position: r.task.position,
  title: r.task.title,
  description: r.task.description,
  owner_kind: r.task.owner_kind as TaskOwnerKind,
  owner_role: r.role?.id == null ? null : { id: r.role.id, name: r.role.name as string },
  owner_employee: r.person ? person(r.person) : null,
  due_days: r.task.due_days,
  document_type:
    r.document_type?.id == null ? null : { id: r.document_type.id, name: r.document_type.name as string },
});

export const toTemplate = (t: TemplateRow, tasks: TemplateTaskRow[]): ChecklistTemplate => ({
  id: t.id,
  company_id: t.company_id,
  code: t.code,
  name: t.name,
  kind: t.kind as ChecklistKind,
  is_default: t.is_default,
  is_active: t.is_active,
  tasks: tasks.filter((r) => r.task.template_id === t.id).map(toTemplateTask),
  updated_at: iso(t.updated_at),
});

export const toChecklist = (r: ChecklistRow): Checklist => ({
  id: r.checklist.id,
  company_id: r.checklist.company_id,
  kind: r.checklist.kind as ChecklistKind,
  employee: {
    id: r.employee.id,
    first_name: r.employee.first_name,
    last_name: r.employee.last_name,
    employee_id: r.employee.employee_id,
  },
  template: r.template?.id == null ? null : { id: r.template.id, name: r.template.name as string },
  anchor_date: r.checklist.anchor_date,
  status: r.checklist.status as ChecklistStatus,
  done: r.done,
  total: r.total,
  overdue: r.overdue,
  completed_at: isoOrNull(r.checklist.completed_at),
  created_at: iso(r.checklist.created_at),
});

/** Who does a task, as people read it. */
export function ownerText(r: TaskRow): string {
  const name = r.person?.first_name ? `${r.person.first_name} ${r.person.last_name ?? ''}`.trim() : null;
  switch (r.task.owner_kind as TaskOwnerKind) {
    case 'role':
      return r.role?.name ? `${r.role.name.replaceAll('_', ' ')} (role)` : 'HR';
    case 'employee':
      return name ? `${name} (the employee)` : 'The employee';
    case 'manager':
      return name ? `${name} (manager)` : 'HR (no manager)';
    default:
      return name ?? 'HR';
  }
}

export const toTask = (r: TaskRow, today: string, canUpdate: boolean): ChecklistTask => ({
  id: r.task.id,
  checklist_id: r.task.checklist_id,
  kind: r.kind as ChecklistKind,
  employee: {
    id: r.employee.id,
    first_name: r.employee.first_name,
    last_name: r.employee.last_name,
    employee_id: r.employee.employee_id,
  },
  position: r.task.position,
  title: r.task.title,
  description: r.task.description,
  owner_kind: r.task.owner_kind as TaskOwnerKind,
  owner: ownerText(r),
  due_on: r.task.due_on,
  overdue: r.task.status === 'pending' && r.task.due_on < today,
  document_type:
    r.document_type?.id == null ? null : { id: r.document_type.id, name: r.document_type.name as string },
  status: r.task.status as TaskStatus,
  note: r.task.note,
  done_by: r.done_by,
  done_at: isoOrNull(r.task.done_at),
  can_update: canUpdate,
});
