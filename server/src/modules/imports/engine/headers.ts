/** Matching a file's header row to an import type's columns. Pure. */

/** A header as compared: trimmed, any case, inner spaces as one. */
export const headerKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The column the errors file adds (engine/rows.ts), ignored when that file comes back. */
export const ERROR_COLUMN = 'error';

export type HeaderMatch =
  | { ok: true /** column name → its index in the file's rows */; positions: Map<string, number> }
  | { ok: false; message: string };

/**
 * Which file column holds each known column, by header name in any order. Blank headers past the last
 * named one are ignored (spreadsheets leave them); unknown, repeated or blank-between headers are
 * refused, listed. Columns a type requires only for new records are checked row by row, not here.
 */
export function matchHeaders(header: readonly string[], columns: readonly string[]): HeaderMatch {
  const known = new Map(columns.map((c) => [headerKey(c), c]));
  const positions = new Map<string, number>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  let last = header.length - 1;
  while (last >= 0 && !header[last]?.trim()) last--;
  if (last < 0) return { ok: false, message: 'The file has no header row: row 1 must name the columns.' };
  let blank = 0;
  for (let i = 0; i <= last; i++) {
    const text = header[i] ?? '';
    if (!text.trim()) {
      blank++;
      continue;
    }
    // The errors file's own column: a fixed errors file is uploaded again as it is.
    if (headerKey(text) === ERROR_COLUMN) continue;
    const column = known.get(headerKey(text));
    if (!column) unknown.push(text.trim());
    else if (positions.has(column)) repeated.push(column);
    else positions.set(column, i);
  }
  if (unknown.length) {
    // A file whose first row holds no column name at all has no header (its data starts in row 1).
    if (!positions.size) {
      return {
        ok: false,
        message: `The file has no header row: row 1 must name the columns (${columns.join(', ')}).`,
      };
    }
    return {
      ok: false,
      message: `Unknown columns: ${unknown.join(', ')}. The columns are: ${columns.join(', ')}.`,
    };
  }
  if (repeated.length)
    return { ok: false, message: `Columns given twice: ${[...new Set(repeated)].join(', ')}.` };
  if (blank) return { ok: false, message: 'Every column of row 1 needs a header.' };
  return { ok: true, positions };
}
