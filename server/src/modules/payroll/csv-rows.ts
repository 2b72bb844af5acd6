import {
  DEDUCTION_FIELDS,
  EARNING_FIELDS,
  PAYROLL_CSV_COLUMNS,
  PAYROLL_CSV_REQUIRED_COLUMNS,
} from '@hrms/contracts/payroll';

import { parse } from 'csv-parse/sync';
import { monthYearName, shortDate } from '../../platform/dates';
import { MAX_MONEY_PAISE, paise, rupees } from '../../platform/money';
import { type Period, yearMonth } from '../../platform/period';
import { isText } from '../../platform/uploads';
import type { RunFigures } from './figures';

export type RowRef = { row: number; employee_code: string; employee_name: string };

/**
 * The statutory cells a row may leave blank for payroll to compute by the engine's rules (PF, ESIC and PT);
 * a cell given, 0 included, is kept as given. Every other blank cell is 0.
 */
export const COMPUTED_CELLS = ['pf_deduction', 'esic_deduction', 'professional_tax'] as const;
export type ComputedCell = (typeof COMPUTED_CELLS)[number];

/** One data row of an uploaded payroll CSV, checked: the figures a CSV carries, amounts in paise. */
export type CsvRow = RowRef &
  Pick<
    RunFigures,
    | 'total_days'
    | 'days_present'
    | 'days_paid'
    | 'pl_days'
    | 'cl_days'
    | 'absent_days'
    | 'ot_hours'
    | 'earnings'
    | 'deductions'
  > & {
    /** The statutory cells left blank (their deductions read 0 until computed). */
    blank: ComputedCell[];
  };

/** Why the file as a whole cannot be read (it is not text, has no header, lacks or misspells columns). */
export class CsvFileProblem extends Error {}

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const DAYS = /^\d+(\.\d+)?$/;
/** The largest amount a run can store, as the CSV writes it. */
const MAX_AMOUNT = rupees(MAX_MONEY_PAISE).toFixed(2);

/**
 * Reads the file's rows as records keyed by the header. Row numbers are the spreadsheet's: the header is
 * row 1, so the first employee is row 2. Blank lines are skipped; a blank cell means 0 for optional columns.
 */
export function readPayrollCsv(data: Buffer): { rows: Record<string, string>[]; firstRow: number } {
  if (!isText(data)) throw new CsvFileProblem('The file must be a CSV text file.');
  const text = data.toString('utf8');
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (err) {
    throw new CsvFileProblem(`The file is not valid CSV: ${(err as Error).message}`);
  }
  const [header, ...body] = records;
  if (!header?.length) throw new CsvFileProblem('The file is empty.');
  const columns = header.map((c) => c.toLowerCase());
  const missing = PAYROLL_CSV_REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) throw new CsvFileProblem(`Missing required columns: ${missing.join(', ')}`);
  const unknown = columns.filter((c) => !(PAYROLL_CSV_COLUMNS as readonly string[]).includes(c));
  if (unknown.length) throw new CsvFileProblem(`Unknown columns: ${unknown.join(', ')}`);
  const duplicated = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (duplicated.length) throw new CsvFileProblem(`Columns given twice: ${duplicated.join(', ')}`);
  return {
    rows: body.map((cells) => Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']))),
    firstRow: 2,
  };
}

export const rowRef = (row: number, cells: Record<string, string>): RowRef => ({
  row,
  employee_code: cells.employee_code ?? '',
  employee_name: cells.employee_name ?? '',
});

/** Checks one row's cells; returns the row or the list of what is wrong with it. */
export function checkRow(row: number, cells: Record<string, string>): CsvRow | { errors: string[] } {
  const errors: string[] = [];
  const text = (column: string) => cells[column] ?? '';
  const number = (column: string, pattern: RegExp, required: boolean) => {
    const value = text(column);
    if (value === '') {
      if (required) errors.push(`${column} is required`);
      return 0;
    }
    if (!pattern.test(value)) {
      errors.push(
        `${column} must be a non-negative number${pattern === AMOUNT ? ' with at most 2 decimals' : ''}`,
      );
      return 0;
    }
    return Number(value);
  };
  const amount = (column: string) => {
    const value = number(column, AMOUNT, false);
    // Checked before it becomes paise: a 22-digit amount is no longer written in plain digits.
    if (value * 100 <= MAX_MONEY_PAISE) return paise(value);
    errors.push(`${column} may not be greater than ${MAX_AMOUNT}`);
    return 0;
  };
  const amounts = <F extends string>(fields: readonly F[]) =>
    Object.fromEntries(fields.map((f) => [f, amount(f)])) as Record<F, number>;

  if (!text('employee_code')) errors.push('employee_code is required');
  if (!text('employee_name')) errors.push('employee_name is required');
  const totalDays = number('total_days', DAYS, true);
  const parsed = {
    row,
    employee_code: text('employee_code'),
    employee_name: text('employee_name'),
    total_days: totalDays,
    days_present: number('days_present', DAYS, true),
    days_paid: number('days_paid', DAYS, true),
    pl_days: number('pl_days', DAYS, false),
    cl_days: number('cl_days', DAYS, false),
    absent_days: number('absent_days', DAYS, false),
    ot_hours: number('ot_hours', DAYS, false),
    earnings: amounts(EARNING_FIELDS),
    deductions: amounts(DEDUCTION_FIELDS),
    blank: COMPUTED_CELLS.filter((c) => text(c) === ''),
  };
  if (!errors.length) {
    if (!Number.isInteger(totalDays) || totalDays < 1 || totalDays > 31) {
      errors.push('total_days must be a whole number from 1 to 31');
    }
    for (const column of ['days_present', 'days_paid'] as const) {
      if (parsed[column] > totalDays) errors.push(`${column} cannot exceed total_days`);
    }
    const gross = Object.values(parsed.earnings).reduce((a, b) => a + b, 0);
    const deductions = Object.values(parsed.deductions).reduce((a, b) => a + b, 0);
    if (gross > MAX_MONEY_PAISE) errors.push(`Total earnings may not be greater than ${MAX_AMOUNT}`);
    if (deductions > gross) errors.push('Total deductions exceed total earnings');
  }
  return errors.length ? { errors } : parsed;
}

/**
 * Why a row cannot pay this employee for the month, naming the row and the employee: a month before the one
 * they joined in, or after the one they left in (a terminated employee's `left_on`). Null when it can.
 */
export function employmentProblem(
  ref: RowRef,
  person: { hire_date: string; left_on: string | null },
  period: Period,
): string | null {
  const month = yearMonth(period);
  const who = `Row ${ref.row}: ${[ref.employee_code, ref.employee_name].filter(Boolean).join(' ')}`;
  if (month < person.hire_date.slice(0, 7)) {
    return `${who} joined on ${shortDate(person.hire_date)}, after ${monthYearName(period)}: no pay before the month of joining`;
  }
  if (person.left_on && month > person.left_on.slice(0, 7)) {
    return `${who} left on ${shortDate(person.left_on)}, before ${monthYearName(period)}: no pay after the month of leaving`;
  }
  return null;
}
