import type { ChecklistKind } from '@hrms/contracts/checklists';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { notify, type Recipient } from '../notifications/public';
import { planTasks } from './engine/plan';
import { ownerKey, recipientsOf, type TaskOwner } from './owners';
import { defaultTemplate, insertChecklist, insertTasks, type TaskValues, templateTasksOf } from './queries';

type Starting = { employeeId: number; companyId: number; kind: ChecklistKind; anchorDate: string };

/**
 * Starts an employee's checklist of a kind from their company's default template (its own, else the shared
 * one), each task due its days from the anchor day and given its owner now: the employee's manager as they are
 * today, the employee themselves, a named person or a role's holders. Returns its id, or null when the company
 * has no active default template of the kind. Each owner is told once of all their tasks (unless `tell` is
 * false: the demo seed, which sends nobody anything). In `tx`; `by` null: the product itself.
 */
export async function startChecklist(
  tx: DbOrTx,
  by: Principal | null,
  s: Starting,
  options = { tell: true },
): Promise<number | null> {
  const template = await defaultTemplate(tx, s.companyId, s.kind);
  if (!template) return null;
  const [employee] = await tx
    .select({
      first_name: employees.first_name,
      last_name: employees.last_name,
      manager_id: employees.manager_id,
    })
    .from(employees)
    .where(eq(employees.id, s.employeeId));
  if (!employee) return null;
  const rows = await templateTasksOf(tx, [template.id]);
  const id = await insertChecklist(tx, {
    company_id: s.companyId,
    employee_id: s.employeeId,
    template_id: template.id,
    kind: s.kind,
    anchor_date: s.anchorDate,
  });
  const planned = planTasks(
    rows.map((r) => r.task),
    { anchorDate: s.anchorDate, employeeId: s.employeeId, managerId: employee.manager_id },
  );
  const tasks: TaskValues[] = planned.map((t) => ({
    checklist_id: id,
    company_id: s.companyId,
    employee_id: s.employeeId,
    position: t.position,
    title: t.title,
    description: t.description,
    owner_kind: t.owner_kind,
    owner_role_id: t.owner_role_id,
    owner_employee_id: t.owner_employee_id,
    due_on: t.due_on,
    document_type_id: t.document_type_id,
  }));
  await insertTasks(tx, tasks);
  const name = `${employee.first_name} ${employee.last_name}`;
  await recordAudit(tx, by, {
    action: 'checklist.started',
    entity_type: 'checklist',
    entity_id: id,
    company_id: s.companyId,
    summary: `Started the ${s.kind} checklist of ${name} (${tasks.length} tasks, from ${template.name})`,
  });
  if (options.tell) await tellOwners(tx, id, s, name, tasks);
  return id;
}

/** Each person hears once how many of the checklist's tasks are theirs (as a role holder, named, or standing in). */
async function tellOwners(
  tx: DbOrTx,
  checklistId: number,
  s: Starting,
  employeeName: string,
  tasks: TaskValues[],
) {
  const byOwner = new Map<string, { owner: TaskOwner; dues: string[] }>();
  for (const t of tasks) {
    const owner = {
      companyId: s.companyId,
      ownerKind: t.owner_kind,
      roleId: t.owner_role_id ?? null,
      employeeId: t.owner_employee_id ?? null,
    };
    const key = ownerKey(owner);
    const entry = byOwner.get(key) ?? { owner, dues: [] };
    entry.dues.push(t.due_on);
    byOwner.set(key, entry);
  }
  const byPerson = new Map<string, { recipient: Recipient; dues: string[] }>();
  for (const { owner, dues } of byOwner.values()) {
    for (const recipient of await recipientsOf(tx, owner)) {
      const key = recipient.userId === null ? recipient.email : String(recipient.userId);
      const entry = byPerson.get(key) ?? { recipient, dues: [] };
      entry.dues.push(...dues);
      byPerson.set(key, entry);
    }
  }
  for (const { recipient, dues } of byPerson.values()) {
    await notify(
      tx,
      'checklist.tasks_assigned',
      [recipient],
      {
        checklistId,
        kind: s.kind,
        employeeName,
        anchorDate: s.anchorDate,
        count: dues.length,
        firstDue: [...dues].sort()[0] ?? s.anchorDate,
      },
      { companyId: s.companyId },
    );
  }
}
