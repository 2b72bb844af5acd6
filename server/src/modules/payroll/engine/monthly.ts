import type { WageDefinition } from '@hrms/contracts/enums';
import type { CodeWagesRates, LwfRates } from '@hrms/contracts/statutory';
import { nearestRupee } from '../../../platform/money';
import { monthsAfterInYear } from '../../../platform/period';
import {
  computeStructure,
  type ProfessionalTaxSlab,
  professionalTax,
  type StructureLine,
} from '../../compensation/public';
import { labourWelfareFund } from '../../statutory/public';
import type {
  Declarations,
  PreviousEmployment,
  RegimeRules,
  SalaryMonth,
  TaxLine,
} from '../../tax-year/public';
import { taxYear } from '../../tax-year/public';
import {
  additionTotals,
  type EncashmentDue,
  type EncashmentPaid,
  type MonthAdditions,
  NO_ADDITIONS,
  overtimePay,
} from './additions';
import { encashedPay, structureEncashmentPay } from './encashment';
import { type EsicRules, esic, type PfMember, type PfRules, providentFund } from './statutory';
import { earnedLines, fullRateMonths } from './tax-months';
import { structureWages, type WageBasis, wageBasisOf } from './wage-bases';

/**
 * One employee's month (pure; paise): the structure in force pro-rated by the days paid, statutory
 * deductions from their rules, TDS under s.192 from the year's tax under the employee's regime (see `monthlyTds`).
 *
 * days_paid = calendar days − loss-of-pay days (unpaid leave, absences, and the days before joining): weekly
 * offs, holidays and paid leave are paid. Every earning is structure amount × days_paid ÷ calendar days, rounded to the rupee;
 * deductions typed into the structure (loan, advance, NPS, VPF, other) are not pro-rated.
 *
 * Rounding of each statutory figure: PF, VPF, EPS, EPF, EDLI and administration charges to the nearest rupee
 * (EPF Scheme para 29(4)); ESIC shares up to the next rupee (ESI (Central) Rules, rule 51); professional tax
 * and labour welfare fund are whole-rupee amounts from their tables; TDS to the nearest rupee.
 */
export type MonthlyInput = {
  year: number;
  month: number;
  calendarDays: number;
  daysPresent: number;
  /** Paid leave of every type; casual leave (CL) is also reported on its own. */
  paidLeaveDays: number;
  casualLeaveDays: number;
  unpaidLeaveDays: number;
  absentDays: number;
  daysBeforeJoining: number;
  /** Days of the month after the employee's last working day: not paid. */
  daysAfterExit?: number;
  /** The last working day falls in this month: no month after it is projected for TDS. */
  leavesThisMonth?: boolean;
  overtimeHours: number;
  /** Arrears, overtime at the company's rate, expense claims, loan EMIs, bonus and leave encashed. */
  additions?: MonthAdditions;
  structure: (StructureLine & { taxable: boolean })[];
  /** The month's PF rates and the member's choices; the month's days are `calendarDays`. */
  pf: PfRules & Omit<PfMember, 'monthDays'>;
  /** Covered: decided by the batch on the rate of wages at the start of the contribution period. */
  esic: EsicRules & { covered: boolean };
  /** The Labour Codes' definition of wages in force for the month (null: before the Codes). */
  codeWages?: CodeWagesRates | null;
  /** The company's choice: the Codes' wage bases (the default) or the old Acts'. */
  wageDefinition?: WageDefinition;
  /** The state's labour welfare fund (null: none) and whether the employee's branch contributes. */
  lwf: { rules: LwfRates | null; applicable: boolean };
  professionalTax: {
    state: string;
    gender: string | null;
    slabs: readonly ProfessionalTaxSlab[];
    /** PT deducted and gross paid in the PT period's earlier months (a half-yearly or yearly state's). */
    deductedInPeriod: number;
    grossInPeriod?: number;
    /** Exempt by the state's rules (age, disability). */
    exempt?: boolean;
  };
  /** What s.192 needs besides this month: the regime, the employee's age, declarations and the year so far. */
  tds: {
    rules: RegimeRules;
    /** Age reached during the financial year (old regime's slabs, s.80D's senior limits). */
    age: number;
    /** This employment's paid months of the financial year before this one (their taxable pay and TDS). */
    earlier: SalaryMonth[];
    /** Form 12B: a previous employer's salary and TDS in the same year. */
    previous: PreviousEmployment;
    otherIncome: number;
    /** Declarations as they count today: declared before the proof deadline, verified after it. */
    declarations: Declarations;
  };
};

export function computeMonthlyPayroll(input: MonthlyInput) {
  const lopDays =
    input.unpaidLeaveDays + input.absentDays + input.daysBeforeJoining + (input.daysAfterExit ?? 0);
  const daysPaid = Math.max(0, input.calendarDays - lopDays);
  const full = computeStructure(input.structure);
  const lines = earnedLines(input.structure, daysPaid, input.calendarDays, full);
  const { earnings, deductions } = lines;
  const add = input.additions ?? NO_ADDITIONS;
  const totals = additionTotals(add);
  const basis = wageBasisOf(input.codeWages, input.wageDefinition ?? 'codes');
  // The statutes' wages at the structure's full monthly rate (overtime's ordinary rate, ESIC's rate of wages)
  // and as earned this month (PF, ESIC, the Codes' wages shown on the run).
  const fullWages = structureWages(input.structure, basis, full);
  // The Codes' test is on the pay the terms of employment set: overtime, arrears (their own months'), claims
  // and the statutory bonus paid through payroll are not in it.
  const month = structureWages(input.structure, basis, lines.byCode);
  const overtime = overtimePay(fullWages.overtime, add.overtime);
  const encashment = encashmentPaid(input.structure, basis, add.encashment);
  const encashed = encashment?.amount ?? 0;
  const paid = {
    overtime: overtime.amount,
    arrears: totals.arrears,
    reimbursements: totals.claims,
    bonus: totals.bonus,
    leave_encashment: encashed,
  };
  for (const [field, amount] of Object.entries(paid)) if (amount) earnings[field] = amount;
  // ESIC, PT and LWF are on the month's wages with overtime; arrears carry their own month's differences,
  // and expense reimbursements and an annual bonus are not wages for them (ESI Act s.2(22)). Leave encashed
  // during service is treated as the bonus is: not ESIC, PT or LWF wages (ESIC's own lists of what is not
  // wages name "encashment of leave"; a Karnataka High Court ruling held it wages under s.2(22) — the
  // stricter reading is not followed here), not PF wages (Supreme Court, Manipal Academy of Higher Education v.
  // PF Commissioner, 12 March 2008, CA 1832/2004: encashment is not "basic wages"), and not in the Codes'
  // 50% test (the pay the terms set). It is fully taxable salary: s.10(10AA) exempts encashment only on
  // retirement or leaving, never during service.
  const wages = lines.gross + overtime.amount;
  const gross = wages + totals.arrears + totals.claims + totals.bonus + encashed;
  const taxable =
    lines.taxable + overtime.amount + totals.arrearsTaxable + totals.claimsTaxable + totals.bonus + encashed;

  // PF wages as earned this month (each line already to the rupee): BASIC + DA, or the Codes' wages.
  const pf = providentFund(month.pf, input.pf, {
    onFullBasic: input.pf.onFullBasic,
    vpfPercentage: input.pf.vpfPercentage,
    pensionDays: input.pf.pensionDays,
    monthDays: input.calendarDays,
  });
  // ESIC on the wages paid this month (overtime included) or the month's Codes' wages; the employee's
  // exemption on the full rate of the same wages.
  const esicWages = basis.bases.esic === 'code_wages' ? month.esic : wages;
  const esi = esic(esicWages, input.esic, { covered: input.esic.covered, rateOfWages: fullWages.esic });
  const lwf = labourWelfareFund(input.lwf.rules, {
    month: input.month,
    monthlyGross: wages,
    applicable: input.lwf.applicable,
  });
  const pt = professionalTax(input.professionalTax.slabs, {
    state: input.professionalTax.state,
    gender: input.professionalTax.gender,
    monthlyGross: wages,
    month: input.month,
    deductedInPeriod: input.professionalTax.deductedInPeriod,
    grossInPeriod: input.professionalTax.grossInPeriod,
    exempt: input.professionalTax.exempt,
  });

  const labourCodes =
    month.code && basis.rules ? { ...month.code, threshold_percent: basis.rules.threshold_percent } : null;

  const vpf = (deductions.vpf_deduction ?? 0) + pf.vpf;
  const tds = monthlyTds(
    input,
    {
      year: input.year,
      month: input.month,
      taxable: taxable + lines.employerNps,
      perquisites: add.perquisites?.total ?? 0,
      basicDa: (earnings.basic_salary ?? 0) + (earnings.dearness_allowance ?? 0),
      hra: earnings.hra ?? 0,
      lta: earnings.lta ?? 0,
      employeePf: pf.employee + vpf + totals.arrearPf,
      professionalTax: pt + totals.arrearPt,
      employerNps: lines.employerNps,
      tds: 0,
      projected: false,
    },
    {
      deducted: input.professionalTax.deductedInPeriod + pt,
      gross: (input.professionalTax.grossInPeriod ?? 0) + wages,
    },
    { amounts: full, pfWages: fullWages.pf },
  );

  deductions.pf_deduction = pf.employee + totals.arrearPf;
  // A VPF line in the structure (a fixed amount) and the employee's VPF percentage add up.
  deductions.vpf_deduction = vpf;
  deductions.esic_deduction = esi.employee + totals.arrearEsic;
  deductions.professional_tax = pt + totals.arrearPt;
  // A structure's loan line and the EMIs of recorded loans add up.
  if (totals.loans) deductions.loan_deduction = (deductions.loan_deduction ?? 0) + totals.loans;
  deductions.lwf_deduction = lwf.employee;
  deductions.tds_deduction = tds.amount;
  const totalDeductions = Object.values(deductions).reduce((a, b) => a + b, 0);

  return {
    total_days: input.calendarDays,
    days_present: input.daysPresent,
    days_paid: daysPaid,
    pl_days: input.paidLeaveDays - input.casualLeaveDays,
    cl_days: input.casualLeaveDays,
    lop_days: lopDays,
    ot_hours: input.overtimeHours,
    absent_days: input.absentDays,
    earnings,
    deductions,
    gross_salary: gross,
    taxable_earnings: taxable,
    total_earnings: gross,
    total_deductions: totalDeductions,
    net_salary: gross - totalDeductions,
    employer: {
      pf_pension: pf.employerPension + totals.arrearEmployer('pf_pension'),
      pf_provident_fund: pf.employerProvidentFund + totals.arrearEmployer('pf_provident_fund'),
      edli: pf.edli + totals.arrearEmployer('edli'),
      pf_admin: pf.admin + totals.arrearEmployer('pf_admin'),
      esic: esi.employer + totals.arrearEmployer('esic'),
      lwf: lwf.employer,
      nps: lines.employerNps,
    },
    // The month's own wages: each arrear month's wages are reported with that month (`additions.arrears`).
    statutory: {
      pf_wages: pf.wages,
      eps_wages: pf.epsWages,
      edli_wages: pf.edliWages,
      esic_wages: input.esic.covered ? esicWages : 0,
      esic_covered: input.esic.covered,
      code_wages: labourCodes?.codeWages ?? null,
      code_wages_addback: labourCodes?.addback ?? null,
      code_wages_detail: labourCodes,
      wage_bases: basis.bases,
    },
    tds: tds.why,
    additions: add,
    overtime_hourly_rate: overtime.hourly,
    encashment,
  };
}

/**
 * Leave encashed during service that the month pays (paise): each encashment's days × the day rate on the
 * month's structure (its full monthly rate on the company's basis, never below the Codes' wages where they are
 * the base ÷ the day divisor), each to the nearest rupee; the month's line is their sum.
 */
export function encashmentPaid(
  structure: MonthlyInput['structure'],
  wageBasis: WageBasis,
  due: EncashmentDue | null,
): EncashmentPaid | null {
  if (!due?.items.length) return null;
  const monthlyPay = structureEncashmentPay(structure, wageBasis, due.basis);
  const items = due.items.map((i) => ({ ...i, amount: encashedPay(monthlyPay, due.dayDivisor, i.days) }));
  return {
    items,
    days: items.reduce((n, i) => n + i.days, 0),
    monthlyPay,
    dayRate: monthlyPay / due.dayDivisor,
    amount: items.reduce((n, i) => n + i.amount, 0),
  };
}

/** How this month's TDS was worked out (paise), as the breakdown shows it. */
export type TdsWhy = {
  regime_kind: RegimeRules['kind'];
  projected_annual_income: number;
  earned_before_month: number;
  previous_employment_income: number;
  this_month: number;
  rest_of_year: number;
  other_income: number;
  exemptions: number;
  deductions: number;
  taxable_income: number;
  annual_tax: number;
  tds_before_month: number;
  months_remaining: number;
  lines: TaxLine[];
};

/** Salary of the months: taxable pay and the perquisites (s.17(2)) that are salary though not paid. */
const sumOf = (months: readonly SalaryMonth[]) =>
  months.reduce((n, m) => n + m.taxable + (m.perquisites ?? 0), 0);

/**
 * TDS under s.192 for the month: the year's estimated income — taxable pay already paid here this financial year,
 * the previous employer's salary (Form 12B), this month as paid, the months after it at the structure's full
 * monthly rate (a loss-of-pay day or a mid-month joining leaves them whole) and other income declared — taxed by
 * the tax-year engine (exemptions, s.16, Chapter VI-A, s.288A/B); less the TDS already deducted here and by the
 * previous employer, spread over the months left including this one, to the rupee, never negative (s.192(1),
 * (2) and (3); CBDT's annual circular on TDS from salaries, para 4.4).
 */
export function monthlyTds(
  input: MonthlyInput,
  thisMonth: SalaryMonth,
  ptCarried: { deducted: number; gross: number },
  /** The structure's monthly amounts and its full monthly PF wages on the month's bases. */
  full: { amounts: ReadonlyMap<string, number>; pfWages: number },
) {
  const ahead = new Map(
    (input.additions?.perquisites?.ahead ?? []).map((m) => [m.year * 12 + m.month, m.total] as const),
  );
  const rest = fullRateMonths(
    {
      structure: input.structure,
      full: full.amounts,
      pf: input.pf,
      pfWages: full.pfWages,
      professionalTax: {
        state: input.professionalTax.state,
        gender: input.professionalTax.gender,
        slabs: input.professionalTax.slabs,
        exempt: input.professionalTax.exempt,
        carried: { month: input.month, ...ptCarried },
      },
    },
    // A leaver's months after the exit are not salary of this employment.
    input.leavesThisMonth ? [] : monthsAfterInYear({ year: input.year, month: input.month }),
  ).map((m) => ({ ...m, perquisites: ahead.get(m.year * 12 + m.month) ?? 0 }));
  const { tds } = input;
  const year = taxYear({
    rules: tds.rules,
    age: tds.age,
    months: [...tds.earlier, thisMonth, ...rest],
    previous: tds.previous,
    otherIncome: tds.otherIncome,
    declarations: tds.declarations,
  });
  const monthsRemaining = rest.length + 1;
  const amount = nearestRupee(Math.max(0, year.totalTax - year.tdsDeducted) / monthsRemaining);
  const earned = sumOf(tds.earlier);
  const why: TdsWhy = {
    regime_kind: tds.rules.kind,
    projected_annual_income:
      earned + tds.previous.salary + sumOf([thisMonth]) + sumOf(rest) + tds.otherIncome,
    earned_before_month: earned,
    previous_employment_income: tds.previous.salary,
    this_month: sumOf([thisMonth]),
    rest_of_year: sumOf(rest),
    other_income: tds.otherIncome,
    exemptions: year.exemptions,
    deductions: year.deductions,
    taxable_income: year.totalIncome,
    annual_tax: year.totalTax,
    tds_before_month: year.tdsDeducted,
    months_remaining: monthsRemaining,
    lines: year.lines,
  };
  return { amount, why, year };
}
