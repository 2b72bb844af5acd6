import { describe, expect, it } from 'vitest';
import { type TdsSection, tdsWorkings } from './tdsWorkings';

const legacy: TdsSection = {
  regime: 'IN-NEW-2025-26',
  regime_kind: null,
  projected_annual_income: 600_000,
  earned_before_month: null,
  previous_employment_income: null,
  this_month: null,
  rest_of_year: null,
  other_income: null,
  exemptions: null,
  deductions: null,
  taxable_income: null,
  annual_tax: 0,
  tds_before_month: null,
  months_remaining: null,
  lines: [],
};

describe('tdsWorkings', () => {
  it('a run saved before the TDS workings were kept has no detailed working', () => {
    const w = tdsWorkings(legacy, 0);
    expect(w.detailed).toBe(false);
    expect(w.income).toEqual([]);
    expect(w.division).toBeNull();
  });

  it('splits the engine’s lines into exemptions and deductions, and shows the division', () => {
    const w = tdsWorkings(
      {
        ...legacy,
        regime_kind: 'old',
        earned_before_month: 100_000,
        previous_employment_income: 0,
        this_month: 100_000,
        rest_of_year: 1_000_000,
        other_income: 0,
        exemptions: 240_000,
        deductions: 114_100,
        taxable_income: 845_900,
        annual_tax: 84_950,
        tds_before_month: 5_693,
        months_remaining: 11,
        lines: [
          { key: 'salary', label: 'Salary', amount: 1_200_000 },
          { key: 'hra_exemption', label: 'HRA', amount: -240_000 },
          { key: 'standard_deduction', label: 'Standard deduction', amount: -50_000 },
          { key: 'section_80c', label: '80C', amount: -61_600 },
          { key: 'total_income', label: 'Total income', amount: 845_900 },
        ],
      },
      7_205,
    );
    expect(w.detailed).toBe(true);
    expect(w.income.map((l) => l.key)).toEqual([
      'earned_before_month',
      'previous_employment_income',
      'this_month',
      'rest_of_year',
      'other_income',
    ]);
    expect(w.exemptions.map((l) => l.key)).toEqual(['hra_exemption']);
    expect(w.deductions.map((l) => l.amount)).toEqual([-50_000, -61_600]);
    expect(w.division).toEqual({ annualTax: 84_950, before: 5_693, months: 11, result: 7_205 });
  });
});
