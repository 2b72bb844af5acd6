import { describe, expect, it } from 'vitest';
import { computeAnnualTax, roundToMultiple } from './engine';
import {
  NEW_REGIME_METADATA,
  NEW_REGIME_SLABS,
  OLD_REGIME_METADATA,
  OLD_REGIME_SLABS,
} from './regimes-in-force';
import { taxRulesFrom } from './rules';

const NEW = taxRulesFrom(NEW_REGIME_METADATA, NEW_REGIME_SLABS);
const OLD = taxRulesFrom(OLD_REGIME_METADATA, OLD_REGIME_SLABS);
const rupee = (r: number) => r * 100;
const LAKH = 100_000;

type Case = {
  source: string;
  gross: number;
  taxable: number;
  slabTax: number;
  total: number;
  rebate?: number;
  relief?: number;
  surcharge?: number;
};

/*
 * Sources:
 *  [FA25]  Finance Act 2025: s.115BAC(1A) new-regime slabs, s.87A as amended (rebate ₹60,000 up to
 *          ₹12 lakh, with marginal relief), First Schedule Part III (old regime, surcharge, 4% cess).
 *  [BS25]  Budget Speech 2025-26, Annexure to Part B: tax on slabs at incomes of ₹12, 16, 20, 24 and
 *          50 lakh under the new structure (60,000 / 1,20,000 / 2,00,000 / 3,00,000 / 10,80,000).
 *  [CBDT]  Income Tax Department / CBDT FAQs on the new regime (Feb 2025): no tax for salaried income up
 *          to ₹12.75 lakh; marginal relief example at ₹12.10 lakh (tax limited to ₹10,000 + cess).
 *  [CALC]  Income Tax Department's tax calculator and reputable calculators (ClearTax, Tax2Win) for the
 *          surcharge marginal-relief figures, reproduced by hand here from the statute.
 */
const NEW_CASES: Case[] = [
  {
    source: 'CBDT: nil tax for salary ₹12.75 lakh',
    gross: 1_275_000,
    taxable: 12 * LAKH,
    slabTax: 60_000,
    rebate: 60_000,
    total: 0,
  },
  { source: 'FA25: below the basic exemption', gross: 475_000, taxable: 4 * LAKH, slabTax: 0, total: 0 },
  {
    source: 'FA25: ₹8 lakh taxable, rebate covers ₹20,000',
    gross: 875_000,
    taxable: 8 * LAKH,
    slabTax: 20_000,
    rebate: 20_000,
    total: 0,
  },
  {
    source: 'CBDT: marginal relief at ₹12.10 lakh',
    gross: 1_285_000,
    taxable: 1_210_000,
    slabTax: 61_500,
    relief: 51_500,
    total: 10_400,
  },
  {
    source: 'FA25: marginal relief near its end, ₹12.70 lakh',
    gross: 1_345_000,
    taxable: 1_270_000,
    slabTax: 70_500,
    relief: 500,
    total: 72_800,
  },
  {
    source: 'FA25: just past marginal relief, ₹13 lakh',
    gross: 1_375_000,
    taxable: 13 * LAKH,
    slabTax: 75_000,
    total: 78_000,
  },
  { source: 'BS25: ₹16 lakh', gross: 1_675_000, taxable: 16 * LAKH, slabTax: 120_000, total: 124_800 },
  { source: 'BS25: ₹20 lakh', gross: 2_075_000, taxable: 20 * LAKH, slabTax: 200_000, total: 208_000 },
  { source: 'BS25: ₹24 lakh', gross: 2_475_000, taxable: 24 * LAKH, slabTax: 300_000, total: 312_000 },
  {
    source: 'BS25: ₹50 lakh, no surcharge at the threshold',
    gross: 5_075_000,
    taxable: 50 * LAKH,
    slabTax: 1_080_000,
    total: 1_123_200,
  },
  {
    source: 'CALC: surcharge marginal relief at ₹50.10 lakh',
    gross: 5_085_000,
    taxable: 5_010_000,
    slabTax: 1_083_000,
    surcharge: 7_000,
    relief: 101_300,
    total: 1_133_600,
  },
  {
    source: 'CALC: 10% surcharge at ₹55 lakh',
    gross: 5_575_000,
    taxable: 55 * LAKH,
    slabTax: 1_230_000,
    surcharge: 123_000,
    total: 1_407_120,
  },
  {
    source: 'CALC: surcharge marginal relief at ₹1.001 crore (15% band)',
    gross: 10_085_000,
    taxable: 10_010_000,
    slabTax: 2_583_000,
    surcharge: 265_000,
    relief: 122_450,
    total: 2_961_920,
  },
];

const OLD_CASES: Case[] = [
  {
    source: 'FA25: old regime, ₹5 lakh taxable, full 87A rebate',
    gross: 550_000,
    taxable: 5 * LAKH,
    slabTax: 12_500,
    rebate: 12_500,
    total: 0,
  },
  {
    source: 'FA25: old regime has no 87A marginal relief, ₹5.10 lakh',
    gross: 560_000,
    taxable: 510_000,
    slabTax: 14_500,
    total: 15_080,
  },
  {
    source: 'FA25: old regime ₹10 lakh',
    gross: 1_050_000,
    taxable: 10 * LAKH,
    slabTax: 112_500,
    total: 117_000,
  },
  {
    source: 'FA25: old regime ₹15 lakh',
    gross: 1_550_000,
    taxable: 15 * LAKH,
    slabTax: 262_500,
    total: 273_000,
  },
  {
    source: 'CALC: old regime ₹60 lakh, 10% surcharge',
    gross: 6_050_000,
    taxable: 60 * LAKH,
    slabTax: 1_612_500,
    surcharge: 161_250,
    total: 1_844_700,
  },
  {
    source: 'CALC: old regime ₹6 crore, 37% surcharge',
    gross: 60_050_000,
    taxable: 600 * LAKH,
    slabTax: 17_812_500,
    surcharge: 6_590_625,
    total: 25_379_250,
  },
];

describe.each([
  ['new regime FY 2025-26', NEW, NEW_CASES],
  ['old regime FY 2025-26', OLD, OLD_CASES],
] as const)('%s', (_name, rules, cases) => {
  it.each(cases)('$source', (c) => {
    const result = computeAnnualTax(rules, rupee(c.gross));
    expect(result.taxableIncome).toBe(rupee(c.taxable));
    expect(result.slabTax).toBe(rupee(c.slabTax));
    expect(result.rebate87a).toBe(rupee(c.rebate ?? 0));
    expect(result.marginalRelief).toBe(rupee(c.relief ?? 0));
    expect(result.surcharge).toBe(rupee(c.surcharge ?? 0));
    expect(result.totalTax).toBe(rupee(c.total));
  });
});

describe('tax engine mechanics', () => {
  it('breaks the slab tax down per band', () => {
    const r = computeAnnualTax(NEW, rupee(1_675_000));
    expect(r.slabs.map((s) => [s.taxableAmount / 100, s.tax / 100])).toEqual([
      [400_000, 0],
      [400_000, 20_000],
      [400_000, 40_000],
      [400_000, 60_000],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(r.cess).toBe(rupee(4_800));
    expect(r.monthlyTax).toBe(rupee(10_400));
  });

  it('never lets the standard deduction exceed the income', () => {
    const r = computeAnnualTax(NEW, rupee(50_000));
    expect(r.standardDeduction).toBe(rupee(50_000));
    expect(r.totalTax).toBe(0);
  });

  it('charges a slab’s fixed amount once income enters it', () => {
    const rules = { ...NEW, standardDeduction: 0, rebate87a: null, surcharge: [], cessRate: 0 };
    rules.rounding = { totalIncome: 1, tax: 1 };
    rules.slabs = [
      { min: 0, max: rupee(1000), rate: 0, fixed: 0 },
      { min: rupee(1000), max: null, rate: 12.5, fixed: rupee(100) },
    ];
    expect(computeAnnualTax(rules, rupee(1000)).totalTax).toBe(0);
    // 1,001.50 → paise ignored → 1,001: 100 + 12.5% of 1 = 100.125 → ₹100.
    expect(computeAnnualTax(rules, 100_150).totalTax).toBe(rupee(100));
    // 100 + 12.5% of 5 = 100.625: s.288B ignores the paise → ₹100.
    expect(computeAnnualTax(rules, rupee(1005)).taxBeforeRounding).toBe(10_063);
    expect(computeAnnualTax(rules, rupee(1005)).totalTax).toBe(rupee(100));
  });

  it('picks the slabs of the highest age band reached', () => {
    const OLD_BY_AGE = taxRulesFrom(OLD_REGIME_METADATA, OLD_REGIME_SLABS);
    // Old regime, ₹6 lakh total income (First Schedule Part III): 33,800 below 60, 31,200 at 60–79, 20,800 at 80+.
    expect(
      [0, 59, 60, 79, 80, 95].map((age) => computeAnnualTax(OLD_BY_AGE, rupee(650_000), age).totalTax / 100),
    ).toEqual([33_800, 33_800, 31_200, 31_200, 20_800, 20_800]);
  });
});

/*
 * s.288A: "any part of a rupee consisting of paise shall be ignored and thereafter if such amount is not a
 * multiple of ten, then, if the last figure in that amount is five or more, the amount shall be increased to the
 * next higher amount which is a multiple of ten and if the last figure is less than five, the amount shall be
 * reduced to the next lower amount which is a multiple of ten"; s.288B the same for the tax payable.
 * Illustrations: taxtmi.com manual 3944 / greytHR community "Rounding off tax" (2,52,844.99 → 2,52,840;
 * 2,52,845 and 2,52,846.01 → 2,52,850) and taxpage.in on s.288A (5,99,995 → 6,00,000; 5,99,994.50 → 5,99,990).
 */
describe('s.288A / s.288B rounding', () => {
  it.each([
    [252_844.99, 252_840],
    [252_845, 252_850],
    [252_846.01, 252_850],
    [599_995, 600_000],
    [599_994.5, 599_990],
    [0.99, 0],
    [10, 10],
  ])('₹%d → ₹%d', (amount, rounded) => {
    expect(roundToMultiple(Math.round(amount * 100), 10)).toBe(rounded * 100);
  });

  it('new regime at the s.87A limit: total income ₹12,00,000 → nil, ₹12,00,004 → ₹12,00,000 → nil', () => {
    expect(computeAnnualTax(NEW, rupee(1_275_000)).totalTax).toBe(0);
    const r = computeAnnualTax(NEW, rupee(1_275_004));
    expect([r.taxableIncomeUnrounded, r.taxableIncome, r.incomeRounding, r.totalTax]).toEqual([
      rupee(1_200_004),
      rupee(1_200_000),
      rupee(-4),
      0,
    ]);
  });

  it('new regime: ₹12,00,005 → ₹12,00,010; marginal relief leaves ₹10 + cess ₹0.40 → ₹10', () => {
    const r = computeAnnualTax(NEW, rupee(1_275_005));
    expect(r.taxableIncome).toBe(rupee(1_200_010));
    expect(r.slabTax).toBe(rupee(60_001.5));
    expect(r.rebateRelief).toBe(rupee(59_991.5));
    expect(r.taxBeforeRounding).toBe(1_040);
    expect(r.taxRounding).toBe(-40);
    expect(r.totalTax).toBe(rupee(10));
  });

  it('old regime at the s.87A limit: ₹5,00,000 → nil; ₹5,00,005 → ₹5,00,010 → ₹13,002.08 → ₹13,000', () => {
    expect(computeAnnualTax(OLD, rupee(550_000)).totalTax).toBe(0);
    expect(computeAnnualTax(OLD, rupee(550_004)).totalTax).toBe(0);
    const r = computeAnnualTax(OLD, rupee(550_005));
    expect(r.taxableIncome).toBe(rupee(500_010));
    expect(r.rebate87a).toBe(0);
    expect(r.taxBeforeRounding).toBe(1_300_208);
    expect(r.totalTax).toBe(rupee(13_000));
  });

  it('rounds the tax payable up from a last digit of 5: ₹78,007.80 → ₹78,010', () => {
    // New regime, ₹13,00,050: 75,000 + 15% of 50 = 75,007.50 (no relief: the income above ₹12 lakh is larger);
    // cess 3,000.30 → 78,007.80 → paise ignored → 78,007 → ₹78,010.
    const r = computeAnnualTax(NEW, rupee(1_375_050));
    expect(r.taxBeforeRounding).toBe(7_800_780);
    expect(r.taxRounding).toBe(220);
    expect(r.totalTax).toBe(rupee(78_010));
  });
});
