import type { ImportError } from '@hrms/contracts/imports';
import {
  DATE_FORMATS,
  FORMULA_MESSAGE,
  looksLikeFormula,
  MONTH_FORMATS,
  parseAmount,
  parseDate,
  parseMonth,
  parseNumber,
  parseYesNo,
  withoutFormulaGuard,
} from './cells';
import type { Cell, SheetRow } from './read';

/** How a column's cells are read. */
export type ColumnKind = 'text' | 'date' | 'amount' | 'number' | 'month' | 'yes_no';

/**
 * A row's given cells: text trimmed, dates ISO, amounts in paise, numbers as numbers, months as YYYY-MM, yes/no
 * as booleans; blank cells absent.
 */
export type ReadValues = Record<string, string | number | boolean>;

const label = (column: string) => column.replaceAll('_', ' ');

/**
 * One row's cells read by their columns' kinds. A blank cell is "not given": a new record takes the form's
 * default, an update keeps the stored value. Formula cells, and dates, amounts and yes/no answers that
 * are none, are problems on their column.
 */
export function readRow(
  columns: readonly { name: string; kind: ColumnKind }[],
  positions: ReadonlyMap<string, number>,
  cells: readonly Cell[],
): { values: ReadValues; problems: { column: string; message: string }[] } {
  const values: ReadValues = {};
  const problems: { column: string; message: string }[] = [];
  for (const column of columns) {
    const at = positions.get(column.name);
    if (at === undefined) continue;
    const cell = cells[at];
    const raw = cell?.text ?? '';
    if (cell?.formula || looksLikeFormula(raw)) {
      problems.push({ column: column.name, message: FORMULA_MESSAGE });
      continue;
    }
    const text = withoutFormulaGuard(raw.trim()).trim();
    if (!text) continue;
    if (column.kind === 'date') {
      const date = parseDate(text);
      if (date) values[column.name] = date;
      else
        problems.push({
          column: column.name,
          message: `The ${label(column.name)} must be a real date as ${DATE_FORMATS}.`,
        });
    } else if (column.kind === 'amount') {
      const paise = parseAmount(text);
      if (paise !== null) values[column.name] = paise;
      else
        problems.push({
          column: column.name,
          message: `The ${label(column.name)} must be an amount in rupees, like 1,23,456.50.`,
        });
    } else if (column.kind === 'number') {
      const number = parseNumber(text);
      if (number !== null) values[column.name] = number;
      else
        problems.push({
          column: column.name,
          message: `The ${label(column.name)} must be a number, like 12 or 1.5.`,
        });
    } else if (column.kind === 'month') {
      const month = parseMonth(text);
      if (month) values[column.name] = month;
      else
        problems.push({
          column: column.name,
          message: `The ${label(column.name)} must be a month as ${MONTH_FORMATS}.`,
        });
    } else if (column.kind === 'yes_no') {
      const answer = parseYesNo(text);
      if (answer !== null) values[column.name] = answer;
      else problems.push({ column: column.name, message: `The ${label(column.name)} must be yes or no.` });
    } else {
      values[column.name] = text;
    }
  }
  return { values, problems };
}

/**
 * The rows of the errors file: each row's cells as uploaded, with its problems in a last `error` cell
 * ("column: message; ..."). Problems with the header (row 1) are repeated on every row. `onlyFailed` keeps
 * only the rows with problems (the rows a valid-rows commit left out).
 */
export function errorFileRows(
  width: number,
  rows: readonly SheetRow[],
  errors: readonly ImportError[],
  onlyFailed: boolean,
): string[][] {
  const byRow = new Map<number, string[]>();
  for (const e of errors) {
    const list = byRow.get(e.row) ?? [];
    list.push(e.column ? `${e.column}: ${e.message}` : e.message);
    byRow.set(e.row, list);
  }
  const fileProblems = byRow.get(1) ?? [];
  const out: string[][] = [];
  for (const r of rows) {
    const problems = [...fileProblems, ...(byRow.get(r.row) ?? [])];
    if (onlyFailed && !problems.length) continue;
    const cells = Array.from({ length: width }, (_, i) => r.cells[i]?.text ?? '');
    out.push([...cells, problems.join('; ')]);
  }
  return out;
}
