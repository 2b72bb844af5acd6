import { COMPONENT_FIELDS } from '@hrms/contracts/compensation';
import { EARNING_FIELDS } from '@hrms/contracts/payroll';
import type { LwfRates } from '@hrms/contracts/statutory';
import { type ProfessionalTaxSlab, professionalTax } from '../../compensation/professional-tax';
import { computeStructure, type StructureLine } from '../../compensation/structure';
import { computeAnnualTax, type TaxRules } from '../../compensation/tax/engine';
import { labourWelfareFund } from '../../statutory/lwf';
import {
  type EsicRules,
  esic,
  esicRateOfWages,
  type PfMember,
  type PfRules,
  providentFund,
} from './statutory';

/**
 * One employee's month (pure; paise): the structure in force pro-rated by the days paid, statutory
 * deductions from their rules, TDS from the annual tax projected under the employee's regime.
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
  month: number;
  calendarDays: number;
  daysPresent: number;
  /** Paid leave of every type; casual leave (CL) is also reported on its own. */
  paidLeaveDays: number;
  casualLeaveDays: number;
  unpaidLeaveDays: number;
  absentDays: number;
  daysBeforeJoining: number;
  overtimeHours: number;
  structure: (StructureLine & { taxable: boolean })[];
  /** The month's PF rates and the member's choices; the month's days are `calendarDays`. */
  pf: PfRules & Omit<PfMember, 'monthDays'>;
  /** Covered: decided by the batch on the rate of wages at the start of the contribution period. */
  esic: EsicRules & { covered: boolean };
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
  tds: {
    rules: TaxRules;
    /** Taxable pay already earned in this financial year before this month, and tax already deducted. */
    earnedSoFar: number;
    deductedSoFar: number;
    /** Months left in the financial year, this one included (April → 12, March → 1). */
    monthsRemaining: number;
  };
};

const EARNINGS = new Set<string>(EARNING_FIELDS);

const rupee = (p: number) => Math.round(p / 100) * 100;

export function computeMonthlyPayroll(input: MonthlyInput) {
  const lopDays = input.unpaidLeaveDays + input.absentDays + input.daysBeforeJoining;
  const daysPaid = Math.max(0, input.calendarDays - lopDays);
  const full = computeStructure(input.structure);

  const earnings: Record<string, number> = {};
  const deductions: Record<string, number> = {};
  let gross = 0;
  let taxable = 0;
  for (const line of input.structure) {
    const field: string | undefined = COMPONENT_FIELDS[line.code as keyof typeof COMPONENT_FIELDS];
    const amount = full.get(line.code) ?? 0;
    if (line.type === 'earning') {
      const earned = rupee((amount * daysPaid) / input.calendarDays);
      const key = field && EARNINGS.has(field) ? field : 'other_allowance';
      earnings[key] = (earnings[key] ?? 0) + earned;
      gross += earned;
      if (line.taxable) taxable += earned;
    } else {
      const key = field && !EARNINGS.has(field) ? field : 'other_deduction';
      deductions[key] = (deductions[key] ?? 0) + amount;
    }
  }

  // PF wages: BASIC and DA as earned this month (each already to the rupee).
  const pf = providentFund((earnings.basic_salary ?? 0) + (earnings.dearness_allowance ?? 0), input.pf, {
    onFullBasic: input.pf.onFullBasic,
    vpfPercentage: input.pf.vpfPercentage,
    pensionDays: input.pf.pensionDays,
    monthDays: input.calendarDays,
  });
  // ESIC on the wages paid this month, overtime included; the employee's exemption on this month's full rate.
  const esi = esic(gross, input.esic, {
    covered: input.esic.covered,
    rateOfWages: esicRateOfWages(input.structure),
  });
  const lwf = labourWelfareFund(input.lwf.rules, {
    month: input.month,
    monthlyGross: gross,
    applicable: input.lwf.applicable,
  });
  const pt = professionalTax(input.professionalTax.slabs, {
    state: input.professionalTax.state,
    gender: input.professionalTax.gender,
    monthlyGross: gross,
    month: input.month,
    deductedInPeriod: input.professionalTax.deductedInPeriod,
    grossInPeriod: input.professionalTax.grossInPeriod,
    exempt: input.professionalTax.exempt,
  });

  // TDS: the year's income projected from what was earned so far plus this month's taxable pay for every
  // remaining month; the tax on it less what was already deducted, spread over the remaining months.
  const projected = input.tds.earnedSoFar + taxable * input.tds.monthsRemaining;
  const annualTax = computeAnnualTax(input.tds.rules, projected).totalTax;
  const tds = rupee(
    Math.max(0, annualTax - input.tds.deductedSoFar) / Math.max(1, input.tds.monthsRemaining),
  );

  deductions.pf_deduction = pf.employee;
  // A VPF line in the structure (a fixed amount) and the employee's VPF percentage add up.
  deductions.vpf_deduction = (deductions.vpf_deduction ?? 0) + pf.vpf;
  deductions.esic_deduction = esi.employee;
  deductions.professional_tax = pt;
  deductions.lwf_deduction = lwf.employee;
  deductions.tds_deduction = tds;
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
      pf_pension: pf.employerPension,
      pf_provident_fund: pf.employerProvidentFund,
      edli: pf.edli,
      pf_admin: pf.admin,
      esic: esi.employer,
      lwf: lwf.employer,
    },
    statutory: {
      pf_wages: pf.wages,
      eps_wages: pf.epsWages,
      edli_wages: pf.edliWages,
      esic_wages: input.esic.covered ? gross : 0,
      esic_covered: input.esic.covered,
    },
    tds: { projected_annual_income: projected, annual_tax: annualTax },
  };
}
