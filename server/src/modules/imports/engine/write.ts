import * as XLSX from '@e965/xlsx';
import type { ImportFormat } from '@hrms/contracts/imports';
import { stringify } from 'csv-stringify/sync';

/**
 * Writing templates, exports and error files: a CSV (UTF-8 with a BOM, formula-like cells neutralised as
 * the product's CSV exports do) or an XLSX workbook (text cells, never formulas). Pure.
 */

export const CONTENT_TYPES: Record<ImportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A text cell a spreadsheet would run as a formula gets a leading apostrophe, as platform/csv.ts does for
 * every CSV export (the import takes it off again); a negative number written as text is left alone.
 */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell) ? `'${cell}` : cell;
}

/** A second sheet of the workbook: the notes of a template (one row per column), for instance. */
export type ExtraSheet = { name: string; rows: string[][] };

/**
 * The table as a file: the header, then the rows. An XLSX holds the table on its first sheet (the one an
 * import reads) and any `extra` sheets after it; a CSV holds only the table.
 */
export function writeTable(
  format: ImportFormat,
  header: string[],
  rows: string[][],
  extra: ExtraSheet[] = [],
): Buffer {
  if (format === 'csv') {
    return Buffer.from(`\uFEFF${stringify([header, ...rows.map((r) => r.map(neutralise))])}`, 'utf8');
  }
  const book = XLSX.utils.book_new();
  const sheet = (aoa: string[][]) => {
    // Every cell as text (type s), so a code like 00123 or a date stays as written and nothing is a formula.
    const ws = XLSX.utils.aoa_to_sheet(aoa.map((r) => r.map((v) => ({ t: 's', v }))));
    return ws;
  };
  XLSX.utils.book_append_sheet(book, sheet([header, ...rows]), 'Data');
  for (const s of extra) XLSX.utils.book_append_sheet(book, sheet(s.rows), s.name);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
