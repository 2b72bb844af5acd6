import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES } from '@hrms/contracts/leave';

export type Attachment = { filename: string; contentType: string; data: Buffer };

/** Recognised by their first bytes, not by the name or type the browser claims. */
const SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // .doc (OLE compound file) and .docx (a ZIP package)
  { type: 'application/msword', bytes: [0xd0, 0xcf, 0x11, 0xe0] },
  {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: [0x50, 0x4b, 0x03, 0x04],
  },
];

export function sniffType(data: Buffer): string | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => data[i] === b))?.type ?? null;
}

/** Why an attachment is refused, or null when it is acceptable. */
export function attachmentProblem(file: Attachment): string | null {
  if (file.data.length > ATTACHMENT_MAX_BYTES) return 'The attachment may not be greater than 5 MB.';
  const extension = file.filename.split('.').pop()?.toLowerCase() ?? '';
  if (!sniffType(file.data) || !(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    return `The attachment must be a file of type: ${ATTACHMENT_EXTENSIONS.join(', ')}.`;
  }
  return null;
}
