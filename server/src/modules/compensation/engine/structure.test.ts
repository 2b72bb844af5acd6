import { describe, expect, it } from 'vitest';
import { computeStructure, type StructureLine, structureTotals } from './structure';

const line = (code: string, over: Partial<StructureLine>): StructureLine => ({
  code,
  type: 'earning',
  calculationType: 'fixed',
  formula: null,
  amount: null,
  percentage: null,
  ...over,
});

describe('salary structure amounts', () => {
  const lines = [
    line('HRA', { calculationType: 'percentage', percentage: 40 }),
    line('BASIC', { amount: 30_000_00 }),
    line('SPECIAL', { calculationType: 'formula', formula: 'max(BASIC * 0.2, 8000) - HRA / 10' }),
    line('LOAN', { type: 'deduction', amount: 2_500_00 }),
    line('CONVEYANCE', { calculationType: 'percentage', percentage: 3.33 }),
  ];

  it('computes percentages of BASIC and formulas over other lines, in paise', () => {
    const amounts = computeStructure(lines);
    expect(amounts.get('BASIC')).toBe(30_000_00);
    expect(amounts.get('HRA')).toBe(12_000_00);
    // max(6,000, 8,000) − 1,200 = 6,800
    expect(amounts.get('SPECIAL')).toBe(6_800_00);
    // 3.33% of 30,000 = 999.00
    expect(amounts.get('CONVEYANCE')).toBe(999_00);
  });

  it('totals earnings and deductions; net is earnings minus deductions', () => {
    const totals = structureTotals(lines, computeStructure(lines));
    expect(totals).toEqual({
      earnings: 30_000_00 + 12_000_00 + 6_800_00 + 999_00,
      deductions: 2_500_00,
      net: 30_000_00 + 12_000_00 + 6_800_00 + 999_00 - 2_500_00,
    });
  });

  it('lets an amount on a percentage or formula line override the calculation, and others build on it', () => {
    const amounts = computeStructure([
      line('BASIC', { amount: 30_000_00 }),
      line('HRA', { calculationType: 'percentage', percentage: 40, amount: 10_000_00 }),
      line('MEDICAL', { calculationType: 'percentage', amount: 1_250_00 }),
      line('SPECIAL', { calculationType: 'formula', formula: 'HRA / 10', amount: 500_00 }),
      line('BONUS', { calculationType: 'formula', formula: 'HRA / 10' }),
    ]);
    expect(amounts.get('HRA')).toBe(10_000_00);
    expect(amounts.get('MEDICAL')).toBe(1_250_00);
    expect(amounts.get('SPECIAL')).toBe(500_00);
    // A formula reads the overridden amount: 10,000 / 10.
    expect(amounts.get('BONUS')).toBe(1_000_00);
  });

  it('counts a missing component as 0 and never pays a negative formula', () => {
    const amounts = computeStructure([line('X', { calculationType: 'formula', formula: 'BASIC - 100' })]);
    expect(amounts.get('X')).toBe(0);
  });
});
