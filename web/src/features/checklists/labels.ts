import {
  CHECKLIST_ANCHOR_LABELS,
  CHECKLIST_KIND_LABELS,
  CHECKLIST_KINDS,
  CHECKLIST_STATUSES,
  type Checklist,
  type ChecklistKind,
  type ChecklistStatus,
  type ChecklistTask,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskStatus,
} from '@hrms/contracts/checklists';
import type { BadgeTone } from '@/components/ui/Badge';
import { formatDate, formatNumber } from '@/lib/format';

export const CHECKLIST_STATUS_LABELS: Record<ChecklistStatus, string> = {
  open: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const CHECKLIST_STATUS_OPTIONS = CHECKLIST_STATUSES.map((status) => ({
  value: status,
  label: CHECKLIST_STATUS_LABELS[status],
}));

export const CHECKLIST_STATUS_TONES: Record<ChecklistStatus, BadgeTone> = {
  open: 'blue',
  completed: 'green',
  cancelled: 'gray',
};

export const TASK_STATUS_TONES: Record<TaskStatus, BadgeTone> = {
  pending: 'yellow',
  done: 'green',
  skipped: 'gray',
};

export const KIND_OPTIONS = CHECKLIST_KINDS.map((kind) => ({
  value: kind,
  label: CHECKLIST_KIND_LABELS[kind],
}));
export const TASK_STATUS_OPTIONS = TASK_STATUSES.map((status) => ({
  value: status,
  label: TASK_STATUS_LABELS[status],
}));

/** What a checklist's day is called, as a label: "Joining day", "Last working day". */
export function anchorLabel(kind: ChecklistKind): string {
  const label = CHECKLIST_ANCHOR_LABELS[kind];
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

/**
 * The day a checklist counts from, as a list says it: "Joins 1 Jan 2027", "Joined 3 Mar 2026",
 * "Leaves 30 Jun 2027", "Left 31 Jan 2026" (`today` an ISO date; the day itself is still to come).
 */
export function anchorText(kind: ChecklistKind, date: string, today: string): string {
  const ahead = date >= today;
  const verb = kind === 'onboarding' ? (ahead ? 'Joins' : 'Joined') : ahead ? 'Leaves' : 'Left';
  return `${verb} ${formatDate(date)}`;
}

/** "3 of 7 done". */
export const progressText = (done: number, total: number) =>
  `${formatNumber(done)} of ${formatNumber(total)} done`;

/** "2 overdue", or null with none. */
export const overdueText = (overdue: number) => (overdue > 0 ? `${formatNumber(overdue)} overdue` : null);

/** A checklist's tasks in their template's order. */
export const tasksInOrder = <T extends Pick<ChecklistTask, 'position'>>(tasks: readonly T[]) =>
  tasks.toSorted((a, b) => a.position - b.position);

/**
 * The checklists HR may start by hand for an employee: a kind with none live (open or completed; a cancelled
 * one does not count), offboarding only once an exit gives the last working day it runs to.
 */
export function startableKinds(
  checklists: readonly Pick<Checklist, 'kind' | 'status'>[],
  employee: { last_working_day: string | null },
): ChecklistKind[] {
  return CHECKLIST_KINDS.filter(
    (kind) =>
      !checklists.some((c) => c.kind === kind && c.status !== 'cancelled') &&
      (kind === 'onboarding' || employee.last_working_day !== null),
  );
}
