import type { EsicRates, PfRates } from '@hrms/contracts/statutory';
import { nearestRupee, paise } from '../../../platform/money';
import { daysInMonth, firstDayOf, inForceOn, lastDayOf, type Period } from '../../../platform/period';

/**
 * Employee and employer statutory contributions for one month (pure; amounts and wages in paise, rates in
 * percent). Rates, ceilings and limits are the dated versions of `statutory_rates` in force for the month,
 * given by the batch; nothing here is a literal rate. Sources: docs/decisions/statutory.md, "PF" and "ESIC".
 */
export type PfRules = {
  employeeRate: number;
  employerRate: number;
  /** The employer's share that goes to the pension scheme (EPS 1995, para 3(2)). */
  pensionRate: number;
  wageCeiling: number;
  edliRate: number;
  edliWageCeiling: number;
  adminChargeRate: number;
  /**
   * When the ceilings change within the month (₹15,000 to ₹25,000 on 17 September 2026), the parts of the
   * month and each part's ceilings; the days add up to the month's. Absent: the ceilings above, all month.
   */
  ceilingParts?: readonly CeilingPart[];
};

export type CeilingPart = { days: number; wageCeiling: number; edliWageCeiling: number };

/** What PF needs to know about one member for the month. */
export type PfMember = {
  /** Contributes 12% on the whole PF wages rather than on wages up to the ceiling. */
  onFullBasic: boolean;
  /** Voluntary PF as a percentage of the same PF wages (0 for none). */
  vpfPercentage: number;
  /**
   * Days of the month the member belongs to the pension scheme, of `monthDays`: all of them normally, none
   * for an excluded employee or one already 58, the days before the 58th birthday in the month of turning 58.
   */
  pensionDays: number;
  monthDays: number;
};

export type EsicRules = {
  employeeRate: number;
  employerRate: number;
  wageCeiling: number;
  /** The ceiling for a person with disability. */
  disabilityWageCeiling: number;
  /** No employee share at or below this average daily wage (paise). */
  exemptDailyWage: number;
};

/** The engine's PF rules (paise) from a stored PF version (rupees). */
export const pfRulesOf = (r: PfRates): PfRules => ({
  employeeRate: r.employee_rate,
  employerRate: r.employer_rate,
  pensionRate: r.eps_rate,
  wageCeiling: paise(r.wage_ceiling),
  edliRate: r.edli_rate,
  edliWageCeiling: paise(r.edli_wage_ceiling),
  adminChargeRate: r.admin_charge_rate,
});

/** The engine's ESIC rules (paise) from a stored ESIC version (rupees). */
export const esicRulesOf = (r: EsicRates): EsicRules => ({
  employeeRate: r.employee_rate,
  employerRate: r.employer_rate,
  wageCeiling: paise(r.wage_ceiling),
  disabilityWageCeiling: paise(r.disability_wage_ceiling),
  exemptDailyWage: paise(r.exempt_daily_wage),
});

/**
 * The parts of a month between PF versions that take effect within it, each with its ceilings (paise); none
 * when one version covers the whole month. Versions are oldest first.
 */
export function pfCeilingParts(
  versions: readonly { effective_from: string; rules: PfRates }[],
  period: Period,
): CeilingPart[] | undefined {
  const first = firstDayOf(period);
  const last = lastDayOf(period);
  const starts = versions.filter((v) => v.effective_from > first && v.effective_from <= last);
  if (!starts.length) return undefined;
  const dayOf = (date: string) => Number(date.slice(8, 10));
  const bounds = [first, ...starts.map((v) => v.effective_from)];
  return bounds.map((start, i) => {
    const end = i + 1 < bounds.length ? dayOf(bounds[i + 1] as string) - 1 : dayOf(last);
    const rules = inForceOn(versions, start)?.rules ?? (starts[0] as { rules: PfRates }).rules;
    return {
      days: end - dayOf(start) + 1,
      wageCeiling: paise(rules.wage_ceiling),
      edliWageCeiling: paise(rules.edli_wage_ceiling),
    };
  });
}

/** `rate` percent (two decimals) of an amount in paise, unrounded. */
const percentOf = (amount: number, rate: number) => (amount * Math.round(rate * 100)) / 10_000;
/** Up to the next rupee (ESI (Central) Rules, rule 51: "rounded to the next higher rupee"). */
const nextRupee = (p: number) => Math.ceil(Math.round(p) / 100) * 100;

/**
 * The days of a month an employee belongs to the pension scheme. Membership ends "from the date of attaining
 * 58 years" (EPS 1995, para 6, Explanation), attained at the start of the 58th birthday: in that month EPS is
 * due for the days before the birthday, none after. An excluded employee never belongs; without a date of
 * birth the whole month counts.
 */
export function pensionDays(
  period: Period,
  member: { dateOfBirth: string | null; excluded: boolean },
  maxAge: number,
) {
  const monthDays = daysInMonth(period);
  if (member.excluded) return 0;
  if (!member.dateOfBirth) return monthDays;
  const [y, m, d] = member.dateOfBirth.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls 29 February over to 1 March in a year that has none.
  const birthday = new Date(Date.UTC(y + maxAge, m - 1, d));
  const first = Date.UTC(period.year, period.month - 1, 1);
  const last = Date.UTC(period.year, period.month - 1, monthDays);
  if (birthday.getTime() <= first) return 0;
  if (birthday.getTime() > last) return monthDays;
  return birthday.getUTCDate() - 1;
}

/**
 * Outside the pension scheme under EPS 1995 para 6(a) as amended from 1 September 2014 (GSR 609(E), 22 August
 * 2014: the scheme applies to a new EPF member "whose pay on such date is less than or equal to fifteen
 * thousand rupees"): joined EPF on or after that date with PF wages above the ceiling then in force, and never
 * an EPS member before. No EPS for them: the employer's whole 12% goes to EPF.
 */
export function epsExcluded(member: {
  joinedOn: string;
  excludedFrom: string;
  pfWagesAtJoining: number;
  ceilingAtJoining: number;
  memberBefore: boolean;
}) {
  return (
    !member.memberBefore &&
    member.joinedOn >= member.excludedFrom &&
    member.pfWagesAtJoining > member.ceilingAtJoining
  );
}

/**
 * Wages up to a ceiling. In a month whose ceiling changes part-way, each part's share of the wages (by days)
 * is capped at that part's share of its ceiling, and the parts added, to the paisa: the EPFO's FAQ on the
 * revision of the wage ceiling (S.O. 5109(E)) works September 2026 as 1–16 September at ₹15,000 and 17–30 at
 * ₹25,000, so PF wages of ₹20,000 give ₹8,000 + ₹9,333.33 = ₹17,333.33.
 */
function capAt(wages: number, rules: PfRules, monthDays: number, ceiling: 'wageCeiling' | 'edliWageCeiling') {
  if (!rules.ceilingParts?.length) return Math.min(wages, rules[ceiling]);
  return rules.ceilingParts.reduce(
    (n, part) => n + Math.round((Math.min(wages, part[ceiling]) * part.days) / monthDays),
    0,
  );
}

/**
 * PF on the month's earned PF wages (BASIC + DA under the EPF Act; the Codes' wages under the Code on Social
 * Security — `wage-bases.ts`), capped at the wage ceiling unless the member contributes on
 * full wages. Every contribution is rounded to the nearest rupee (EPF Scheme para 29(4), EDLI para 7(2)), as
 * the EPFO's ECR does:
 * - employee 12% of the PF wages; VPF its percentage of the same wages (no employer match);
 * - employer 12% of the same wages, of which EPS is 8.33% of the EPS wages (the wages up to the ceiling, for
 *   the days of pension membership) computed first, and EPF the rest (employer total − EPS);
 * - EDLI 0.5% of the wages up to the EDLI ceiling; administration charges 0.5% of the PF wages (the ₹500
 *   monthly minimum applies to the establishment's challan, not to each employee).
 */
export function providentFund(earnedPfWages: number, rules: PfRules, member: PfMember) {
  const capped = capAt(earnedPfWages, rules, member.monthDays, 'wageCeiling');
  const wages = member.onFullBasic ? earnedPfWages : capped;
  // EPS wages for part of a month are the capped wages pro-rated by days, to the rupee as the ECR reports them.
  const epsWages =
    member.pensionDays >= member.monthDays
      ? capped
      : nearestRupee((capped * Math.max(0, member.pensionDays)) / member.monthDays);
  const pension = nearestRupee(percentOf(epsWages, rules.pensionRate));
  const employer = nearestRupee(percentOf(wages, rules.employerRate));
  const edliWages = capAt(earnedPfWages, rules, member.monthDays, 'edliWageCeiling');
  return {
    wages,
    epsWages,
    edliWages,
    employee: nearestRupee(percentOf(wages, rules.employeeRate)),
    vpf: nearestRupee(percentOf(wages, member.vpfPercentage)),
    employerPension: pension,
    employerProvidentFund: employer - pension,
    edli: nearestRupee(percentOf(edliWages, rules.edliRate)),
    admin: nearestRupee(percentOf(wages, rules.adminChargeRate)),
  };
}

/** The wage ceiling that decides ESIC coverage: higher for a person with disability. */
export const esicCeiling = (rules: EsicRules, personWithDisability: boolean) =>
  personWithDisability ? rules.disabilityWageCeiling : rules.wageCeiling;

/**
 * Whether the full monthly rate of wages at the start of a contribution period (or at joining) brings the
 * employee under ESIC for the whole period (ESI Act s.2(9)): at or below the ceiling.
 */
export const esicCovers = (rateOfWages: number, rules: EsicRules, personWithDisability = false) =>
  rateOfWages <= esicCeiling(rules, personWithDisability);

/**
 * ESIC on the wages paid in the month while the employee is covered, each share rounded up to the next rupee
 * (rule 51). No employee share when the average daily wage is at or below the exempt limit (rule 52): for a
 * monthly-rated employee that is the full month's rate of wages ÷ 26 (rule 2(1-B)(a)), compared here as
 * rate ≤ limit × 26 to stay in whole paise. The employer's share is due all the same.
 */
export function esic(
  monthWages: number,
  rules: EsicRules,
  member: { covered: boolean; rateOfWages: number },
) {
  if (!member.covered) return { employee: 0, employer: 0, exempt: false };
  const exempt = member.rateOfWages <= rules.exemptDailyWage * 26;
  return {
    employee: exempt ? 0 : nextRupee(percentOf(monthWages, rules.employeeRate)),
    employer: nextRupee(percentOf(monthWages, rules.employerRate)),
    exempt,
  };
}
