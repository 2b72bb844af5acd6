/**
 * Employee and employer statutory contributions for one month (pure; amounts in paise, rates in
 * percent). Rates and ceilings come from the PF and ESIC components' metadata, not from here.
 */
export type PfRules = {
  employeeRate: number;
  employerRate: number;
  pensionRate: number;
  wageCeiling: number;
};
export type EsicRules = { employeeRate: number; employerRate: number; wageCeiling: number };

const percentOf = (amount: number, rate: number) => (amount * Math.round(rate * 100)) / 10_000;

/**
 * PF on the month's earned BASIC, capped at the wage ceiling unless the employee contributes on full basic.
 * The employer's share is split: the pension scheme (EPS, on wages up to the ceiling) and the rest to EPF.
 * Each contribution is rounded to the nearest rupee, as the EPFO's ECR does.
 */
export function providentFund(earnedBasic: number, rules: PfRules, onFullBasic = false) {
  const wages = onFullBasic ? earnedBasic : Math.min(earnedBasic, rules.wageCeiling);
  const rupee = (p: number) => Math.round(p / 100) * 100;
  const employee = rupee(percentOf(wages, rules.employeeRate));
  const pension = rupee(percentOf(Math.min(wages, rules.wageCeiling), rules.pensionRate));
  const employer = rupee(percentOf(wages, rules.employerRate));
  return { wages, employee, employerPension: pension, employerProvidentFund: employer - pension };
}

/**
 * ESIC while the employee is covered: coverage is decided at the start of each contribution period
 * (April–September, October–March) by the gross then, and lasts the whole period even if pay rises.
 * Contributions are rounded up to the next rupee (ESI (Central) Rules, rule 51).
 */
export function esic(monthGross: number, covered: boolean, rules: EsicRules) {
  if (!covered) return { employee: 0, employer: 0 };
  const up = (p: number) => Math.ceil(p / 100) * 100;
  return {
    employee: up(percentOf(monthGross, rules.employeeRate)),
    employer: up(percentOf(monthGross, rules.employerRate)),
  };
}

/** Whether a gross at the start of a contribution period brings the employee under ESIC for it. */
export const esicCovers = (periodStartGross: number, rules: EsicRules) =>
  periodStartGross <= rules.wageCeiling;
