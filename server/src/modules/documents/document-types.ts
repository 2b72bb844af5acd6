import {
  DOCUMENT_CATEGORIES,
  type DocumentCategory,
  type DocumentType,
  type DocumentTypeRequest,
} from '@hrms/contracts/documents';
import type { Db, DbOrTx } from '../../db/client';
import { assertInScope, companyScope } from '../../platform/access';
import { changedFields, recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { conflict, databaseErrorOf, fieldError, forbidden, notFound, uniquely } from '../../platform/errors';
import {
  companyExists,
  deleteTypeRow,
  findType,
  insertType,
  type TypeRow,
  typeInUse,
  typesOf,
  updateType,
} from './queries';
import { toType } from './views';

const NAME_TAKEN = 'A document type with this name already exists.';
const IN_USE = 'This document type is in use: deactivate it instead.';

const categoryOrder = (c: string) => DOCUMENT_CATEGORIES.indexOf(c as DocumentCategory);
const byCategoryThenName = (a: TypeRow, b: TypeRow) =>
  categoryOrder(a.category) - categoryOrder(b.category) ||
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * The shared types and one company's own: the company asked for (in the caller's scope, else 404) or the
 * caller's; a super admin without a company who names none sees the shared ones only.
 */
export async function listDocumentTypes(
  db: Db,
  principal: Principal,
  q: { company_id?: number; active: boolean },
): Promise<DocumentType[]> {
  if (q.company_id !== undefined) assertInScope(companyScope(principal), q.company_id, 'Company');
  const rows = await typesOf(db, q.company_id ?? principal.companyId, q.active);
  return rows.sort(byCategoryThenName).map(toType);
}

/**
 * Where a new type belongs: the company named (in the caller's scope, else 404), or else the caller's own.
 * A super admin naming no company makes a shared type, one every company has.
 */
async function companyOfNewType(db: DbOrTx, principal: Principal, companyId: number | null | undefined) {
  if (companyId == null) {
    if (principal.isSuperAdmin) return null;
    if (principal.companyId === null) throw fieldError('company_id', 'Choose the company.');
    return principal.companyId;
  }
  assertInScope(companyScope(principal), companyId, 'Company');
  if (!(await companyExists(db, companyId)))
    throw fieldError('company_id', 'The selected company is invalid.');
  return companyId;
}

/** A type the caller may change: a company's own in their scope (else 404); a shared one only as a super admin. */
async function editableType(db: DbOrTx, principal: Principal, id: number): Promise<TypeRow> {
  const type = await findType(db, id);
  if (!type) throw notFound('Document type');
  if (type.company_id === null) {
    if (!principal.isSuperAdmin) throw forbidden('Only a super admin changes the shared document types.');
  } else {
    assertInScope(companyScope(principal), type.company_id, 'Document type');
  }
  return type;
}

const fieldsOf = (body: DocumentTypeRequest) => ({
  name: body.name,
  category: body.category,
  has_expiry: body.has_expiry,
  employee_may_upload: body.employee_may_upload,
  is_active: body.is_active,
});

/** The unique index on (company, lower(name)) decides between parallel creations of one name. */
const uniqueName = <T>(write: () => Promise<T>) =>
  uniquely(write, 'document_types_name_unique', 'name', NAME_TAKEN);

const DONE = { created: 'Created', updated: 'Updated', deleted: 'Deleted' } as const;

/** A type's change in the audit trail, in the change's transaction. */
const auditType = (
  tx: DbOrTx,
  principal: Principal,
  verb: keyof typeof DONE,
  type: Pick<TypeRow, 'id' | 'name' | 'company_id'>,
  changes?: Record<string, unknown>,
) =>
  recordAudit(tx, principal, {
    action: `document_type.${verb}`,
    entity_type: 'document_type',
    entity_id: type.id,
    company_id: type.company_id,
    summary: `${DONE[verb]} the ${type.company_id === null ? 'shared ' : ''}document type ${type.name}`,
    changes,
  });

export async function createDocumentType(db: Db, principal: Principal, body: DocumentTypeRequest) {
  const companyId = await companyOfNewType(db, principal, body.company_id);
  const row = await uniqueName(() =>
    db.transaction(async (tx) => {
      const row = await insertType(tx, { company_id: companyId, ...fieldsOf(body) });
      await auditType(tx, principal, 'created', row, fieldsOf(body));
      return row;
    }),
  );
  return toType(row);
}

/** A type's fields replaced; it stays in the company it belongs to (a body's company_id is not a move). */
export async function updateDocumentType(
  db: Db,
  principal: Principal,
  id: number,
  body: DocumentTypeRequest,
) {
  const before = await editableType(db, principal, id);
  const row = await uniqueName(() =>
    db.transaction(async (tx) => {
      const row = await updateType(tx, id, fieldsOf(body));
      await auditType(tx, principal, 'updated', row, changedFields(before, fieldsOf(body)));
      return row;
    }),
  );
  return toType(row);
}

/**
 * Deletes a type nothing names. The product files documents under the seeded types' codes, so those stay;
 * a document or request made meanwhile still stops the delete (the foreign keys restrict it).
 */
export async function deleteDocumentType(db: Db, principal: Principal, id: number) {
  const type = await editableType(db, principal, id);
  if (type.code !== null) throw conflict('This document type is built in: deactivate it instead.');
  if (await typeInUse(db, id)) throw conflict(IN_USE);
  await db
    .transaction(async (tx) => {
      await deleteTypeRow(tx, id);
      await auditType(tx, principal, 'deleted', type);
    })
    .catch((err: unknown) => {
      if (databaseErrorOf(err)?.code === '23503') throw conflict(IN_USE);
      throw err;
    });
}
