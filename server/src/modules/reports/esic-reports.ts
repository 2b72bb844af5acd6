import { type SQL, sql } from 'drizzle-orm';
import { employees } from '../../db/schema/employees';
import { countedRun, payrollRuns } from '../../db/schema/payroll';
import { fieldError } from '../../platform/errors';
import { esicPeriodFirstMonth, lastDayOf, monthIndex } from '../../platform/period';
import { leftOn } from '../employees/public';
import {
  count,
  type FiltersOf,
  fromBreakdown,
  missingDetails,
  money,
  monthLabel,
  type ReportDefinition,
  text,
  totalLabel,
} from './definition';
import { companyCode } from './file-company';
import { byName, describe, monthRuns, who } from './payroll-reports';
import { latinLetters } from './pf-reports';

/**
 * ESIC (ESI Act 1948, (Central) Rules 50–52): the ESIC register and the monthly contribution (MC) upload
 * of the ESIC employer portal, from the month's runs. Sources are in docs/decisions/statutory.md ("ESIC register and MC upload").
 */

type Period = FiltersOf<'esic-contributions'>;

const esicEmployee = fromBreakdown('deductions', 'esic_deduction');
const esicEmployer = fromBreakdown('employer_contributions', 'esic');

/**
 * Whether the run's employee is covered by ESIC in the month: the engine's decision when it stored one
 * (breakdown.statutory.esic_covered); for runs without it, covered when the month carries an ESIC
 * contribution or an earlier run of the same contribution period did (once covered, covered to the
 * period's end: ESI (Central) Rules 50–51), so a covered employee with no pay this month is still listed.
 */
function covered(f: Period) {
  const stored = sql.raw(`(bd.statutory->>'esic_covered')`);
  return sql`case when ${stored} is not null then ${stored}::boolean
    else ${esicEmployee} + ${esicEmployer} > 0 or exists (
      select 1 from ${payrollRuns} earlier
      where earlier.employee_id = pr.employee_id and ${countedRun(sql`earlier.status`)}
        and earlier.year * 12 + earlier.month
          between ${monthIndex(esicPeriodFirstMonth(f))} and ${monthIndex(f) - 1}
        and (coalesce((earlier.breakdown->'deductions'->>'esic_deduction')::numeric, 0)
          + coalesce((earlier.breakdown->'employer_contributions'->>'esic')::numeric, 0) > 0
          or coalesce((earlier.breakdown->'statutory'->>'esic_covered')::boolean, false))
    ) end`;
}

/**
 * One row per ESIC-covered run of the month. Days paid are rounded up to a whole day (the ESIC MC
 * instructions: "fractions should be rounded up to the next higher integer"); wages are the ESIC wages the
 * engine stored (breakdown.statutory.esic_wages), else the month's gross: every earning line, as ESI Act
 * s.2(22) counts them.
 */
function esicRows(f: Period, company: SQL) {
  return sql`select ${who}, c.id as company_id, nullif(btrim(${employees.esic_ip_number}), '') as ip_number,
      ${latinLetters(sql`${employees.first_name} || ' ' || ${employees.last_name}`, '')} as ip_name,
      ceil(pr.days_paid)::int as days_paid,
      coalesce((bd.statutory->>'esic_wages')::numeric, pr.gross_salary) as wages,
      ${esicEmployee} as employee_contribution, ${esicEmployer} as employer_contribution,
      ${esicEmployee} + ${esicEmployer} as total_contribution, ${leftOn} as left_on
    ${monthRuns(f, company)} and ${covered(f)}`;
}

export const esicContributions: ReportDefinition<'esic-contributions'> = {
  columns: () => [
    text('employee_code', 'Employee ID', totalLabel),
    text('employee_name', 'Employee'),
    text('ip_number', 'IP Number'),
    count('days_paid', 'Days Paid', false),
    money('wages', 'ESIC Wages'),
    money('employee_contribution', 'Employee Contribution'),
    money('employer_contribution', 'Employer Contribution'),
    money('total_contribution', 'Total'),
  ],
  source: (f, company) => sql`select employee_code, employee_name, company_id, ip_number, days_paid, wages,
      employee_contribution, employer_contribution, total_contribution
    from (${esicRows(f, company)}) esic`,
  orderBy: byName,
  describe,
};

/**
 * The ESIC MC upload's reason codes for an IP with zero (or fewer) days, as the portal's template lists
 * them; codes 2, 3, 4, 5, 6 and 10 need the last working day, every other one leaves it blank.
 */
export const ESIC_REASON_CODES = {
  0: 'Without Reason',
  1: 'On Leave',
  2: 'Left Service',
  3: 'Retired',
  4: 'Out of Coverage',
  5: 'Expired',
  6: 'Non Implemented area',
  7: 'Compliance by Immediate Employer',
  8: 'Suspension of work',
  9: 'Strike/Lockout',
  10: 'Retrenchment',
  11: 'No Work',
  12: 'Doesnt Belong To This Employer',
  13: 'Duplicate IP',
} as const;

/** The MC template's six columns, in order, with the template's own headings. */
export const ESIC_UPLOAD_HEADERS = [
  'IP Number (10 Digits)',
  'IP Name (Only alphabets and space)',
  'No of Days for which wages paid/payable during the month',
  'Total Monthly Wages',
  'Reason Code for Zero workings days (numeric only; provide 0 for all other reasons)',
  'Last Working Day (Format DD/MM/YYYY or DD-MM-YYYY)',
] as const;
const UPLOAD_KEYS = [
  'ip_number',
  'ip_name',
  'days_paid',
  'wages',
  'reason_code',
  'last_working_day',
] as const;

/**
 * The upload's rows: every covered employee, including those with no days this month. An employee who
 * left by the month's end is reported as left service (2) with the last working day; one with no paid
 * day is on leave (1); everyone else gets 0, as the template asks.
 */
function uploadRows(f: Period, company: SQL) {
  const last = lastDayOf(f);
  return sql`select employee_code, employee_name, company_id, ip_number, ip_name, days_paid, wages,
      case when left_on <= ${last}::date then ${2} when days_paid = 0 then ${1} else ${0} end::int as reason_code,
      case when left_on <= ${last}::date then to_char(left_on, 'DD/MM/YYYY') end as last_working_day
    from (${esicRows(f, company)}) esic`;
}

/** Wages as the portal reads them: whole rupees without decimals, paise with two. */
const wagesText = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
};

/** The MC spreadsheet: one sheet, the template's header row, every cell text (the portal's instruction). */
export async function esicWorkbook(rows: Record<string, unknown>[]) {
  // exceljs takes seconds to load: only the request that builds the sheet pays for it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = ESIC_UPLOAD_HEADERS.map((header, i) => ({
    header,
    key: UPLOAD_KEYS[i],
    width: i === 1 ? 32 : 20,
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      String(row.ip_number ?? ''),
      String(row.ip_name ?? ''),
      String(row.days_paid ?? 0),
      wagesText(row.wages),
      String(row.reason_code ?? 0),
      row.last_working_day ? String(row.last_working_day) : null,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The ESIC monthly contribution file in the portal's column layout: JSON and CSV (the template's headings
 * as the header row) and format=xlsx, the spreadsheet to upload. Covered employees without an IP number
 * block every download.
 */
export const esicUpload: ReportDefinition<'esic-upload'> = {
  columns: () => [
    text('ip_number', ESIC_UPLOAD_HEADERS[0], totalLabel),
    text('ip_name', ESIC_UPLOAD_HEADERS[1]),
    count('days_paid', ESIC_UPLOAD_HEADERS[2], false),
    money('wages', ESIC_UPLOAD_HEADERS[3]),
    count('reason_code', ESIC_UPLOAD_HEADERS[4], false),
    text('last_working_day', ESIC_UPLOAD_HEADERS[5]),
  ],
  source: (f, company) => uploadRows(f, company),
  orderBy: byName,
  describe,
  blockers: (f, company) =>
    missingDetails(esicRows(f, company), [
      [sql`ip_number is null`, 'ESIC IP number'],
      [sql`ip_name = ''`, 'Name in English letters'],
    ]),
  files: {
    xlsx: {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
      async write({ db, rows, filters, companyId }) {
        await companyCode(db, companyId, 'esic_employer_code', {
          oneCompany: 'Choose a company: an ESIC contribution file covers one employer code.',
          label: 'ESIC employer code',
          name: 'ESIC file',
        });
        if (!rows.length) {
          throw fieldError(
            'month',
            `No employee was covered by ESIC in ${monthLabel(filters.year, filters.month)}: there is no contribution file to upload.`,
          );
        }
        return esicWorkbook(rows);
      },
    },
  },
};
