import { COMPONENT_FIELDS } from '@hrms/contracts/compensation';
import type { PayrollStatus } from '@hrms/contracts/enums';
import { EARNING_FIELDS } from '@hrms/contracts/payroll';
import { nearestRupee } from '../../../platform/money';
import type { Period } from '../../../platform/period';
import {
  computeStructure,
  type ProfessionalTaxSlab,
  professionalTax,
  ptPeriod,
  ptPeriodMonthsOf,
  type StructureLine,
} from '../../compensation/public';
import type { SalaryMonth } from '../../tax-year/public';
import { type PfRules, providentFund } from './statutory';

/**
 * The months of the tax year as s.192 counts them (pure; paise): a structure's lines earned for a month (pro-rated
 * by days paid for a real month, whole for a projected one), and the rest of the year at the structure's full
 * monthly rate — never this month's pro-rated pay, so a loss-of-pay day or a mid-month joining does not shrink
 * the projection of the whole year.
 */

/** The structure lines the payroll engine reads, with each component's taxability. */
export type TaxedLine = StructureLine & { taxable: boolean };

const EARNINGS = new Set<string>(EARNING_FIELDS);
/**
 * COMPONENT_FIELDS maps NPS_EMPLOYER to the employer contribution `nps`: an employer's contribution to the
 * employee's NPS account is salary under s.17(1)(viii) and deductible under s.80CCD(2), but it is paid to the
 * pension fund, not to the employee, so it is neither gross nor net pay.
 */
const EMPLOYER_NPS_FIELD = 'nps';

export type EarnedLines = {
  /** Each earning line's amount earned, by component code (what the Labour Codes' wages are worked on). */
  byCode: Map<string, number>;
  /** Paid earnings by breakdown field and structure deductions by field (not pro-rated). */
  earnings: Record<string, number>;
  deductions: Record<string, number>;
  gross: number;
  /** Taxable earnings paid (employer NPS excluded: it is not paid). */
  taxable: number;
  /**
   * The employer's NPS contribution: salary under s.17(1)(viii) whatever the component's taxable flag says, and
   * deductible under s.80CCD(2) within the regime's share of BASIC + DA.
   */
  employerNps: number;
};

/**
 * A structure's lines for a month: each earning × days paid ÷ calendar days to the rupee (days paid equal to the
 * calendar days gives the full monthly rate); deductions typed into the structure (loan, advance, NPS, VPF, other)
 * are not pro-rated. A line of a component without a breakdown field is a special allowance or other deduction.
 */
export function earnedLines(
  structure: readonly TaxedLine[],
  daysPaid: number,
  calendarDays: number,
  full: ReadonlyMap<string, number> = computeStructure(structure),
): EarnedLines {
  const earned: EarnedLines = {
    byCode: new Map(),
    earnings: {},
    deductions: {},
    gross: 0,
    taxable: 0,
    employerNps: 0,
  };
  for (const line of structure) {
    const field: string | undefined = COMPONENT_FIELDS[line.code as keyof typeof COMPONENT_FIELDS];
    const amount = full.get(line.code) ?? 0;
    if (line.type !== 'earning') {
      const key = field && !EARNINGS.has(field) && field !== EMPLOYER_NPS_FIELD ? field : 'other_deduction';
      earned.deductions[key] = (earned.deductions[key] ?? 0) + amount;
      continue;
    }
    const amountEarned = nearestRupee((amount * daysPaid) / calendarDays);
    earned.byCode.set(line.code, amountEarned);
    if (field === EMPLOYER_NPS_FIELD) {
      earned.employerNps += amountEarned;
      continue;
    }
    const key = field && EARNINGS.has(field) ? field : 'other_allowance';
    earned.earnings[key] = (earned.earnings[key] ?? 0) + amountEarned;
    earned.gross += amountEarned;
    if (line.taxable) earned.taxable += amountEarned;
  }
  return earned;
}

export type FullRateContext = {
  structure: readonly TaxedLine[];
  /** The structure's monthly amounts when already computed (computeStructure). */
  full?: ReadonlyMap<string, number>;
  pf: PfRules & { onFullBasic: boolean; vpfPercentage: number };
  /** The full monthly PF wages (BASIC + DA, or the Codes' wages: `structureWages`); BASIC + DA when absent. */
  pfWages?: number;
  professionalTax: {
    state: string;
    gender: string | null;
    slabs: readonly ProfessionalTaxSlab[];
    exempt?: boolean;
    /**
     * PT deducted and gross paid in the PT period (half-year or year) holding `month`, up to and including it:
     * the month before the first projected one. A projected month of the same period carries on from it.
     */
    carried: { month: number; deducted: number; gross: number };
  };
};

/**
 * The months given, each at the structure's full monthly rate: taxable salary (employer NPS included), BASIC + DA,
 * HRA, LTA, employee PF and VPF on the full PF wages (`pfWages`), professional tax on the full gross (a half-yearly or yearly
 * state's period carried on from what it deducted so far) and employer NPS; no TDS.
 */
export function fullRateMonths(context: FullRateContext, months: readonly Period[]): SalaryMonth[] {
  if (!months.length) return [];
  const lines = earnedLines(context.structure, 1, 1, context.full);
  const basicDa = (lines.earnings.basic_salary ?? 0) + (lines.earnings.dearness_allowance ?? 0);
  const pt = context.professionalTax;
  // The state's slabs only, once (professionalTax looks through the slabs it is given on every call).
  const state = pt.state.trim().toLowerCase();
  const ofState = pt.slabs.filter((s) => s.state.trim().toLowerCase() === state);
  const ofGender = ofState.filter((s) => s.gender !== null && s.gender === pt.gender);
  const slabs = ofGender.length ? ofGender : ofState.filter((s) => s.gender === null);
  const periodMonths = ptPeriodMonthsOf(slabs, pt.state);
  // The employee's PF and VPF on the full PF wages are the same every month (no ceiling change anticipated).
  const pf = providentFund(
    context.pfWages ?? basicDa,
    { ...context.pf, ceilingParts: undefined },
    {
      onFullBasic: context.pf.onFullBasic,
      vpfPercentage: context.pf.vpfPercentage,
      pensionDays: 30,
      monthDays: 30,
    },
  );
  const employeePf = pf.employee + pf.vpf + (lines.deductions.vpf_deduction ?? 0);
  let periodStart = ptPeriod(periodMonths, pt.carried.month).startMonth;
  let deducted = pt.carried.deducted;
  let grossInPeriod = pt.carried.gross;
  return months.map((period) => {
    const start = ptPeriod(periodMonths, period.month).startMonth;
    if (start !== periodStart) {
      periodStart = start;
      deducted = 0;
      grossInPeriod = 0;
    }
    const professional = professionalTax(slabs, {
      state: pt.state,
      gender: pt.gender,
      monthlyGross: lines.gross,
      month: period.month,
      deductedInPeriod: deducted,
      grossInPeriod,
      exempt: pt.exempt,
    });
    deducted += professional;
    grossInPeriod += lines.gross;
    return {
      year: period.year,
      month: period.month,
      taxable: lines.taxable + lines.employerNps,
      basicDa,
      hra: lines.earnings.hra ?? 0,
      lta: lines.earnings.lta ?? 0,
      employeePf,
      professionalTax: professional,
      employerNps: lines.employerNps,
      tds: 0,
      projected: true,
    };
  });
}

/** A paid month's figures as a run stores them (paise). */
export type PaidMonthFigures = Period & {
  taxable: number;
  gross: number;
  basic: number;
  da: number;
  hra: number;
  lta: number;
  pf: number;
  vpf: number;
  professionalTax: number;
  tds: number;
  employerNps: number;
  /** Taxable perquisites (s.17(2)), not paid; absent in figures from before they were valued. */
  perquisites?: number;
  /** The run's status (runMonthsInYear's), for My Tax's months (payroll/tax-months.ts). */
  status?: PayrollStatus;
};

/** A run as the tax year counts it: taxable pay plus the employer's NPS (s.17(1)(viii)), PF and VPF (s.80C). */
export const paidMonth = (r: PaidMonthFigures): SalaryMonth => ({
  year: r.year,
  month: r.month,
  taxable: r.taxable + r.employerNps,
  perquisites: r.perquisites ?? 0,
  basicDa: r.basic + r.da,
  hra: r.hra,
  lta: r.lta,
  employeePf: r.pf + r.vpf,
  professionalTax: r.professionalTax,
  employerNps: r.employerNps,
  tds: r.tds,
  projected: false,
});
