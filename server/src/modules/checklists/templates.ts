import type { ChecklistTemplate, ChecklistTemplateRequest } from '@hrms/contracts/checklists';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/organisation';
import { assertInScope, companyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import {
  conflict,
  type FieldErrors,
  notFound,
  uniquely,
  validationFailed,
  violatesConstraint,
} from '../../platform/errors';
import { assertEditable, assertUsable, companyOfNew } from '../../platform/shared-catalogue';
import {
  companyPeople,
  deleteTemplateRow,
  findTemplate,
  insertTemplate,
  replaceTemplateTasks,
  type TemplateRow,
  templatesOf,
  templateTasksOf,
  updateTemplateRow,
  usableRoles,
} from './queries';
import { toTemplate } from './views';

const NAME_TAKEN = 'A checklist template with this name already exists.';
const DEFAULT_TAKEN = 'Another template of this kind is already the default: untick it there first.';
const SHARED_ONLY_BY_SUPER_ADMIN =
  'Only a super admin changes the shared templates: customise it for your company and edit the copy.';

const companyExists = (db: DbOrTx) => async (id: number) =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id))).length > 0;

async function withTasks(db: DbOrTx, rows: TemplateRow[]): Promise<ChecklistTemplate[]> {
  const tasks = await templateTasksOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toTemplate(r, tasks));
}

export async function listTemplates(db: Db, principal: Principal, q: { company_id?: number; kind?: string }) {
  if (q.company_id !== undefined) assertInScope(companyScope(principal), q.company_id, 'Company');
  return withTasks(db, await templatesOf(db, q.company_id ?? principal.companyId, q.kind));
}

async function usable(db: DbOrTx, principal: Principal, id: number) {
  const row = await findTemplate(db, id);
  if (!row) throw notFound('Checklist template');
  assertUsable(principal, row.company_id, 'Checklist template');
  return row;
}

export async function templateOf(db: DbOrTx, principal: Principal, id: number) {
  const [one] = await withTasks(db, [await usable(db, principal, id)]);
  return one as ChecklistTemplate;
}

/** Each task's role, person and document must be the company's to name (422 on the task's field). */
async function checkTasks(db: DbOrTx, companyId: number | null, body: ChecklistTemplateRequest) {
  const roleIds = body.tasks.flatMap((t) =>
    t.owner_kind === 'role' && t.owner_role_id ? [t.owner_role_id] : [],
  );
  const personIds = body.tasks.flatMap((t) =>
    t.owner_kind === 'person' && t.owner_employee_id ? [t.owner_employee_id] : [],
  );
  const [roles, people] = await Promise.all([
    usableRoles(db, companyId, roleIds),
    companyPeople(db, companyId, personIds),
  ]);
  const errors: FieldErrors = {};
  body.tasks.forEach((t, i) => {
    if (t.owner_kind === 'role' && t.owner_role_id && !roles.has(t.owner_role_id))
      errors[`tasks.${i}.owner_role_id`] = ['The selected role is invalid.'];
    if (t.owner_kind === 'person' && t.owner_employee_id && !people.has(t.owner_employee_id))
      errors[`tasks.${i}.owner_employee_id`] = ['The selected person is invalid.'];
    if (t.owner_kind === 'person' && companyId === null)
      errors[`tasks.${i}.owner_kind`] = ['A shared template names roles, not people.'];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
}

const taskValues = (body: ChecklistTemplateRequest) =>
  body.tasks.map((t) => ({
    title: t.title,
    description: t.description,
    owner_kind: t.owner_kind,
    owner_role_id: t.owner_kind === 'role' ? (t.owner_role_id ?? null) : null,
    owner_employee_id: t.owner_kind === 'person' ? (t.owner_employee_id ?? null) : null,
    due_days: t.due_days,
    document_type_id: t.document_type_id ?? null,
  }));

const fieldsOf = (body: ChecklistTemplateRequest) => ({
  name: body.name,
  kind: body.kind,
  is_default: body.is_default,
  is_active: body.is_active,
});

/** The unique indexes decide between parallel writes: one name, one default of a kind. */
const uniquelyNamed = <T>(write: () => Promise<T>) =>
  uniquely(
    () => uniquely(write, 'checklist_templates_name_unique', 'name', NAME_TAKEN),
    'checklist_templates_default_unique',
    'is_default',
    DEFAULT_TAKEN,
  );

const audit = (
  tx: DbOrTx,
  principal: Principal,
  verb: 'created' | 'updated' | 'deleted' | 'customised',
  t: { id: number; name: string; company_id: number | null },
) =>
  recordAudit(tx, principal, {
    action: `checklist_template.${verb}`,
    entity_type: 'checklist_template',
    entity_id: t.id,
    company_id: t.company_id,
    summary: `${verb.charAt(0).toUpperCase()}${verb.slice(1)} the ${t.company_id === null ? 'shared ' : ''}checklist template ${t.name}`,
  });

export async function createTemplate(db: Db, principal: Principal, body: ChecklistTemplateRequest) {
  const companyId = await companyOfNew(principal, body.company_id, companyExists(db));
  await checkTasks(db, companyId, body);
  const id = await uniquelyNamed(() =>
    db.transaction(async (tx) => {
      const id = await insertTemplate(tx, { company_id: companyId, ...fieldsOf(body) });
      await replaceTemplateTasks(tx, id, taskValues(body));
      await audit(tx, principal, 'created', { id, name: body.name, company_id: companyId });
      return id;
    }),
  );
  return templateOf(db, principal, id);
}

/** Its fields and tasks replaced; checklists already started keep the tasks they were given. */
export async function editTemplate(db: Db, principal: Principal, id: number, body: ChecklistTemplateRequest) {
  const before = await usable(db, principal, id);
  assertEditable(principal, before.company_id, 'Checklist template', SHARED_ONLY_BY_SUPER_ADMIN);
  await checkTasks(db, before.company_id, body);
  await uniquelyNamed(() =>
    db.transaction(async (tx) => {
      await updateTemplateRow(tx, id, fieldsOf(body));
      await replaceTemplateTasks(tx, id, taskValues(body));
      await audit(tx, principal, 'updated', before);
    }),
  );
  return templateOf(db, principal, id);
}

export async function deleteTemplate(db: Db, principal: Principal, id: number) {
  const row = await usable(db, principal, id);
  assertEditable(principal, row.company_id, 'Checklist template', SHARED_ONLY_BY_SUPER_ADMIN);
  await db.transaction(async (tx) => {
    await deleteTemplateRow(tx, id);
    await audit(tx, principal, 'deleted', row);
  });
}

/** A company's own copy of a shared template (with its tasks), keeping its code; one per company. */
export async function customiseTemplate(db: Db, principal: Principal, id: number, companyId: number) {
  const shared = await usable(db, principal, id);
  if (shared.company_id !== null) throw conflict('This template is already the company’s own.');
  assertInScope(companyScope(principal), companyId, 'Company');
  const [template] = await withTasks(db, [shared]);
  const taken = `This company already has its own ${shared.name}.`;
  const copyId = await db
    .transaction(async (tx) => {
      const copyId = await insertTemplate(tx, {
        company_id: companyId,
        code: shared.code,
        name: shared.name,
        kind: shared.kind,
        is_default: shared.is_default,
        is_active: shared.is_active,
      });
      await replaceTemplateTasks(
        tx,
        copyId,
        (template?.tasks ?? []).map((t) => ({
          title: t.title,
          description: t.description,
          owner_kind: t.owner_kind,
          owner_role_id: t.owner_role?.id ?? null,
          owner_employee_id: t.owner_employee?.id ?? null,
          due_days: t.due_days,
          document_type_id: t.document_type?.id ?? null,
        })),
      );
      await audit(tx, principal, 'customised', { id: copyId, name: shared.name, company_id: companyId });
      return copyId;
    })
    .catch((err: unknown) => {
      if (
        violatesConstraint(err, 'checklist_templates_code_unique') ||
        violatesConstraint(err, 'checklist_templates_name_unique')
      )
        throw conflict(taken);
      if (violatesConstraint(err, 'checklist_templates_default_unique'))
        throw conflict(
          `${DEFAULT_TAKEN.replace(': untick it there first.', '')}: untick it before customising.`,
        );
      throw err;
    });
  return templateOf(db, principal, copyId);
}
