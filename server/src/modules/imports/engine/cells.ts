/**
 * Reading one cell of an import: the dates, amounts and yes/no answers Indian spreadsheets hold, and the
 * cells a spreadsheet would run as formulas. Pure.
 */

/** A date as dd-mm-yyyy, dd/mm/yyyy or ISO yyyy-mm-dd (also d-m-yyyy), checked against the calendar. */
export const DATE_FORMATS = 'DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD';

const DMY = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Whether a year, month and day name a real day (31-02-2026 does not), within 1900–2100. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

/** The ISO date (YYYY-MM-DD) a cell's text names, or null when it is not a real date in one of DATE_FORMATS. */
export function parseDate(text: string): string | null {
  const value = text.trim();
  let year: number;
  let month: number;
  let day: number;
  const dmy = DMY.exec(value);
  const ymd = YMD.exec(value);
  if (dmy) {
    day = Number(dmy[1]);
    month = Number(dmy[3]);
    year = Number(dmy[4]);
  } else if (ymd) {
    year = Number(ymd[1]);
    month = Number(ymd[2]);
    day = Number(ymd[3]);
  } else {
    return null;
  }
  return isCalendarDate(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** A date as the exports write it: ISO, which every spreadsheet and this import read back unchanged. */
export const formatDate = (iso: string) => iso;

// Indian grouping (1,23,45,678.50), international grouping (12,345,678.50), or no grouping at all.
const INDIAN = /^\d{1,2}(,\d{2})*,\d{3}$/;
const INTERNATIONAL = /^\d{1,3}(,\d{3})+$/;

/**
 * An amount in integer paise, from ₹1,23,456.50, Rs. 1,23,456, INR 500 or 1234.5; null when it is not one
 * (letters, misplaced commas, more than two decimals). A minus sign is kept; whether it is allowed is the
 * column's rule.
 */
export function parseAmount(text: string): number | null {
  let value = text.trim().replace(/\s+/g, '');
  const negative = value.startsWith('-');
  if (negative) value = value.slice(1);
  value = value.replace(/^(₹|rs\.?|inr)/i, '');
  if (!negative && value.startsWith('-')) return parseAmount(`-${value.slice(1)}`);
  const match = /^([\d,]+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole.includes(',') && !INDIAN.test(whole) && !INTERNATIONAL.test(whole)) return null;
  const digits = whole.replaceAll(',', '');
  if (digits.length > 13) return null;
  const paise = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -paise : paise;
}

/** Paise as an export writes them: rupees with two decimals and no grouping (1234567.50). */
export const formatAmount = (paise: number) => (paise / 100).toFixed(2);

/**
 * A plain decimal number (days of leave, hours): 12, 1.5, 0.5; null when it is not one. At most two
 * decimals; a minus sign is kept (whether it is allowed is the column's rule).
 */
export function parseNumber(text: string): number | null {
  const value = text.trim();
  if (!/^-?\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** A month's name in full or as its first three letters (and Sept). */
const monthOfName = (name: string) =>
  MONTH_NAMES.findIndex(
    (full) => name === full || name === full.slice(0, 3) || (name === 'sept' && full === 'september'),
  );

/** The ways a month may be written, for messages. */
export const MONTH_FORMATS = 'YYYY-MM, MM-YYYY or Mon-YYYY (2026-11, 11-2026, Nov-2026)';

/**
 * A month as YYYY-MM, from 2026-11, 2026/11, 11-2026, 11/2026 or Nov-2026 (any case, full month names too);
 * null when it is not one.
 */
export function parseMonth(text: string): string | null {
  const value = text.trim().toLowerCase();
  let year: number;
  let month: number;
  const isoLike = /^(\d{4})[-/](\d{1,2})$/.exec(value);
  const indian = /^(\d{1,2})[-/](\d{4})$/.exec(value);
  const named = /^([a-z]{3,9})[-/ ](\d{4})$/.exec(value);
  if (isoLike) [year, month] = [Number(isoLike[1]), Number(isoLike[2])];
  else if (indian) [year, month] = [Number(indian[2]), Number(indian[1])];
  else if (named) {
    const at = monthOfName(named[1] as string);
    if (at < 0) return null;
    [year, month] = [Number(named[2]), at + 1];
  } else return null;
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return null;
  return `${year}-${String(month).padStart(2, '0')}`;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** yes/no (also y/n, true/false, 1/0, any case); null when it is neither. */
export function parseYesNo(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return null;
}

export const formatYesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * A text cell a spreadsheet would run as a formula: one starting with "=". (A leading + - or @ is left
 * alone: phone numbers start with +, amounts with -; the exports neutralise them anyway.)
 */
export const looksLikeFormula = (text: string) => text.trimStart().startsWith('=');

/**
 * The product's CSV exports put an apostrophe before a cell starting with = + - @ (platform/csv.ts), so a
 * spreadsheet shows it as text; read back, the apostrophe goes, so an export imported again is unchanged.
 */
export function withoutFormulaGuard(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

export const FORMULA_MESSAGE = 'Formulas are not accepted: enter the value itself.';
