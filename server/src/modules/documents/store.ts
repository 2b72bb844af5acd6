import { DOCUMENT_FILE, type DocumentSource, type DocumentVisibility } from '@hrms/contracts/documents';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentTypes, employeeDocumentFiles, employeeDocuments } from '../../db/schema/documents';
import type { Principal } from '../../platform/auth/principal';
import { fieldError } from '../../platform/errors';
import { sniffType, type UploadedFile, uploadProblem } from '../../platform/uploads';

export type NewDocument = {
  companyId: number;
  employeeId: number;
  /** The type by id (a form's choice) or by a seeded type's code (what the product files itself). */
  type: { id: number } | { code: string };
  file: UploadedFile;
  visibility: DocumentVisibility;
  source: DocumentSource;
  number?: string | null;
  issuedOn?: string | null;
  expiresOn?: string | null;
  requestId?: number | null;
};

/** A type the company may use: a shared one or its own, by id or code; null when there is none. */
export async function usableType(db: DbOrTx, companyId: number, type: NewDocument['type']) {
  const [row] = await db
    .select()
    .from(documentTypes)
    .where(
      and(
        'id' in type ? eq(documentTypes.id, type.id) : eq(documentTypes.code, type.code),
        or(isNull(documentTypes.company_id), eq(documentTypes.company_id, companyId)),
      ),
    );
  return row ?? null;
}

/**
 * Keeps a document for an employee: the file checked by its content and size (refused on `fileField` with
 * a 422), its row and bytes written in the caller's transaction. Returns the document's id. Other modules file
 * their documents through this (a profile change's proof, an issued letter).
 */
export async function storeEmployeeDocument(
  tx: DbOrTx,
  by: Principal,
  d: NewDocument,
  fileField = 'file',
): Promise<number> {
  const problem = uploadProblem(d.file, DOCUMENT_FILE);
  if (problem) throw fieldError(fileField, problem);
  const type = await usableType(tx, d.companyId, d.type);
  if (!type) throw fieldError('document_type_id', 'The selected document type is invalid.');
  const [row] = await tx
    .insert(employeeDocuments)
    .values({
      company_id: d.companyId,
      employee_id: d.employeeId,
      document_type_id: type.id,
      number: d.number ?? null,
      issued_on: d.issuedOn ?? null,
      expires_on: type.has_expiry ? (d.expiresOn ?? null) : null,
      visibility: d.visibility,
      source: d.source,
      filename: d.file.filename,
      // What the bytes are, not what the browser claimed.
      content_type: sniffType(d.file.data) ?? 'application/octet-stream',
      size: d.file.data.length,
      document_request_id: d.requestId ?? null,
      uploaded_by: by.userId,
    })
    .returning({ id: employeeDocuments.id });
  if (!row) throw new Error('the document was not inserted');
  await tx.insert(employeeDocumentFiles).values({ document_id: row.id, data: d.file.data });
  return row.id;
}
