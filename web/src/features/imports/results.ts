import type { ImportError, ImportMode, ImportRecord, ImportSummary } from '@hrms/contracts/imports';
import { formatNumber, plural } from '@/lib/format';
import { importTypeLabel } from './labels';

const rows = (n: number) => plural(n, 'row');

/** Whether the file's header itself was refused (an error on row 1): then no row is valid. */
export const headerFailed = (record: Pick<ImportRecord, 'errors'>) => record.errors.some((e) => e.row === 1);

/** How many rows have at least one error. */
export const rowsWithErrors = (record: Pick<ImportRecord, 'rows' | 'valid_rows'>) =>
  Math.max(record.rows - record.valid_rows, 0);

/** The sentence over a validated file's result. */
export function validationSummary(record: ImportRecord): string {
  if (headerFailed(record))
    return 'The file’s header has a problem, so no row can be imported: fix it and upload again.';
  if (record.status === 'checking')
    return `The ${rows(record.rows)} of the file are being checked: the result shows here when the check ends.`;
  if (record.rows === 0) return 'The file has no rows below its header.';
  if (record.status === 'validated') {
    return record.rows === 1
      ? 'The one row is valid: import it when ready.'
      : `All ${rows(record.rows)} are valid: import them when ready.`;
  }
  const bad = rowsWithErrors(record);
  return `${formatNumber(bad)} of ${rows(record.rows)} ${bad === 1 ? 'has' : 'have'} errors; ${formatNumber(record.valid_rows)} ${record.valid_rows === 1 ? 'is' : 'are'} valid.`;
}

/** What a commit did, in en-IN figures: "Imported: 1,204 created, 3 updated, 0 unchanged." */
export function commitSummary(record: Pick<ImportSummary, 'created' | 'updated' | 'unchanged'>): string {
  return `Imported: ${formatNumber(record.created ?? 0)} created, ${formatNumber(record.updated ?? 0)} updated, ${formatNumber(record.unchanged ?? 0)} unchanged.`;
}

/** The rows a valid-rows commit left out (in the errors file), 0 for an all-or-nothing one. */
export function rowsLeftOut(record: ImportSummary): number {
  if (record.status !== 'committed') return 0;
  const written = (record.created ?? 0) + (record.updated ?? 0) + (record.unchanged ?? 0);
  return Math.max(record.rows - written, 0);
}

export type CommitChoice = { mode: ImportMode; label: string; hint: string; disabled: boolean };

/**
 * The two ways to commit: all (every row or none; only for a file without errors) and the valid rows
 * (when there is one).
 */
export function commitChoices(record: ImportRecord): CommitChoice[] {
  const clean = record.status === 'validated';
  return [
    {
      mode: 'all',
      label: 'Import all (only when there are no errors)',
      hint: clean
        ? `Every one of the ${rows(record.rows)}, or none if one fails.`
        : 'Not possible: the file has errors. Fix them and upload it again.',
      disabled: !clean,
    },
    {
      mode: 'valid_rows',
      label: 'Import the valid rows',
      hint: record.valid_rows
        ? `The ${rows(record.valid_rows)} without errors; the others are left out (download them with their errors).`
        : 'Not possible: no row is valid.',
      disabled: record.valid_rows === 0 || headerFailed(record),
    },
  ];
}

/** The choice preselected: all for a clean file, the valid rows otherwise, none when nothing can be imported. */
export function defaultCommitMode(record: ImportRecord): ImportMode | null {
  return commitChoices(record).find((choice) => !choice.disabled)?.mode ?? null;
}

/** The confirmation's question. */
export function commitQuestion(record: ImportRecord, mode: ImportMode): string {
  const type = importTypeLabel(record.type).toLowerCase();
  const count = mode === 'all' ? record.rows : record.valid_rows;
  const leftOut = mode === 'valid_rows' ? rowsWithErrors(record) : 0;
  const rest = leftOut ? ` ${rows(leftOut)} with errors will be left out.` : '';
  return `Import ${rows(count)} of ${type} from ${record.filename}? New records are created and existing ones updated; an import cannot be undone.${rest}`;
}

/** One page of the errors table (the list may run to thousands), with the number of pages. */
export function errorsPage(
  errors: readonly ImportError[],
  page: number,
  perPage: number,
): { rows: ImportError[]; lastPage: number; page: number } {
  const lastPage = Math.max(Math.ceil(errors.length / perPage), 1);
  const shown = Math.min(Math.max(page, 1), lastPage);
  return { rows: errors.slice((shown - 1) * perPage, shown * perPage), lastPage, page: shown };
}
