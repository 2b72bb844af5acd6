import type { ChecklistTask, ChecklistTaskListQuery, ChecklistTaskUpdate } from '@hrms/contracts/checklists';
import { and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checklistTasks } from '../../db/schema/checklists';
import { companyCondition, companyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { can, type Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { mayUpdate, ownerOf, seesChecklistsOf } from './access';
import { checklistStatusAfter } from './engine/plan';
import { MANAGE } from './owners';
import {
  findChecklist,
  findTask,
  hasDocument,
  listTaskRows,
  lockChecklist,
  ownedBy,
  pendingCount,
  setTaskStatus,
  updateChecklist,
} from './queries';
import { toTask } from './views';

/** The caller's tasks (mine), or HR's view of their companies' (all); pending first by due day. */
export async function listTasks(db: Db, principal: Principal, q: ChecklistTaskListQuery) {
  if (q.scope === 'all' && !can(principal, MANAGE)) throw forbidden();
  const owner = await ownerOf(db, principal);
  const today = todayIn();
  const where =
    q.scope === 'all'
      ? companyCondition(companyScope(principal), checklistTasks.company_id)
      : and(ownedBy(owner), companyCondition(companyScope(principal), checklistTasks.company_id));
  const { rows, total } = await listTaskRows(
    db,
    { where, status: q.status, kind: q.kind, overdueOn: q.overdue ? today : undefined },
    q.page,
    q.per_page,
  );
  return paged(
    rows.map((r) => toTask(r, today, mayUpdate(principal, owner, r))),
    total,
    q.page,
    q.per_page,
  );
}

/**
 * Its owner or HR marks a task done, not needed, or back to do, with a note. A task that collects a document is
 * done only once the employee has one of its type on file. The checklist completes when no task is left to do,
 * and opens again when one is reopened; the checklist's row is locked so two owners finishing at once agree.
 */
export async function updateTask(
  db: Db,
  principal: Principal,
  id: number,
  input: ChecklistTaskUpdate,
): Promise<ChecklistTask> {
  const row = await findTask(db, id);
  const owner = await ownerOf(db, principal);
  if (!row) throw notFound('Checklist task');
  const allowed = mayUpdate(principal, owner, row);
  if (!allowed) {
    const employee = { id: row.employee.id, company_id: row.employee.company_id, manager_id: row.manager_id };
    if (!seesChecklistsOf(principal, employee)) throw notFound('Checklist task');
    throw forbidden('Only the task’s owner or HR may mark it.');
  }
  const t = row.task;
  if (
    input.status === 'done' &&
    t.document_type_id !== null &&
    !(await hasDocument(db, t.employee_id, t.document_type_id))
  ) {
    throw fieldError(
      'status',
      `Upload the employee’s ${row.document_type?.name ?? 'document'} first: this task collects it.`,
    );
  }
  const name = `${row.employee.first_name} ${row.employee.last_name}`;
  await db.transaction(async (tx) => {
    await lockChecklist(tx, t.checklist_id);
    const checklist = await findChecklist(tx, t.checklist_id, todayIn());
    if (!checklist || checklist.checklist.status === 'cancelled')
      throw conflict('This checklist was cancelled.');
    const pending = input.status === 'pending';
    await setTaskStatus(tx, id, {
      status: input.status,
      note: input.note,
      done_by: pending ? null : principal.userId,
      done_at: pending ? null : new Date(),
    });
    await recordAudit(tx, principal, {
      action: 'checklist_task.updated',
      entity_type: 'checklist_task',
      entity_id: id,
      company_id: t.company_id,
      summary: `${t.title} (${name}): ${input.status === 'skipped' ? 'not needed' : input.status === 'done' ? 'done' : 'reopened'}`,
      changes: { status: { from: t.status, to: input.status }, note: input.note },
    });
    const status = checklistStatusAfter(checklist.checklist.status, await pendingCount(tx, t.checklist_id));
    if (status === 'completed') {
      await updateChecklist(tx, t.checklist_id, { status, completed_at: new Date() });
      await recordAudit(tx, principal, {
        action: 'checklist.completed',
        entity_type: 'checklist',
        entity_id: t.checklist_id,
        company_id: t.company_id,
        summary: `Completed the ${checklist.checklist.kind} checklist of ${name}`,
      });
    } else if (status === 'open') {
      await updateChecklist(tx, t.checklist_id, { status, completed_at: null });
    }
  });
  const after = await findTask(db, id);
  if (!after) throw notFound('Checklist task');
  return toTask(after, todayIn(), true);
}
