/**
 * The quarterly salary TDS statement as the text file Protean's File Validation Utility checks and the portal
 * takes: Form 24Q (FY 2010-11 to 2025-26; "File Format for Salary TDS File – Form 24Q – Q1 to Q3", version 6.3
 * of 27 May 2025, FVU 9.5) and Form 138 (tax year 2026-27 on; "Form Number 138 (24Q) – Q1 to Q3", version
 * 1.1, FVU 1.2). Pure: figures in, text out.
 *
 * - ASCII, one record a line, each line (the last too) ending in CR LF; fields separated by `^`, one fewer
 *   caret than fields, empty fields kept; no padding.
 * - Records: the file header (FH, 18 fields), the batch header (BH, 72), then each challan (CD: 41 in 24Q,
 *   30 in 138) followed by its deductees (DD: 54 in 24Q, 45 in 138). Field 1 numbers every line from 1.
 * - Amounts in rupees with two decimals ("1234.00"); dates ddmmyyyy.
 * - Control totals: BH 4 = challans, BH 47 = Σ challan deposits; each challan's deductee count and its tax
 *   totals are sums over its deductees.
 * - Q4 of Form 24Q: each employee's salary details (SD, with its S16 and C6A records; salary-details.ts) after
 *   the last deductee, BH 49 counting the SD records and BH 50 = Σ their gross total income (SD 19). Form
 *   138's fourth-quarter layout is not published: the writer refuses it.
 */

import { amountText, clean, dateText, record, sum } from './file-fields';
import { type SalaryDetail, salaryDetailRecords, salaryFigures } from './salary-details';

export { amountText, dateText } from './file-fields';

export type StatementForm = '24Q' | '138';

/** A deductee of a challan (paise). */
export type StatementDeductee = {
  pan: string;
  name: string;
  sectionCode: string;
  tds: number;
  deposited: number;
  amountPaid: number;
  /** ISO dates: paid on, tax deducted on (null without tax). */
  paidOn: string;
  deductedOn: string | null;
};

/** A challan with its deductees (paise; OLTAS amounts are whole rupees). */
export type StatementChallan = {
  bsrCode: string;
  serial: string;
  depositedOn: string;
  tax: number;
  surcharge: number;
  cess: number;
  interest: number;
  fee: number;
  others: number;
  minorHead: string;
  deductees: StatementDeductee[];
};

export type StatementParty = {
  name: string;
  /** Up to five lines of at most 25 characters (addressLines splits a long address). */
  address: string[];
  /** The file format's numeric state code (Annexure 1). */
  stateCode: number;
  pin: string;
  email: string;
  mobile: string;
};

export type StatementInput = {
  form: StatementForm;
  /** The utility's name in the file header. */
  utility: string;
  createdOn: string;
  /** "2025-26": the financial (24Q) or tax (138) year. */
  year: string;
  quarter: number;
  tan: string;
  pan: string;
  deductor: StatementParty & { branch: string; country: string };
  /** Deductor type (Annexure 4): K, a company. */
  deductorType: string;
  responsible: StatementParty & { designation: string; pan: string; country: string };
  /** The 15-digit token of the previous quarter's regular statement, when one was filed. */
  previousToken: string | null;
  challans: StatementChallan[];
  /** Q4 of Form 24Q: Annexure II, one entry per employee of the year. */
  salaryDetails?: SalaryDetail[];
};

const CRLF = '\r\n';
/** "2025-26" → "202526": a year as the batch header writes it. */
const yearText = (year: string) => `${year.slice(0, 4)}${year.slice(5, 7)}`;
const nextYearText = (year: string) => {
  const start = Number(year.slice(0, 4)) + 1;
  return `${start}${String((start + 1) % 100).padStart(2, '0')}`;
};

/**
 * An address as the file's lines: words packed into lines of at most 25 characters, at most five (a word
 * longer than a line is cut).
 */
export function addressLines(parts: (string | null | undefined)[]): string[] {
  const words = parts
    .filter((p): p is string => Boolean(p?.trim()))
    .join(', ')
    .split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const piece = word.slice(0, 25);
    if (!line) line = piece;
    else if (`${line} ${piece}`.length <= 25) line = `${line} ${piece}`;
    else {
      lines.push(line);
      line = piece;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 5);
}

/** An address's five lines from field `first` on. */
const addressAt = (first: number, lines: string[]) =>
  Object.fromEntries([0, 1, 2, 3, 4].map((i) => [first + i, clean(lines[i] ?? '', 25)]));

/** A challan's total deposit: tax, surcharge, cess, interest, others and fee. */
const challanTotal = (c: StatementChallan) => c.tax + c.surcharge + c.cess + c.interest + c.others + c.fee;

function fileHeader(s: StatementInput) {
  return record(FIELD_COUNTS[s.form].FH, {
    2: 'FH',
    3: 'SL1',
    4: 'R',
    5: dateText(s.createdOn),
    6: '1',
    7: 'D',
    8: s.tan,
    9: '1',
    10: s.utility,
  });
}

/** Q4 of Form 24Q: BH 49, the SD records; BH 50, the sum of their gross total income (SD 19). */
const salaryTotals = (details: SalaryDetail[] | undefined): Record<number, string> =>
  details
    ? {
        49: String(details.length),
        50: amountText(sum(details.map((d) => salaryFigures(d).grossTotal))),
      }
    : {};

function batchHeader(s: StatementInput) {
  const d = s.deductor;
  const r = s.responsible;
  const is138 = s.form === '138';
  const common: Record<number, string> = {
    2: 'BH',
    3: '1',
    4: String(s.challans.length),
    5: s.form,
    9: s.previousToken ?? '',
    13: s.tan,
    15: s.pan,
    // 24Q: the assessment year, then the financial year; 138: the year after, then the tax year.
    16: nextYearText(s.year),
    17: yearText(s.year),
    18: `Q${s.quarter}`,
    19: clean(d.name),
    ...addressAt(21, d.address),
    26: String(d.stateCode),
    27: d.pin,
    28: clean(d.email),
    32: s.deductorType,
    33: clean(r.name),
    34: clean(r.designation, 20),
    ...addressAt(35, r.address),
    40: String(r.stateCode),
    41: r.pin,
    42: clean(r.email),
    47: amountText(sum(s.challans.map(challanTotal))),
    ...salaryTotals(s.salaryDetails),
    52: s.previousToken ? 'Y' : 'N',
    59: r.pan,
  };
  const byForm: Record<number, string> = is138
    ? { 20: clean(d.country, 25), 29: '91', 30: d.mobile, 43: clean(r.country, 25), 44: '91', 45: r.mobile }
    : { 20: clean(d.branch), 31: 'N', 43: r.mobile, 46: 'N', 51: 'N' };
  return record(FIELD_COUNTS[s.form].BH, { ...common, ...byForm });
}

function challan24Q(c: StatementChallan, n: number) {
  const tds = sum(c.deductees.map((d) => d.tds));
  return record(FIELD_COUNTS['24Q'].CD, {
    2: 'CD',
    3: '1',
    4: String(n),
    5: String(c.deductees.length),
    6: 'N',
    12: c.serial,
    16: c.bsrCode,
    18: dateText(c.depositedOn),
    22: amountText(c.tax),
    23: amountText(c.surcharge),
    24: amountText(c.cess),
    25: amountText(c.interest),
    26: amountText(c.others),
    27: amountText(challanTotal(c)),
    29: amountText(sum(c.deductees.map((d) => d.deposited))),
    30: amountText(tds),
    31: amountText(0),
    32: amountText(0),
    33: amountText(tds),
    34: amountText(c.interest),
    35: amountText(c.others),
    37: 'N',
    39: amountText(c.fee),
    40: c.minorHead,
  });
}

function deductee24Q(d: StatementDeductee, c: StatementChallan, challanNo: number, n: number) {
  return record(FIELD_COUNTS['24Q'].DD, {
    2: 'DD',
    3: '1',
    4: String(challanNo),
    5: String(n),
    6: 'O',
    10: d.pan,
    13: clean(d.name),
    // Our runs carry one tax figure: the whole of it is income tax, none surcharge or cess apart.
    14: amountText(d.tds),
    15: amountText(0),
    16: amountText(0),
    17: amountText(d.tds),
    19: amountText(d.deposited),
    22: amountText(d.amountPaid),
    23: dateText(d.paidOn),
    24: d.deductedOn ? dateText(d.deductedOn) : '',
    25: dateText(c.depositedOn),
    33: d.sectionCode,
  });
}

function challan138(c: StatementChallan, n: number) {
  return record(FIELD_COUNTS['138'].CD, {
    2: 'CD',
    3: '1',
    4: String(n),
    5: String(c.deductees.length),
    6: 'N',
    // The 2025 Act's challan carries no surcharge or cess apart: the tax is all of them.
    8: amountText(c.tax + c.surcharge + c.cess),
    9: amountText(c.interest),
    10: amountText(c.fee),
    11: amountText(c.others),
    12: amountText(challanTotal(c)),
    13: 'C',
    15: c.bsrCode,
    17: c.serial,
    19: dateText(c.depositedOn),
    21: amountText(sum(c.deductees.map((d) => d.deposited))),
    22: amountText(sum(c.deductees.map((d) => d.tds))),
    23: c.minorHead,
  });
}

function deductee138(d: StatementDeductee, c: StatementChallan, challanNo: number, n: number) {
  return record(FIELD_COUNTS['138'].DD, {
    2: 'DD',
    3: '1',
    4: String(challanNo),
    5: String(n),
    6: 'O',
    8: d.pan,
    9: clean(d.name),
    15: d.sectionCode,
    18: d.deposited > 0 ? 'Y' : 'N',
    19: dateText(d.paidOn),
    20: amountText(d.amountPaid),
    24: amountText(d.tds),
    25: amountText(d.deposited),
    27: d.deductedOn ? dateText(d.deductedOn) : '',
    29: dateText(c.depositedOn),
  });
}

/** The statement's text: each record numbered, `^`-joined, every line ending in CR LF. */
export function statementFile(s: StatementInput): string {
  const records: string[][] = [fileHeader(s), batchHeader(s)];
  s.challans.forEach((c, i) => {
    const challanNo = i + 1;
    records.push(s.form === '138' ? challan138(c, challanNo) : challan24Q(c, challanNo));
    c.deductees.forEach((d, j) => {
      records.push(
        s.form === '138' ? deductee138(d, c, challanNo, j + 1) : deductee24Q(d, c, challanNo, j + 1),
      );
    });
  });
  if (s.salaryDetails) records.push(...salaryDetailRecords(s.salaryDetails));
  return records.map((fields, i) => `${[String(i + 1), ...fields].join('^')}${CRLF}`).join('');
}

/** The fields each record has, as the file formats count them (the line number included). */
export const FIELD_COUNTS = {
  '24Q': { FH: 18, BH: 72, CD: 41, DD: 54 },
  '138': { FH: 18, BH: 72, CD: 30, DD: 45 },
} as const;
