import { statementFormOf } from '@hrms/contracts/statute';
import { quarterMonths } from '@hrms/contracts/tax-year';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { countedRun, payrollRuns } from '../../db/schema/payroll';
import { fieldError } from '../../platform/errors';
import { statuteFor } from '../statutory/public';
import type { StatementForm } from '../tds/public';
import {
  type ColumnDefinition,
  count,
  type FiltersOf,
  money,
  type ReportDefinition,
  text,
  totalLabel,
} from './definition';
import { annexureOne, annexureOneProblems, loadAnnexureOne } from './form-24q-annexure1';
import { annexureTwo, annexureTwoColumns, loadAnnexureTwo } from './form-24q-annexure2';
import { statementWriter } from './form-24q-file';

type Quarter = FiltersOf<'form-24q'>;

const inQuarter = (f: Quarter) =>
  sql`(pr.year * 12 + pr.month) in (${sql.join(
    quarterMonths(f.financial_year, f.quarter).map(([y, m]) => sql`${y * 12 + m}`),
    sql`, `,
  )})`;

/** PAN (Income-tax Act s.139A), as PAN_PATTERN of the contracts. */
const PAN = `'^[A-Z]{5}[0-9]{4}[A-Z]$'`;
const TAN = `'^[A-Z]{4}[0-9]{5}[A-Z]$'`;

/** The quarter's approved and paid runs: whose PAN and whose company's TAN the statement needs. */
const quarterRuns = (f: Quarter, company: ReturnType<typeof sql>) => sql`
  select pr.id as run_id, ${employees.id} as employee_id, ${employees.employee_id} as employee_code,
    ${employees.first_name} || ' ' || ${employees.last_name} as employee_name,
    ${employees.pan} as pan, ${employees.company_id} as company_id
  from ${payrollRuns} pr join ${employees} on ${employees.id} = pr.employee_id
  where ${countedRun(sql`pr.status`)} and ${inQuarter(f)} and ${company}`;

/**
 * Annexure I: one deductee row per employee, month and challan that paid it, grouped under its challan as the
 * statement's deductee (DD) records follow their challan (CD) record, with the headings the Return Preparation
 * Utility's Annexure I shows (see docs/decisions/income-tax.md, "Annexure I columns").
 */
const annexureOneColumns: ColumnDefinition[] = [
  count('sr_no', 'Sr. No.', false),
  count('challan_no', 'Challan Sr. No.', false),
  count('deductee_no', 'Deductee Sr. No. in the Challan', false),
  text('employee_code', 'Employee Reference No. provided by Employer', totalLabel),
  text('pan', 'PAN of the Employee'),
  text('employee_name', 'Name of the Employee'),
  text('section_code', 'Section Code'),
  text('payment_date', 'Date of Payment/Credit'),
  money('amount_paid', 'Amount Paid/Credited'),
  money('tds', 'TDS'),
  money('surcharge', 'Surcharge'),
  money('cess', 'Health and Education Cess'),
  money('total_deducted', 'Total Tax Deducted'),
  money('total_deposited', 'Total Tax Deposited'),
  text('deduction_date', 'Date of Deduction'),
  text('deposit_date', 'Date of Deposit'),
  text('bsr_code', 'BSR Code of Branch'),
  text('challan_serial', 'Challan Serial No.'),
  text('remarks', 'Reason for Non-deduction/Lower Deduction'),
];

/**
 * What blocks filing: deductees without a valid PAN, the deductor's TAN and PAN, and (from the allocation of
 * Annexure I) a challan credited with more than it paid in or a month its challans do not cover.
 */
const blockers = (f: Quarter, company: ReturnType<typeof sql>, loaded?: unknown) => sql`
  with q as (${quarterRuns(f, company)})
  select employee_id, 'employees' as field, employee_code, employee_name,
    array[case when pan is null then 'PAN' else 'valid PAN' end] as missing, null::text as link
  from (select distinct employee_id, employee_code, employee_name, pan from q) e
  where pan is null or pan !~ ${sql.raw(PAN)}
  union all
  select * from (${annexureOneProblems(f.annexure === '2' ? null : loaded)}) p
  union all
  select null::int, 'company', 'Company', c.name, array_remove(array[
      case when c.tan is null then 'TAN' when c.tan !~ ${sql.raw(TAN)} then 'valid TAN' end,
      case when c.pan is null then 'PAN' when c.pan !~ ${sql.raw(PAN)} then 'valid PAN' end]::text[], null),
    '/companies/' || c.id || '/edit'
  from companies c where c.id in (select company_id from q)
    and (c.tan is null or c.tan !~ ${sql.raw(TAN)} or c.pan is null or c.pan !~ ${sql.raw(PAN)})`;

/**
 * The year's statute, its statement the one asked for (a year of the other form is refused on its field),
 * then the annexure's rows.
 */
const loadQuarter = async (db: DbOrTx, f: Quarter, company: SQL, form: StatementForm, field: string) => {
  const statute = await statuteFor(db, f.financial_year);
  if (statementFormOf(statute) !== form)
    throw fieldError(
      field,
      `${f.financial_year} is reported in ${statute.forms.quarterly_statement} (${statute.act}).`,
    );
  return f.annexure === '2' ? loadAnnexureTwo(db, f, company) : loadAnnexureOne(db, f, company, statute);
};
const columnsOf = (f: { annexure: string }) => (f.annexure === '2' ? annexureTwoColumns : annexureOneColumns);
const sourceOf = (f: { annexure: string }, loaded: unknown) =>
  f.annexure === '2' ? annexureTwo(loaded) : annexureOne(annexureOneColumns, loaded);
const annexureName = (f: { annexure: string }) => `Annexure ${f.annexure === '2' ? 'II' : 'I'}`;

/**
 * Form 24Q for a quarter of a financial year up to 2025-26 (the 1961 Act): Annexure I (deductees) every
 * quarter; Annexure II (each employee's salary for the year) with the fourth. format=csv is the annexure's
 * rows under the RPU's column headings; format=txt the statement as the FVU checks it.
 */
export const form24q: ReportDefinition<'form-24q'> = {
  columns: columnsOf,
  load: (db, f, company) => loadQuarter(db, f, company, '24Q', 'financial_year'),
  source: (f, _company, loaded) => sourceOf(f, loaded),
  orderBy: sql`sr_no`,
  describe: (f) => `FY ${f.financial_year} Q${f.quarter} · ${annexureName(f)}`,
  blockers,
  csvForImport: true,
  files: { txt: statementWriter('24Q', (f) => String(f.financial_year)) },
};

/** Form 138's filters as Form 24Q's parts read them (the tax year where they read the financial year). */
const asQuarter = (f: FiltersOf<'form-138'>): Quarter => ({
  financial_year: f.tax_year,
  quarter: f.quarter,
  annexure: f.annexure,
});

/**
 * Form 138 for a quarter of a tax year from 2026-27 (the Income-tax Act, 2025): the same annexures and checks
 * as Form 24Q, the payment code of the year's statute, and its own text file.
 */
export const form138: ReportDefinition<'form-138'> = {
  columns: columnsOf,
  load: (db, f, company) => loadQuarter(db, asQuarter(f), company, '138', 'tax_year'),
  source: (f, _company, loaded) => sourceOf(f, loaded),
  orderBy: sql`sr_no`,
  describe: (f) => `Tax year ${f.tax_year} Q${f.quarter} · ${annexureName(f)}`,
  blockers: (f, company, loaded) => blockers(asQuarter(f), company, loaded),
  csvForImport: true,
  files: { txt: statementWriter('138', (f) => String(f.tax_year)) },
};
