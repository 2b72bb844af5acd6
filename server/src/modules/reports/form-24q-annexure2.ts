import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../platform/errors';
import { rupees } from '../../platform/money';
import { salaryFigures } from '../tds/public';
import {
  type ColumnDefinition,
  count,
  type FiltersOf,
  loadedSource,
  money,
  text,
  totalLabel,
} from './definition';
import { loadSalaryDetails, type SalaryDetailOf } from './form-24q-salary-details';

type Quarter = FiltersOf<'form-24q'>;

/**
 * Annexure II (fourth quarter): each employee's salary for the year as the salary detail (SD) record of
 * Protean's "File Format for Salary TDS File – Form 24Q – Q4" carries it (form-24q-salary-details.ts; the
 * same figures the statement file writes), from the tax-year engine over the year's actual runs (no
 * projection). Amounts in rupees.
 */
const MONEY_KEYS = [
  ['salary_17_1', 'Salary as per s.17(1)'],
  ['perquisites_17_2', 'Value of Perquisites u/s 17(2)'],
  ['profits_17_3', 'Profits in lieu of Salary u/s 17(3)'],
  ['gross_salary', 'Gross Salary'],
  ['exemption_lta', 'Travel Concession u/s 10(5)'],
  ['exemption_hra', 'House Rent Allowance u/s 10(13A)'],
  ['exemption_other', 'Other Exemptions u/s 10'],
  ['exemptions_s10', 'Total Exemptions u/s 10'],
  ['salary_current', 'Salary from Current Employer'],
  ['previous_salary', 'Salary from Previous Employer(s)'],
  ['standard_deduction', 'Standard Deduction u/s 16(ia)'],
  ['professional_tax', 'Tax on Employment u/s 16(iii)'],
  ['income_from_salary', 'Income Chargeable under the head Salaries'],
  ['house_property', 'Income (or Loss) from House Property'],
  ['other_income', 'Income under the head Other Sources'],
  ['gross_total_income', 'Gross Total Income'],
  ['section_80c', 'Deduction u/s 80C'],
  ['section_80ccd_1b', 'Deduction u/s 80CCD(1B)'],
  ['section_80ccd_2', 'Deduction u/s 80CCD(2)'],
  ['section_80d', 'Deduction u/s 80D'],
  ['section_80e', 'Deduction u/s 80E'],
  ['section_80g', 'Deduction u/s 80G'],
  ['chapter_via', 'Deductions under Chapter VI-A'],
  ['total_income', 'Total Taxable Income'],
  ['tax_on_income', 'Income Tax on Total Income'],
  ['rebate_87a', 'Rebate u/s 87A'],
  ['surcharge', 'Surcharge'],
  ['cess', 'Health and Education Cess'],
  ['relief_89', 'Relief u/s 89'],
  ['net_tax', 'Net Tax Payable'],
  ['tds_current', 'TDS by Current Employer'],
  ['tds_previous', 'TDS by Previous Employer(s)'],
  ['tds_total', 'Total TDS'],
  ['shortfall', 'Shortfall (Excess) in Tax Deduction'],
] as const;

/** Up to four landlords' PAN and name, as the SD record's fields 41–48. */
const LANDLORD_COLUMNS = [1, 2, 3, 4].flatMap((n) => [
  text(`landlord_${n}_pan`, `PAN of Landlord ${n}`),
  text(`landlord_${n}_name`, `Name of Landlord ${n}`),
]);

export const annexureTwoColumns: ColumnDefinition[] = [
  count('sr_no', 'Sr. No.', false),
  text('employee_code', 'Employee Reference No. provided by Employer', totalLabel),
  text('pan', 'PAN of the Employee'),
  text('employee_name', 'Name of the Employee'),
  text('employee_category', 'Category of Employee (W/S/O/G)'),
  text('opting_out_115bac', 'Whether opting out of taxation u/s 115BAC(1A)'),
  text('period_from', 'Period of Employment From'),
  text('period_to', 'Period of Employment To'),
  ...MONEY_KEYS.map(([key, label]) => money(key, label)),
  text('rent_above_limit', 'Whether aggregate rent payment exceeds rupees one lakh'),
  ...LANDLORD_COLUMNS,
  text('lender_pan', 'PAN of the Lender (housing loan)'),
  text('lender_name', 'Name of the Lender (housing loan)'),
];

type Row = Record<string, string | number | null>;

/** Rows as a recordset, so the report framework pages, totals and exports them like any other. */
export function annexureTwo(loaded: unknown): SQL {
  return loadedSource(annexureTwoColumns, loaded, { sr_no: 'int' });
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** One employee's Annexure II row: the SD record's figures under the RPU's headings. */
export function annexureTwoRow({ code, detail: d }: SalaryDetailOf, srNo: number): Row {
  const f = salaryFigures(d);
  const e = d.exemptions;
  const section = (name: string) => d.chapterVIA.find((c) => c.section === name)?.amount ?? 0;
  const s16 = (name: string) => d.section16.find((s) => s.section === name)?.amount ?? 0;
  const figures: Record<(typeof MONEY_KEYS)[number][0], number> = {
    salary_17_1: d.salary17_1,
    perquisites_17_2: d.perquisites17_2,
    profits_17_3: d.profits17_3,
    gross_salary: f.gross,
    exemption_lta: e.lta,
    exemption_hra: e.hra,
    exemption_other: f.exemptions - e.lta - e.hra,
    exemptions_s10: f.exemptions,
    salary_current: f.currentTaxable,
    previous_salary: d.previousSalary,
    standard_deduction: s16('16(ia)'),
    professional_tax: s16('16(iii)'),
    income_from_salary: f.chargeable,
    house_property: d.houseProperty,
    other_income: d.otherSources,
    gross_total_income: f.grossTotal,
    section_80c: section('80C'),
    section_80ccd_1b: section('80CCD(1B)'),
    section_80ccd_2: section('80CCD(2)'),
    section_80d: section('80D'),
    section_80e: section('80E'),
    section_80g: section('80G'),
    chapter_via: f.chapterVIA,
    total_income: f.taxable,
    tax_on_income: d.tax,
    rebate_87a: d.rebate87a,
    surcharge: d.surcharge,
    cess: d.cess,
    relief_89: d.relief89,
    net_tax: d.netTax,
    tds_current: d.tdsCurrent,
    tds_previous: d.tdsPrevious,
    tds_total: f.tdsTotal,
    shortfall: f.shortfall,
  };
  // A landlord's PAN only when the year's rent exceeds the limit (rule 2A; `landlords` is null below it).
  const landlords = Object.fromEntries(
    [0, 1, 2, 3].flatMap((i) => [
      [`landlord_${i + 1}_pan`, d.landlords?.[i]?.pan || null],
      [`landlord_${i + 1}_name`, d.landlords?.[i]?.name ?? null],
    ]),
  );
  return {
    sr_no: srNo,
    employee_code: code,
    pan: d.pan || null,
    employee_name: d.name,
    employee_category: d.category,
    opting_out_115bac: d.optingOut ? 'Y' : 'N',
    period_from: ddmmyyyy(d.from),
    period_to: ddmmyyyy(d.to),
    ...Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, rupees(v)])),
    rent_above_limit: d.landlords ? 'Y' : 'N',
    ...landlords,
    lender_pan: d.lenders?.[0]?.pan || null,
    lender_name: d.lenders?.[0]?.name ?? null,
  };
}

/** The year's employees (an approved or paid run in it), each as its salary details. */
export async function loadAnnexureTwo(db: DbOrTx, f: Quarter, company: SQL): Promise<Row[]> {
  if (f.quarter !== 4) {
    throw fieldError('annexure', 'Annexure II is filed with the fourth quarter (January to March).');
  }
  const { employees } = await loadSalaryDetails(db, f.financial_year, company);
  return employees.map((e, i) => annexureTwoRow(e, i + 1));
}
