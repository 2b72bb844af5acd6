import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { quarterMonths } from '@hrms/contracts/tax-year';
import { sql } from 'drizzle-orm';
import { employees } from '../../db/schema/employees';
import { payrollRuns } from '../../db/schema/payroll';
import {
  type ColumnDefinition,
  count,
  type FiltersOf,
  money,
  type ReportDefinition,
  text,
  totalLabel,
} from './definition';
import { annexureTwo, annexureTwoColumns, loadAnnexureTwo } from './form-24q-annexure2';

type Quarter = FiltersOf<'form-24q'>;

const inQuarter = (f: Quarter) =>
  sql`(pr.year * 12 + pr.month) in (${sql.join(
    quarterMonths(f.financial_year, f.quarter).map(([y, m]) => sql`${y * 12 + m}`),
    sql`, `,
  )})`;

/** PAN (Income-tax Act s.139A), as PAN_PATTERN of the contracts. */
const PAN = `'^[A-Z]{5}[0-9]{4}[A-Z]$'`;
const TAN = `'^[A-Z]{4}[0-9]{5}[A-Z]$'`;

/**
 * The quarter's salary payments: every approved or paid run of its months (a processed run may still
 * change; drafts are no pay), with the month's first challan and whether the month's challans cover its
 * deductions.
 */
const quarterRuns = (f: Quarter, company: ReturnType<typeof sql>) => sql`
  with runs as (
    select pr.id as run_id, pr.year, pr.month, pr.gross_salary, pr.tds_deduction,
      ${employees.id} as employee_id, ${employees.employee_id} as employee_code,
      ${employees.first_name} || ' ' || ${employees.last_name} as employee_name,
      ${employees.pan} as pan, ${employees.company_id} as company_id,
      coalesce((pr.paid_at at time zone ${DEFAULT_TIME_ZONE})::date,
        (make_date(pr.year, pr.month, 1) + interval '1 month' - interval '1 day')::date) as paid_on
    from ${payrollRuns} pr join ${employees} on ${employees.id} = pr.employee_id
    where pr.status in ('approved', 'paid') and ${inQuarter(f)} and ${company}
  ),
  months as (
    select company_id, year, month, sum(tds_deduction) as deducted from runs group by company_id, year, month
  ),
  deposits as (
    select company_id, year, month, sum(tax + surcharge + cess) as deposited from tds_challans
    where financial_year = ${f.financial_year} group by company_id, year, month
  ),
  first_challan as (
    select distinct on (company_id, year, month) company_id, year, month, bsr_code, deposited_on, challan_serial
    from tds_challans where financial_year = ${f.financial_year}
    order by company_id, year, month, deposited_on, id
  )
  select runs.*, coalesce(d.deposited, 0) >= m.deducted as covered, m.deducted as month_deducted,
    coalesce(d.deposited, 0) as month_deposited, c.bsr_code, c.deposited_on, c.challan_serial
  from runs
  join months m using (company_id, year, month)
  left join deposits d using (company_id, year, month)
  left join first_challan c using (company_id, year, month)`;

const amount = (expression: string) => sql.raw(`to_char(${expression}, 'FM999999999990.00')`);
const ddmmyyyy = (column: string) => sql.raw(`to_char(${column}, 'DD/MM/YYYY')`);

/**
 * Annexure I: one deductee row per employee and pay month, in the order and with the headings of the
 * deductee detail (DD) record of the NSDL "File Format for Form 24Q" as the Return Preparation Utility's
 * Annexure I shows it (see docs/decisions/income-tax.md, "Annexure I columns").
 */
const annexureOneColumns: ColumnDefinition[] = [
  count('sr_no', 'Sr. No.', false),
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

const annexureOneSource = (f: Quarter, company: ReturnType<typeof sql>) => sql`
  select row_number() over (order by q.year, q.month, q.employee_name, q.employee_code, q.run_id)::int as sr_no,
    q.employee_code, q.pan, q.employee_name,
    -- 92B: salary paid by an employer other than a government (the file format's section code for 24Q).
    '92B' as section_code,
    ${ddmmyyyy('q.paid_on')} as payment_date, q.gross_salary as amount_paid,
    q.tds_deduction as tds, 0::numeric as surcharge, 0::numeric as cess, q.tds_deduction as total_deducted,
    case when q.covered then q.tds_deduction else 0 end as total_deposited,
    ${ddmmyyyy('q.paid_on')} as deduction_date, ${ddmmyyyy('q.deposited_on')} as deposit_date,
    q.bsr_code, q.challan_serial, null::text as remarks
  from (${quarterRuns(f, company)}) q`;

/** What blocks filing: deductees without a valid PAN, uncovered months, the deductor's TAN and PAN. */
const blockers = (f: Quarter, company: ReturnType<typeof sql>) => sql`
  with q as (${quarterRuns(f, company)})
  select employee_id, 'employees' as field, employee_code, employee_name,
    array[case when pan is null then 'PAN' else 'valid PAN' end] as missing
  from (select distinct employee_id, employee_code, employee_name, pan from q) e
  where pan is null or pan !~ ${sql.raw(PAN)}
  union all
  select distinct null::int, 'challans', to_char(make_date(year, month, 1), 'Mon YYYY'), 'TDS deposit',
    array['challan for ₹' || ${amount('month_deducted - month_deposited')} || ' (deducted ₹'
      || ${amount('month_deducted')} || ', deposited ₹' || ${amount('month_deposited')} || ')']
  from q where not covered
  union all
  select null::int, 'company', 'Company', c.name, array_remove(array[
      case when c.tan is null then 'TAN' when c.tan !~ ${sql.raw(TAN)} then 'valid TAN' end,
      case when c.pan is null then 'PAN' when c.pan !~ ${sql.raw(PAN)} then 'valid PAN' end]::text[], null)
  from companies c where c.id in (select company_id from q)
    and (c.tan is null or c.tan !~ ${sql.raw(TAN)} or c.pan is null or c.pan !~ ${sql.raw(PAN)})`;

/**
 * Form 24Q for a quarter: Annexure I (deductees) every quarter; Annexure II (each employee's salary for the
 * year) with the fourth. format=csv is the annexure's rows under the RPU's column headings.
 */
export const form24q: ReportDefinition<'form-24q'> = {
  columns: (f) => (f.annexure === '2' ? annexureTwoColumns : annexureOneColumns),
  load: (db, f, company) => (f.annexure === '2' ? loadAnnexureTwo(db, f, company) : Promise.resolve(null)),
  source: (f, company, loaded) => (f.annexure === '2' ? annexureTwo(loaded) : annexureOneSource(f, company)),
  orderBy: sql`sr_no`,
  describe: (f) => `FY ${f.financial_year} Q${f.quarter} · Annexure ${f.annexure === '2' ? 'II' : 'I'}`,
  blockers,
};
