import type { Statute } from '@hrms/contracts/statute';
import type { TaxPosition } from '@hrms/contracts/tax-year';
import { describe, expect, it } from 'vitest';
import {
  monthBasis,
  monthLabel,
  monthlyTdsText,
  monthTotals,
  positionStatement,
  roundingText,
} from './position';

const month = (m: number, projected: boolean, taxable: number, tds: number, status = 'paid' as const) => ({
  year: m >= 4 ? 2026 : 2027,
  month: m,
  taxable,
  basic_da: taxable / 2,
  hra: taxable / 4,
  employee_pf: 1800,
  professional_tax: 200,
  tds,
  projected,
  status: projected ? null : status,
});

const position: TaxPosition = {
  employee_id: 3,
  financial_year: '2026-27',
  regime: 'old',
  regime_code: 'IN-OLD-2026-27',
  months: [month(4, false, 100000.1, 9000), month(5, false, 100000.2, 9000), month(6, true, 100000, 0)],
  gross_salary: 1200000,
  previous_salary: 0,
  other_income: 10000,
  exemptions: 120000,
  hra_exemption: 120000,
  lta_exemption: 0,
  standard_deduction: 50000,
  professional_tax_deduction: 2400,
  home_loan_interest: 0,
  chapter_via: 150000,
  deductions: 202400,
  total_income: 887600,
  income_rounding: 0,
  slab_tax: 90020,
  rebate_87a: 0,
  marginal_relief: 0,
  surcharge: 0,
  cess: 3600.8,
  tax_before_rounding: 93620.8,
  total_tax: 93620,
  tds_deducted: 18000,
  tds_remaining: 75620,
  months_remaining: 10,
  monthly_tds: 7562,
  lines: [],
  lapsed_sections: [],
};

describe('why my TDS is what it is', () => {
  it('names months as "Apr 2026"', () => {
    expect(monthLabel(2026, 4)).toBe('Apr 2026');
    expect(monthLabel(2027, 3)).toBe('Mar 2027');
  });

  it('spreads what is still due over the months left, this one included (s.192)', () => {
    const rupees = (n: number) => `₹${n}`;
    expect(monthlyTdsText(position, rupees)).toBe('₹75620 still due ÷ 10 months left = ₹7562 a month');
    expect(monthlyTdsText({ ...position, months_remaining: 1 }, rupees)).toContain('÷ 1 month left');
    expect(monthlyTdsText({ ...position, months_remaining: 0 }, rupees)).toBe(
      'No month of the year is left to deduct in.',
    );
  });

  it('counts paid and projected months and adds rupees without float drift', () => {
    expect(monthTotals(position.months)).toEqual({
      runMonths: 2,
      projectedMonths: 1,
      taxable: 300000.3,
      tds: 18000,
    });
  });

  it('states each month as the data has it: only a paid run reads "paid"', () => {
    expect(monthBasis({ projected: false, status: 'processed' })).toBe('processed');
    expect(monthBasis({ projected: false, status: 'approved' })).toBe('approved');
    expect(monthBasis({ projected: false, status: 'paid' })).toBe('paid');
    expect(monthBasis({ projected: true, status: null })).toBe('projected');
  });

  it('uses the engine’s own lines when the answer has them, marking the totals', () => {
    const rows = positionStatement({
      ...position,
      lines: [
        { key: 'gross_salary', label: 'Gross salary', amount: 1200000 },
        { key: 'section_80c', label: 'Section 80C', amount: -150000 },
        { key: 'total_income', label: 'Total income', amount: 887600 },
      ],
    });
    expect(rows.map((r) => [r.key, Boolean(r.total)])).toEqual([
      ['gross_salary', false],
      ['section_80c', false],
      ['total_income', true],
      ['total_tax', true],
    ]);
    expect(rows.at(-1)?.amount).toBe(93620);
  });

  it('otherwise states the figures, leaving out the zero ones and showing the s.288B rounding', () => {
    const rows = positionStatement(position);
    expect(rows.map((r) => r.key)).toEqual([
      'gross_salary',
      'other_income',
      'hra_exemption',
      'standard_deduction',
      'professional_tax',
      'chapter_via',
      'total_income',
      'slab_tax',
      'cess',
      'tax_rounding',
      'total_tax',
    ]);
    expect(rows.find((r) => r.key === 'tax_rounding')).toMatchObject({
      label: 'Rounded to the nearest ₹10',
      adjustment: true,
    });
    expect(rows.find((r) => r.key === 'tax_rounding')?.amount).toBeCloseTo(-0.8);
    expect(rows.find((r) => r.key === 'hra_exemption')?.amount).toBe(-120000);
  });

  it('states a rounding as a signed adjustment in whole rupees, its section in brackets (s.288A income, s.288B tax)', () => {
    expect(roundingText(3)).toBe('+₹3');
    expect(roundingText(-10)).toBe('-₹10');
    expect(roundingText(-0.8)).toBe('-₹0.80');
    expect(roundingText(0)).toBe('₹0');
    const act1961 = {
      sections: { income_rounding: '288A', tax_rounding: '288B' },
      forms: {},
    } as unknown as Statute;
    const rows = positionStatement(
      {
        ...position,
        lines: [
          { key: 'income_rounding', label: 'Rounded to the nearest ₹10', amount: 3 },
          { key: 'total_income', label: 'Total income', amount: 887610 },
          { key: 'tax_rounding', label: 'Rounded to the nearest ₹10', amount: -0.8 },
          // A run's label stored with its citation reads the same way.
          { key: 'tax_rounding', label: 'Rounded to the nearest ₹10, s.288B', amount: 2 },
        ],
      },
      act1961,
    );
    expect(rows.map((r) => [r.label, Boolean(r.adjustment)])).toEqual([
      ['Rounded to the nearest ₹10 (s.288A)', true],
      ['Total income', false],
      ['Rounded to the nearest ₹10 (s.288B)', true],
      ['Rounded to the nearest ₹10 (s.288B)', true],
      ['Tax for the year', false],
    ]);
  });

  it('cites each line from the statute of the year: s.10(13A) and s.87A to 2025-26, Schedule III and s.156 after', () => {
    const label = (statute: Parameters<typeof positionStatement>[1], key: string) =>
      positionStatement(position, statute).find((r) => r.key === key)?.label;
    const act1961 = { sections: { hra: '10(13A)', rebate: '87A' }, forms: {} } as unknown as Statute;
    const act2025 = { sections: { hra: 'Schedule III', rebate: '156' }, forms: {} } as unknown as Statute;
    expect(label(act1961, 'hra_exemption')).toBe('HRA exemption, s.10(13A)');
    expect(label(act2025, 'hra_exemption')).toBe('HRA exemption, Schedule III');
    expect(label(undefined, 'hra_exemption')).toBe('HRA exemption');
    // A label stored with its citation (a run of an earlier year) is shown as it was.
    const stored = positionStatement(
      { ...position, lines: [{ key: 'rebate_87a', label: 'Rebate, s.87A', amount: -1 }] },
      act2025,
    );
    expect(stored[0]?.label).toBe('Rebate, s.87A');
  });
});
