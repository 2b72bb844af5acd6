import type { CellObject, WorkSheet } from '@e965/xlsx';
import type { ExitType } from '@hrms/contracts/enums';
import { type SQL, sql } from 'drizzle-orm';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';
import { countedRun, payrollArrears, payrollRuns } from '../../db/schema/payroll';
import { fieldError, validationFailed } from '../../platform/errors';
import {
  esicPeriodFirstMonth,
  firstDayOf,
  lastDayOf,
  monthIndex,
  previousMonth,
} from '../../platform/period';
import { leftOn } from '../employees/public';
import {
  count,
  type FileInput,
  type FiltersOf,
  fromBreakdown,
  missingDetails,
  money,
  monthLabel,
  type ReportDefinition,
  type ReportFileWriter,
  text,
  totalLabel,
  unpackedBreakdown,
} from './definition';
import { type McRow, mcFaults } from './engine/esic-mc-checks';
import { coverageAtPeriodStart, type StartCoverage } from './esic-coverage';
import { companyCode } from './file-company';
import { byName, describe, who } from './payroll-reports';
import { latinLetters } from './pf-reports';

/**
 * ESIC (ESI Act 1948, (Central) Rules 50–52): the ESIC register and the monthly contribution (MC) upload
 * of the ESIC employer portal, from the month's runs. Sources are in docs/decisions/statutory.md ("ESIC register
 * and MC upload" and the decisions after it).
 */

type Period = FiltersOf<'esic-contributions'>;

const esicEmployee = fromBreakdown('deductions', 'esic_deduction');
const esicEmployer = fromBreakdown('employer_contributions', 'esic');

/** The runs of the month a report reads: those that count (approved and paid), or the status asked for. */
const ofMonth = (f: Period) => sql`pr.year = ${f.year} and pr.month = ${f.month}
  and ${f.status ? sql`pr.status = ${f.status}` : countedRun(sql`pr.status`)}`;

/**
 * Whether the run pr's employee is covered by ESIC in the month: the engine's decision when it stored one
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
 * The ESIC wages of the run pr: the month's own (breakdown.statutory.esic_wages) plus the arrears of earlier
 * months it pays on which ESIC was due (payroll_arrears.esic_wages, non-zero only for months from the one the
 * raise was declared in: ESIC Revenue Manual L 8.19), so the file carries every rupee the run deducted ESIC
 * on (ESI Act s.2(22): wages "paid or payable"). Older runs without stored wages: the month's gross, every
 * earning line (their arrears are in it).
 */
const esicWages = sql`coalesce((bd.statutory->>'esic_wages')::numeric + coalesce((
    select sum(a.esic_wages) from ${payrollArrears} a where a.payroll_run_id = pr.id), 0), pr.gross_salary)`;

const ipNumber = sql`nullif(btrim(${employees.esic_ip_number}), '')`;
const ipName = latinLetters(sql`${employees.first_name} || ' ' || ${employees.last_name}`, '');

/**
 * One row per ESIC-covered run of the month. Days paid are rounded up to a whole day (the ESIC MC
 * instructions: "fractions should be rounded up to the next higher integer").
 */
function esicRows(f: Period, company: SQL) {
  return sql`select ${who}, c.id as company_id, ${ipNumber} as ip_number, ${ipName} as ip_name,
      ceil(pr.days_paid)::int as days_paid, ${esicWages} as wages,
      ${esicEmployee} as employee_contribution, ${esicEmployer} as employer_contribution,
      ${esicEmployee} + ${esicEmployer} as total_contribution
    from ${payrollRuns} pr
    ${unpackedBreakdown}
    join ${employees} on ${employees.id} = pr.employee_id
    join ${companies} c on c.id = ${employees.company_id}
    where ${ofMonth(f)} and ${company} and ${covered(f)}`;
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
 * The ESIC MC upload's reason codes for an IP with zero days, as the portal's template lists them
 * (officeanywhere.io/payroll/esi-electronic-return-format; the template's own instruction sheet).
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
export type EsicReasonCode = keyof typeof ESIC_REASON_CODES;

/**
 * The code of a leaver's exit: resignation and termination are "left service" (2), retirement "retired" (3), death
 * "expired" (5), retrenchment "retrenchment" (10) (docs/decisions/statutory.md, "A leaver's exit decides the
 * reason code"). A Record over ExitType, so a new exit type does not compile until it is mapped here.
 */
export const ESIC_EXIT_CODES: Record<ExitType, EsicReasonCode> = {
  resignation: 2,
  termination: 2,
  retirement: 3,
  death: 5,
  retrenchment: 10,
};

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

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The upload's rows: every IP mapped to the employer this month, as the portal's template asks ("all the
 * Employees (who are currently mapped in the system)"):
 *
 * - an employee whose run of the month is ESIC-covered with days paid: the days and wages, reason 0, no last
 *   working day — a leaver paid part of the month too ("In case IP has worked for part of the month … and left
 *   in between of the month, then last working day shouldn't be mentioned"); the wages include the arrear ESIC
 *   wages of this month that a later run paid in a month of 0 days (the portal takes no wages on a 0-day row,
 *   and wages "payable" belong to their own wage period: docs/decisions/statutory.md, "Arrears paid in a month
 *   of 0 days are reported with the month they belong to");
 * - everyone else covered in the contribution period (in its first month, April or October, the previous
 *   period too; and an IP covered in the previous period with no run in this period's first month, whom the
 *   structure then keeps covered — coverageAtPeriodStart), with no paid covered day this month: 0 days and 0
 *   wages, and the reason —
 *   - a leaver by the month's end: the code of their exit (ESIC_EXIT_CODES) with the last working day, in the
 *     month they left or, when that month still paid them, the month after; once reported so, never again
 *     (codes 2, 3 and 10 remove the IP from the employer's list);
 *   - in April or October, an IP whose run of the month is no longer covered (the rate of wages at the
 *     period's start above the ceiling), or who has no run and whose structure then is above it: 4, out of
 *     coverage, with the period's last day as the last working day (the template: code 4 "valid only if Wage
 *     Period is April/October");
 *   - anyone else (no paid day, or no run this month): 1, on leave.
 */
function uploadRows(f: Period, company: SQL, loaded: unknown) {
  const first = esicPeriodFirstMonth(f);
  const boundary = first.month === f.month;
  const atStart = JSON.stringify((loaded ?? []) as StartCoverage[]);
  // Covered runs before this month that keep an IP on the employer's list: this contribution period's, and in
  // its first month the previous period's.
  const mappedFrom = monthIndex(first) - (boundary ? 6 : 0);
  const previous = previousMonth(f);
  const start = firstDayOf(f);
  const end = lastDayOf(f);
  const exitCode = sql.raw(
    `case exit_type ${Object.entries(ESIC_EXIT_CODES)
      .map(([type, code]) => `when '${type}' then ${code}`)
      .join(' ')} else 2 end`,
  );
  // Out of coverage at the period's start: by the month's run, or without one by the structure then.
  const outOfCoverage = boundary
    ? sql`when run_in_month and not covered or start_covered = false then 4`
    : sql``;
  const outOfCoverageDay = boundary
    ? sql`when run_in_month and not covered or start_covered = false then ${ddmmyyyy(lastDayOf(previous))}`
    : sql``;
  const bore = sql.raw(`coalesce((xb.statutory->>'esic_covered')::boolean,
    coalesce((xb.deductions->>'esic_deduction')::numeric, 0)
      + coalesce((xb.employer_contributions->>'esic')::numeric, 0) > 0)`);
  return sql`select employee_code, employee_name, company_id, ip_number, ip_name,
      case when paid then days_paid else 0 end::int as days_paid,
      case when paid then wages + late_arrears else 0 end as wages,
      case when paid then 0 when left_on <= ${end}::date then ${exitCode} ${outOfCoverage} else 1 end::int
        as reason_code,
      case when paid then null when left_on <= ${end}::date then to_char(left_on, 'DD/MM/YYYY') ${outOfCoverageDay}
      end as last_working_day
    from (
      select ${who}, c.id as company_id, ${ipNumber} as ip_number, ${ipName} as ip_name,
        ${leftOn} as left_on, ${employees.exit_type} as exit_type,
        m.days_paid, m.wages, m.employee_id is not null as run_in_month, coalesce(m.covered, false) as covered,
        coalesce(m.covered and m.days_paid > 0, false) as paid,
        coalesce(h.paid_last_month, false) as paid_last_month,
        s.employee_id is not null as at_start, s.covered as start_covered,
        coalesce(late.wages, 0) as late_arrears
      from ${employees}
      join ${companies} c on c.id = ${employees.company_id}
      left join lateral (
        select pr.employee_id, ceil(pr.days_paid)::int as days_paid, ${esicWages} as wages, ${covered(f)} as covered
        from ${payrollRuns} pr
        ${unpackedBreakdown}
        where pr.employee_id = ${employees.id} and ${ofMonth(f)}
      ) m on true
      left join lateral (
        select true as mapped,
          bool_or(x.year = ${previous.year} and x.month = ${previous.month} and x.days_paid > 0) as paid_last_month
        from ${payrollRuns} x
        cross join lateral jsonb_to_record(x.breakdown)
          as xb(deductions jsonb, employer_contributions jsonb, statutory jsonb)
        where x.employee_id = ${employees.id} and ${countedRun(sql`x.status`)}
          and x.year * 12 + x.month between ${mappedFrom} and ${monthIndex(f) - 1} and ${bore}
        having count(*) > 0
      ) h on true
      left join jsonb_to_recordset(${atStart}::jsonb) as s(employee_id int, covered boolean)
        on s.employee_id = ${employees.id}
      -- Arrear ESIC wages of this month paid by a later run of 0 days: reported with the month they belong to.
      left join lateral (
        select sum(a.esic_wages) as wages
        from ${payrollArrears} a
        join ${payrollRuns} lr on lr.id = a.payroll_run_id
        where a.employee_id = ${employees.id} and a.year = ${f.year} and a.month = ${f.month}
          and ${countedRun(sql`lr.status`)} and lr.days_paid = 0
      ) late on true
      where ${company} and (m.covered or h.mapped or s.employee_id is not null and s.covered is not false)
    ) ip
    where paid or left_on is null or left_on > ${end}::date or left_on >= ${start}::date or paid_last_month`;
}

/** Wages as the portal reads them: whole rupees without decimals, paise with two. */
const wagesText = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
};

/** A row's six cells as the template takes them: every one text; the last working day blank when none. */
const cellsOf = (row: Record<string, unknown>) =>
  [
    String(row.ip_number ?? ''),
    String(row.ip_name ?? ''),
    String(row.days_paid ?? 0),
    wagesText(row.wages),
    String(row.reason_code ?? 0),
    row.last_working_day ? String(row.last_working_day) : null,
  ] as const;

/** The MC spreadsheet as .xlsx (exceljs): one sheet, the template's header row, every cell text. */
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
  for (const row of rows) sheet.addRow([...cellsOf(row)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The MC spreadsheet as the portal's template is, an Excel 97–2003 workbook (BIFF8 .xls: the template's
 * instruction 9, "Excel file should be saved in .xls format (Excel 97-2003)"), written by SheetJS (the npm
 * republication @e965/xlsx of SheetJS CE 0.20.3): one sheet, the header row, every cell a text cell in the Text
 * number format '@' (instruction 10: "all the column including date column should be in 'Text' format").
 */
export async function esicXls(rows: Record<string, unknown>[]) {
  const XLSX = await import('@e965/xlsx');
  const sheet: WorkSheet = {};
  const lines = [[...ESIC_UPLOAD_HEADERS], ...rows.map(cellsOf)];
  lines.forEach((line, r) => {
    line.forEach((value, c) => {
      if (value !== null)
        sheet[XLSX.utils.encode_cell({ r, c })] = { t: 's', v: value, z: '@' } satisfies CellObject;
    });
  });
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: lines.length - 1, c: 5 } });
  sheet['!cols'] = ESIC_UPLOAD_HEADERS.map((_, i) => ({ wch: i === 1 ? 32 : 20 }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Sheet1');
  return XLSX.write(workbook, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

/** A row of the upload as the checks read it. */
const mcRowOf = (r: Record<string, unknown>): McRow => ({
  ip_number: String(r.ip_number ?? ''),
  ip_name: String(r.ip_name ?? ''),
  days_paid: Number(r.days_paid),
  wages: Number(r.wages),
  reason_code: Number(r.reason_code),
  last_working_day: r.last_working_day ? String(r.last_working_day) : null,
});

/** A spreadsheet of the MC upload: for one employer code, not empty, and nothing the portal would refuse. */
function mcFile(
  contentType: string,
  extension: string,
  write: (rows: Record<string, unknown>[]) => Promise<Buffer>,
): ReportFileWriter<'esic-upload'> {
  return {
    contentType,
    extension,
    async write({ db, rows, filters, companyId }: FileInput<'esic-upload'>) {
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
      const faults = mcFaults(rows.map(mcRowOf), filters);
      if (faults.length) throw validationFailed({ file: faults });
      return write(rows);
    },
  };
}

/**
 * The ESIC monthly contribution file in the portal's column layout: JSON and CSV (the template's headings
 * as the header row), format=xls (the template's own Excel 97–2003 format, to upload) and format=xlsx (the
 * same sheet for newer spreadsheets). An employee on the list without an IP number or a Latin name blocks
 * every download; the spreadsheets are checked as the portal checks them before they are given.
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
  load: (db, f, company) => coverageAtPeriodStart(db, f, company),
  source: (f, company, loaded) => uploadRows(f, company, loaded),
  orderBy: byName,
  describe,
  blockers: (f, company, loaded) =>
    missingDetails(uploadRows(f, company, loaded), [
      [sql`ip_number is null`, 'ESIC IP number'],
      [sql`ip_name = ''`, 'Name in English letters'],
    ]),
  files: {
    xls: mcFile('application/vnd.ms-excel', 'xls', esicXls),
    xlsx: mcFile('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx', esicWorkbook),
  },
};
