import { describe, expect, it } from 'vitest';
import { SEEDED_PT_SLABS } from '../../../../test/pt-slabs';
import { paise } from '../../../platform/money';
import {
  type ProfessionalTaxInput,
  professionalTax,
  ptExempt,
  ptMonthsLeft,
  ptPeriod,
} from './professional-tax';

const slabs = SEEDED_PT_SLABS;

/** PT in rupees for a man (unless told) in April (unless told), the first month of a period, nothing deducted before. */
const pt = (state: string, gross: number, month = 4, gender: string | null = 'male') =>
  professionalTax(slabs, { state, gender, monthlyGross: paise(gross), month, deductedInPeriod: 0 }) / 100;

/**
 * A run of months through one period, each month's deduction fed into the next as `deductedInPeriod` (and,
 * with `trackGross`, the gross paid so far as `grossInPeriod`), the way the payroll batch runs them.
 */
function runPeriod(
  state: string,
  months: [month: number, gross: number][],
  { trackGross = false, extra = {} as Partial<ProfessionalTaxInput> } = {},
) {
  let deducted = 0;
  let earned = 0;
  const perMonth: number[] = [];
  for (const [month, gross] of months) {
    const amount = professionalTax(slabs, {
      state,
      gender: 'male',
      monthlyGross: paise(gross),
      month,
      deductedInPeriod: deducted,
      ...(trackGross ? { grossInPeriod: earned } : {}),
      ...extra,
    });
    perMonth.push(amount / 100);
    deducted += amount;
    earned += paise(gross);
  }
  return { perMonth, total: deducted / 100 };
}

const APR_SEP = [4, 5, 6, 7, 8, 9];
const OCT_MAR = [10, 11, 12, 1, 2, 3];
const FY = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3];

describe('professional tax: periods', () => {
  it('splits the year into April–September and October–March halves, or one financial year', () => {
    expect(ptPeriod(6, 4)).toEqual({ startMonth: 4, lastMonth: 9 });
    expect(ptPeriod(6, 9)).toEqual({ startMonth: 4, lastMonth: 9 });
    expect(ptPeriod(6, 10)).toEqual({ startMonth: 10, lastMonth: 3 });
    expect(ptPeriod(6, 2)).toEqual({ startMonth: 10, lastMonth: 3 });
    expect(ptPeriod(12, 7)).toEqual({ startMonth: 4, lastMonth: 3 });
    expect(ptPeriod(1, 7)).toEqual({ startMonth: 7, lastMonth: 7 });
    expect(ptMonthsLeft(6, 4)).toBe(6);
    expect(ptMonthsLeft(6, 12)).toBe(4);
    expect(ptMonthsLeft(6, 3)).toBe(1);
    expect(ptMonthsLeft(12, 4)).toBe(12);
    expect(ptMonthsLeft(1, 11)).toBe(1);
  });
});

describe('professional tax: Maharashtra (Sch. I entry 1, Mah. Act XIX of 2023)', () => {
  it('men: nil up to ₹7,500, ₹175 up to ₹10,000, ₹200 above — each boundary at and either side', () => {
    expect(pt('Maharashtra', 7_499.99)).toBe(0);
    expect(pt('Maharashtra', 7_500)).toBe(0);
    expect(pt('Maharashtra', 7_500.01)).toBe(175);
    expect(pt('Maharashtra', 9_999.99)).toBe(175);
    expect(pt('Maharashtra', 10_000)).toBe(175);
    expect(pt('Maharashtra', 10_000.01)).toBe(200);
    expect(pt('maharashtra ', 50_000, 3)).toBe(200);
  });

  it('₹300 in February for the ₹2,500-a-year band only: 11 × ₹200 + ₹300 = ₹2,500', () => {
    expect(pt('Maharashtra', 50_000, 2)).toBe(300);
    expect(pt('Maharashtra', 9_000, 2)).toBe(175);
    expect(
      runPeriod(
        'Maharashtra',
        FY.map((m) => [m, 50_000]),
      ).total,
    ).toBe(2_500);
  });

  it('women: nil up to ₹25,000 (from 1 April 2023), then ₹200 and ₹300 in February', () => {
    expect(pt('Maharashtra', 8_000, 6, 'female')).toBe(0);
    expect(pt('Maharashtra', 24_999.99, 6, 'female')).toBe(0);
    expect(pt('Maharashtra', 25_000, 6, 'female')).toBe(0);
    expect(pt('Maharashtra', 25_000.01, 6, 'female')).toBe(200);
    expect(pt('Maharashtra', 30_000, 2, 'female')).toBe(300);
    // The women's threshold is by gender: a man (or another gender) at ₹20,000 pays ₹200.
    expect(pt('Maharashtra', 20_000, 6, 'male')).toBe(200);
    expect(pt('Maharashtra', 20_000, 6, 'other')).toBe(200);
    expect(pt('Maharashtra', 20_000, 6, null)).toBe(200);
  });
});

describe('professional tax: monthly states', () => {
  it('Karnataka: nil below ₹25,000, ₹200 from it, ₹300 in February (Act 33 of 2025)', () => {
    expect(pt('Karnataka', 24_999.99)).toBe(0);
    expect(pt('Karnataka', 25_000)).toBe(200);
    expect(pt('Karnataka', 25_000.01)).toBe(200);
    expect(pt('Karnataka', 25_000, 2)).toBe(300);
    expect(
      runPeriod(
        'Karnataka',
        FY.map((m) => [m, 40_000]),
      ).total,
    ).toBe(2_500);
  });

  it('West Bengal: nil up to ₹10,000; ₹110, ₹130, ₹150, ₹200 — each boundary at and either side', () => {
    expect(pt('West Bengal', 10_000)).toBe(0);
    expect(pt('West Bengal', 10_000.01)).toBe(110);
    expect(pt('West Bengal', 15_000)).toBe(110);
    expect(pt('West Bengal', 15_000.01)).toBe(130);
    expect(pt('West Bengal', 25_000)).toBe(130);
    expect(pt('West Bengal', 25_000.01)).toBe(150);
    expect(pt('West Bengal', 40_000)).toBe(150);
    expect(pt('West Bengal', 40_000.01)).toBe(200);
  });

  it('Telangana and Andhra Pradesh: nil up to ₹15,000, ₹150 up to ₹20,000, ₹200 above', () => {
    for (const state of ['Telangana', 'Andhra Pradesh']) {
      expect(pt(state, 15_000)).toBe(0);
      expect(pt(state, 15_000.01)).toBe(150);
      expect(pt(state, 20_000)).toBe(150);
      expect(pt(state, 20_000.01)).toBe(200);
    }
  });

  it('Gujarat: nil up to ₹12,000, ₹200 above (GHN-35-PFT-2022, from 1 April 2022)', () => {
    expect(pt('Gujarat', 11_999.99)).toBe(0);
    expect(pt('Gujarat', 12_000)).toBe(0);
    expect(pt('Gujarat', 12_000.01)).toBe(200);
  });

  it('answers 0 for a state without professional tax, and for a month without pay', () => {
    expect(pt('Delhi', 100_000)).toBe(0);
    expect(pt('Maharashtra', 0)).toBe(0);
  });
});

describe('professional tax: Tamil Nadu, half-yearly (Greater Chennai Corporation, 2024 revision)', () => {
  it('bands on the half-year income, each boundary at and either side', () => {
    // ₹3,500 × 6 = ₹21,000 (nil); ₹5,000 × 6 = ₹30,000 (₹180); ₹7,500 × 6 = ₹45,000 (₹425).
    expect(pt('Tamil Nadu', 3_500)).toBe(0);
    expect(pt('Tamil Nadu', 3_500.01)).toBe(30); // ₹21,000.06 → ₹180 ÷ 6
    expect(pt('Tamil Nadu', 5_000)).toBe(30);
    expect(pt('Tamil Nadu', 5_000.01)).toBe(71); // ₹425 ÷ 6 = 70.83 → ₹71
    expect(pt('Tamil Nadu', 7_500)).toBe(71);
    expect(pt('Tamil Nadu', 7_500.01)).toBe(155); // ₹930 ÷ 6
    expect(pt('Tamil Nadu', 10_000)).toBe(155);
    expect(pt('Tamil Nadu', 10_000.01)).toBe(171); // ₹1,025 ÷ 6 = 170.83
    expect(pt('Tamil Nadu', 12_500)).toBe(171);
    expect(pt('Tamil Nadu', 12_500.01)).toBe(208); // ₹1,250 ÷ 6 = 208.33
  });

  it('a steady half-year totals exactly the band amount: ₹71 × 5 + ₹70 = ₹425', () => {
    const { perMonth, total } = runPeriod(
      'Tamil Nadu',
      APR_SEP.map((m) => [m, 7_000]),
    );
    expect(perMonth).toEqual([71, 71, 71, 71, 71, 70]);
    expect(total).toBe(425);
    // October–March ends in March: ₹1,250 ÷ 6 = 208.33 → ₹208 × 5 + ₹210.
    expect(
      runPeriod(
        'Tamil Nadu',
        OCT_MAR.map((m) => [m, 20_000]),
      ).perMonth,
    ).toEqual([208, 208, 208, 208, 208, 210]);
  });

  it('a raise mid-period: the months left catch up so the period totals the final band amount', () => {
    // ₹7,000 a month (₹42,000 a half-year → ₹425) for three months, then ₹9,000 (₹54,000 → ₹930).
    const months: [number, number][] = [
      [4, 7_000],
      [5, 7_000],
      [6, 7_000],
      [7, 9_000],
      [8, 9_000],
      [9, 9_000],
    ];
    const { perMonth, total } = runPeriod('Tamil Nadu', months);
    // ₹71 × 3 = ₹213; then (₹930 − ₹213) ÷ 3 = ₹239 each.
    expect(perMonth).toEqual([71, 71, 71, 239, 239, 239]);
    expect(total).toBe(930);
    // On the half-year's actual income (3 × ₹7,000 + 3 × ₹9,000 = ₹48,000 → ₹930) the total is the same.
    expect(runPeriod('Tamil Nadu', months, { trackGross: true }).total).toBe(930);
  });

  it('a month with no pay deducts nothing, and the period still totals its band amount', () => {
    const months: [number, number][] = [
      [10, 8_000],
      [11, 8_000],
      [12, 0],
      [1, 8_000],
      [2, 8_000],
      [3, 8_000],
    ];
    // ₹8,000 × 6 = ₹48,000 → ₹930: ₹155, ₹155, nothing, then ₹620 over three months: ₹206, ₹207, ₹207.
    const steady = runPeriod('Tamil Nadu', months);
    expect(steady.perMonth).toEqual([155, 155, 0, 206, 207, 207]);
    expect(steady.total).toBe(930);
    // On the actual income, 5 × ₹8,000 = ₹40,000 → ₹425: the months after the unpaid one deduct the ₹115 left.
    const actual = runPeriod('Tamil Nadu', months, { trackGross: true });
    expect(actual.perMonth).toEqual([155, 155, 0, 38, 38, 39]);
    expect(actual.total).toBe(425);
  });

  it('a joiner late in the half-year is taxed on what they earn in it', () => {
    // Joins in August at ₹8,000: ₹16,000 in the half-year, under ₹21,000 → nil.
    const joiner = runPeriod(
      'Tamil Nadu',
      [
        [8, 8_000],
        [9, 8_000],
      ],
      { trackGross: true },
    );
    expect(joiner.total).toBe(0);
  });

  it('the last month never refunds: a pay cut after a higher band leaves the remainder at 0', () => {
    expect(
      professionalTax(slabs, {
        state: 'Tamil Nadu',
        gender: 'male',
        monthlyGross: paise(3_000),
        month: 9,
        deductedInPeriod: paise(800),
      }),
    ).toBe(0);
  });
});

describe('professional tax: Kerala, half-yearly (G.O. 1149/2024/LSGD, from 1 October 2024)', () => {
  it('bands on the half-year income, each boundary at and either side', () => {
    expect(pt('Kerala', 1_999.99)).toBe(0); // ₹11,999.94
    expect(pt('Kerala', 2_000)).toBe(53); // ₹12,000 → ₹320 ÷ 6 = 53.33
    expect(pt('Kerala', 3_000)).toBe(75); // ₹18,000 → ₹450
    expect(pt('Kerala', 5_000)).toBe(100); // ₹30,000 → ₹600
    expect(pt('Kerala', 7_500)).toBe(125); // ₹45,000 → ₹750
    expect(pt('Kerala', 16_666.66)).toBe(125); // ₹99,999.96 → ₹750
    expect(pt('Kerala', 16_666.67)).toBe(167); // ₹1,00,000.02 → ₹1,000
    expect(pt('Kerala', 20_833.33)).toBe(167); // ₹1,24,999.98 → ₹1,000
    expect(pt('Kerala', 20_833.34)).toBe(208); // ₹1,25,000.04 → ₹1,250
  });

  it('a half-year totals exactly the band amount: ₹167 × 5 + ₹165 = ₹1,000', () => {
    const { perMonth, total } = runPeriod(
      'Kerala',
      APR_SEP.map((m) => [m, 20_000]),
    );
    expect(perMonth).toEqual([167, 167, 167, 167, 167, 165]);
    expect(total).toBe(1_000);
  });
});

describe('professional tax: Madhya Pradesh, yearly bands', () => {
  it('₹208 a month and ₹212 in March, the remainder of ₹2,500', () => {
    const { perMonth, total } = runPeriod(
      'Madhya Pradesh',
      FY.map((m) => [m, 40_000]),
    );
    expect(perMonth.slice(0, 11).every((a) => a === 208)).toBe(true);
    expect(perMonth[11]).toBe(212);
    expect(total).toBe(2_500);
  });

  it('bands on the yearly income: nil up to ₹2,25,000, then ₹1,500 (₹125 a month), ₹2,000, ₹2,500', () => {
    expect(pt('Madhya Pradesh', 18_750)).toBe(0); // ₹2,25,000
    expect(pt('Madhya Pradesh', 18_750.01)).toBe(125);
    expect(pt('Madhya Pradesh', 25_000)).toBe(125); // ₹3,00,000
    expect(pt('Madhya Pradesh', 25_000.01)).toBe(167); // ₹2,000 ÷ 12 = 166.67
    expect(pt('Madhya Pradesh', 33_333.33)).toBe(167); // ₹3,99,999.96
    expect(pt('Madhya Pradesh', 33_333.34)).toBe(208); // ₹4,00,000.08
  });
});

describe('professional tax: exemptions', () => {
  const disabled = { personWithDisability: true, dateOfBirth: '1990-05-10' };
  const senior = { personWithDisability: false, dateOfBirth: '1960-07-15' };

  it('an exempt employee pays nothing', () => {
    expect(
      professionalTax(slabs, {
        state: 'Maharashtra',
        gender: 'male',
        monthlyGross: paise(50_000),
        month: 2,
        deductedInPeriod: 0,
        exempt: true,
      }),
    ).toBe(0);
  });

  it('a person with disability, where the state exempts them (Maharashtra s.27A(c))', () => {
    expect(ptExempt({ exempt_person_with_disability: true }, disabled, 2025, 6)).toBe(true);
    expect(ptExempt({ exempt_person_with_disability: false }, disabled, 2025, 6)).toBe(false);
    expect(ptExempt({}, disabled, 2025, 6)).toBe(false);
    expect(ptExempt(null, disabled, 2025, 6)).toBe(false);
  });

  it('from the month the exemption age is reached (Maharashtra s.27A: 65)', () => {
    const rules = { exempt_from_age: 65 };
    // Born 15 July 1960: 65 in July 2025.
    expect(ptExempt(rules, senior, 2025, 6)).toBe(false);
    expect(ptExempt(rules, senior, 2025, 7)).toBe(true);
    expect(ptExempt(rules, senior, 2026, 1)).toBe(true);
    expect(ptExempt(rules, { ...senior, dateOfBirth: null }, 2030, 1)).toBe(false);
  });
});

describe('paise', () => {
  it('converts rupee amounts and numeric text exactly', () => {
    expect(paise('1234.5')).toBe(123_450);
    expect(paise('0.07')).toBe(7);
    expect(paise(19.99)).toBe(1_999);
    expect(paise('-12.30')).toBe(-1_230);
    expect(() => paise('12,30')).toThrow();
  });
});
