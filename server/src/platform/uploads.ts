import { isUtf8 } from 'node:buffer';
import { CSV_CONTENT_TYPES } from '@hrms/contracts/payroll';
import type { FastifyRequest } from 'fastify';
import { fieldError } from './errors';
import { firstTextProblem, textProblem } from './security/request-text';

/** A file received in a multipart form, held in memory (uploads are small and kept in the database). */
export type UploadedFile = { filename: string; contentType: string; data: Buffer };

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

/** Text, not a spreadsheet or an image renamed: valid UTF-8 without NUL bytes. */
export const isText = (data: Buffer) => !data.includes(0) && isUtf8(data);

/** File names are stored in varchar(255) columns. */
export const FILE_NAME_MAX = 255;

/**
 * The file kinds we accept anywhere, recognised by their content, not by the name or type the browser
 * claims, each with the extensions its name may carry. Text has no signature, so a CSV must also be
 * claimed as text by the browser (`claimedTypes`).
 */
const KINDS: {
  type: string;
  extensions: string[];
  matches: (data: Buffer) => boolean;
  claimedTypes?: readonly string[];
}[] = [
  { type: 'application/pdf', extensions: ['pdf'], matches: (d) => startsWith(d, [0x25, 0x50, 0x44, 0x46]) },
  { type: 'image/png', extensions: ['png'], matches: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47]) },
  { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], matches: (d) => startsWith(d, [0xff, 0xd8, 0xff]) },
  // .doc: an OLE compound file
  {
    type: 'application/msword',
    extensions: ['doc'],
    matches: (d) => startsWith(d, [0xd0, 0xcf, 0x11, 0xe0]),
  },
  // .docx: a ZIP package holding the word/ part
  {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    matches: (d) => startsWith(d, [0x50, 0x4b, 0x03, 0x04]) && d.includes('word/'),
  },
  // Last, after the binary kinds. Besides a CSV type, plain text or no known type (a browser that cannot
  // tell sends application/octet-stream) is fine; another type (application/x-msdownload) is not.
  {
    type: 'text/csv',
    extensions: ['csv'],
    matches: isText,
    claimedTypes: [...CSV_CONTENT_TYPES, 'text/plain', 'application/octet-stream', ''],
  },
];

/** The content type a file's bytes show, or null when it is none of the kinds we accept. */
export function sniffType(data: Buffer): string | null {
  return KINDS.find((k) => k.matches(data))?.type ?? null;
}

export type UploadRules = { label: string; maxBytes: number; extensions: readonly string[] };

/**
 * Why a file is refused, or null when it is acceptable: too large, or its content is not one of the
 * allowed kinds, or its name's extension does not fit its content (a text file named cv.pdf), or the
 * browser claims another type for a kind that is only known by its claim (pay.csv sent as an .exe).
 */
export function uploadProblem(file: UploadedFile, rules: UploadRules): string | null {
  if (file.data.length > rules.maxBytes) return tooLargeMessage(rules);
  const extension = file.filename.split('.').pop()?.toLowerCase() ?? '';
  const kind = KINDS.find((k) => k.matches(file.data));
  const claimedType = file.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (
    !kind ||
    !rules.extensions.includes(extension) ||
    !kind.extensions.includes(extension) ||
    (kind.claimedTypes && !kind.claimedTypes.includes(claimedType))
  ) {
    return `The ${rules.label} must be a file of type: ${rules.extensions.join(', ')}.`;
  }
  return null;
}

const tooLargeMessage = (rules: UploadRules) =>
  `The ${rules.label} may not be greater than ${rules.maxBytes / (1024 * 1024)} MB.`;

/**
 * A form's text fields and its one file (named `fileField`), from a multipart body; a JSON body gives
 * its fields and no file. A file over the size limit is refused on that field while it streams in. The
 * request-wide text check never sees a multipart body, so its fields and file name get the same rule here
 * (after the whole body is read), and a file name must fit its column.
 */
export async function readForm(
  request: FastifyRequest,
  fileField: string,
  rules: UploadRules,
): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  if (!request.isMultipart()) return { fields: Object.assign({}, request.body ?? {}), file: null };
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts({ limits: { fileSize: rules.maxBytes + 1, files: 1 } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = part.value;
      continue;
    }
    const data = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(fileField, tooLargeMessage(rules));
      throw err;
    });
    if (part.fieldname === fileField && data.length) {
      file = { filename: part.filename, contentType: part.mimetype, data };
    }
  }
  const problem = firstTextProblem(fields);
  if (problem) throw fieldError(problem.field, problem.message);
  if (file) {
    const nameProblem =
      file.filename.length > FILE_NAME_MAX
        ? `The file name may not be greater than ${FILE_NAME_MAX} characters.`
        : textProblem(file.filename);
    if (nameProblem) throw fieldError(fileField, nameProblem);
  }
  return { fields, file };
}
