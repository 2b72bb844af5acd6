import { type PayrollBreakdown, TDS_DEDUCTION_LINES, TDS_EXEMPTION_LINES } from '@hrms/contracts/payroll';
import { citeLine, type Statute } from '@hrms/contracts/statute';

export type TdsSection = NonNullable<PayrollBreakdown['tds']>;
export type WorkingLine = { key: string; label: string; amount: number };

const EXEMPTION_KEYS = new Set<string>(TDS_EXEMPTION_LINES);
const DEDUCTION_KEYS = new Set<string>(TDS_DEDUCTION_LINES);

/** The engine's lines with the provision of the run's year: "Rebate, s.156" in 2026-27. */
const cited = (lines: WorkingLine[], statute?: Statute) =>
  lines.map((l) => ({ ...l, label: citeLine(l.label, l.key, statute) }));

/**
 * How a run's TDS was worked out, for the breakdown's "why": the year's income by part, each exemption and
 * deduction (signed as they act: negative reduces income), and the division that gives this month's TDS. A run
 * saved before the TDS workings were kept has only the projected income and the annual tax (`detailed` is
 * false).
 */
export function tdsWorkings(tds: TdsSection, tdsThisMonth: number, statute?: Statute) {
  const detailed = tds.taxable_income !== null && tds.months_remaining !== null;
  return {
    detailed,
    income: [
      { key: 'earned_before_month', label: 'Earned here before this month', amount: tds.earned_before_month },
      {
        key: 'previous_employment_income',
        label: citeLine('Salary from a previous employer', 'previous_salary', statute),
        amount: tds.previous_employment_income,
      },
      { key: 'this_month', label: 'This month', amount: tds.this_month },
      { key: 'rest_of_year', label: 'Rest of the year at the full monthly rate', amount: tds.rest_of_year },
      { key: 'other_income', label: 'Other income declared', amount: tds.other_income },
    ].filter((l): l is WorkingLine => l.amount !== null),
    exemptions: cited(
      tds.lines.filter((l) => EXEMPTION_KEYS.has(l.key)),
      statute,
    ),
    deductions: cited(
      tds.lines.filter((l) => DEDUCTION_KEYS.has(l.key)),
      statute,
    ),
    /** (annual tax − TDS before this month) ÷ months remaining, to the rupee; never below zero. */
    division: detailed
      ? {
          annualTax: tds.annual_tax,
          before: tds.tds_before_month ?? 0,
          months: tds.months_remaining ?? 1,
          result: tdsThisMonth,
        }
      : null,
  };
}
