import type { CodeWagesRates } from '@hrms/contracts/statutory';
import { computeStructure, type StructureLine } from './structure';

/**
 * Wages under the Labour Codes (pure; paise): the Code on Wages 2019 s.2(y) and the Code on Social Security 2020
 * s.2(88). Wages are the payments classed `wages` (basic pay, DA, retaining allowance and any allowance the
 * definition does not exclude); payments excluded by clauses (a) to (i) are counted against all remuneration,
 * and what of them passes the threshold (one-half) of it is added back to wages (the first proviso). Gratuity (j)
 * and retrenchment compensation (k) are excluded and left out of the test; what is not remuneration (reimbursed
 * expenses, employer contributions) is in neither.
 *
 * Rounding: the threshold is all remuneration × the percentage, to the nearest paisa; the add-back is the
 * excluded payments less it, never below 0.
 */
export type ClassedPayment = {
  amount: number;
  wageClass: 'wages' | 'excluded' | 'not_remuneration';
  /** The clause of s.2(y) when excluded. */
  clause: string | null;
};

export type CodeWages = {
  /** Payments classed wages. */
  wages: number;
  /** Excluded payments counted in the test (clauses the rules mark counted). */
  excluded: number;
  /** Wages and the counted exclusions: all remuneration as the proviso reads it. */
  remuneration: number;
  /** The share of remuneration the exclusions may reach. */
  limit: number;
  addback: number;
  /** wages + addback. */
  codeWages: number;
};

export function codeWages(payments: readonly ClassedPayment[], rules: CodeWagesRates): CodeWages {
  const counted = new Map(rules.exclusion_clauses.map((c) => [c.clause, c.counted]));
  let wages = 0;
  let excluded = 0;
  for (const p of payments) {
    if (p.wageClass === 'wages') wages += p.amount;
    // A clause the rules no longer list is counted: the test then errs towards wages.
    else if (p.wageClass === 'excluded' && (counted.get(p.clause ?? '') ?? true)) excluded += p.amount;
  }
  const remuneration = wages + excluded;
  const limit = Math.round((remuneration * rules.threshold_percent) / 100);
  const addback = Math.max(0, excluded - limit);
  return { wages, excluded, remuneration, limit, addback, codeWages: wages + addback };
}

/**
 * The Codes' wages of a structure's earning lines at the amounts given (paise: the full month, or as earned in a
 * month), with any other payments of the month (overtime under clause (h)); a line saved before the classes
 * existed counts as wages, the safer reading.
 */
export function codeWagesOf(
  lines: readonly StructureLine[],
  amounts: ReadonlyMap<string, number>,
  rules: CodeWagesRates,
  others: readonly ClassedPayment[] = [],
): CodeWages {
  const payments = lines
    .filter((l) => l.type === 'earning')
    .map((l) => ({
      amount: amounts.get(l.code) ?? 0,
      wageClass: l.wageClass ?? ('wages' as const),
      clause: l.exclusionClause ?? null,
    }));
  return codeWages([...payments, ...others], rules);
}

/** A full month of a structure's wages under the Codes (paise), at its monthly amounts. */
export function structureCodeWages(lines: readonly StructureLine[], rules: CodeWagesRates): CodeWages {
  return codeWagesOf(lines, computeStructure(lines), rules);
}
