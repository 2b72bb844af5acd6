import type { Paged } from '@hrms/contracts/common';
import type {
  EmployeeDocument,
  EmployeeDocumentCreate,
  EmployeeDocumentListQuery,
} from '@hrms/contracts/documents';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, holdsInScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { can, type Principal } from '../../platform/auth/principal';
import { addDays, todayIn } from '../../platform/dates';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import type { UploadedFile } from '../../platform/uploads';
import {
  type DocumentFilters,
  type DocumentRow,
  deleteDocumentRow,
  documentFile,
  employeeOf,
  findDocument,
  findRequest,
  listDocuments,
  settleRequest,
} from './queries';
import { storeEmployeeDocument, usableType } from './store';
import { toDocument } from './views';

/** HR's permission over every document, type and request of their company. */
export const MANAGE = 'manage-employee-documents';

const managesCompany = (principal: Principal, companyId: number) =>
  holdsInScope(principal, companyId, MANAGE);
const fullName = (e: { first_name: string; last_name: string }) => `${e.first_name} ${e.last_name}`;

/** HR sees every document of their company scope; an employee their own that are shared with them. */
const maySee = (principal: Principal, d: DocumentRow['document']) =>
  managesCompany(principal, d.company_id) ||
  (d.employee_id === principal.employeeId && d.visibility === 'employee');

/** A document the caller may see; any other answers 404, so whether it exists is not theirs to learn. */
async function visibleDocument(db: DbOrTx, principal: Principal, id: number): Promise<DocumentRow> {
  const row = await findDocument(db, id);
  if (!row || !maySee(principal, row.document)) throw notFound('Document');
  return row;
}

export async function oneDocument(db: DbOrTx, id: number): Promise<EmployeeDocument> {
  const row = await findDocument(db, id);
  if (!row) throw notFound('Document');
  return toDocument(row);
}

export const getDocument = async (db: Db, principal: Principal, id: number) =>
  toDocument(await visibleDocument(db, principal, id));

/** HR: their company scope's documents. Anyone else: their own shared with them (another employee's: 404). */
export async function listEmployeeDocuments(
  db: Db,
  principal: Principal,
  q: EmployeeDocumentListQuery,
): Promise<Paged<EmployeeDocument>> {
  const today = todayIn();
  let whose: Pick<DocumentFilters, 'scope' | 'employeeId' | 'companyId' | 'visibility'>;
  if (can(principal, MANAGE)) {
    whose = { scope: companyScope(principal), employeeId: q.employee_id, companyId: q.company_id };
  } else {
    if (principal.employeeId === null) return paged([], 0, q.page, q.per_page);
    if (q.employee_id !== undefined && q.employee_id !== principal.employeeId) throw notFound('Employee');
    whose = { scope: { kind: 'all' }, employeeId: principal.employeeId, visibility: 'employee' };
  }
  const { rows, total } = await listDocuments(
    db,
    {
      ...whose,
      typeId: q.document_type_id,
      expiringBy:
        q.expiring_within_days === undefined
          ? undefined
          : { day: addDays(today, q.expiring_within_days), today },
    },
    { page: q.page, perPage: q.per_page },
  );
  return paged(rows.map(toDocument), total, q.page, q.per_page);
}

/** Whose document an upload is: the caller's own, or (HR) any employee of their company scope; else 404. */
async function uploadingFor(db: DbOrTx, principal: Principal, employeeId: number | undefined) {
  const id = employeeId ?? principal.employeeId;
  if (id === null) throw fieldError('employee_id', 'Choose the employee.');
  const employee = await employeeOf(db, id);
  if (!employee || (id !== principal.employeeId && !managesCompany(principal, employee.company_id)))
    throw notFound('Employee');
  return employee;
}

/** The request an upload answers: this employee's, of this type (else 422), still pending (else 409). */
async function requestAnswered(db: DbOrTx, id: number, employeeId: number, typeId: number) {
  const row = await findRequest(db, id);
  if (!row || row.request.employee_id !== employeeId || row.request.document_type_id !== typeId) {
    throw fieldError(
      'document_request_id',
      'The selected document request is not for this employee and type.',
    );
  }
  if (row.request.status !== 'pending')
    throw conflict(`This document request is already ${row.request.status}`);
  return row.request;
}

/**
 * An upload: checked whole before anything is written, then the document and (when it answers one) its
 * request fulfilled in one transaction. The request moves only while still pending, so of two uploads
 * answering it at once one wins and the other is refused (409) with nothing written.
 */
export async function uploadDocument(
  db: Db,
  principal: Principal,
  input: EmployeeDocumentCreate,
  file: UploadedFile,
): Promise<EmployeeDocument> {
  const employee = await uploadingFor(db, principal, input.employee_id);
  const hr = managesCompany(principal, employee.company_id);
  const type = await usableType(db, employee.company_id, { id: input.document_type_id });
  if (!type) throw fieldError('document_type_id', 'The selected document type is invalid.');
  const request =
    input.document_request_id === undefined
      ? null
      : await requestAnswered(db, input.document_request_id, employee.id, type.id);
  // What HR asked for may be uploaded whatever the type now allows: HR asked for it.
  if (!request && !type.is_active)
    throw fieldError('document_type_id', 'This document type is no longer in use.');
  if (!hr && !request && !type.employee_may_upload)
    throw fieldError('document_type_id', 'HR uploads this type of document.');
  const visibility = hr ? input.visibility : 'employee';

  const id = await db.transaction(async (tx) => {
    if (request) {
      const now = await settleRequest(tx, request.id, { status: 'fulfilled', fulfilled_at: new Date() });
      if (now !== null) throw conflict(`This document request is already ${now}`);
    }
    const id = await storeEmployeeDocument(tx, principal, {
      companyId: employee.company_id,
      employeeId: employee.id,
      type: { id: type.id },
      file,
      visibility,
      source: 'upload',
      number: input.number,
      issuedOn: input.issued_on,
      expiresOn: input.expires_on,
      requestId: request?.id ?? null,
    });
    await recordAudit(tx, principal, {
      action: 'employee_document.uploaded',
      entity_type: 'employee_document',
      entity_id: id,
      company_id: employee.company_id,
      summary: `Uploaded the ${type.name} of ${fullName(employee)}`,
      changes: {
        employee_id: employee.id,
        document_type: type.name,
        visibility,
        filename: file.filename,
        document_request_id: request?.id ?? null,
      },
    });
    return id;
  });
  return oneDocument(db, id);
}

/**
 * HR deletes any document of their company scope; an employee only what they uploaded themselves, unless it
 * answered HR's request (HR keeps what it asked for).
 */
export async function deleteEmployeeDocument(db: Db, principal: Principal, id: number): Promise<void> {
  const row = await visibleDocument(db, principal, id);
  const d = row.document;
  const ownUpload =
    d.employee_id === principal.employeeId &&
    d.source === 'upload' &&
    d.uploaded_by === principal.userId &&
    d.document_request_id === null;
  if (!ownUpload && !managesCompany(principal, d.company_id))
    throw forbidden('Only HR can delete this document.');
  await db.transaction(async (tx) => {
    await deleteDocumentRow(tx, id);
    await recordAudit(tx, principal, {
      action: 'employee_document.deleted',
      entity_type: 'employee_document',
      entity_id: id,
      company_id: d.company_id,
      summary: `Deleted the ${row.type.name} of ${fullName(row.employee)}`,
      changes: { employee_id: d.employee_id, document_type: row.type.name, filename: d.filename },
    });
  });
}

/** A document's bytes as stored, with the type its content showed when it was kept. */
export async function documentDownload(db: Db, principal: Principal, id: number) {
  const row = await visibleDocument(db, principal, id);
  const body = await documentFile(db, id);
  if (!body) throw notFound('Document');
  return { filename: row.document.filename, contentType: row.document.content_type, body };
}
