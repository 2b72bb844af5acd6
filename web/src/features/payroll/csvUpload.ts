import { CSV_CONTENT_TYPES, PAYROLL_CSV_MAX_BYTES } from '@hrms/contracts/payroll';

/** Spec 1 §5 and §8: the checks made before a file is sent, and the screen's messages. */
export const CSV_MESSAGES = {
  missing: 'Please select a CSV file',
  notCsv: 'Please select a valid CSV file',
  tooLarge: 'File size must be less than 10MB',
  failed: 'Failed to upload CSV file',
} as const;

/** Why a chosen file may not be uploaded, or null when it may (the server checks again). */
export function csvFileProblem(file: Pick<File, 'name' | 'type' | 'size'> | null): string | null {
  if (!file) return CSV_MESSAGES.missing;
  const isCsv =
    (CSV_CONTENT_TYPES as readonly string[]).includes(file.type) || file.name.toLowerCase().endsWith('.csv');
  if (!isCsv) return CSV_MESSAGES.notCsv;
  if (file.size >= PAYROLL_CSV_MAX_BYTES) return CSV_MESSAGES.tooLarge;
  return null;
}

/** Spec 1 §7: the banner after an upload. */
export function csvUploadedMessage(summary: { success: number; errors: number; skipped: number }): string {
  return `CSV processed successfully! ${summary.success} records created/updated, ${summary.errors} errors, ${summary.skipped} skipped.`;
}
