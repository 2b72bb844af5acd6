import type { CodeWagesRates, GratuityRates } from '@hrms/contracts/statutory';
import { nearestRupee } from '../../../platform/money';
import { computeStructure, type StructureLine } from '../../compensation/public';
import {
  type EsicRules,
  earnedLines,
  esic,
  esicCovers,
  type PfRules,
  providentFund,
  structureWages,
  type WageBasis,
  wageBasisOf,
} from '../../payroll/public';

/**
 * What the Labour Codes change for one employee's salary structure, and a restructure that keeps the cost to
 * company (pure; paise, whole rupees). A full month of the structure is worked twice: on the old Acts' bases
 * (PF on BASIC + DA, ESIC on every wage, gratuity on BASIC + DA) and on the Codes' (their wages: Code on Wages
 * s.2(y), Code on Social Security s.2(88)), with the same rates and ceilings.
 *
 * Cost to company a month = gross + the employer's PF (EPS and EPF), EDLI and administration charges + the
 * employer's ESIC + the gratuity provision (a twelfth of a year's gratuity: wages × days_per_year ÷ day_divisor).
 * Take-home = gross − the employee's PF − the employee's ESIC (professional tax and TDS aside: they do not move
 * with the wage definition). Each figure follows its statute's rounding (PF to the nearest rupee, ESIC up to the
 * next); the gratuity provision is rounded to the rupee.
 */
export type ImpactRules = {
  codes: CodeWagesRates;
  pf: PfRules;
  esic: EsicRules;
  gratuity: Pick<GratuityRates, 'days_per_year' | 'day_divisor'>;
};

export type ImpactMember = { onFullBasic: boolean; personWithDisability: boolean };

export type MonthFigures = {
  gross: number;
  codeWages: number;
  addback: number;
  pfWages: number;
  employeePf: number;
  /** EPS + EPF + EDLI + administration charges. */
  employerPf: number;
  esicCovered: boolean;
  employeeEsic: number;
  employerEsic: number;
  gratuityProvision: number;
  takeHome: number;
  costToCompany: number;
};

const RUPEE = 100;

/** A full month of a structure on a basis. */
export function monthFigures(
  lines: readonly StructureLine[],
  basis: WageBasis,
  rules: ImpactRules,
  member: ImpactMember,
): MonthFigures {
  const amounts = computeStructure(lines);
  const wages = structureWages(lines, basis, amounts);
  const { gross } = earnedLines(
    lines.map((l) => ({ ...l, taxable: true })),
    1,
    1,
    amounts,
  );
  const pf = providentFund(wages.pf, rules.pf, {
    onFullBasic: member.onFullBasic,
    vpfPercentage: 0,
    pensionDays: 30,
    monthDays: 30,
  });
  const covered = esicCovers(wages.esic, rules.esic, member.personWithDisability);
  const esi = esic(wages.esic, rules.esic, { covered, rateOfWages: wages.esic });
  const employerPf = pf.employerPension + pf.employerProvidentFund + pf.edli + pf.admin;
  const gratuityProvision = nearestRupee(
    (wages.gratuity * rules.gratuity.days_per_year) / rules.gratuity.day_divisor / 12,
  );
  return {
    gross,
    codeWages: wages.code?.codeWages ?? wages.basicDa,
    addback: wages.code?.addback ?? 0,
    pfWages: pf.wages,
    employeePf: pf.employee,
    employerPf,
    esicCovered: covered,
    employeeEsic: esi.employee,
    employerEsic: esi.employer,
    gratuityProvision,
    takeHome: gross - pf.employee - esi.employee,
    costToCompany: gross + employerPf + esi.employer + gratuityProvision,
  };
}

export type ProposedLine = { code: string; amount: number };

export type Impact = {
  acts: MonthFigures;
  codes: MonthFigures;
  /** null: the structure has no exclusions beyond the threshold (nothing is added back). */
  proposal: { lines: ProposedLine[]; figures: MonthFigures } | null;
};

const codesOf = (rules: ImpactRules) => wageBasisOf(rules.codes, 'codes');

export function labourCodeImpact(
  lines: readonly StructureLine[],
  rules: ImpactRules,
  member: ImpactMember,
): Impact {
  const acts = monthFigures(lines, wageBasisOf(rules.codes, 'acts'), rules, member);
  const codes = monthFigures(lines, codesOf(rules), rules, member);
  // A structure within the rule needs no restructure (its cost change is shown all the same); proposing one to
  // win back the cost would, applied, be proposed again on the new structure's own old-Acts cost, and again.
  if (codes.addback === 0) return { acts, codes, proposal: null };
  const proposed = propose(lines, rules, member, acts.costToCompany);
  return {
    acts,
    codes,
    proposal: {
      lines: proposed
        .filter((l) => l.type === 'earning')
        .map((l) => ({ code: l.code, amount: l.amount ?? 0 })),
      figures: monthFigures(proposed, codesOf(rules), rules, member),
    },
  };
}

const BASIC = 'BASIC';
type Fixed = StructureLine & { amount: number };

/** Takes up to `total` (whole rupees) from the lines, in proportion to their amounts; what could not be taken. */
function takeFrom(lines: Fixed[], total: number): number {
  const available = lines.reduce((n, l) => n + l.amount, 0);
  if (available <= 0 || total <= 0) return total;
  const take = Math.min(total, available) / RUPEE;
  const shares = lines.map((l) => (take * l.amount) / available);
  const whole = shares.map(Math.floor);
  let left = take - whole.reduce((a, b) => a + b, 0);
  // The largest remainders take the rupees the floors left.
  const order = shares.map((s, i) => [s - Math.floor(s), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    whole[i] = (whole[i] ?? 0) + 1;
    left -= 1;
  }
  lines.forEach((l, i) => {
    l.amount -= (whole[i] ?? 0) * RUPEE;
  });
  return total - Math.min(total, available);
}

/**
 * A restructure on the Codes' bases that costs what the structure cost under the old Acts, with no exclusions
 * beyond the threshold: every line fixed at its amount today; the add-back moved into BASIC out of the counted
 * exclusions; then the extra cost (or saving) taken from the counted exclusions first, then from the other
 * earnings that are wages, and a saving given to BASIC — repeated until the cost is within a rupee (each step
 * moves the cost by at least the amount moved, so a few steps do).
 */
function propose(lines: readonly StructureLine[], rules: ImpactRules, member: ImpactMember, target: number) {
  const amounts = computeStructure(lines);
  const fixed: Fixed[] = lines.map((l) => ({
    ...l,
    calculationType: 'fixed',
    formula: null,
    percentage: null,
    amount: nearestRupee(amounts.get(l.code) ?? 0),
  }));
  const counted = new Map(rules.codes.exclusion_clauses.map((c) => [c.clause, c.counted]));
  const earnings = fixed.filter((l) => l.type === 'earning');
  const basic = earnings.find((l) => l.code === BASIC);
  if (!basic) return fixed;
  const excluded = earnings.filter(
    (l) => l.wageClass === 'excluded' && (counted.get(l.exclusionClause ?? '') ?? true),
  );
  const otherWages = earnings.filter((l) => l !== basic && (l.wageClass ?? 'wages') === 'wages');
  const basis = codesOf(rules);
  for (let step = 0; step < 12; step += 1) {
    const now = monthFigures(fixed, basis, rules, member);
    if (now.addback > 0) {
      const addback = nearestRupee(now.addback);
      basic.amount += addback - takeFrom(excluded, addback);
      continue;
    }
    const gap = now.costToCompany - target;
    if (Math.abs(gap) < RUPEE) break;
    if (gap < 0) {
      basic.amount += nearestRupee(-gap / 1.2);
      continue;
    }
    const rest = takeFrom(excluded, nearestRupee(gap));
    if (rest > 0) takeFrom(otherWages, rest);
  }
  return fixed;
}
