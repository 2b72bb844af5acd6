import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { anyId } from '../../db/ids';
import { roles, userRoles, users } from '../../db/schema/access';
import {
  checklistTasks,
  checklistTemplates,
  checklistTemplateTasks,
  employeeChecklists,
} from '../../db/schema/checklists';
import { documentTypes, employeeDocuments } from '../../db/schema/documents';
import { employees } from '../../db/schema/employees';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { personColumns } from '../../platform/request-tables';
import { containsPattern } from '../../platform/search';

export type TemplateRow = typeof checklistTemplates.$inferSelect;
export type TemplateTaskValues = typeof checklistTemplateTasks.$inferInsert;
export type TaskValues = typeof checklistTasks.$inferInsert;

// Templates

/** A company's templates: its own and the shared ones it has not customised; null: the shared ones only. */
export function templatesOf(db: DbOrTx, companyId: number | null, kind?: string) {
  const shared = isNull(checklistTemplates.company_id);
  const notCustomised = sql`not exists (select 1 from ${checklistTemplates} own where own.company_id = ${companyId}
    and own.code = ${checklistTemplates.code})`;
  return db
    .select()
    .from(checklistTemplates)
    .where(
      and(
        companyId === null
          ? shared
          : or(eq(checklistTemplates.company_id, companyId), and(shared, notCustomised)),
        kind ? eq(checklistTemplates.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(checklistTemplates.kind), asc(checklistTemplates.name));
}

export async function findTemplate(db: DbOrTx, id: number): Promise<TemplateRow | null> {
  const [row] = await db.select().from(checklistTemplates).where(eq(checklistTemplates.id, id)).limit(1);
  return row ?? null;
}

const ownerRoles = alias(roles, 'owner_roles');
const ownerPeople = alias(employees, 'owner_people');

/** The tasks of some templates, in order, with their owner's role or person and the document they collect. */
export function templateTasksOf(db: DbOrTx, templateIds: number[]) {
  if (!templateIds.length) return Promise.resolve([]);
  return db
    .select({
      task: checklistTemplateTasks,
      role: { id: ownerRoles.id, name: ownerRoles.name },
      person: personColumns(ownerPeople),
      document_type: { id: documentTypes.id, name: documentTypes.name },
    })
    .from(checklistTemplateTasks)
    .leftJoin(ownerRoles, eq(ownerRoles.id, checklistTemplateTasks.owner_role_id))
    .leftJoin(ownerPeople, eq(ownerPeople.id, checklistTemplateTasks.owner_employee_id))
    .leftJoin(documentTypes, eq(documentTypes.id, checklistTemplateTasks.document_type_id))
    .where(anyId(checklistTemplateTasks.template_id, templateIds))
    .orderBy(asc(checklistTemplateTasks.template_id), asc(checklistTemplateTasks.position));
}
export type TemplateTaskRow = Awaited<ReturnType<typeof templateTasksOf>>[number];

export async function insertTemplate(db: DbOrTx, values: typeof checklistTemplates.$inferInsert) {
  const [row] = await db.insert(checklistTemplates).values(values).returning({ id: checklistTemplates.id });
  if (!row) throw new Error('the checklist template was not inserted');
  return row.id;
}

export const updateTemplateRow = (
  db: DbOrTx,
  id: number,
  values: Partial<typeof checklistTemplates.$inferInsert>,
) =>
  db
    .update(checklistTemplates)
    .set({ ...values, updated_at: new Date() })
    .where(eq(checklistTemplates.id, id));

export const deleteTemplateRow = (db: DbOrTx, id: number) =>
  db.delete(checklistTemplates).where(eq(checklistTemplates.id, id));

/** Replaces a template's tasks with these, in order. */
export async function replaceTemplateTasks(
  db: DbOrTx,
  templateId: number,
  tasks: Omit<TemplateTaskValues, 'template_id' | 'position'>[],
) {
  await db.delete(checklistTemplateTasks).where(eq(checklistTemplateTasks.template_id, templateId));
  if (tasks.length)
    await db
      .insert(checklistTemplateTasks)
      .values(tasks.map((t, i) => ({ ...t, template_id: templateId, position: i + 1 })));
}

/**
 * The template a new checklist of a kind starts from in a company: its own active default, else the shared
 * active default (a customised copy of the shared default is the company's own default).
 */
export async function defaultTemplate(db: DbOrTx, companyId: number, kind: string) {
  const [row] = await db
    .select()
    .from(checklistTemplates)
    .where(
      and(
        eq(checklistTemplates.kind, kind),
        eq(checklistTemplates.is_default, true),
        eq(checklistTemplates.is_active, true),
        or(eq(checklistTemplates.company_id, companyId), isNull(checklistTemplates.company_id)),
      ),
    )
    .orderBy(sql`${checklistTemplates.company_id} is null`)
    .limit(1);
  return row ?? null;
}

/** Which of these role ids are roles a company's people may hold (global or the company's own). */
export async function usableRoles(db: DbOrTx, companyId: number | null, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        anyId(roles.id, ids),
        companyId === null
          ? isNull(roles.company_id)
          : or(isNull(roles.company_id), eq(roles.company_id, companyId)),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Which of these employee ids are current employees of the company. */
export async function companyPeople(db: DbOrTx, companyId: number | null, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        anyId(employees.id, ids),
        isNull(employees.archived_at),
        companyId === null ? undefined : eq(employees.company_id, companyId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

// Checklists and their tasks

const progress = {
  done: sql<number>`(select count(*)::int from ${checklistTasks} t where t.checklist_id = ${employeeChecklists.id} and t.status <> 'pending')`,
  total: sql<number>`(select count(*)::int from ${checklistTasks} t where t.checklist_id = ${employeeChecklists.id})`,
};

const selectChecklists = (db: DbOrTx, today: string) =>
  db
    .select({
      checklist: employeeChecklists,
      employee: personColumns(employees),
      manager_id: employees.manager_id,
      template: { id: checklistTemplates.id, name: checklistTemplates.name },
      ...progress,
      overdue: sql<number>`(select count(*)::int from ${checklistTasks} t where t.checklist_id = ${employeeChecklists.id}
        and t.status = 'pending' and t.due_on < ${today})`,
    })
    .from(employeeChecklists)
    .innerJoin(employees, eq(employees.id, employeeChecklists.employee_id))
    .leftJoin(checklistTemplates, eq(checklistTemplates.id, employeeChecklists.template_id));
export type ChecklistRow = Awaited<ReturnType<typeof selectChecklists>>[number];

export async function findChecklist(db: DbOrTx, id: number, today: string): Promise<ChecklistRow | null> {
  const [row] = await selectChecklists(db, today).where(eq(employeeChecklists.id, id)).limit(1);
  return row ?? null;
}

export function checklistsOfEmployee(db: DbOrTx, employeeId: number, today: string) {
  return selectChecklists(db, today)
    .where(
      and(eq(employeeChecklists.employee_id, employeeId), sql`${employeeChecklists.status} <> 'cancelled'`),
    )
    .orderBy(desc(employeeChecklists.created_at));
}

export type ChecklistFilters = { company: CompanyScope; kind?: string; status?: string; search?: string };

/** A checklist or task of someone deleted (archived) is kept for history and listed nowhere. */
const ofCurrent = (employeeId: SQL | typeof employeeChecklists.employee_id) =>
  sql`not exists (select 1 from ${employees} gone where gone.id = ${employeeId} and gone.archived_at is not null)`;

function checklistConditions(f: ChecklistFilters): SQL | undefined {
  const pattern = f.search ? containsPattern(f.search) : null;
  return and(
    companyCondition(f.company, employeeChecklists.company_id),
    ofCurrent(employeeChecklists.employee_id),
    f.kind ? eq(employeeChecklists.kind, f.kind) : undefined,
    f.status ? eq(employeeChecklists.status, f.status) : sql`${employeeChecklists.status} <> 'cancelled'`,
    pattern
      ? sql`exists (select 1 from ${employees} e where e.id = ${employeeChecklists.employee_id}
          and (e.first_name || ' ' || e.last_name ilike ${pattern} or e.employee_id ilike ${pattern}))`
      : undefined,
  );
}

/** A page of checklists: open ones by their anchor day, soonest first; then the rest, newest first. */
export async function listChecklistRows(
  db: DbOrTx,
  f: ChecklistFilters,
  today: string,
  page: number,
  perPage: number,
) {
  const where = checklistConditions(f);
  const rows = await selectChecklists(db, today)
    .where(where)
    .orderBy(
      sql`${employeeChecklists.status} <> 'open'`,
      asc(employeeChecklists.anchor_date),
      desc(employeeChecklists.id),
    )
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(employeeChecklists).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The live checklist of a kind for an employee (open or completed), locked for the caller's transaction. */
export async function liveChecklist(db: DbOrTx, employeeId: number, kind: string) {
  const [row] = await db
    .select()
    .from(employeeChecklists)
    .where(
      and(
        eq(employeeChecklists.employee_id, employeeId),
        eq(employeeChecklists.kind, kind),
        sql`${employeeChecklists.status} <> 'cancelled'`,
      ),
    )
    .for('update');
  return row ?? null;
}

export async function insertChecklist(db: DbOrTx, values: typeof employeeChecklists.$inferInsert) {
  const [row] = await db.insert(employeeChecklists).values(values).returning({ id: employeeChecklists.id });
  if (!row) throw new Error('the checklist was not inserted');
  return row.id;
}

export const updateChecklist = (
  db: DbOrTx,
  id: number,
  values: Partial<typeof employeeChecklists.$inferInsert>,
) =>
  db
    .update(employeeChecklists)
    .set({ ...values, updated_at: new Date() })
    .where(eq(employeeChecklists.id, id));

export async function insertTasks(db: DbOrTx, tasks: TaskValues[]) {
  if (tasks.length) await db.insert(checklistTasks).values(tasks);
}

/** Moves a checklist's pending tasks' due days by `days` (its last working day moved). */
export const shiftPendingTasks = (db: DbOrTx, checklistId: number, days: number) =>
  db
    .update(checklistTasks)
    .set({ due_on: sql`${checklistTasks.due_on} + ${days}::int`, reminded_on: null, updated_at: new Date() })
    .where(and(eq(checklistTasks.checklist_id, checklistId), eq(checklistTasks.status, 'pending')));

const doers = alias(users, 'doers');
const taskPeople = alias(employees, 'task_people');

const selectTasks = (db: DbOrTx) =>
  db
    .select({
      task: checklistTasks,
      kind: employeeChecklists.kind,
      employee: personColumns(employees),
      manager_id: employees.manager_id,
      role: { id: ownerRoles.id, name: ownerRoles.name },
      person: { first_name: taskPeople.first_name, last_name: taskPeople.last_name },
      document_type: { id: documentTypes.id, name: documentTypes.name },
      done_by: doers.name,
    })
    .from(checklistTasks)
    .innerJoin(employeeChecklists, eq(employeeChecklists.id, checklistTasks.checklist_id))
    .innerJoin(employees, eq(employees.id, checklistTasks.employee_id))
    .leftJoin(ownerRoles, eq(ownerRoles.id, checklistTasks.owner_role_id))
    .leftJoin(taskPeople, eq(taskPeople.id, checklistTasks.owner_employee_id))
    .leftJoin(documentTypes, eq(documentTypes.id, checklistTasks.document_type_id))
    .leftJoin(doers, eq(doers.id, checklistTasks.done_by));
export type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

export function tasksOfChecklists(db: DbOrTx, checklistIds: number[]) {
  if (!checklistIds.length) return Promise.resolve([] as TaskRow[]);
  return selectTasks(db)
    .where(anyId(checklistTasks.checklist_id, checklistIds))
    .orderBy(asc(checklistTasks.checklist_id), asc(checklistTasks.position));
}

export async function findTask(db: DbOrTx, id: number): Promise<TaskRow | null> {
  const [row] = await selectTasks(db).where(eq(checklistTasks.id, id)).limit(1);
  return row ?? null;
}

/** Who owns a task, for "mine": the caller's employee (by person, as manager, as the employee) or their roles. */
export type Owner = { employeeId: number | null; roleIds: number[]; companyId: number | null };

/** The condition "owned by" on the tasks (a manager's tasks are their reports' manager-kind tasks). */
export function ownedBy(o: Owner): SQL {
  const mine: SQL[] = [];
  if (o.employeeId !== null) mine.push(eq(checklistTasks.owner_employee_id, o.employeeId));
  if (o.roleIds.length && o.companyId !== null)
    mine.push(
      and(
        eq(checklistTasks.company_id, o.companyId),
        inArray(checklistTasks.owner_role_id, o.roleIds),
      ) as SQL,
    );
  return mine.length ? (or(...mine) as SQL) : sql`false`;
}

export type TaskFilters = { where: SQL | undefined; status?: string; kind?: string; overdueOn?: string };

/** A page of tasks: pending first by due day, then the rest most recently done first. */
export async function listTaskRows(db: DbOrTx, f: TaskFilters, page: number, perPage: number) {
  const where = and(
    f.where,
    sql`${employeeChecklists.status} <> 'cancelled'`,
    ofCurrent(employeeChecklists.employee_id),
    f.status ? eq(checklistTasks.status, f.status) : undefined,
    f.kind ? eq(employeeChecklists.kind, f.kind) : undefined,
    f.overdueOn
      ? and(eq(checklistTasks.status, 'pending'), sql`${checklistTasks.due_on} < ${f.overdueOn}`)
      : undefined,
  );
  const rows = await selectTasks(db)
    .where(where)
    .orderBy(
      sql`${checklistTasks.status} <> 'pending'`,
      asc(checklistTasks.due_on),
      desc(checklistTasks.done_at),
      asc(checklistTasks.id),
    )
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db
    .select({ n: count() })
    .from(checklistTasks)
    .innerJoin(employeeChecklists, eq(employeeChecklists.id, checklistTasks.checklist_id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The role ids a user holds. */
export async function roleIdsOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ id: userRoles.role_id })
    .from(userRoles)
    .where(eq(userRoles.user_id, userId));
  return rows.map((r) => r.id);
}

/** Active users of a company holding a role: a role-owned task's owners. */
export async function roleHolders(db: DbOrTx, companyId: number, roleId: number) {
  return db
    .select({ userId: users.id, email: users.email, name: users.name })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .innerJoin(employees, eq(employees.id, users.employee_id))
    .where(
      and(eq(userRoles.role_id, roleId), eq(employees.company_id, companyId), eq(users.is_active, true)),
    );
}

/** Whether the employee has a document of the type on file. */
export async function hasDocument(db: DbOrTx, employeeId: number, typeId: number) {
  const [row] = await db
    .select({ id: employeeDocuments.id })
    .from(employeeDocuments)
    .where(and(eq(employeeDocuments.employee_id, employeeId), eq(employeeDocuments.document_type_id, typeId)))
    .limit(1);
  return Boolean(row);
}

/** Moves a task to a status, with its note and who did it (the checklist's row locked by the caller). */
export async function setTaskStatus(
  db: DbOrTx,
  id: number,
  values: { status: string; note: string | null; done_by: number | null; done_at: Date | null },
) {
  await db
    .update(checklistTasks)
    .set({ ...values, updated_at: new Date() })
    .where(eq(checklistTasks.id, id));
}

export async function pendingCount(db: DbOrTx, checklistId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(checklistTasks)
    .where(and(eq(checklistTasks.checklist_id, checklistId), eq(checklistTasks.status, 'pending')));
  return row?.n ?? 0;
}

export async function lockChecklist(db: DbOrTx, id: number) {
  await db.execute(sql`select id from ${employeeChecklists} where id = ${id} for update`);
}
