import { describe, expect, it } from 'vitest';
import { base, line, r } from '../../../../test/payroll-engine-fixtures';
import { declarations, months, NEW, OLD, previous } from '../../../../test/tax-year-engine-fixtures';
import { monthsAfterInYear } from '../../../platform/period';
import { computeMonthlyPayroll } from './monthly';
import { fullRateMonths } from './tax-months';

/**
 * TDS under s.192 month by month, worked by hand from the seeded regimes (Finance Act 2025: new regime slabs of
 * ₹4 lakh, standard deduction ₹75,000, 87A up to ₹12 lakh; old regime standard deduction ₹50,000, s.80C cap
 * ₹1.5 lakh; cess 4%; s.288A/B rounding to ₹10). The year's estimated income is what was paid (here and at a
 * previous employer) + this month + the rest of the year at the structure's FULL monthly rate + other income;
 * TDS = (annual tax − TDS already deducted) ÷ months left including this one (CBDT circular on TDS from
 * salaries, para 4.4; s.192(2) for the previous employer).
 */

/** ₹2,00,000 a month: BASIC 1,00,000, HRA 40% (40,000), special 60,000. */
const TWO_LAKH = [
  line('BASIC', { amount: 1_00_000_00 }),
  line('HRA', { calculationType: 'percentage', percentage: 40 }),
  line('OTHER_ALLOWANCE', { amount: 60_000_00 }),
];

describe('s.192 projection: a loss-of-pay month does not change the rest of the year', () => {
  // April and May paid in full, TDS 24,375 each (₹2,92,500 a year ÷ 12).
  const aprilMay = months(2, { taxable: 2_00_000, basicDa: 1_00_000, tds: 24_375 });
  const june = (lop: number) =>
    computeMonthlyPayroll(
      base({
        month: 6,
        structure: TWO_LAKH,
        unpaidLeaveDays: lop,
        tds: { ...base({}).tds, earlier: aprilMay },
      }),
    );

  it('a full June: 23,25,000 taxable → 2,92,500 a year → (2,92,500 − 48,750) ÷ 10 = 24,375', () => {
    const p = june(0);
    expect(r(p.tds.rest_of_year)).toBe(18_00_000);
    expect(r(p.tds.projected_annual_income)).toBe(24_00_000);
    expect(r(p.tds.annual_tax)).toBe(2_92_500);
    expect(r(p.tds.tds_before_month)).toBe(48_750);
    expect(p.tds.months_remaining).toBe(10);
    expect(p.deductions.tds_deduction).toBe(24_375_00);
  });

  it('three days without pay: only June shrinks (1,80,000), July–March stay at 2,00,000 each', () => {
    const p = june(3);
    // 27 of 30 days: 2,00,000 × 0.9 = 1,80,000. Year: 4,00,000 + 1,80,000 + 9 × 2,00,000 = 23,80,000;
    // − 75,000 = 23,05,000: 20,000 + 40,000 + 60,000 + 80,000 + 25% of 3,05,000 (76,250) = 2,76,250 + cess
    // 11,050 = 2,87,300. TDS (2,87,300 − 48,750) ÷ 10 = 23,855. (Projecting June's 1,80,000 for the ten months
    // left would have made it 22,00,000 and understated the year's tax.)
    expect(r(p.gross_salary)).toBe(1_80_000);
    expect(r(p.tds.this_month)).toBe(1_80_000);
    expect(r(p.tds.rest_of_year)).toBe(june(0).tds.rest_of_year / 100);
    expect(r(p.tds.projected_annual_income)).toBe(23_80_000);
    expect(r(p.tds.taxable_income)).toBe(23_05_000);
    expect(r(p.tds.annual_tax)).toBe(2_87_300);
    expect(p.deductions.tds_deduction).toBe(23_855_00);
  });
});

describe('s.192(2): a mid-year joiner with a previous employer (Form 12B)', () => {
  it('joins on 16 October at ₹1,50,000 a month after ₹6,00,000 and ₹30,000 TDS elsewhere', () => {
    const p = computeMonthlyPayroll(
      base({
        month: 10,
        calendarDays: 31,
        daysBeforeJoining: 15,
        structure: [
          line('BASIC', { amount: 75_000_00 }),
          line('HRA', { calculationType: 'percentage', percentage: 40 }),
          line('OTHER_ALLOWANCE', { amount: 45_000_00 }),
        ],
        tds: { ...base({}).tds, earlier: [], previous: previous({ salary: 6_00_000, tds: 30_000 }) },
      }),
    );
    // October, 16 of 31 days: 75,000 → 38,710, 30,000 → 15,484, 45,000 → 23,226 = 77,420. November–March
    // at the full 1,50,000: 7,50,000. Year: 6,00,000 + 77,420 + 7,50,000 = 14,27,420; − 75,000 = 13,52,420:
    // 20,000 + 40,000 + 15% of 1,52,420 (22,863) = 82,863 + cess 3,314.52 = 86,177.52 → 86,180 (s.288B).
    // Less the previous employer's 30,000, over the six months October–March: 56,180 ÷ 6 = 9,363.33 → 9,363.
    expect(r(p.tds.this_month)).toBe(77_420);
    expect(r(p.tds.previous_employment_income)).toBe(6_00_000);
    expect(r(p.tds.rest_of_year)).toBe(7_50_000);
    expect(r(p.tds.projected_annual_income)).toBe(14_27_420);
    expect(r(p.tds.taxable_income)).toBe(13_52_420);
    expect(r(p.tds.annual_tax)).toBe(86_180);
    expect(r(p.tds.tds_before_month)).toBe(30_000);
    expect(p.tds.months_remaining).toBe(6);
    expect(p.deductions.tds_deduction).toBe(9_363_00);
  });
});

describe('declarations: a lower verified proof after the deadline raises TDS (old regime)', () => {
  // ₹1,00,000 a month in Maharashtra: BASIC 50,000, HRA 20,000, special 30,000; PF 1,800 (12% of ₹15,000),
  // PT 200 (₹300 in February). April–December paid with TDS 9,707 each (1,16,480 ÷ 12), 87,363 in all.
  const structure = [
    line('BASIC', { amount: 50_000_00 }),
    line('HRA', { calculationType: 'percentage', percentage: 40 }),
    line('OTHER_ALLOWANCE', { amount: 30_000_00 }),
  ];
  const earlier = months(9, {
    taxable: 1_00_000,
    basicDa: 50_000,
    hra: 20_000,
    employeePf: 1_800,
    professionalTax: 200,
    tds: 9_707,
  });
  const january = (section80c: number) =>
    computeMonthlyPayroll(
      base({
        year: 2027,
        month: 1,
        calendarDays: 31,
        structure,
        tds: {
          ...base({}).tds,
          rules: OLD,
          earlier,
          declarations: declarations({ section_80c: section80c }),
        },
      }),
    );

  it('declared ₹1,50,000 under s.80C (counted until the deadline)', () => {
    // 12,00,000 − 50,000 − PT 2,500 − 80C 1,50,000 (PF 21,600 + 1,50,000, capped) = 9,97,500: 12,500 + 20% of
    // 4,97,500 (99,500) = 1,12,000 + cess 4,480 = 1,16,480. (1,16,480 − 87,363) ÷ 3 = 9,705.67 → 9,706.
    const p = january(1_50_000);
    expect(r(p.tds.taxable_income)).toBe(9_97_500);
    expect(r(p.tds.annual_tax)).toBe(1_16_480);
    expect(p.tds.months_remaining).toBe(3);
    expect(p.deductions.tds_deduction).toBe(9_706_00);
  });

  it('after the deadline HR verified ₹50,000: TDS catches up over January–March', () => {
    // 80C = 21,600 + 50,000 = 71,600: 12,00,000 − 50,000 − 2,500 − 71,600 = 10,75,900: 12,500 + 1,00,000 +
    // 30% of 75,900 (22,770) = 1,35,270 + cess 5,410.80 = 1,40,680.80 → 1,40,680 (s.288B).
    // (1,40,680 − 87,363) ÷ 3 = 17,772.33 → 17,772.
    const p = january(50_000);
    expect(r(p.tds.taxable_income)).toBe(10_75_900);
    expect(r(p.tds.annual_tax)).toBe(1_40_680);
    expect(p.deductions.tds_deduction).toBe(17_772_00);
    expect(p.tds.lines.find((l) => l.key === 'section_80c')?.amount).toBe(-71_600_00);
  });
});

describe('never negative, and the employer NPS contribution', () => {
  it('more TDS already deducted than the year’s tax: nothing this month, no refund through payroll', () => {
    // ₹50,000 a month under the new regime: 6,00,000 a year is within the 87A rebate (tax 0); the previous
    // employer deducted 20,000.
    const p = computeMonthlyPayroll(
      base({ tds: { ...base({}).tds, previous: previous({ salary: 0, tds: 20_000 }) } }),
    );
    expect(p.tds.annual_tax).toBe(0);
    expect(p.tds.tds_before_month).toBe(20_000_00);
    expect(p.deductions.tds_deduction).toBe(0);
  });

  it('NPS_EMPLOYER: not paid in gross or net, taxable (s.17(1)(viii)) and deducted under s.80CCD(2)', () => {
    // April, ₹2,00,000 + employer NPS 10% of BASIC (10,000): taxable 25,20,000 for the year; s.80CCD(2) allows
    // 1,20,000 (within 14% of BASIC 12,00,000 under the new regime) → 25,20,000 − 75,000 − 1,20,000 = 23,25,000:
    // 2,92,500 a year as without the contribution → 24,375 a month.
    const p = computeMonthlyPayroll(
      base({
        month: 4,
        structure: [...TWO_LAKH, line('NPS_EMPLOYER', { calculationType: 'percentage', percentage: 10 })],
        tds: { ...base({}).tds, rules: NEW, earlier: [] },
      }),
    );
    expect(r(p.gross_salary)).toBe(2_00_000);
    expect(r(p.net_salary)).toBe(2_00_000 - 1_800 - 200 - 24_375);
    expect(r(p.employer.nps)).toBe(10_000);
    expect(r(p.tds.this_month)).toBe(2_10_000);
    expect(r(p.tds.projected_annual_income)).toBe(25_20_000);
    expect(r(p.tds.taxable_income)).toBe(23_25_000);
    expect(p.tds.lines.find((l) => l.key === 'section_80ccd_2')?.amount).toBe(-1_20_000_00);
    expect(p.deductions.tds_deduction).toBe(24_375_00);
  });
});

describe('the rest of the year at the full rate', () => {
  it('months after November: December to March', () => {
    expect(monthsAfterInYear({ year: 2026, month: 11 })).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
      { year: 2027, month: 2 },
      { year: 2027, month: 3 },
    ]);
    expect(monthsAfterInYear({ year: 2027, month: 3 })).toEqual([]);
  });

  it('a half-yearly state carries on its period: Tamil Nadu’s PT continues from what was deducted', () => {
    const input = base({});
    const rest = fullRateMonths(
      {
        structure: input.structure,
        pf: input.pf,
        professionalTax: {
          state: 'Tamil Nadu',
          gender: 'male',
          slabs: input.professionalTax.slabs,
          // October and November deducted 2 × 208 of the October–March half's 1,250 on 3,00,000.
          carried: { month: 11, deducted: 416_00, gross: 1_00_000_00 },
        },
      },
      monthsAfterInYear({ year: 2026, month: 11 }),
    );
    const pt = rest.map((m) => m.professionalTax);
    // The half-year's amount in full by March, whatever the instalments: 1,250 − 416 = 834.
    expect(pt.reduce((a, b) => a + b, 0)).toBe(834_00);
    expect(rest.every((m) => m.projected && m.taxable === 50_000_00 && m.employeePf === 1_800_00)).toBe(true);
  });
});
