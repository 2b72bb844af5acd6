import { rentInMetro } from '@hrms/contracts/tax-year';
import { computeAnnualTax } from '../../compensation/public';
import type { ChapterVIAParts, SalaryMonth, TaxLine, TaxYearInput, TaxYearResult } from './types';

/**
 * The income-tax year of one employee under one regime, pure and in integer paise (Income-tax Act 1961):
 *
 *   gross salary (s.17: this employment's months + the previous employer's, Form 12B)
 *   − s.10 exemptions (old regime: HRA under s.10(13A)/rule 2A month by month, LTA under s.10(5), the previous
 *     employer's exempt allowances)
 *   − s.16 (standard deduction (ia) within the salary; professional tax (iii) actually deducted, within its cap)
 *   = income under "Salaries"; + income from other sources − s.24(b) interest on a self-occupied home loan
 *   = gross total income (never below 0)
 *   − Chapter VI-A (s.80C with PF/VPF, 80CCD(1B), 80CCD(2), 80D, 80E, 80G; at most the gross total income,
 *     s.80A(2))
 *   = total income → slabs (by age), 87A, surcharge, cess and the s.288A/288B rounding in computeAnnualTax.
 *
 * Under the new regime (kind 'new', s.115BAC(2)) only the standard deduction and s.80CCD(2) apply, whatever
 * else the regime's data holds; a regime marked `no_deductions` allows nothing at all. Every cap and
 * percentage comes from the regime (rules.deductions); none is written here.
 */

const sum = (months: SalaryMonth[], f: (m: SalaryMonth) => number) => months.reduce((t, m) => t + f(m), 0);

/** `percent`% of an amount in paise, whole paise down (the limbs of rule 2A and s.80CCD(2)). */
const percentOf = (amount: number, percent: number) =>
  Math.floor((amount * Math.round(percent * 100)) / 10_000);
/** The same, whole paise up: what is subtracted in rule 2A's second limb. */
const percentUp = (amount: number, percent: number) =>
  Math.ceil((amount * Math.round(percent * 100)) / 10_000);

const within = (amount: number, cap: number | null) =>
  cap === null ? 0 : Math.max(0, Math.min(amount, cap));

/**
 * Rule 2A for one month: the least of the HRA received, the rent paid less `rent_excess_percent`% of the
 * month's salary (BASIC + DA), and `metro_percent`% (in the year's metro cities) or `other_percent`% of it.
 */
function hraOfMonth(
  m: SalaryMonth,
  rent: number,
  metro: boolean,
  hra: { metro_percent: number; other_percent: number; rent_excess_percent: number },
) {
  if (m.hra <= 0 || rent <= 0) return 0;
  const rentOverShare = Math.max(0, rent - percentUp(m.basicDa, hra.rent_excess_percent));
  const shareOfSalary = percentOf(m.basicDa, metro ? hra.metro_percent : hra.other_percent);
  return Math.min(m.hra, rentOverShare, shareOfSalary);
}

export function taxYear(input: TaxYearInput): TaxYearResult {
  const { rules, months, previous, declarations: d } = input;
  const rule = rules.deductions;
  const none = rules.noDeductions;
  // s.115BAC(2): the new regime forgoes every exemption and deduction but the standard deduction and 80CCD(2).
  const oldStyle = !none && rules.kind !== 'new';

  const perquisites = sum(months, (m) => m.perquisites ?? 0);
  const thisSalary = sum(months, (m) => m.taxable) + perquisites;
  const grossSalary = thisSalary + previous.salary;

  const hraRule = oldStyle ? rule.hra : null;
  const metro = hraRule ? rentInMetro(d.rentCity, hraRule.metro_cities, d.metroCity) : false;
  const hraExemption = hraRule
    ? sum(months, (m) => hraOfMonth(m, m.rent ?? d.rent_paid_monthly, metro, hraRule))
    : 0;
  const ltaExemption =
    oldStyle && rule.lta
      ? Math.max(
          0,
          Math.min(
            d.lta,
            sum(months, (m) => m.lta),
          ),
        )
      : 0;
  const previousExemptAllowances = oldStyle ? previous.exemptAllowances : 0;
  const exemptions = Math.min(grossSalary, hraExemption + ltaExemption + previousExemptAllowances);

  // s.16(ia): the standard deduction or the salary, whichever is less; s.16(iii): professional tax paid.
  const salaryAfterExemptions = grossSalary - exemptions;
  const standardDeduction = Math.min(rules.tax.standardDeduction, salaryAfterExemptions);
  const professionalTaxDeduction = oldStyle
    ? Math.min(
        within(sum(months, (m) => m.professionalTax) + previous.professionalTax, rule.professional_tax_max),
        salaryAfterExemptions - standardDeduction,
      )
    : 0;
  const incomeFromSalary = salaryAfterExemptions - standardDeduction - professionalTaxDeduction;

  const homeLoanInterest = oldStyle ? within(d.home_loan_interest, rule.home_loan_interest_max) : 0;
  const grossTotalIncome = Math.max(0, incomeFromSalary + input.otherIncome - homeLoanInterest);

  const senior = input.age >= rule.senior_age;
  const parts: ChapterVIAParts = {
    section80c: oldStyle
      ? within(sum(months, (m) => m.employeePf) + previous.pf + d.section_80c, rule.section_80c_max)
      : 0,
    section80ccd1b: oldStyle ? within(d.section_80ccd_1b, rule.section_80ccd_1b_max) : 0,
    section80ccd2:
      !none && rule.employer_nps_percent !== null
        ? Math.min(
            sum(months, (m) => m.employerNps),
            percentOf(
              sum(months, (m) => m.basicDa),
              rule.employer_nps_percent,
            ),
          )
        : 0,
    section80dSelf: oldStyle
      ? within(d.section_80d_self, senior ? rule.section_80d_self_senior_max : rule.section_80d_self_max)
      : 0,
    section80dParents: oldStyle
      ? within(
          d.section_80d_parents,
          d.parentsSenior ? rule.section_80d_parents_senior_max : rule.section_80d_parents_max,
        )
      : 0,
    section80e: oldStyle && rule.section_80e ? Math.max(0, d.section_80e) : 0,
    section80g: oldStyle && rule.section_80g ? Math.max(0, d.section_80g) : 0,
  };
  const claimed = Object.values(parts).reduce((t, v) => t + v, 0);
  const chapterVIA = Math.min(claimed, grossTotalIncome);
  const totalIncomeUnrounded = grossTotalIncome - chapterVIA;

  const tax = computeAnnualTax({ ...rules.tax, standardDeduction: 0 }, totalIncomeUnrounded, input.age);
  const tdsDeducted = sum(months, (m) => m.tds) + previous.tds;

  const result: Omit<TaxYearResult, 'lines'> = {
    kind: rules.kind,
    grossSalary,
    perquisites,
    previousSalary: previous.salary,
    otherIncome: input.otherIncome,
    exemptions,
    hraExemption,
    ltaExemption,
    previousExemptAllowances,
    standardDeduction,
    professionalTaxDeduction,
    incomeFromSalary,
    homeLoanInterest,
    grossTotalIncome,
    chapterVIA,
    chapterVIAParts: parts,
    deductions: standardDeduction + professionalTaxDeduction + homeLoanInterest + chapterVIA,
    totalIncomeUnrounded,
    incomeRounding: tax.incomeRounding,
    totalIncome: tax.taxableIncome,
    age: input.age,
    slabTax: tax.slabTax,
    rebate87a: tax.rebate87a,
    marginalRelief: tax.marginalRelief,
    surcharge: tax.surcharge,
    cess: tax.cess,
    taxBeforeRounding: tax.taxBeforeRounding,
    taxRounding: tax.taxRounding,
    totalTax: tax.totalTax,
    tdsDeducted,
  };
  return {
    ...result,
    lines: linesOf(result, thisSalary, claimed - chapterVIA, tax.rebateRelief, rules.tax.rounding),
  };
}

/**
 * Every non-zero figure of the computation in order, signed as it acts (see TaxLine). Labels cite no section:
 * a screen adds the year's (citeLine in @hrms/contracts/statute), so one engine serves both Acts.
 */
function linesOf(
  r: Omit<TaxYearResult, 'lines'>,
  thisSalary: number,
  chapterVIAExcess: number,
  rebateRelief: number,
  rounding: { totalIncome: number; tax: number },
): TaxLine[] {
  const p = r.chapterVIAParts;
  const all: TaxLine[] = [
    { key: 'salary', label: 'Salary from this employer', amount: thisSalary - r.perquisites },
    { key: 'perquisites', label: 'Perquisites (concessional loans)', amount: r.perquisites },
    {
      key: 'previous_salary',
      label: 'Salary from the previous employer',
      amount: r.previousSalary,
    },
    { key: 'hra_exemption', label: 'HRA exemption', amount: -r.hraExemption },
    { key: 'lta_exemption', label: 'Leave travel', amount: -r.ltaExemption },
    {
      key: 'previous_exempt_allowances',
      label: "Previous employer's exempt allowances",
      amount: -r.previousExemptAllowances,
    },
    { key: 'standard_deduction', label: 'Standard deduction', amount: -r.standardDeduction },
    { key: 'professional_tax', label: 'Professional tax', amount: -r.professionalTaxDeduction },
    { key: 'income_from_salary', label: 'Income chargeable under "Salaries"', amount: r.incomeFromSalary },
    { key: 'other_income', label: 'Income from other sources', amount: r.otherIncome },
    {
      key: 'home_loan_interest',
      label: 'Interest on a self-occupied home loan',
      amount: -r.homeLoanInterest,
    },
    { key: 'gross_total_income', label: 'Gross total income', amount: r.grossTotalIncome },
    { key: 'section_80c', label: 'PF, VPF and investments', amount: -p.section80c },
    { key: 'section_80ccd_1b', label: 'Own NPS contribution', amount: -p.section80ccd1b },
    { key: 'section_80ccd_2', label: 'Employer NPS contribution', amount: -p.section80ccd2 },
    { key: 'section_80d_self', label: 'Health insurance, self and family', amount: -p.section80dSelf },
    { key: 'section_80d_parents', label: 'Health insurance, parents', amount: -p.section80dParents },
    { key: 'section_80e', label: 'Interest on an education loan', amount: -p.section80e },
    { key: 'section_80g', label: 'Donations', amount: -p.section80g },
    {
      key: 'chapter_via_limit',
      label: 'Deductions above the gross total income, not allowed',
      amount: chapterVIAExcess,
    },
    {
      key: 'income_rounding',
      label: `Rounded to the nearest ₹${rounding.totalIncome}`,
      amount: r.incomeRounding,
    },
    { key: 'total_income', label: 'Total income', amount: r.totalIncome },
    { key: 'slab_tax', label: 'Tax on the total income (slabs)', amount: r.slabTax },
    { key: 'rebate_87a', label: 'Rebate', amount: -r.rebate87a },
    { key: 'rebate_relief', label: 'Marginal relief at the rebate limit', amount: -rebateRelief },
    { key: 'surcharge', label: 'Surcharge (after its marginal relief)', amount: r.surcharge },
    { key: 'cess', label: 'Health and education cess', amount: r.cess },
    { key: 'tax_rounding', label: `Rounded to the nearest ₹${rounding.tax}`, amount: r.taxRounding },
    { key: 'total_tax', label: 'Tax payable for the year', amount: r.totalTax },
    { key: 'tds_deducted', label: 'TDS already deducted', amount: -r.tdsDeducted },
  ];
  return all.filter((l) => l.amount !== 0);
}
