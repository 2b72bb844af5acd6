import type { BonusRates } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { type BonusMonth, bonusCeiling, computeBonus, rateAllowed } from './bonus';

/** The seeded rules: Payment of Bonus Act 1965 as amended in 2015 (in force from 1 April 2014). */
const RULES: BonusRates = {
  eligibility_limit: 21_000,
  calculation_ceiling: 7_000,
  min_rate: 8.33,
  max_rate: 20,
  minimum_bonus: 100,
  min_working_days: 30,
  minimum_wages: [{ state_code: 'MH', monthly: 12_000 }],
};

const DAYS = [30, 31, 30, 31, 31, 30, 31, 30, 31, 31, 28, 31]; // April 2025 to March 2026
/** Twelve full months of 2025-26 at a BASIC + DA of `rupees` a month. */
const fullYear = (rupees: number, stateCode: string | null = 'KA'): BonusMonth[] =>
  DAYS.map((days, i) => ({
    year: i < 9 ? 2025 : 2026,
    month: ((i + 3) % 12) + 1,
    salary: rupees * 100,
    rate: rupees * 100,
    daysPaid: days,
    totalDays: days,
    stateCode,
  }));
const bonus = (months: BonusMonth[], ratePercent = 8.33) =>
  computeBonus({ rules: RULES, ratePercent, months, daysInYear: 365 });

describe('statutory bonus (Payment of Bonus Act 1965)', () => {
  it('s.10 minimum rate: ₹15,000 a month capped at ₹7,000 (s.12) → 84,000 × 8.33% = 6,997.20 → ₹6,997', () => {
    const r = bonus(fullYear(15_000));
    expect(r.eligible).toBe(true);
    expect(r.workingDays).toBe(365);
    expect(r.salaryEarned).toBe(180_000_00);
    expect(r.salaryForBonus).toBe(84_000_00);
    expect(r.bonus).toBe(6_997_00);
  });

  it('s.11 maximum rate: 84,000 × 20% = ₹16,800', () => {
    expect(bonus(fullYear(15_000), 20).bonus).toBe(16_800_00);
  });

  it('s.12 below the ceiling: ₹6,500 a month counts whole → 78,000 × 8.33% = 6,497.40 → ₹6,497', () => {
    const r = bonus(fullYear(6_500));
    expect(r.salaryForBonus).toBe(78_000_00);
    expect(r.bonus).toBe(6_497_00);
  });

  it('s.2(13) at the limit: ₹21,000 a month is eligible', () => {
    expect(bonus(fullYear(21_000))).toMatchObject({
      eligible: true,
      salaryForBonus: 84_000_00,
      bonus: 6_997_00,
    });
  });

  it('s.2(13) just below the limit: ₹20,999 a month is eligible', () => {
    expect(bonus(fullYear(20_999))).toMatchObject({ eligible: true, bonus: 6_997_00 });
  });

  it('s.2(13) just above the limit: ₹21,001 a month all year is not eligible', () => {
    const r = bonus(fullYear(21_001));
    expect(r.eligible).toBe(false);
    expect(r.reason).toMatch(/above ₹21,000/);
    expect(r.bonus).toBe(0);
  });

  it('s.2(13) month by month: revised above the limit after six months keeps the first six months’ bonus', () => {
    const months = fullYear(20_000).map((m, i) => (i < 6 ? m : { ...m, salary: 25_000_00, rate: 25_000_00 }));
    const r = bonus(months);
    expect(r.eligible).toBe(true);
    // 6 × 7,000 = 42,000 × 8.33% = 3,498.60 → ₹3,499
    expect(r.salaryForBonus).toBe(42_000_00);
    expect(r.bonus).toBe(3_499_00);
    expect(r.months.filter((m) => m.eligible)).toHaveLength(6);
  });

  it('s.8: 29 days worked is fewer than 30 — no bonus; 30 days is enough', () => {
    const month = (daysPaid: number): BonusMonth => ({
      year: 2026,
      month: 3,
      salary: Math.round((10_000_00 * daysPaid) / 31),
      rate: 10_000_00,
      daysPaid,
      totalDays: 31,
      stateCode: 'KA',
    });
    const short = bonus([month(29)]);
    expect(short).toMatchObject({ eligible: false, bonus: 0 });
    expect(short.reason).toMatch(/Worked 29 days, fewer than 30/);
    // 30 of 31 days: the ceiling 7,000 × 30 ÷ 31 = 6,774.19; × 8.33% = 564.29 → ₹564
    const enough = bonus([month(30)]);
    expect(enough.eligible).toBe(true);
    expect(enough.salaryForBonus).toBe(6_774_19);
    expect(enough.bonus).toBe(564_00);
  });

  it('s.12 with a state minimum wage above ₹7,000: Maharashtra at ₹12,000 → 144,000 × 8.33% = 11,995.20 → ₹11,995', () => {
    expect(bonusCeiling(RULES, 'MH')).toBe(12_000_00);
    expect(bonusCeiling(RULES, 'KA')).toBe(7_000_00);
    // A state whose minimum wage differs by skill category: the employee's category counts.
    const byCategory = {
      ...RULES,
      minimum_wages: [
        { state_code: 'MH', monthly: 12_000 },
        { state_code: 'MH', monthly: 14_500, skill_category: 'skilled' as const },
      ],
    };
    expect(bonusCeiling(byCategory, 'MH', 'skilled')).toBe(14_500_00);
    expect(bonusCeiling(byCategory, 'MH', 'semi_skilled')).toBe(12_000_00);
    const r = bonus(fullYear(15_000, 'MH'));
    expect(r.salaryForBonus).toBe(144_000_00);
    expect(r.bonus).toBe(11_995_00);
  });

  it('s.13 part of the year: joined 1 January, three months at ₹6,000 → 18,000 × 8.33% = 1,499.40 → ₹1,499', () => {
    const r = bonus(fullYear(6_000).slice(9));
    expect(r.workingDays).toBe(90);
    expect(r.salaryForBonus).toBe(18_000_00);
    // the minimum ₹100 × 90 ÷ 365 = 24.66 → ₹25, below the bonus at the rate
    expect(r.minimumBonus).toBe(25_00);
    expect(r.bonus).toBe(1_499_00);
  });

  it('s.10 minimum bonus: ₹90 a month all year → 1,080 × 8.33% = 89.96 → ₹90, raised to the minimum ₹100', () => {
    const r = bonus(fullYear(90));
    expect(r.minimumBonus).toBe(100_00);
    expect(r.bonus).toBe(100_00);
  });

  it('s.12 with loss of pay: ₹14,000 a month, 15 of 30 days paid → counted at 7,000 × 15 ÷ 30 = ₹3,500', () => {
    const r = bonus([
      {
        year: 2025,
        month: 4,
        salary: 7_000_00,
        rate: 14_000_00,
        daysPaid: 15,
        totalDays: 30,
        stateCode: null,
      },
      {
        year: 2025,
        month: 5,
        salary: 14_000_00,
        rate: 14_000_00,
        daysPaid: 31,
        totalDays: 31,
        stateCode: null,
      },
    ]);
    // 3,500 + 7,000 = 10,500 × 8.33% = 874.65 → ₹875
    expect(r.salaryForBonus).toBe(10_500_00);
    expect(r.bonus).toBe(875_00);
  });

  it('s.10 and s.11 range: 8.33% to 20%', () => {
    expect(rateAllowed(RULES, 8.33)).toBe(true);
    expect(rateAllowed(RULES, 20)).toBe(true);
    expect(rateAllowed(RULES, 8.32)).toBe(false);
    expect(rateAllowed(RULES, 20.01)).toBe(false);
  });
});
