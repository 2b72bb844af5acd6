import { financialYearDates, financialYearMonthSpan } from '@hrms/contracts/tax-year';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { payrollRuns } from '../../db/schema/payroll';
import { fieldError } from '../../platform/errors';
import { rupees } from '../../platform/money';
import { lastDayOf, periodAtIndex } from '../../platform/period';
import {
  type ColumnDefinition,
  count,
  type FiltersOf,
  loadedSource,
  money,
  text,
  totalLabel,
} from './definition';

type Quarter = FiltersOf<'form-24q'>;

/**
 * Annexure II (fourth quarter): each employee's salary for the year as the salary detail (SD) record of
 * the NSDL "File Format for Form 24Q (4th quarter)" carries it, from the tax-year engine over the year's
 * actual runs (no projection). Amounts in rupees.
 */
const MONEY_KEYS = [
  ['salary_17_1', 'Salary as per s.17(1)'],
  ['perquisites_17_2', 'Value of Perquisites u/s 17(2)'],
  ['profits_17_3', 'Profits in lieu of Salary u/s 17(3)'],
  ['previous_salary', 'Salary from Previous Employer(s)'],
  ['gross_salary', 'Total Gross Salary'],
  ['exemptions_s10', 'Exemptions u/s 10'],
  ['standard_deduction', 'Standard Deduction u/s 16(ia)'],
  ['professional_tax', 'Tax on Employment u/s 16(iii)'],
  ['income_from_salary', 'Income Chargeable under the head Salaries'],
  ['house_property', 'Income (or Loss) from House Property'],
  ['other_income', 'Income under the head Other Sources'],
  ['gross_total_income', 'Gross Total Income'],
  ['chapter_via', 'Deductions under Chapter VI-A'],
  ['total_income', 'Total Taxable Income'],
  ['tax_on_income', 'Income Tax on Total Income'],
  ['rebate_87a', 'Rebate u/s 87A'],
  ['marginal_relief', 'Marginal Relief'],
  ['surcharge', 'Surcharge'],
  ['cess', 'Health and Education Cess'],
  ['relief_89', 'Relief u/s 89'],
  ['net_tax', 'Net Tax Payable'],
  ['tds_current', 'TDS by Current Employer'],
  ['tds_previous', 'TDS by Previous Employer(s)'],
  ['tds_total', 'Total TDS'],
  ['shortfall', 'Shortfall (Excess) in Tax Deduction'],
] as const;

export const annexureTwoColumns: ColumnDefinition[] = [
  count('sr_no', 'Sr. No.', false),
  text('employee_code', 'Employee Reference No. provided by Employer', totalLabel),
  text('pan', 'PAN of the Employee'),
  text('employee_name', 'Name of the Employee'),
  text('opting_out_115bac', 'Whether opting out of taxation u/s 115BAC(1A)'),
  text('period_from', 'Period of Employment From'),
  text('period_to', 'Period of Employment To'),
  ...MONEY_KEYS.map(([key, label]) => money(key, label)),
  text('landlord_pan', 'PAN of Landlord (rent above ₹1 lakh)'),
];

type Row = Record<string, string | number | null>;

/** Rows as a recordset, so the report framework pages, totals and exports them like any other. */
export function annexureTwo(loaded: unknown): SQL {
  return loadedSource(annexureTwoColumns, loaded, { sr_no: 'int' });
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The year's employees (an approved or paid run in it), each through `taxPositions(…, { project: false })`. */
export async function loadAnnexureTwo(db: DbOrTx, f: Quarter, company: SQL): Promise<Row[]> {
  if (f.quarter !== 4) {
    throw fieldError('annexure', 'Annexure II is filed with the fourth quarter (January to March).');
  }
  const span = financialYearMonthSpan(f.financial_year);
  const people = await rawRows<{
    id: number;
    code: string;
    name: string;
    pan: string | null;
    first_month: number;
    last_month: number;
    hire_date: string | null;
    landlord_pan: string | null;
  }>(
    db,
    sql`select ${employees.id} as id, ${employees.employee_id} as code,
        ${employees.first_name} || ' ' || ${employees.last_name} as name, ${employees.pan} as pan,
        ${employees.hire_date}::text as hire_date,
        min(pr.year * 12 + pr.month) as first_month, max(pr.year * 12 + pr.month) as last_month,
        (select ety.landlord_pan from employee_tax_years ety
          where ety.employee_id = ${employees.id} and ety.financial_year = ${f.financial_year}) as landlord_pan
      from ${payrollRuns} pr join ${employees} on ${employees.id} = pr.employee_id
      where pr.status in ('approved', 'paid') and ${company}
        and pr.year * 12 + pr.month between ${span.from} and ${span.to}
      group by ${employees.id}
      order by name, code`,
  );
  // Loaded on demand: only the fourth quarter's Annexure II needs the tax-year engine.
  const { taxPositions } = await import('../tax-year/public');
  const positions = await taxPositions(
    db,
    people.map((p) => p.id),
    f.financial_year,
    { project: false },
  );
  const { from: yearStart, to: yearEnd } = financialYearDates(f.financial_year);
  return people.map((p, i) => {
    const position = positions.get(p.id);
    const r = position?.result;
    const previousTds = position?.input.previous.tds ?? 0;
    const gross = r?.grossSalary ?? 0;
    const previous = r?.previousSalary ?? 0;
    const exemptions = r?.exemptions ?? 0;
    const salaryIncome =
      gross - exemptions - (r?.standardDeduction ?? 0) - (r?.professionalTaxDeduction ?? 0);
    const grossTotal = salaryIncome - (r?.homeLoanInterest ?? 0) + (r?.otherIncome ?? 0);
    const tdsTotal = r?.tdsDeducted ?? 0;
    const lastMonth = Number(p.last_month);
    const to = lastMonth >= span.to ? yearEnd : lastDayOf(periodAtIndex(lastMonth));
    const from = p.hire_date && p.hire_date > yearStart ? p.hire_date : yearStart;
    const figures: Record<(typeof MONEY_KEYS)[number][0], number> = {
      salary_17_1: gross - previous,
      perquisites_17_2: 0,
      profits_17_3: 0,
      previous_salary: previous,
      gross_salary: gross,
      exemptions_s10: exemptions,
      standard_deduction: r?.standardDeduction ?? 0,
      professional_tax: r?.professionalTaxDeduction ?? 0,
      income_from_salary: salaryIncome,
      house_property: -(r?.homeLoanInterest ?? 0),
      other_income: r?.otherIncome ?? 0,
      gross_total_income: grossTotal,
      chapter_via: r?.chapterVIA ?? 0,
      total_income: r?.totalIncome ?? 0,
      tax_on_income: r?.slabTax ?? 0,
      rebate_87a: r?.rebate87a ?? 0,
      marginal_relief: r?.marginalRelief ?? 0,
      surcharge: r?.surcharge ?? 0,
      cess: r?.cess ?? 0,
      relief_89: 0,
      net_tax: r?.totalTax ?? 0,
      tds_current: tdsTotal - previousTds,
      tds_previous: previousTds,
      tds_total: tdsTotal,
      shortfall: (r?.totalTax ?? 0) - tdsTotal,
    };
    return {
      sr_no: i + 1,
      employee_code: p.code,
      pan: p.pan,
      employee_name: p.name,
      opting_out_115bac: position?.regime === 'old' ? 'Y' : 'N',
      period_from: ddmmyyyy(from),
      period_to: ddmmyyyy(to),
      ...Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, rupees(v)])),
      landlord_pan: (position?.input.declarations.rent_paid_monthly ?? 0) > 0 ? p.landlord_pan : null,
    };
  });
}
