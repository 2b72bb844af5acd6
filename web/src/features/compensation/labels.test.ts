import { taxRegimeMetadata } from '@hrms/contracts/compensation';
import { describe, expect, it } from 'vitest';
import {
  ageBands,
  allowanceLines,
  bracketPreview,
  bracketRange,
  calculationDescription,
  codeBadge,
  incomeRange,
  metadataExtras,
  metadataJson,
  money,
  percent,
  regimeKindLabel,
  roundingText,
} from './labels';

const metadata = taxRegimeMetadata.parse({
  standard_deduction: 0,
  rebate_87a: null,
  cess_rate: 4,
  surcharge: [],
  no_deductions: false,
});

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
    ).toEqual(['Rebate: up to ₹60,000 (income up to ₹12,00,000)', 'Standard Deduction: ₹75,000']);
    expect(metadataExtras({ ...metadata, standard_deduction: 50000, no_deductions: true })).toEqual([
      'No deductions allowed',
    ]);
  });
});

describe('what a regime allows', () => {
  const old = taxRegimeMetadata.parse({
    kind: 'old',
    age_slabs: [
      { min_age: 80, slabs: [{ min_income: 0, max_income: null, rate: 0 }] },
      { min_age: 60, slabs: [{ min_income: 0, max_income: null, rate: 0 }] },
    ],
    deductions: {
      professional_tax_max: 2500,
      hra: {
        metro_percent: 50,
        other_percent: 40,
        rent_excess_percent: 10,
        landlord_pan_above: 100000,
        metro_cities: ['Delhi', 'Mumbai', 'Kolkata', 'Chennai'],
      },
      lta: true,
      section_80c_max: 150000,
      section_80d_self_senior_max: 50000,
      section_80e: true,
      section_80g: true,
      employer_nps_percent: 10,
    },
  });

  it('names the kind and the rounding', () => {
    expect([regimeKindLabel('new'), regimeKindLabel('old'), regimeKindLabel(null)]).toEqual([
      'New regime',
      'Old regime',
      'Not set',
    ]);
    expect(roundingText({ total_income: 10, tax: 10 })).toBe('Total income and tax to the nearest ₹10');
    expect(roundingText({ total_income: 1, tax: 10 })).toBe(
      'Total income to the rupee; tax to the nearest ₹10',
    );
  });

  it('offers an age choice per age band, in order', () => {
    expect(ageBands(old.age_slabs)).toEqual([
      { label: 'Below 60', age: undefined },
      { label: '60–79', age: 60 },
      { label: '80 and above', age: 80 },
    ]);
    expect(ageBands([])).toEqual([]);
  });

  it('lists the old regime’s exemptions and deductions with their caps in rupees', () => {
    expect(allowanceLines(old)).toEqual([
      {
        label: 'House rent allowance',
        value:
          'Least of HRA received, rent above 10% of salary, and 50% of salary in a metro (Delhi, Mumbai, Kolkata, Chennai), 40% elsewhere; landlord PAN above ₹1,00,000 a year',
      },
      { label: 'Leave travel, s.10(5)', value: 'Up to the LTA paid' },
      { label: 'Professional tax', value: 'Up to ₹2,500' },
      { label: 'Investments with PF and VPF, s.80C', value: 'Up to ₹1,50,000' },
      { label: 'Health insurance, self and family (senior citizen), s.80D', value: 'Up to ₹50,000' },
      { label: 'Senior citizen for s.80D from', value: 'Age 60' },
      { label: 'Interest on an education loan, s.80E', value: 'The whole interest' },
      { label: 'Donations, s.80G', value: 'The deductible amount declared' },
      { label: 'Employer NPS contribution, s.80CCD(2)', value: 'Up to 10% of BASIC + DA' },
    ]);
  });

  it('lists only employer NPS for the new regime, and nothing without deductions', () => {
    expect(allowanceLines({ ...old, kind: 'new' })).toEqual([
      { label: 'Employer NPS contribution, s.80CCD(2)', value: 'Up to 10% of BASIC + DA' },
    ]);
    expect(allowanceLines({ ...old, no_deductions: true })).toEqual([]);
  });
});
