import type { DocumentRequest, EmployeeDocument } from '@hrms/contracts/documents';
import { formatNumber } from '@/lib/format';
import { personName } from '@/lib/personName';

/** "Priya Nair’s Passport": how a document is named in buttons' names and confirmations. */
export const documentLabel = (doc: Pick<EmployeeDocument, 'employee' | 'document_type'>) =>
  `${personName(doc.employee)}’s ${doc.document_type.name}`;

/**
 * Whether the Delete button shows: HR deletes any document, an employee only what they uploaded themselves
 * and not in answer to a request (the server decides, and answers 403 otherwise; `uploaded_by` names the
 * uploader's user).
 */
export function mayDeleteDocument(
  doc: Pick<EmployeeDocument, 'source' | 'uploaded_by' | 'document_request_id'>,
  { canManage, userName }: { canManage: boolean; userName: string | null },
): boolean {
  if (canManage) return true;
  return (
    doc.source === 'upload' &&
    doc.document_request_id === null &&
    userName !== null &&
    doc.uploaded_by === userName
  );
}

/** The answer to "Request documents": the server's message, and how many already had the same request open. */
export function requestOutcome(answer: { message: string; already_open: readonly number[] }): string {
  const open = answer.already_open.length;
  if (!open) return answer.message;
  const who = open === 1 ? '1 employee' : `${formatNumber(open)} employees`;
  const message = /[.!]$/.test(answer.message) ? answer.message : `${answer.message}.`;
  return `${message} ${who} already had an open request for it and ${open === 1 ? 'was' : 'were'} not asked again.`;
}

export const requestStatusLabel = (status: DocumentRequest['status']) =>
  ({ pending: 'Pending', fulfilled: 'Fulfilled', cancelled: 'Cancelled' })[status];
