import type { ChecklistDetail, ChecklistKind, ChecklistListQuery, NoDues } from '@hrms/contracts/checklists';
import type { Db, DbOrTx } from '../../db/client';
import { assertInScope, companyScope, holdsInScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { findEmployee } from '../employees/public';
import { mayUpdate, ownerOf, seesChecklistsOf } from './access';
import { MANAGE } from './owners';
import {
  type ChecklistRow,
  checklistsOfEmployee,
  findChecklist,
  listChecklistRows,
  liveChecklist,
  tasksOfChecklists,
} from './queries';
import { startChecklist } from './start';
import { toChecklist, toTask } from './views';

async function withTasks(db: DbOrTx, principal: Principal, rows: ChecklistRow[]): Promise<ChecklistDetail[]> {
  const today = todayIn();
  const owner = await ownerOf(db, principal);
  const tasks = await tasksOfChecklists(
    db,
    rows.map((r) => r.checklist.id),
  );
  return rows.map((r) => ({
    ...toChecklist(r),
    tasks: tasks
      .filter((t) => t.task.checklist_id === r.checklist.id)
      .map((t) => toTask(t, today, mayUpdate(principal, owner, t))),
  }));
}

const seesRow = (principal: Principal, r: ChecklistRow) =>
  seesChecklistsOf(principal, {
    id: r.employee.id,
    company_id: r.employee.company_id,
    manager_id: r.manager_id,
  });

export async function checklistOf(db: DbOrTx, principal: Principal, id: number): Promise<ChecklistDetail> {
  const row = await findChecklist(db, id, todayIn());
  if (!row || !seesRow(principal, row)) throw notFound('Checklist');
  const [detail] = await withTasks(db, principal, [row]);
  return detail as ChecklistDetail;
}

/** An employee the caller may read the checklists of (else 404). */
async function visibleEmployee(db: DbOrTx, principal: Principal, id: number) {
  const employee = await findEmployee(db, { kind: 'all' }, id);
  if (!employee || !seesChecklistsOf(principal, employee)) throw notFound('Employee');
  return employee;
}

export async function employeeChecklists(db: Db, principal: Principal, employeeId: number) {
  await visibleEmployee(db, principal, employeeId);
  return withTasks(db, principal, await checklistsOfEmployee(db, employeeId, todayIn()));
}

/** HR's progress list of their companies' joiners and leavers. */
export async function listChecklists(db: Db, principal: Principal, q: ChecklistListQuery) {
  if (q.company_id !== undefined) assertInScope(companyScope(principal), q.company_id, 'Company');
  const company =
    q.company_id === undefined
      ? companyScope(principal)
      : { kind: 'company' as const, companyId: q.company_id };
  const { rows, total } = await listChecklistRows(
    db,
    { company, kind: q.kind, status: q.status, search: q.search },
    todayIn(),
    q.page,
    q.per_page,
  );
  return paged(rows.map(toChecklist), total, q.page, q.per_page);
}

/**
 * HR starts a checklist by hand (an employee who joined before checklists, a leaver whose exit came in by
 * import): onboarding from the joining day, offboarding from the recorded last working day. One live per kind.
 */
export async function startByHand(db: Db, principal: Principal, employeeId: number, kind: ChecklistKind) {
  const employee = await findEmployee(db, { kind: 'all' }, employeeId);
  if (!employee || !holdsInScope(principal, employee.company_id, MANAGE)) throw notFound('Employee');
  const anchor = kind === 'onboarding' ? employee.hire_date : employee.last_working_day;
  if (!anchor)
    throw fieldError('kind', 'Record the exit first: an offboarding checklist runs to the last working day.');
  const id = await db.transaction(async (tx) => {
    if (await liveChecklist(tx, employeeId, kind))
      throw conflict(`This employee already has an ${kind} checklist.`);
    const id = await startChecklist(tx, principal, {
      employeeId,
      companyId: employee.company_id,
      kind,
      anchorDate: anchor,
    });
    if (id === null)
      throw fieldError(
        'kind',
        `The company has no active default ${kind} template: make one under Checklists → Templates.`,
      );
    return id;
  });
  return checklistOf(db, principal, id);
}

/** The leaver's offboarding checklist as the full and final settlement shows it; null when none was started. */
export async function noDuesOf(db: DbOrTx, employeeId: number): Promise<NoDues | null> {
  const [row] = (await checklistsOfEmployee(db, employeeId, todayIn())).filter(
    (r) => r.checklist.kind === 'offboarding',
  );
  if (!row) return null;
  const tasks = await tasksOfChecklists(db, [row.checklist.id]);
  return {
    checklist_id: row.checklist.id,
    done: row.done,
    total: row.total,
    complete: row.done === row.total,
    pending: tasks.filter((t) => t.task.status === 'pending').map((t) => t.task.title),
  };
}
