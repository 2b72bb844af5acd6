import { describe, expect, it } from 'vitest';
import { esic, esicCovers, providentFund } from './statutory';

const PF = { employeeRate: 12, employerRate: 12, pensionRate: 8.33, wageCeiling: 15_000_00 };
const ESIC = { employeeRate: 0.75, employerRate: 3.25, wageCeiling: 21_000_00 };

describe('provident fund', () => {
  it('caps wages at ₹15,000: employee 12% = ₹1,800; employer ₹1,250 EPS (8.33% = 1,249.50) + ₹550 EPF', () => {
    expect(providentFund(40_000_00, PF)).toEqual({
      wages: 15_000_00,
      employee: 1_800_00,
      employerPension: 1_250_00,
      employerProvidentFund: 550_00,
    });
  });

  it('uses the earned basic below the ceiling, rounding to the rupee', () => {
    // Basic ₹12,345 → 12% = ₹1,481.40 → ₹1,481; EPS 8.33% = ₹1,028.34 → ₹1,028; EPF ₹1,481 − ₹1,028 = ₹453.
    expect(providentFund(12_345_00, PF)).toEqual({
      wages: 12_345_00,
      employee: 1_481_00,
      employerPension: 1_028_00,
      employerProvidentFund: 453_00,
    });
  });

  it('contributes on full basic when the employee opted for it, EPS still on the ceiling', () => {
    // Basic ₹40,000 → 12% = ₹4,800; EPS stays ₹1,250; EPF ₹3,550.
    expect(providentFund(40_000_00, PF, true)).toEqual({
      wages: 40_000_00,
      employee: 4_800_00,
      employerPension: 1_250_00,
      employerProvidentFund: 3_550_00,
    });
  });
});

describe('ESIC', () => {
  it('charges 0.75% and 3.25% of gross, rounded up to the rupee, while covered', () => {
    // Gross ₹18,500 → 0.75% = ₹138.75 → ₹139; 3.25% = ₹601.25 → ₹602.
    expect(esic(18_500_00, true, ESIC)).toEqual({ employee: 139_00, employer: 602_00 });
    expect(esic(18_500_00, false, ESIC)).toEqual({ employee: 0, employer: 0 });
  });

  it('covers a gross up to ₹21,000 at the start of the contribution period', () => {
    expect(esicCovers(21_000_00, ESIC)).toBe(true);
    expect(esicCovers(21_000_01, ESIC)).toBe(false);
  });
});
