import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import type { BankFileFormat, ReportFileFormat } from '@hrms/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import { employees } from '../../db/schema/employees';
import { countedRun } from '../../db/schema/payroll';
import { todayIn } from '../../platform/dates';
import { AppError, fieldError } from '../../platform/errors';
import type { BankFileContext, PayingCompany, Payment } from './bank-files/common';
import { bobFile, hdfcFile, iciciFile, neftFile, unionBankFile } from './bank-files/layouts';
import { nextBankFileSerial } from './bank-files/serial';
import {
  date,
  type FiltersOf,
  missingDetails,
  money,
  monthLabel,
  type ReportDefinition,
  type ReportFileWriter,
  runsCounted,
  text,
  totalLabel,
} from './definition';
import { fileCompany } from './file-company';
import { byName, who } from './payroll-reports';
import { periodRuns } from './state-reports';

type Period = FiltersOf<'bank-transfer'>;

/**
 * The net pay to transfer for a month: runs that are approved (to be paid) or paid, with something to pay.
 * A bank file is made before the money moves, so approved runs belong in it, not only paid ones.
 */
const transferRuns = (f: Period, company: SQL) =>
  periodRuns(f, company, sql`${countedRun(sql`pr.status`)} and pr.net_salary > 0`);

const account = sql`nullif(btrim(${employees.bank_account_number}), '')`;
const ifsc = sql`nullif(btrim(${employees.bank_ifsc}), '')`;
const email = sql`nullif(btrim(${employees.email}), '')`;
/** The account number as the screen shows it: its last four digits (the bank files carry it whole). */
const maskedAccount = sql`case when ${account} is null then null
  else repeat('X', greatest(length(${account}) - 4, 0)) || right(${account}, 4) end`;

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

const fileSource = (f: Period, company: SQL) =>
  sql`select ${who}, ${email} as email, ${account} as account_number, ${ifsc} as ifsc, pr.net_salary
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
 * Each bank upload: its name in messages, the company details it needs, whether it carries a file serial,
 * its own blockers (beyond the account number and IFSC every file needs), and its writer.
 */
const BANK_FILES: Record<
  BankFileFormat,
  {
    label: string;
    contentType: string;
    extension: string;
    company: (keyof PayingCompany)[];
    serial?: true;
    /** Checks over the file's rows (employee_code, ifsc, email), each failing one with what it lacks. */
    checks?: [failing: SQL, label: string][];
    write: (payments: Payment[], c: BankFileContext) => string;
  }
> = {
  neft: {
    label: 'NEFT file',
    contentType: 'text/csv; charset=utf-8',
    extension: 'neft.csv',
    company: [],
    write: neftFile,
  },
  ubi: {
    label: 'Union Bank file',
    contentType: 'text/plain; charset=utf-8',
    extension: 'ubi.txt',
    company: ['salary_account_number', 'salary_account_ifsc', 'bank_corporate_id'],
    serial: true,
    checks: [[sql`email is null or length(email) > 80`, 'user e-mail of at most 80 characters']],
    write: unionBankFile,
  },
  hdfc: {
    label: 'HDFC Bank file',
    contentType: 'text/plain; charset=utf-8',
    extension: 'hdfc.txt',
    company: [],
    checks: [
      [
        sql`upper(ifsc) like 'HDFC%'
          and length(regexp_replace(employee_code, '[^A-Za-z0-9]', '', 'g')) not between 1 and 13`,
        'employee ID of 1 to 13 letters and digits (the beneficiary code of a transfer within HDFC Bank)',
      ],
    ],
    write: hdfcFile,
  },
  icici: {
    label: 'ICICI Bank file',
    contentType: 'text/csv; charset=utf-8',
    extension: 'icici.csv',
    company: ['salary_account_number'],
    write: iciciFile,
  },
  bob: {
    label: 'Bank of Baroda file',
    contentType: 'text/csv; charset=utf-8',
    extension: 'bob.csv',
    company: ['salary_account_number'],
    write: bobFile,
  },
};

const blockerRows = (f: Period, company: SQL) =>
  sql`select ${employees.id} as employee_id, ${who}, ${account} as account, ${ifsc} as ifsc, ${email} as email
    ${transferRuns(f, company)}`;

/** A bank file's own blockers: they refuse only that file (`format`), and say which file in their label. */
const formatBlockers = (f: Period, company: SQL) =>
  Object.entries(BANK_FILES).flatMap(([format, file]) =>
    file.checks
      ? [
          sql`select *, ${format}::text as format from (${missingDetails(
            blockerRows(f, company),
            file.checks.map(([failing, label]) => [failing, `${label} (${file.label})`]),
            true,
          )}) own`,
        ]
      : [],
  );

function bankWriter(format: BankFileFormat): ReportFileWriter<'bank-transfer'> {
  const file = BANK_FILES[format];
  return {
    contentType: file.contentType,
    extension: file.extension,
    source: fileSource,
    orderBy: byName,
    async write({ db, rows, filters, companyId }) {
      const company = await fileCompany(
        db,
        companyId,
        "A bank file pays from one company's salary account: choose the company.",
      );
      requireCompanyDetails(company, file.company, file.label);
      const payments = paymentsOf(rows);
      requirePayments(payments, filters);
      // Taken last, once nothing can refuse the file: a refused download uses no serial.
      const serial = file.serial && companyId !== null ? await nextBankFileSerial(db, companyId) : 0;
      const narration = `Salary ${monthLabel(filters.year, filters.month)}`;
      return file.write(payments, { company, on: todayIn(), narration, serial });
    },
  };
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
  describe: (f) => `${monthLabel(f.year, f.month)} · ${runsCounted({})}`,
  // Every file needs the account number and IFSC; a bank's own mandatory fields block only its file.
  blockers: (f, company) =>
    sql.join(
      [
        sql`select *, null::text as format from (${missingDetails(
          blockerRows(f, company),
          [
            [sql`account is null`, 'bank account number'],
            [sql`ifsc is null`, 'IFSC'],
          ],
          true,
        )}) every_file`,
        ...formatBlockers(f, company),
      ],
      sql` union all `,
    ),
  files: Object.fromEntries(
    (Object.keys(BANK_FILES) as BankFileFormat[]).map((format) => [format, bankWriter(format)]),
  ) as Partial<Record<ReportFileFormat, ReportFileWriter<'bank-transfer'>>>,
};
