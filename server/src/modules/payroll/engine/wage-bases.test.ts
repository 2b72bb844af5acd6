import { ACT_WAGE_BASES, CODE_WAGE_BASE_DEFAULTS } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { base, line, r } from '../../../../test/payroll-engine-fixtures';
import { pickInForce, SEEDED_STATUTORY_RATES } from '../../statutory/public';
import { NO_ADDITIONS } from './additions';
import { computeMonthlyPayroll } from './monthly';
import { esicCovers } from './statutory';
import { ACTS_BASIS, structureWages, wageBasisOf } from './wage-bases';

/**
 * The statutes' bases under the Labour Codes, hand-worked (rupees; PF to the nearest rupee, EPF Scheme para
 * 29(4); ESIC up to the next rupee, ESI (Central) Rules r.51; overtime to the rupee). The Codes' wages: Code on
 * Wages 2019 s.2(y) and the Code on Social Security 2020 s.2(88) with the first proviso (one-half). PF on them up
 * to the ceiling (SS Code s.16 and the EPF Scheme under s.15); ESIC coverage and contributions on them (SS Code
 * s.2(88), s.29; ESIC's circular of 11 December 2025 asking employers to re-examine coverage under the new
 * definition); overtime at twice the ordinary rate of wages (Code on Wages s.14(1)). The PF ceiling is ₹15,000
 * (the fixtures' June 2026 rates), ESIC's ₹21,000.
 */
const codes = pickInForce(SEEDED_STATUTORY_RATES, '2026-06-30').codeWages;
if (!codes) throw new Error('the seeded CODE_WAGES rules are missing');
const CODES = wageBasisOf(codes, 'codes');

// labourcodes360's example: BASIC 10,000, HRA 20,000 (f), conveyance 10,000 (d) → exclusions 30,000 > half of
// 40,000, add-back 10,000, the Codes' wages 20,000.
const OVER_HALF = [
  line('BASIC', { amount: 10_000_00, wageClass: 'wages' }),
  line('HRA', { amount: 20_000_00, wageClass: 'excluded', exclusionClause: 'f' }),
  line('CONVEYANCE', { amount: 10_000_00, wageClass: 'excluded', exclusionClause: 'd' }),
];
// The first example: BASIC 20,000, HRA 10,000, conveyance 8,000, special 12,000 → exclusions 18,000
// within half of 50,000 (25,000): no add-back, the Codes' wages 32,000 (the special allowance is wages).
const UNDER_HALF = [
  line('BASIC', { amount: 20_000_00, wageClass: 'wages' }),
  line('HRA', { amount: 10_000_00, wageClass: 'excluded', exclusionClause: 'f' }),
  line('CONVEYANCE', { amount: 8_000_00, wageClass: 'excluded', exclusionClause: 'd' }),
  line('OTHER_ALLOWANCE', { amount: 12_000_00, wageClass: 'wages' }),
];

describe('which wages each statute counts (wageBasisOf, structureWages)', () => {
  it('under the Codes every statute counts the Codes’ wages; under the old Acts (or before the Codes) the old bases', () => {
    expect(CODES.bases).toEqual(CODE_WAGE_BASE_DEFAULTS);
    expect(wageBasisOf(codes, 'acts').bases).toEqual(ACT_WAGE_BASES);
    expect(wageBasisOf(null, 'codes')).toEqual(ACTS_BASIS);
    expect(structureWages(OVER_HALF, CODES)).toMatchObject({
      pf: 20_000_00,
      esic: 20_000_00,
      gratuity: 20_000_00,
      bonus: 20_000_00,
      overtime: 20_000_00,
      basicDa: 10_000_00,
    });
    // Old Acts: PF, gratuity, bonus and overtime on BASIC + DA; ESIC's rate of wages every earning (40,000).
    expect(structureWages(OVER_HALF, wageBasisOf(codes, 'acts'))).toMatchObject({
      pf: 10_000_00,
      esic: 40_000_00,
      gratuity: 10_000_00,
      code: { codeWages: 20_000_00 },
    });
  });

  it('a base the rules keep on the old Act stays there while the others move', () => {
    const mixed = wageBasisOf({ ...codes, bases: { ...codes.bases, esic: 'gross' } }, 'codes');
    expect(structureWages(OVER_HALF, mixed)).toMatchObject({ pf: 20_000_00, esic: 40_000_00 });
  });
});

describe('PF on the Codes’ wages, up to the ceiling (Code on Social Security s.16)', () => {
  it('exclusions over half: PF wages 20,000 capped at 15,000 → employee 1,800 (was 1,200 on BASIC 10,000)', () => {
    const month = computeMonthlyPayroll(base({ structure: OVER_HALF, codeWages: codes }));
    expect(r(month.statutory.pf_wages)).toBe(15_000);
    expect(r(month.deductions.pf_deduction ?? 0)).toBe(1_800);
    // EPS 8.33% of 15,000 = 1,249.50 → 1,250; EPF 1,800 − 1,250 = 550.
    expect(r(month.employer.pf_pension)).toBe(1_250);
    expect(r(month.employer.pf_provident_fund)).toBe(550);
    expect(month.statutory.wage_bases).toEqual(CODE_WAGE_BASE_DEFAULTS);
    const acts = computeMonthlyPayroll(
      base({ structure: OVER_HALF, codeWages: codes, wageDefinition: 'acts' }),
    );
    expect(r(acts.statutory.pf_wages)).toBe(10_000);
    expect(r(acts.deductions.pf_deduction ?? 0)).toBe(1_200);
    // The Codes' wages are shown all the same.
    expect(r(acts.statutory.code_wages ?? 0)).toBe(20_000);
    expect(acts.statutory.wage_bases).toEqual(ACT_WAGE_BASES);
  });

  it('on full wages: 12% of 32,000 = 3,840 under the Codes, 12% of 20,000 = 2,400 on BASIC', () => {
    const pf = { ...base({}).pf, onFullBasic: true };
    const codesMonth = computeMonthlyPayroll(base({ structure: UNDER_HALF, codeWages: codes, pf }));
    expect(r(codesMonth.statutory.pf_wages)).toBe(32_000);
    expect(r(codesMonth.deductions.pf_deduction ?? 0)).toBe(3_840);
    const before = computeMonthlyPayroll(base({ structure: UNDER_HALF, pf }));
    expect(r(before.deductions.pf_deduction ?? 0)).toBe(2_400);
  });

  it('on the wages as earned: 15 of 30 days paid → 10,000, below the ceiling → 1,200', () => {
    const month = computeMonthlyPayroll(
      base({ structure: OVER_HALF, codeWages: codes, unpaidLeaveDays: 15 }),
    );
    expect(r(month.statutory.pf_wages)).toBe(10_000);
    expect(r(month.deductions.pf_deduction ?? 0)).toBe(1_200);
  });
});

describe('ESIC on the Codes’ wages (Code on Social Security s.2(88), s.29)', () => {
  // Gross 18,000: BASIC 9,000, HRA 4,500 (f), special 3,000, conveyance 1,500 (d) → exclusions 6,000 within
  // half of 18,000 (9,000): the Codes' wages 12,000.
  const structure = [
    line('BASIC', { amount: 9_000_00, wageClass: 'wages' }),
    line('HRA', { amount: 4_500_00, wageClass: 'excluded', exclusionClause: 'f' }),
    line('OTHER_ALLOWANCE', { amount: 3_000_00, wageClass: 'wages' }),
    line('CONVEYANCE', { amount: 1_500_00, wageClass: 'excluded', exclusionClause: 'd' }),
  ];
  const esic = { ...base({}).esic, covered: true };

  it('contributions on 12,000: employee 0.75% = 90, employer 3.25% = 390 (on gross 18,000: 135 and 585)', () => {
    const month = computeMonthlyPayroll(base({ structure, codeWages: codes, esic }));
    expect(r(month.statutory.esic_wages)).toBe(12_000);
    expect(r(month.deductions.esic_deduction ?? 0)).toBe(90);
    expect(r(month.employer.esic)).toBe(390);
    const acts = computeMonthlyPayroll(base({ structure, codeWages: codes, esic, wageDefinition: 'acts' }));
    expect(r(acts.statutory.esic_wages)).toBe(18_000);
    expect(r(acts.deductions.esic_deduction ?? 0)).toBe(135);
    expect(r(acts.employer.esic)).toBe(585);
  });

  it('coverage: gross 24,000 with Codes’ wages 16,000 is covered (≤ 21,000); on gross it was not', () => {
    const lines = [
      line('BASIC', { amount: 12_000_00, wageClass: 'wages' }),
      line('HRA', { amount: 6_000_00, wageClass: 'excluded', exclusionClause: 'f' }),
      line('OTHER_ALLOWANCE', { amount: 4_000_00, wageClass: 'wages' }),
      line('CONVEYANCE', { amount: 2_000_00, wageClass: 'excluded', exclusionClause: 'd' }),
    ];
    expect(structureWages(lines, CODES).esic).toBe(16_000_00);
    expect(esicCovers(structureWages(lines, CODES).esic, base({}).esic)).toBe(true);
    expect(esicCovers(structureWages(lines, ACTS_BASIS).esic, base({}).esic)).toBe(false);
  });
});

describe('overtime at twice the ordinary rate of the Codes’ wages (Code on Wages s.14(1))', () => {
  const additions = {
    ...NO_ADDITIONS,
    overtime: { hours: 10, multiplier: 2, dayDivisor: 26, hoursPerDay: 8 },
  };

  it('10 hours: 20,000 ÷ (26 × 8) × 2 × 10 = 1,923.08 → 1,923 (on BASIC 10,000: 961.54 → 962)', () => {
    const month = computeMonthlyPayroll(base({ structure: OVER_HALF, codeWages: codes, additions }));
    expect(r(month.earnings.overtime ?? 0)).toBe(1_923);
    const acts = computeMonthlyPayroll(base({ structure: OVER_HALF, additions }));
    expect(r(acts.earnings.overtime ?? 0)).toBe(962);
  });
});
