import {
  CSV_CONTENT_TYPES,
  type CsvUploadResult,
  csvUploadMessage,
  PAYROLL_CSV_MAX_BYTES,
} from '@hrms/contracts/payroll';

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

/**
 * The banner after an upload: spec 1 §7's success message only when no row failed; otherwise a warning that
 * says how many rows failed, its rows' errors listed under it (docs/decisions/payroll.md,
 * "The CSV upload's message").
 */
export function csvUploadOutcome(
  summary: CsvUploadResult['summary'],
): { tone: 'success'; message: string } | { tone: 'warning'; title: string; message: string } {
  const message = csvUploadMessage(summary);
  if (summary.errors === 0) return { tone: 'success', message };
  return {
    tone: 'warning',
    title: `${summary.errors} of ${summary.total} ${summary.total === 1 ? 'row' : 'rows'} failed`,
    message,
  };
}
