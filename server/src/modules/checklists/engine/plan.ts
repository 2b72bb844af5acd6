/** A template's task as the plan reads it. */
export type TemplateTaskFacts = {
  position: number;
  title: string;
  description: string | null;
  owner_kind: string;
  owner_role_id: number | null;
  owner_employee_id: number | null;
  due_days: number;
  document_type_id: number | null;
};

export type PlannedTask = TemplateTaskFacts & { due_on: string };

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A checklist's tasks for one employee: each due its days from the anchor day (the joining or last working
 * day; negative days fall before it), its owner fixed now — the employee's manager as they are today (none:
 * null, and HR's holders act for them), the employee themselves, the named person, or the role (its holders
 * read when told).
 */
export function planTasks(
  tasks: readonly TemplateTaskFacts[],
  who: { anchorDate: string; employeeId: number; managerId: number | null },
): PlannedTask[] {
  return tasks.map((t) => ({
    ...t,
    owner_role_id: t.owner_kind === 'role' ? t.owner_role_id : null,
    owner_employee_id:
      t.owner_kind === 'manager'
        ? who.managerId
        : t.owner_kind === 'employee'
          ? who.employeeId
          : t.owner_kind === 'person'
            ? t.owner_employee_id
            : null,
    due_on: shift(who.anchorDate, t.due_days),
  }));
}

/** What a checklist becomes after a task's change: completed when nothing is left to do, open again otherwise. */
export function checklistStatusAfter(status: string, pending: number): 'open' | 'completed' | null {
  if (status === 'open' && pending === 0) return 'completed';
  if (status === 'completed' && pending > 0) return 'open';
  return null;
}
