import { IMPORT_FORMATS, IMPORT_MAX_BYTES, type ImportFormat } from '@hrms/contracts/imports';
import { ApiError, errorMessage } from '@/lib/api';

const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

/** The checks made before a file is sent (the server makes them again, and reads the content too). */
export const FILE_MESSAGES = {
  missing: 'Please select a CSV or Excel (.xlsx) file.',
  wrongType: 'The file must be a CSV or an Excel workbook (.xlsx).',
  // The server's wording of the same limit (413).
  tooLarge: `The file may not be greater than ${MAX_MB} MB.`,
} as const;

/** What the file picker offers. */
export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file's format by its name's ending ("Staff.XLSX" → xlsx), or null for any other file. */
export function importFormatOf(filename: string): ImportFormat | null {
  const ending = /\.([^.]+)$/.exec(filename.toLowerCase())?.[1] ?? '';
  return (IMPORT_FORMATS as readonly string[]).includes(ending) ? (ending as ImportFormat) : null;
}

/** Why a chosen file may not be uploaded, or null when it may. */
export function importFileProblem(file: Pick<File, 'name' | 'size'> | null): string | null {
  if (!file) return FILE_MESSAGES.missing;
  if (!importFormatOf(file.name)) return FILE_MESSAGES.wrongType;
  if (file.size > IMPORT_MAX_BYTES) return FILE_MESSAGES.tooLarge;
  return null;
}

/**
 * The banner of a failed upload or commit: a 422's own messages (the file's, the mode's: "The file has more
 * than 50,000 rows; split it…"), rather than its generic "The given data was invalid."; any other failure the
 * server's message, or the fallback.
 */
export function importFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.errors) {
    const messages = Object.values(error.errors).flat().filter(Boolean);
    if (messages.length) return [...new Set(messages)].join(' ');
  }
  return errorMessage(error, fallback);
}
