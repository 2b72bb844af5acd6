import type { RegimeDeductions } from '@hrms/contracts/compensation';
import type { PayrollStatus } from '@hrms/contracts/enums';
import type { DeclarationSection, TaxRegimeKind } from '@hrms/contracts/tax-year';
import type { TaxRules } from '../../compensation/public';

/**
 * The income-tax year's engine, pure and in integer paise: an employee's salary month by month,
 * their declarations and previous employment → the year's total income and tax under one regime. Payroll's
 * TDS (s.192), the regime comparison, My Tax's "why" and Form 16 all call `taxYear` (tax-year.ts).
 */

/** One month of salary as the tax year counts it, paid (from a run) or projected (from the structure). */
export type SalaryMonth = {
  year: number;
  month: number;
  /** Taxable salary of the month under s.17 (taxable earnings; employer NPS included). */
  taxable: number;
  /** Taxable perquisites of the month (s.17(2): a concessional loan's), not paid but salary; absent: none. */
  perquisites?: number;
  /** BASIC + DA: "salary" for rule 2A (HRA) and s.80CCD(2). */
  basicDa: number;
  /** HRA and LTA received in the month. */
  hra: number;
  lta: number;
  /** Employee PF and VPF deducted (s.80C). */
  employeePf: number;
  /** Professional tax deducted (s.16(iii)). */
  professionalTax: number;
  /** Employer NPS contribution (s.80CCD(2)). */
  employerNps: number;
  /**
   * Rent paid in the month (rule 2A), when it differs from the declared monthly rent (a move mid-year);
   * otherwise the declaration's `rent_paid_monthly` counts.
   */
  rent?: number;
  /** TDS deducted in the month; 0 for a projected month. */
  tds: number;
  /** Paid (a run exists) or projected at the structure's full monthly rate. */
  projected: boolean;
  /** The run's status, for the screens only (a processed run is not yet paid); absent when projected. */
  runStatus?: PayrollStatus;
};

/** The amounts TDS counts for each declaration (declared before the proof deadline, verified after). */
export type Declarations = Record<DeclarationSection, number> & {
  /** The employee's own answer, used when no city is given. */
  metroCity: boolean;
  /** Where the rent is paid: the year's HRA rules' `metro_cities` decide whether it is a metro. */
  rentCity: string | null;
  parentsSenior: boolean;
};

/** Form 12B: a previous employer's figures for the same year. */
export type PreviousEmployment = {
  salary: number;
  exemptAllowances: number;
  pf: number;
  professionalTax: number;
  tds: number;
};

/**
 * What a regime allows, as in the regime's metadata (RegimeDeductions) but with every cap in PAISE
 * (percentages and ages unchanged). See regimeRulesFrom (rules.ts).
 */
export type DeductionRules = RegimeDeductions;

/** A regime as the tax-year engine needs it: the annual-tax rules plus what it allows. */
export type RegimeRules = {
  kind: TaxRegimeKind | null;
  /**
   * Slabs, age slabs, standard deduction, 87A rebate, surcharge, cess and the s.288A/288B rounding
   * (compensation/tax/engine.ts).
   */
  tax: TaxRules;
  /**
   * True for a regime with `no_deductions`: no standard deduction (already 0 in `tax`), no exemption and no
   * Chapter VI-A deduction at all.
   */
  noDeductions: boolean;
  deductions: DeductionRules;
};

export type TaxYearInput = {
  rules: RegimeRules;
  /** Age reached during the financial year (see ageInYear). */
  age: number;
  /** Every month of this employment in the year: paid months, this month, projected months. */
  months: SalaryMonth[];
  previous: PreviousEmployment;
  otherIncome: number;
  declarations: Declarations;
};

/**
 * A named figure of the computation, for the breakdown's and My Tax's "why", in the order of the computation.
 * `amount` is signed as it acts on the running figure: incomes and totals positive, exemptions, deductions,
 * rebate and relief negative, roundings with their sign.
 */
export type TaxLine = { key: string; label: string; amount: number };

/** Chapter VI-A deductions as allowed (paise). */
export type ChapterVIAParts = {
  section80c: number;
  section80ccd1b: number;
  section80ccd2: number;
  section80dSelf: number;
  section80dParents: number;
  section80e: number;
  section80g: number;
};

export type TaxYearResult = {
  kind: TaxRegimeKind | null;
  /** Salary of this employment (sum of months, perquisites included) + previous employer's salary. */
  grossSalary: number;
  /** The perquisites within it (s.17(2)). */
  perquisites: number;
  previousSalary: number;
  otherIncome: number;
  /** s.10 exemptions: HRA (rule 2A, month by month), LTA, the previous employer's exempt allowances. */
  exemptions: number;
  hraExemption: number;
  ltaExemption: number;
  /** Previous employer's exempt allowances (Form 12B), within `exemptions`. */
  previousExemptAllowances: number;
  /** s.16: standard deduction and professional tax. */
  standardDeduction: number;
  professionalTaxDeduction: number;
  /** Income chargeable under "Salaries": gross salary − s.10 exemptions − s.16 deductions. */
  incomeFromSalary: number;
  /** s.24(b) home-loan interest (a loss from house property set off against the other heads). */
  homeLoanInterest: number;
  /** Salary + other income − s.24(b), never below 0. */
  grossTotalIncome: number;
  /** Chapter VI-A in total (never above gross total income, s.80A(2)), and each section allowed. */
  chapterVIA: number;
  chapterVIAParts: ChapterVIAParts;
  /** Everything deducted from gross total income: s.16 + s.24(b) + Chapter VI-A. */
  deductions: number;
  /** Before and after s.288A rounding; `incomeRounding` is the signed difference. */
  totalIncomeUnrounded: number;
  incomeRounding: number;
  totalIncome: number;
  /** The age the slabs were chosen for. */
  age: number;
  slabTax: number;
  rebate87a: number;
  marginalRelief: number;
  surcharge: number;
  cess: number;
  /** Before and after s.288B rounding; `taxRounding` is the signed difference. */
  taxBeforeRounding: number;
  taxRounding: number;
  totalTax: number;
  /** TDS already deducted in paid months here, and by the previous employer. */
  tdsDeducted: number;
  lines: TaxLine[];
};
