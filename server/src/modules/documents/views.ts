import type {
  DocumentCategory,
  DocumentRequest,
  DocumentRequestStatus,
  DocumentSource,
  DocumentType,
  DocumentVisibility,
  EmployeeDocument,
} from '@hrms/contracts/documents';
import { iso, isoOrNull } from '../../platform/dates';
import type { DocumentRow, RequestRow, TypeRow } from './queries';

/** The employee as a document or request names them. */
const employeeRef = (e: DocumentRow['employee']) => ({
  id: e.id,
  first_name: e.first_name,
  last_name: e.last_name,
  employee_id: e.employee_id,
});

export const toType = (t: TypeRow): DocumentType => ({
  id: t.id,
  company_id: t.company_id,
  code: t.code,
  name: t.name,
  category: t.category as DocumentCategory,
  has_expiry: t.has_expiry,
  employee_may_upload: t.employee_may_upload,
  is_active: t.is_active,
});

export function toDocument(row: DocumentRow): EmployeeDocument {
  const d = row.document;
  return {
    id: d.id,
    company_id: d.company_id,
    employee: employeeRef(row.employee),
    document_type: { id: row.type.id, name: row.type.name, category: row.type.category as DocumentCategory },
    number: d.number,
    issued_on: d.issued_on,
    expires_on: d.expires_on,
    visibility: d.visibility as DocumentVisibility,
    source: d.source as DocumentSource,
    filename: d.filename,
    content_type: d.content_type,
    size: d.size,
    document_request_id: d.document_request_id,
    uploaded_by: row.uploader,
    uploaded_at: iso(d.created_at),
  };
}

/** A request as the API shows it; `today` (the company's) tells whether a pending one is overdue. */
export function toRequest(row: RequestRow, today: string): DocumentRequest {
  const r = row.request;
  return {
    id: r.id,
    company_id: r.company_id,
    employee: employeeRef(row.employee),
    document_type: row.type,
    due_on: r.due_on,
    note: r.note,
    status: r.status as DocumentRequestStatus,
    overdue: r.status === 'pending' && r.due_on < today,
    requested_by: row.requester,
    requested_at: iso(r.created_at),
    document_id: row.documentId,
    fulfilled_at: isoOrNull(r.fulfilled_at),
  };
}
