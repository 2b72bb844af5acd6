import { TAX_PROOF_MAX_BYTES, TAX_PROOF_TYPES } from '@hrms/contracts/tax-year';
import { formatFileSize } from '@/components/ui/FileField';

/** What the file picker offers: the types a proof may be (the server checks the content, not the name). */
export const PROOF_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const PROOF_HINT = `PDF, JPEG or PNG, up to ${formatFileSize(TAX_PROOF_MAX_BYTES)}.`;

const TYPE_BY_EXTENSION: Record<string, (typeof TAX_PROOF_TYPES)[number]> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * A comfort check before uploading (the server reads the file's content and decides): the type the browser
 * reports, or the name's extension when it reports none, and the size. Null when the file may be sent.
 */
export function proofFileProblem(file: { name: string; type: string; size: number }): string | null {
  const type = file.type || TYPE_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';
  if (!(TAX_PROOF_TYPES as readonly string[]).includes(type))
    return 'A proof must be a PDF, JPEG or PNG file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > TAX_PROOF_MAX_BYTES)
    return `The file is ${formatFileSize(file.size)}; a proof may be at most ${formatFileSize(TAX_PROOF_MAX_BYTES)}.`;
  return null;
}
