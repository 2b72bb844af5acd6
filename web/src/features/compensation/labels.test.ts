import { describe, expect, it } from 'vitest';
import {
  bracketPreview,
  bracketRange,
  calculationDescription,
  codeBadge,
  incomeRange,
  metadataExtras,
  metadataJson,
  money,
  percent,
} from './labels';

const metadata = {
  standard_deduction: 0,
  rebate_87a: null,
  cess_rate: 4,
  surcharge: [],
  no_deductions: false,
};

describe('component labels', () => {
  it('derive the two-letter badge from the code', () => {
    expect(codeBadge('BASIC')).toBe('BA');
    expect(codeBadge('OTHER_ALLOWANCE')).toBe('OA');
    expect(codeBadge('pf')).toBe('PF');
    expect(codeBadge('X')).toBe('X');
  });

  it('describe the calculation', () => {
    expect(calculationDescription({ calculation_type: 'fixed', formula: null })).toBe('Fixed Amount');
    expect(calculationDescription({ calculation_type: 'percentage', formula: null })).toBe(
      'Percentage-based',
    );
    expect(calculationDescription({ calculation_type: 'formula', formula: 'BASIC * 0.4' })).toBe(
      'Formula: BASIC * 0.4',
    );
  });

  it('show metadata as indented JSON, or nothing when empty', () => {
    expect(metadataJson({})).toBeNull();
    expect(metadataJson({ employee_rate: 12 })).toBe('{\n  "employee_rate": 12\n}');
  });
});

describe('regime labels', () => {
  it('format amounts in the Indian grouping without paise', () => {
    expect(money(400000)).toBe('₹4,00,000');
    expect(money(1250.5, '$')).toBe('$1,250.5');
    expect(money(null)).toBe('—');
    expect(percent(5)).toBe('5%');
    expect(percent(2.5)).toBe('2.5%');
  });

  it('write brackets with an open end as Above / and above', () => {
    expect(bracketRange({ min_income: 0, max_income: 400000, rate: 0 })).toBe('₹0 – ₹4,00,000');
    expect(bracketRange({ min_income: 2400000, max_income: null, rate: 30 })).toBe('Above ₹24,00,000');
    expect(incomeRange({ min_income: 2400000, max_income: null, rate: 30 })).toBe('₹24,00,000 and above');
  });

  it('preview at most three brackets and count the rest', () => {
    const slabs = Array.from({ length: 7 }, (_, i) => ({ min_income: i, max_income: i + 1, rate: i }));
    expect(bracketPreview(slabs).shown).toHaveLength(3);
    expect(bracketPreview(slabs).more).toBe('+4 more brackets');
    expect(bracketPreview(slabs.slice(0, 4)).more).toBe('+1 more bracket');
    expect(bracketPreview(slabs.slice(0, 3)).more).toBeNull();
  });

  it('list the rebate and standard deduction, or say no deductions are allowed', () => {
    expect(metadataExtras(metadata)).toEqual([]);
    expect(
      metadataExtras({
        ...metadata,
        standard_deduction: 75000,
        rebate_87a: { max_income: 1200000, max_rebate: 60000, marginal_relief: true },
      }),
    ).toEqual(['Rebate u/s 87A: up to ₹60,000 (income up to ₹12,00,000)', 'Standard Deduction: ₹75,000']);
    expect(metadataExtras({ ...metadata, standard_deduction: 50000, no_deductions: true })).toEqual([
      'No deductions allowed',
    ]);
  });
});
