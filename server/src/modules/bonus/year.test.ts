import type { BonusRates } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { pickInForce, SEEDED_STATUTORY_RATES } from '../statutory/public';
import { computeBonus } from './engine/bonus';
import type { YearRunRow } from './queries';
import { monthsByEmployee } from './year';

/** The seeded Payment of Bonus Act rules (as amended in 2015), carried into the Code on Social Security Chapter VII. */
const RULES = pickInForce(SEEDED_STATUTORY_RATES, '2027-03-31').bonus as BonusRates;

const DAYS = [30, 31, 30, 31, 31, 30, 31, 30, 31, 31, 28, 31]; // April 2026 to March 2027
/**
 * A year of runs at BASIC 5,000 with special allowance 3,000 (wages) and HRA 4,000 (f): the Codes' wages 8,000
 * (exclusions 4,000 within half of 12,000), as each run recorded them, on the bases it recorded.
 */
const year = (bonusBasis: string | null): YearRunRow[] =>
  DAYS.map((days, i) => ({
    employee_id: 1,
    year: i < 9 ? 2026 : 2027,
    month: ((i + 3) % 12) + 1,
    total_days: days,
    days_paid: String(days),
    basic: '5000',
    da: null,
    arrear_months: null,
    code_wages: bonusBasis === null ? null : '8000',
    bonus_basis: bonusBasis,
    structure: null,
    state_code: 'KA',
    skill_category: null,
  }));

describe('the salary bonus counts: BASIC + DA, or the Labour Codes’ wages a run counted bonus on', () => {
  it('on the Codes’ wages (Code on Social Security s.2(88)): 7,000 (the ceiling) × 12 × 8.33% = 6,997.20 → 6,997', () => {
    const months = monthsByEmployee(year('code_wages')).get(1) ?? [];
    expect(months.map((m) => m.salary / 100)).toEqual(Array(12).fill(8_000));
    const result = computeBonus({ rules: RULES, ratePercent: 8.33, months, daysInYear: 365 });
    expect(result.bonus / 100).toBe(6_997);
  });

  it('on BASIC + DA for a run on the old Acts’ bases: 5,000 × 12 × 8.33% = 4,998', () => {
    for (const basis of ['basic_da', null]) {
      const months = monthsByEmployee(year(basis)).get(1) ?? [];
      expect(months.every((m) => m.salary === 5_000_00)).toBe(true);
      expect(computeBonus({ rules: RULES, ratePercent: 8.33, months, daysInYear: 365 }).bonus / 100).toBe(
        4_998,
      );
    }
  });
});
