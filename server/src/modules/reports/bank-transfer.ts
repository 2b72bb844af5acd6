import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { sql } from 'drizzle-orm';
import { employees } from '../../db/schema/employees';
import { AppError, fieldError } from '../../platform/errors';
import {
  date,
  type FiltersOf,
  missingDetails,
  money,
  monthLabel,
  type ReportDefinition,
  text,
  totalLabel,
} from './definition';
import { type FileCompany, fileCompany } from './file-company';

/** What the bank files read of the paying company. */
type PayingCompany = Pick<
  FileCompany,
  'name' | 'salary_account_number' | 'salary_account_ifsc' | 'bank_corporate_id'
>;

import { byName, who } from './payroll-reports';
import { periodRuns } from './state-reports';

type Period = FiltersOf<'bank-transfer'>;

/**
 * The net pay to transfer for a month: runs that are approved (to be paid) or paid, with something to pay.
 * A bank file is made before the money moves, so approved runs belong in it, not only paid ones.
 */
const transferRuns = (f: Period, company: Parameters<typeof periodRuns>[1]) =>
  periodRuns(f, company, sql`pr.status in ('approved', 'paid') and pr.net_salary > 0`);

const account = sql`nullif(btrim(${employees.bank_account_number}), '')`;
const ifsc = sql`nullif(btrim(${employees.bank_ifsc}), '')`;
/** The account number as the screen shows it: its last four digits (the bank files carry it whole). */
const maskedAccount = sql`case when ${account} is null then null
  else repeat('X', greatest(length(${account}) - 4, 0)) || right(${account}, 4) end`;

/** Text a bank upload accepts: unaccented ASCII letters, digits, spaces and . - / only, at most `max` long. */
export function bankText(value: string, max: number): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ./-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** A value placed in a comma- or pipe-separated field as it is, but for the separators and line breaks. */
const field = (value: string, max: number) =>
  value
    .replace(/[,|\r\n]/g, '')
    .trim()
    .slice(0, max);

type Payment = { code: string; name: string; email: string; account: string; ifsc: string; paise: number };

function paymentsOf(rows: Record<string, unknown>[]): Payment[] {
  return rows.map((r) => ({
    code: String(r.employee_code),
    name: String(r.employee_name),
    email: String(r.email ?? ''),
    account: String(r.account_number),
    ifsc: String(r.ifsc).toUpperCase(),
    paise: Math.round(Number(r.net_salary) * 100),
  }));
}

const rupees = (paise: number) => (paise / 100).toFixed(2);
/** CRLF line ends, the last line's too: what Windows-based bank portals and RFC 4180 expect. */
const lines = (all: string[]) => `${all.join('\r\n')}\r\n`;

const fileSource = (f: Period, company: Parameters<typeof periodRuns>[1]) =>
  sql`select ${who}, ${employees.email} as email, ${account} as account_number, ${ifsc} as ifsc, pr.net_salary
    ${transferRuns(f, company)}`;

/** "a", "a and b", "a, b and c". */
const inWords = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** Refuses a file the company's missing bank details would make unusable, naming each (errors.company). */
function requireCompanyDetails(company: PayingCompany, required: (keyof PayingCompany)[], file: string) {
  const labels: Partial<Record<keyof PayingCompany, string>> = {
    salary_account_number: 'salary account number',
    salary_account_ifsc: 'salary account IFSC',
    bank_corporate_id: 'bank corporate id',
  };
  const missing = required.filter((k) => !company[k]?.trim()).map((k) => labels[k] ?? k);
  if (!missing.length) return;
  throw new AppError(
    422,
    `${company.name} must have its ${inWords(missing)} set before the ${file} can be produced.`,
    { company: [`${company.name}: ${missing.join(', ')} missing`] },
  );
}

function requirePayments(payments: Payment[], f: Period) {
  if (payments.length) return;
  throw fieldError(
    'month',
    `There is no approved or paid net pay to transfer for ${monthLabel(f.year, f.month)}.`,
  );
}

/**
 * Generic NEFT bulk-upload CSV (no byte-order mark, CRLF): a header row; one payment a row (serial number,
 * beneficiary name of at most 35 characters, account number, IFSC, amount with two decimals, narration
 * "Salary Dec 2026", employee ID); then a control-total row: TOTAL, the number of payments, the total.
 */
export function neftFile(payments: Payment[], narration: string): string {
  const total = payments.reduce((sum, p) => sum + p.paise, 0);
  return lines([
    'Sr No,Beneficiary Name,Beneficiary Account Number,IFSC,Amount,Narration,Employee ID',
    ...payments.map((p, i) =>
      [
        i + 1,
        bankText(p.name, 35) || bankText(p.code, 35),
        p.account,
        p.ifsc,
        rupees(p.paise),
        narration,
        field(p.code, 30),
      ].join(','),
    ),
    `TOTAL,${payments.length} payments,,,${rupees(total)},,`,
  ]);
}

/**
 * Union Bank of India's corporate NEFT/RTGS upload in text format (comma-separated): the file header
 * FILEHDR, the corporate id (at most 32) and a file serial number (at most 6 digits: the period's YYYYMM);
 * then per payee: payment type NEFT, the payer's IFSC (the company's salary account IFSC), the debit
 * account, the receiver's IFSC, the beneficiary account, INR, the amount, transaction remarks (at most 140),
 * beneficiary name (at most 40), user e-mail (at most 80) and remarks (at most 20: the employee ID).
 */
export function unionBankFile(payments: Payment[], company: PayingCompany, f: Period): string {
  const serial = `${f.year}${String(f.month).padStart(2, '0')}`;
  const remarks = `Salary ${monthLabel(f.year, f.month)}`;
  return lines([
    ['FILEHDR', field(company.bank_corporate_id ?? '', 32), serial].join(','),
    ...payments.map((p) =>
      [
        'NEFT',
        field(company.salary_account_ifsc ?? '', 12).toUpperCase(),
        field(company.salary_account_number ?? '', 24),
        p.ifsc,
        p.account,
        'INR',
        rupees(p.paise),
        remarks,
        bankText(p.name, 40) || bankText(p.code, 40),
        p.email.length <= 80 ? field(p.email, 80) : '',
        field(p.code, 20),
      ].join(','),
    ),
  ]);
}

/** What each employee is to be paid for the month: approved and paid runs, with where the money goes. */
export const bankTransfer: ReportDefinition<'bank-transfer'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    text('department', 'Department'),
    text('bank_account', 'Account Number'),
    text('bank_ifsc', 'IFSC'),
    text('status', 'Status'),
    money('net_salary', 'Net Pay'),
    date('paid_on', 'Paid On'),
  ],
  source: (f, company) => sql`select ${who}, d.name as department, ${maskedAccount} as bank_account,
      ${ifsc} as bank_ifsc, pr.status, pr.net_salary,
      to_char(pr.paid_at at time zone ${DEFAULT_TIME_ZONE}, 'YYYY-MM-DD') as paid_on
    ${transferRuns(f, company)}`,
  orderBy: byName,
  describe: (f) => `${monthLabel(f.year, f.month)} · approved and paid runs`,
  blockers: (f, company) =>
    missingDetails(
      sql`select ${employees.id} as employee_id, ${who}, ${account} as account, ${ifsc} as ifsc
        ${transferRuns(f, company)}`,
      [
        [sql`account is null`, 'bank account number'],
        [sql`ifsc is null`, 'IFSC'],
      ],
      true,
    ),
  files: {
    neft: {
      contentType: 'text/csv; charset=utf-8',
      extension: 'neft.csv',
      source: fileSource,
      orderBy: byName,
      async write({ db, rows, filters, companyId }) {
        await fileCompany(
          db,
          companyId,
          "A bank file pays from one company's salary account: choose the company.",
        );
        const payments = paymentsOf(rows);
        requirePayments(payments, filters);
        return neftFile(payments, `Salary ${monthLabel(filters.year, filters.month)}`);
      },
    },
    ubi: {
      contentType: 'text/plain; charset=utf-8',
      extension: 'ubi.txt',
      source: fileSource,
      orderBy: byName,
      async write({ db, rows, filters, companyId }) {
        const company = await fileCompany(
          db,
          companyId,
          "A bank file pays from one company's salary account: choose the company.",
        );
        requireCompanyDetails(
          company,
          ['salary_account_number', 'salary_account_ifsc', 'bank_corporate_id'],
          'Union Bank file',
        );
        const payments = paymentsOf(rows);
        requirePayments(payments, filters);
        return unionBankFile(payments, company, filters);
      },
    },
  },
};
