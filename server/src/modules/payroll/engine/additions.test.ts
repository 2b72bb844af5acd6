import { describe, expect, it } from 'vitest';
import { base, line } from '../../../../test/payroll-engine-fixtures';
import { NO_ADDITIONS, overtimePay } from './additions';
import { computeMonthlyPayroll } from './monthly';

/**
 * Overtime under the Factories Act 1948 s.59: (1) a worker who works more than nine hours a day or forty-eight
 * hours a week is paid for the overtime "at the rate of twice his ordinary rate of wages"; (2) the ordinary rate
 * of wages is the basic wages plus allowances (DA) — for a monthly-rated worker worked out per hour from the
 * month's wages. The company's settings say the days (26) and hours (8) a month's wages are for.
 */
const FACTORIES_ACT = { multiplier: 2, dayDivisor: 26, hoursPerDay: 8 };

describe('overtime pay, worked by hand (Factories Act 1948 s.59)', () => {
  it('BASIC 20,000 + DA 6,000: 26,000 ÷ (26 × 8) = 125 an hour; 10 hours at twice that = 2,500', () => {
    const pay = overtimePay(2_600_000, { hours: 10, ...FACTORIES_ACT });
    expect(pay).toEqual({ amount: 250_000, hourly: 12_500 });
  });

  it('BASIC 15,000: 72.1154 an hour; 7.5 hours × 2 = 1,081.73 → 1,082 (to the rupee)', () => {
    const pay = overtimePay(1_500_000, { hours: 7.5, ...FACTORIES_ACT });
    expect(pay.amount).toBe(108_200);
    expect(pay.hourly).toBeCloseTo(7_211.54, 2);
  });

  it('a company’s own rate: 1.5 times over 30 days of 9 hours — 27,000 ÷ 270 = 100; 4 hours → 600', () => {
    expect(overtimePay(2_700_000, { hours: 4, multiplier: 1.5, dayDivisor: 30, hoursPerDay: 9 }).amount).toBe(
      60_000,
    );
  });

  it('no approved hours, no overtime', () => {
    expect(overtimePay(2_600_000, { hours: 0, ...FACTORIES_ACT })).toEqual({ amount: 0, hourly: 0 });
    expect(overtimePay(2_600_000, null)).toEqual({ amount: 0, hourly: 0 });
  });

  it('the month pays it as earnings.overtime on BASIC + DA only, taxable, and ESIC counts it as wages', () => {
    // BASIC 12,000 + DA 4,000 + HRA 2,000 = 18,000 (covered by ESIC); the rate ignores HRA:
    // 16,000 ÷ 208 = 76.92 an hour; 6 hours × 2 = 923.08 → 923.
    const structure = [
      line('BASIC', { amount: 1_200_000 }),
      line('DA', { amount: 400_000 }),
      line('HRA', { amount: 200_000 }),
    ];
    const p = computeMonthlyPayroll(
      base({
        structure,
        esic: { ...base({}).esic, covered: true },
        additions: { ...NO_ADDITIONS, overtime: { hours: 6, ...FACTORIES_ACT } },
      }),
    );
    expect(p.earnings.overtime).toBe(92_300);
    expect(p.gross_salary).toBe(1_800_000 + 92_300);
    expect(p.taxable_earnings).toBe(1_800_000 + 92_300);
    // ESIC 0.75% of 18,923 = 141.92 → 142 (ESI rule 51).
    expect(p.deductions.esic_deduction).toBe(14_200);
  });
});
