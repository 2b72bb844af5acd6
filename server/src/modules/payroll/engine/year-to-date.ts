import {
  DEDUCTION_FIELDS,
  type DeductionField,
  EARNING_FIELDS,
  type EarningField,
  EMPLOYER_CONTRIBUTION_FIELDS,
  type EmployerContributionField,
} from '@hrms/contracts/payroll';
import { paise } from '../../../platform/money';

/** A run's lines as its breakdown stores them (rupees): a line left out was zero, or did not exist yet. */
export type RunLines = {
  earnings: Partial<Record<string, number>> | null;
  deductions: Partial<Record<string, number>> | null;
  employer_contributions: Partial<Record<string, number>> | null;
};

/** Each line summed over the year so far, and the totals (paise). */
export type YearToDate = {
  earnings: Record<EarningField, number>;
  deductions: Record<DeductionField, number>;
  employer: Record<EmployerContributionField, number>;
  gross: number;
  totalDeductions: number;
  net: number;
  totalEmployer: number;
};

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

/** Each field summed over the runs, in exact paise (each stored amount is already rounded to the paisa). */
function summed<F extends string>(
  fields: readonly F[],
  runs: RunLines[],
  part: (r: RunLines) => Partial<Record<string, number>> | null,
) {
  return Object.fromEntries(fields.map((f) => [f, sum(runs.map((r) => paise(part(r)?.[f] ?? 0)))])) as Record<
    F,
    number
  >;
}

/**
 * Year to date of every line of the payslip: the sum of each earning, deduction and employer contribution over
 * the runs given (the tax year's counted runs up to the payslip's month and the payslip's own run: the query
 * chooses them, docs/decisions/payroll.md "The payslip PDF"). The totals are the lines' sums, so each column adds up.
 */
export function yearToDate(runs: RunLines[]): YearToDate {
  const earnings = summed(EARNING_FIELDS, runs, (r) => r.earnings);
  const deductions = summed(DEDUCTION_FIELDS, runs, (r) => r.deductions);
  const employer = summed(EMPLOYER_CONTRIBUTION_FIELDS, runs, (r) => r.employer_contributions);
  const gross = sum(Object.values<number>(earnings));
  const totalDeductions = sum(Object.values<number>(deductions));
  return {
    earnings,
    deductions,
    employer,
    gross,
    totalDeductions,
    net: gross - totalDeductions,
    totalEmployer: sum(Object.values<number>(employer)),
  };
}
