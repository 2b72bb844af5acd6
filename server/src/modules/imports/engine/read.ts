import { isUtf8 } from 'node:buffer';
import * as XLSX from '@e965/xlsx';
import { IMPORT_MAX_ROWS, type ImportFormat } from '@hrms/contracts/imports';
import { parse } from 'csv-parse/sync';
import { MAX_UNPACKED_BYTES, zipEntries, zipProblem } from './zip';

/**
 * Reading an uploaded file into rows of cells: a CSV (UTF-8) or the first sheet of an XLSX workbook. The
 * kind is told by the content, not by the name. Pure.
 */

/** One cell as read: its text, and whether the spreadsheet held a formula there. */
export type Cell = { text: string; formula?: boolean };
/** A data row: its number as the spreadsheet shows it (the header is row 1) and its cells by position. */
export type SheetRow = { row: number; cells: Cell[] };
export type Sheet = { header: string[]; rows: SheetRow[] };

/** Why a file cannot be read at all: answered 422 on `file`, and no import is kept. */
export class FileProblem extends Error {}

export const WRONG_TYPE = 'The file must be a CSV (UTF-8) or an Excel workbook (.xlsx).';

const isZip = (d: Buffer) => d.length > 4 && d.readUInt32LE(0) === 0x04034b50;
const isOle = (d: Buffer) => d.length > 4 && d.readUInt32BE(0) === 0xd0cf11e0;

/** The format the content shows, or a FileProblem: an XLSX package, or text for a CSV; anything else is refused. */
export function fileFormat(data: Buffer, filename: string): ImportFormat {
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  if (isZip(data)) {
    const names = zipEntries(data)?.map((e) => e.name) ?? [];
    if (!names.includes('[Content_Types].xml') || !names.some((n) => n.startsWith('xl/'))) {
      throw new FileProblem(WRONG_TYPE);
    }
    if (extension !== 'xlsx') throw new FileProblem(WRONG_TYPE);
    return 'xlsx';
  }
  if (isOle(data)) {
    throw new FileProblem('Old Excel files (.xls) are not accepted: save the sheet as .xlsx or CSV (UTF-8).');
  }
  if (!data.includes(0) && isUtf8(data) && extension === 'csv') return 'csv';
  throw new FileProblem(WRONG_TYPE);
}

const tooManyRows = () =>
  new FileProblem(
    `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows; split it into smaller files.`,
  );

function readCsv(data: Buffer): string[][] {
  try {
    // At most the header, the allowed rows and one more (to tell that there are more): never the whole file
    // of a million short lines as records.
    return parse(data.toString('utf8'), {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      to: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch (err) {
    throw new FileProblem(`The CSV file cannot be read: ${(err as Error).message}`);
  }
}

function cellText(cell: XLSX.CellObject | undefined): Cell {
  if (!cell || cell.t === 'z') return { text: '' };
  const formula = typeof cell.f === 'string' && cell.f !== '';
  if (cell.t === 'e') return { text: cell.w ?? '#ERROR', formula };
  if (cell.t === 'b') return { text: cell.v ? 'yes' : 'no', formula };
  if (cell.t === 'n' && typeof cell.v === 'number') {
    if (cell.z && XLSX.SSF.is_date(cell.z)) {
      const d = XLSX.SSF.parse_date_code(cell.v) as { y: number; m: number; d: number; H: number; M: number };
      const pad = (n: number) => String(n).padStart(2, '0');
      // A time of day alone (9:30 typed into a cell Excel formats as a time) is a fraction of a day.
      if (cell.v >= 0 && cell.v < 1) return { text: `${pad(d.H)}:${pad(d.M)}`, formula };
      return { text: `${d.y}-${pad(d.m)}-${pad(d.d)}`, formula };
    }
    return { text: String(cell.v), formula };
  }
  if (cell.t === 'd' && cell.v instanceof Date) return { text: cell.v.toISOString().slice(0, 10), formula };
  return { text: String(cell.v ?? ''), formula };
}

function readXlsx(data: Buffer): Cell[][] {
  const problem = zipProblem(data, MAX_UNPACKED_BYTES);
  if (problem) throw new FileProblem(problem);
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(data, {
      type: 'buffer',
      dense: true,
      cellFormula: true,
      cellNF: true,
      cellHTML: false,
      cellStyles: false,
      sheets: 0,
      sheetRows: IMPORT_MAX_ROWS + 2,
    });
  } catch {
    throw new FileProblem('The file is not a readable XLSX workbook.');
  }
  const name = book.SheetNames[0];
  const sheet = name ? (book.Sheets[name] as XLSX.WorkSheet & { '!data'?: XLSX.CellObject[][] }) : undefined;
  if (!sheet) return [];
  const full = (sheet['!fullref'] as string | undefined) ?? sheet['!ref'];
  if (full && XLSX.utils.decode_range(full).e.r + 1 > IMPORT_MAX_ROWS + 1) throw tooManyRows();
  const grid = sheet['!data'] ?? [];
  const rows: Cell[][] = [];
  for (let r = 0; r < grid.length; r++) {
    const cells = grid[r] ?? [];
    const row: Cell[] = [];
    for (let c = 0; c < cells.length; c++) row.push(cellText(cells[c]));
    rows[r] = row;
  }
  for (let r = 0; r < rows.length; r++) rows[r] ??= [];
  return rows;
}

/** Rows with only blank cells are skipped (spreadsheets leave them); the numbers stay the spreadsheet's. */
const isBlank = (cells: Cell[]) => cells.every((c) => !c.text.trim());

/** The file's header and data rows, or a FileProblem. */
export function readSheet(data: Buffer, format: ImportFormat): Sheet {
  const grid: Cell[][] =
    format === 'csv' ? readCsv(data).map((record) => record.map((text) => ({ text }))) : readXlsx(data);
  if (grid.length > IMPORT_MAX_ROWS + 1) throw tooManyRows();
  const [first = [], ...rest] = grid;
  const rows: SheetRow[] = [];
  rest.forEach((cells, i) => {
    if (!isBlank(cells)) rows.push({ row: i + 2, cells });
  });
  return { header: first.map((c) => c.text), rows };
}
