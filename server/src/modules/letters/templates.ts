import {
  type LetterKind,
  type LetterTemplate,
  type LetterTemplateRequest,
  mergeFieldsIn,
} from '@hrms/contracts/letters';
import type { Db, DbOrTx } from '../../db/client';
import { assertInScope, companyScope } from '../../platform/access';
import { changedFields, recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { iso } from '../../platform/dates';
import {
  conflict,
  databaseErrorOf,
  fieldError,
  notFound,
  uniquely,
  violatesConstraint,
} from '../../platform/errors';
import { assertEditable, assertUsable, companyOfNew } from '../../platform/shared-catalogue';
import {
  deleteTemplateRow,
  documentTypeUsable,
  findTemplate,
  insertTemplate,
  settingsOf,
  type TemplateRow,
  templateInUse,
  templatesOf,
  updateTemplate,
} from './queries';

const NAME_TAKEN = 'A letter template with this name already exists.';
const IN_USE = 'Letters were issued from this template: deactivate it instead.';
const SHARED_ONLY_BY_SUPER_ADMIN =
  'Only a super admin changes the shared templates: customise it for your company and edit the copy.';

export const toTemplate = ({ template: t, document_type }: TemplateRow): LetterTemplate => ({
  id: t.id,
  company_id: t.company_id,
  code: t.code,
  name: t.name,
  kind: t.kind as LetterKind,
  subject: t.subject,
  body: t.body,
  requires_approval: t.requires_approval,
  document_type,
  is_active: t.is_active,
  fields: mergeFieldsIn(`${t.subject}\n${t.body}`),
  updated_at: iso(t.updated_at),
});

/** A company's templates (the one named, in scope, else the caller's); a super admin naming none sees the shared. */
export async function listTemplates(
  db: Db,
  principal: Principal,
  q: { company_id?: number; kind?: string; active: boolean },
): Promise<LetterTemplate[]> {
  if (q.company_id !== undefined) assertInScope(companyScope(principal), q.company_id, 'Company');
  const rows = await templatesOf(db, q.company_id ?? principal.companyId, q);
  return rows.map(toTemplate);
}

/** A template the caller may use: a shared one, or their company's own (another company's: 404). */
export async function usableTemplate(db: DbOrTx, principal: Principal, id: number): Promise<TemplateRow> {
  const row = await findTemplate(db, id);
  if (!row) throw notFound('Letter template');
  assertUsable(principal, row.template.company_id, 'Letter template');
  return row;
}

/** A template the caller may change: their company's own; a shared one only as a super admin. */
async function editableTemplate(db: DbOrTx, principal: Principal, id: number) {
  const row = await findTemplate(db, id);
  if (!row) throw notFound('Letter template');
  assertEditable(principal, row.template.company_id, 'Letter template', SHARED_ONLY_BY_SUPER_ADMIN);
  return row;
}

async function assertDocumentType(db: DbOrTx, id: number, companyId: number | null) {
  if (!(await documentTypeUsable(db, id, companyId)))
    throw fieldError('document_type_id', 'The selected document type is invalid.');
}

const fieldsOf = (b: LetterTemplateRequest) => ({
  name: b.name,
  kind: b.kind,
  subject: b.subject,
  body: b.body,
  requires_approval: b.requires_approval,
  document_type_id: b.document_type_id,
  is_active: b.is_active,
});

/** The unique indexes on (company, lower(name)) and (company, code) decide between parallel writes. */
const uniqueName = <T>(write: () => Promise<T>) =>
  uniquely(write, 'letter_templates_name_unique', 'name', NAME_TAKEN);

const auditTemplate = (
  tx: DbOrTx,
  principal: Principal,
  verb: 'created' | 'updated' | 'deleted' | 'customised',
  t: { id: number; name: string; company_id: number | null },
  changes?: Record<string, unknown>,
) =>
  recordAudit(tx, principal, {
    action: `letter_template.${verb}`,
    entity_type: 'letter_template',
    entity_id: t.id,
    company_id: t.company_id,
    summary: `${verb.charAt(0).toUpperCase()}${verb.slice(1)} the ${t.company_id === null ? 'shared ' : ''}letter template ${t.name}`,
    changes,
  });

export async function templateOf(db: DbOrTx, principal: Principal, id: number) {
  return toTemplate(await usableTemplate(db, principal, id));
}

async function oneTemplate(db: DbOrTx, id: number) {
  const row = await findTemplate(db, id);
  if (!row) throw notFound('Letter template');
  return toTemplate(row);
}

export async function createTemplate(db: Db, principal: Principal, body: LetterTemplateRequest) {
  const companyId = await companyOfNew(principal, body.company_id, async (id) =>
    Boolean(await settingsOf(db, id)),
  );
  await assertDocumentType(db, body.document_type_id, companyId);
  const id = await uniqueName(() =>
    db.transaction(async (tx) => {
      const id = await insertTemplate(tx, {
        company_id: companyId,
        ...fieldsOf(body),
        created_by: principal.userId,
      });
      await auditTemplate(tx, principal, 'created', { id, name: body.name, company_id: companyId });
      return id;
    }),
  );
  return oneTemplate(db, id);
}

/** A template's fields replaced; it stays with its company (a body's company_id is not a move). */
export async function editTemplate(db: Db, principal: Principal, id: number, body: LetterTemplateRequest) {
  const { template: before } = await editableTemplate(db, principal, id);
  await assertDocumentType(db, body.document_type_id, before.company_id);
  await uniqueName(() =>
    db.transaction(async (tx) => {
      await updateTemplate(tx, id, fieldsOf(body));
      await auditTemplate(tx, principal, 'updated', before, changedFields(before, fieldsOf(body)));
    }),
  );
  return oneTemplate(db, id);
}

/** Deletes a template no letter came from (the foreign key stops one issued meanwhile). */
export async function deleteTemplate(db: Db, principal: Principal, id: number) {
  const { template } = await editableTemplate(db, principal, id);
  if (await templateInUse(db, id)) throw conflict(IN_USE);
  await db
    .transaction(async (tx) => {
      await deleteTemplateRow(tx, id);
      await auditTemplate(tx, principal, 'deleted', template);
    })
    .catch((err: unknown) => {
      if (databaseErrorOf(err)?.code === '23503') throw conflict(IN_USE);
      throw err;
    });
}

/**
 * A company's own copy of a shared template, to edit: it keeps the shared one's code, so the company sees its
 * copy in the shared one's place. One copy per company (the unique index on company and code).
 */
export async function customiseTemplate(db: Db, principal: Principal, id: number, companyId: number) {
  const { template: shared } = await usableTemplate(db, principal, id);
  if (shared.company_id !== null) throw conflict('This template is already the company’s own.');
  assertInScope(companyScope(principal), companyId, 'Company');
  const taken = `This company already has its own ${shared.name}.`;
  const copyId = await db
    .transaction(async (tx) => {
      const copyId = await insertTemplate(tx, {
        ...shared,
        id: undefined,
        company_id: companyId,
        created_by: principal.userId,
        created_at: undefined,
        updated_at: undefined,
      });
      await auditTemplate(tx, principal, 'customised', {
        id: copyId,
        name: shared.name,
        company_id: companyId,
      });
      return copyId;
    })
    .catch((err: unknown) => {
      // Its copy (same code), or a template of its own already named so.
      if (violatesConstraint(err, 'letter_templates_code_unique')) throw conflict(taken);
      if (violatesConstraint(err, 'letter_templates_name_unique')) throw conflict(taken);
      throw err;
    });
  return oneTemplate(db, copyId);
}
