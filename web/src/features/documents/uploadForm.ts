import {
  DOCUMENT_EXPIRY_REMINDER_DAYS,
  DOCUMENT_FILE,
  type DocumentType,
  type DocumentVisibility,
} from '@hrms/contracts/documents';
import { formatFileSize } from '@/components/ui/FileField';

/** The upload dialog's boxes, named as the server names them so its 422 messages land under each. */
export type UploadValues = {
  employee_id: string;
  document_type_id: string;
  visibility: DocumentVisibility;
  number: string;
  issued_on: string;
  expires_on: string;
  file: File | null;
};

/** The boxes a server message can land under; any other (document_request_id) shows in the dialog's banner. */
export const UPLOAD_FIELDS: readonly string[] = [
  'employee_id',
  'document_type_id',
  'visibility',
  'number',
  'issued_on',
  'expires_on',
  'file',
];

/** What the file picker offers: the types a document may be (the server checks the content, not the name). */
export const DOCUMENT_ACCEPT = [
  ...DOCUMENT_FILE.extensions.map((extension) => `.${extension}`),
  'application/pdf',
  'image/jpeg',
  'image/png',
].join(',');

export const DOCUMENT_FILE_HINT = `PDF, JPEG or PNG, up to ${formatFileSize(DOCUMENT_FILE.maxBytes)}.`;

/** "Reminders go out 30 and 7 days before it expires, and on the day." */
export const EXPIRY_REMINDER_HINT = `Reminders go out ${DOCUMENT_EXPIRY_REMINDER_DAYS.filter(
  (d) => d > 0,
).join(' and ')} days before it expires, and on the day.`;

/**
 * A comfort check before uploading (the server reads the file's content and decides): the name's extension
 * and the size. Null when the file may be sent.
 */
export function documentFileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(DOCUMENT_FILE.extensions as readonly string[]).includes(extension))
    return 'The document must be a PDF, JPEG or PNG file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > DOCUMENT_FILE.maxBytes)
    return `The file is ${formatFileSize(file.size)}; a document may be at most ${formatFileSize(DOCUMENT_FILE.maxBytes)}.`;
  return null;
}

/** Who the upload is for: oneself, an employee HR has open, or one HR picks in the dialog. */
export type UploadFor = { kind: 'self' } | { kind: 'employee'; employeeId: number } | { kind: 'any' };

/**
 * The checks made before sending, as `{ field: message }` (empty when the form may be sent): the type, the
 * file, the employee when HR picks one, and an expiry date not before the issue date.
 */
export function uploadProblems(values: UploadValues, uploadFor: UploadFor): Record<string, string> {
  const problems: Record<string, string> = {};
  if (uploadFor.kind === 'any' && !values.employee_id) problems.employee_id = 'Choose the employee.';
  if (!values.document_type_id) problems.document_type_id = 'Choose the type of document.';
  if (values.issued_on && values.expires_on && values.expires_on < values.issued_on)
    problems.expires_on = 'The expiry date cannot be before the issue date.';
  if (!values.file) problems.file = 'Choose the file to upload.';
  else {
    const problem = documentFileProblem(values.file);
    if (problem) problems.file = problem;
  }
  return problems;
}

/**
 * The multipart body of POST /employee-documents. An employee's own upload leaves out employee_id and
 * visibility (the server files it under them, visible to them); the expiry date goes only with a type that
 * has one, and the request's id only when answering one. Empty boxes are left out.
 */
export function uploadFormData(
  values: UploadValues,
  { uploadFor, hasExpiry, requestId }: { uploadFor: UploadFor; hasExpiry: boolean; requestId: number | null },
): FormData {
  const form = new FormData();
  const add = (name: string, value: string) => {
    const trimmed = value.trim();
    if (trimmed) form.append(name, trimmed);
  };
  if (uploadFor.kind === 'employee') add('employee_id', String(uploadFor.employeeId));
  if (uploadFor.kind === 'any') add('employee_id', values.employee_id);
  add('document_type_id', values.document_type_id);
  if (uploadFor.kind !== 'self') add('visibility', values.visibility);
  add('number', values.number);
  add('issued_on', values.issued_on);
  if (hasExpiry) add('expires_on', values.expires_on);
  if (requestId !== null) add('document_request_id', String(requestId));
  if (values.file) form.append('file', values.file, values.file.name);
  return form;
}

/** The types the dialog offers: active ones, and for an employee's own upload only those employees may upload. */
export function uploadableTypes(types: readonly DocumentType[], { self }: { self: boolean }): DocumentType[] {
  return types.filter((type) => type.is_active && (!self || type.employee_may_upload));
}
