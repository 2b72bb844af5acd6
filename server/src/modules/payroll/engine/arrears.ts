import { COMPONENT_FIELDS } from '@hrms/contracts/compensation';
import { SPEC_EARNING_FIELDS } from '@hrms/contracts/payroll';
import { type ProfessionalTaxSlab, professionalTax } from '../../compensation/public';
import type { ArrearFigures } from './additions';
import { type EsicRules, esic, type PfMember, type PfRules, providentFund } from './statutory';
import { earnedLines, type TaxedLine } from './tax-months';
import { structureWages, type WageBasis } from './wage-bases';

/**
 * Arrears of a back-dated salary revision for one earlier month (pure; paise). The month as it was paid — its
 * own figures, plus the arrears other runs already paid for it — against the same month recomputed with the
 * structure now in force for it, on that month's days paid and that month's statutory rates, with the monthly
 * engine's own building blocks (earnedLines, providentFund, esic, professionalTax): no second copy of the maths.
 *
 * - Earnings: each breakdown field's difference (the structure's lines earned × days paid ÷ calendar days, to
 *   the rupee, as the month did it). The month's overtime, claims, bonus and earlier arrears are not the
 *   structure's and are not recomputed (overtime's ordinary rate follows BASIC + DA, but its hours were paid at
 *   the rate in force when they were paid: see decisions).
 * - PF: the employee's 12%, EPS, EPF, EDLI and administration charges on the revised PF wages (with the month's
 *   ceilings, its part-month ceilings, the member's full-basic choice and pension days as the run recorded them)
 *   less what was paid; the difference of PF, EPS and EDLI wages for the arrear ECR. Each rounded to the rupee
 *   as the month's were (EPF Scheme para 29(4)), so the difference is whole rupees.
 * - ESIC: coverage as the month had it — an employee covered at the start of a contribution period stays
 *   covered to its end (ESI Act s.2(9) proviso), so a covered month's contribution is on the revised wages even
 *   when they now exceed the ceiling, and a month not covered gets none however low its wages. But the ESIC
 *   Revenue Manual, para L 8.19 ("Contributions on wages paid for back periods"), makes contribution on arrears
 *   due only from the month the increase is declared: none on arrears of months before it. `esic.due` says
 *   whether the month is on or after the month the revision was saved. Shares rounded up to the rupee (rule 51)
 *   on the whole revised wages, less what was paid.
 * - Professional tax: the month's slab on the revised wages less the PT the month paid (a monthly state's slab;
 *   a half-yearly state's period as the run carried it), never negative — PT already collected is not refunded.
 * - Taxable: the earnings' difference on taxable components (taxed in the month paid — s.89 relief not modelled).
 */
export type MonthAsPaid = {
  year: number;
  month: number;
  totalDays: number;
  daysPaid: number;
  /** The structure's earnings the month paid, by breakdown field (its own; arrears paid for it added). */
  earnings: Record<string, number>;
  /** Overtime paid in the month: ESIC wages with the structure's, not recomputed. */
  overtime: number;
  pf: number;
  esic: number;
  professionalTax: number;
  /** The employer's contributions by EMPLOYER_CONTRIBUTION_FIELDS. */
  employer: Record<string, number>;
  wages: { pf: number; eps: number; edli: number; esic: number };
  esicCovered: boolean;
};

/** A month's statutory rules as they were for the member (from the month's rates and the run's inputs). */
export type ArrearMonthRules = {
  pf: PfRules & Omit<PfMember, 'monthDays'>;
  /** `due`: the revision was declared (saved) in this month or before it (ESIC Revenue Manual L 8.19). */
  esic: EsicRules & { due: boolean };
  /** The wages each statute counted in the month (the Codes' or the old Acts'). */
  basis: WageBasis;
  professionalTax: {
    state: string;
    gender: string | null;
    slabs: readonly ProfessionalTaxSlab[];
    deductedInPeriod: number;
    exempt?: boolean;
  };
};

/** Earnings fields a structure earns (the CSV's ot_amount and what payroll pays besides a structure are not). */
const STRUCTURE_FIELDS = SPEC_EARNING_FIELDS.filter((f) => f !== 'ot_amount');

/** What a saved arrear (or a month's own figures) adds to a month as paid, all in paise. */
export type PaidPart = {
  earnings: Record<string, number>;
  pf: number;
  esic: number;
  professionalTax: number;
  employer: Record<string, number>;
  wages: { pf: number; eps: number; edli: number; esic: number };
};

const addInto = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
  return into;
};

/**
 * A month as paid: its own figures (the run's breakdown less the arrears for other months that run carried)
 * plus every arrear other runs paid for it since.
 */
export function monthAsPaid(
  own: Omit<MonthAsPaid, 'earnings' | 'employer'> & PaidPart,
  arrearsPaidFor: readonly PaidPart[],
): MonthAsPaid {
  const paid: MonthAsPaid = {
    ...own,
    earnings: Object.fromEntries(STRUCTURE_FIELDS.map((f) => [f, own.earnings[f] ?? 0])),
    employer: { ...own.employer },
    wages: { ...own.wages },
  };
  for (const part of arrearsPaidFor) {
    addInto(paid.earnings, part.earnings);
    addInto(paid.employer, part.employer);
    paid.pf += part.pf;
    paid.esic += part.esic;
    paid.professionalTax += part.professionalTax;
    paid.wages.pf += part.wages.pf;
    paid.wages.eps += part.wages.eps;
    paid.wages.edli += part.wages.edli;
    paid.wages.esic += part.wages.esic;
  }
  return paid;
}

/** The arrears of one month: revised − paid for every figure (see the type's comment); null when none. */
export function monthArrears(
  paid: MonthAsPaid,
  structure: readonly TaxedLine[],
  rules: ArrearMonthRules,
): ArrearFigures | null {
  const lines = earnedLines(structure, paid.daysPaid, paid.totalDays);
  const earnings: Record<string, number> = {};
  const taxableField = new Map<string, boolean>();
  for (const line of structure) {
    if (line.type !== 'earning') continue;
    const field: string | undefined = COMPONENT_FIELDS[line.code as keyof typeof COMPONENT_FIELDS];
    const key = field && (STRUCTURE_FIELDS as readonly string[]).includes(field) ? field : 'other_allowance';
    taxableField.set(key, (taxableField.get(key) ?? false) || line.taxable);
  }
  let gross = 0;
  let taxable = 0;
  for (const field of STRUCTURE_FIELDS) {
    const diff = (lines.earnings[field] ?? 0) - (paid.earnings[field] ?? 0);
    if (!diff) continue;
    earnings[field] = diff;
    gross += diff;
    // A field the revised structure no longer has was taxable as paid unless we know otherwise.
    if (taxableField.get(field) ?? true) taxable += diff;
  }

  const month = structureWages(structure, rules.basis, lines.byCode);
  const pf = providentFund(month.pf, rules.pf, {
    onFullBasic: rules.pf.onFullBasic,
    // VPF is the employee's own choice of a percentage: its arrear is not recovered (see decisions).
    vpfPercentage: 0,
    pensionDays: rules.pf.pensionDays,
    monthDays: paid.totalDays,
  });
  // ESIC wages were the month's gross with overtime (ESI Act s.2(22)) or its Codes' wages; coverage stays as the
  // month had it. Professional tax stays on the gross with overtime.
  const wages = lines.gross + paid.overtime;
  const esicWages = rules.basis.bases.esic === 'code_wages' ? month.esic : wages;
  const esicDue = paid.esicCovered && rules.esic.due;
  const esi = esicDue
    ? esic(esicWages, rules.esic, { covered: true, rateOfWages: structureWages(structure, rules.basis).esic })
    : { employee: paid.esic, employer: paid.employer.esic ?? 0 };
  const pt = professionalTax(rules.professionalTax.slabs, {
    state: rules.professionalTax.state,
    gender: rules.professionalTax.gender,
    monthlyGross: wages,
    month: paid.month,
    deductedInPeriod: rules.professionalTax.deductedInPeriod,
    exempt: rules.professionalTax.exempt,
  });

  const employer = {
    pf_pension: pf.employerPension - (paid.employer.pf_pension ?? 0),
    pf_provident_fund: pf.employerProvidentFund - (paid.employer.pf_provident_fund ?? 0),
    edli: pf.edli - (paid.employer.edli ?? 0),
    pf_admin: pf.admin - (paid.employer.pf_admin ?? 0),
    esic: esi.employer - (paid.employer.esic ?? 0),
  };
  const figures: ArrearFigures = {
    year: paid.year,
    month: paid.month,
    earnings,
    gross,
    taxable,
    pf: pf.employee - paid.pf,
    esic: esi.employee - paid.esic,
    professionalTax: Math.max(0, pt - paid.professionalTax),
    employer: Object.fromEntries(Object.entries(employer).filter(([, v]) => v !== 0)),
    wages: {
      pf: pf.wages - paid.wages.pf,
      eps: pf.epsWages - paid.wages.eps,
      edli: pf.edliWages - paid.wages.edli,
      esic: esicDue ? esicWages - paid.wages.esic : 0,
    },
  };
  const nothing =
    !figures.gross &&
    !figures.pf &&
    !figures.esic &&
    !figures.professionalTax &&
    !Object.keys(figures.employer).length;
  return nothing ? null : figures;
}
