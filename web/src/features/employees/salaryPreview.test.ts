import type { SalaryStructureLine } from '@hrms/contracts/employees';
import { describe, expect, it } from 'vitest';
import {
  payTotals,
  previewDeductions,
  previewEmployerContributions,
  previewMonth,
  type SalaryPreview,
} from './salaryPreview';

const zero = { nps_deduction: 0, loan_deduction: 0, advance_deduction: 0, other_deduction: 0 };
const preview: SalaryPreview = {
  year: 2026,
  month: 6,
  total_earnings: 15_000,
  deductions: {
    ...zero,
    pf_deduction: 1_800,
    vpf_deduction: 0,
    esic_deduction: 113,
    professional_tax: 200,
    lwf_deduction: 25,
    tds_deduction: 0,
  },
  total_deductions: 2_138,
  net_salary: 12_862,
  employer_contributions: {
    pf_pension: 1_250,
    pf_provident_fund: 550,
    edli: 75,
    pf_admin: 75,
    esic: 488,
    lwf: 75,
    nps: 0,
  },
  total_employer_contributions: 2_513,
  code_wages: 15_000,
  code_wages_addback: 0,
};

const basic = {
  id: 1,
  salary_component_id: 1,
  amount: 15_000,
  percentage: null,
  computed_amount: 15_000,
  effective_from: '2026-04-01',
  salary_component: {
    id: 1,
    name: 'Basic Salary',
    code: 'BASIC',
    type: 'earning',
    calculation_type: 'fixed',
    formula: null,
    is_taxable: true,
  },
} satisfies SalaryStructureLine;

describe('salary preview', () => {
  it('lists the deductions payroll makes, TDS labelled as an estimate when there is any', () => {
    expect(previewDeductions(preview)).toEqual([
      { field: 'pf_deduction', label: 'Provident Fund', amount: 1_800 },
      { field: 'esic_deduction', label: 'ESIC', amount: 113 },
      { field: 'professional_tax', label: 'Professional Tax', amount: 200 },
      { field: 'lwf_deduction', label: 'Labour Welfare Fund', amount: 25 },
    ]);
    const taxed = { ...preview, deductions: { ...preview.deductions, tds_deduction: 950 } };
    expect(previewDeductions(taxed).at(-1)).toEqual({
      field: 'tds_deduction',
      label: 'Income Tax (TDS, estimate)',
      amount: 950,
    });
  });

  it('lists the employer’s contributions', () => {
    expect(previewEmployerContributions(preview).map((l) => l.label)).toEqual([
      'PF Pension (EPS)',
      'PF Provident Fund (EPF)',
      'EDLI Insurance',
      'PF Admin Charges',
      'ESIC',
      'Labour Welfare Fund',
    ]);
  });

  it('totals the cards after payroll’s deductions, or from the structure without a preview', () => {
    expect(payTotals([basic], preview)).toEqual({
      total_earnings: 15_000,
      total_deductions: 2_138,
      net_salary: 12_862,
    });
    expect(payTotals([basic], null)).toEqual({
      total_earnings: 15_000,
      total_deductions: 0,
      net_salary: 15_000,
    });
  });

  it('names the month', () => {
    expect(previewMonth(preview)).toBe('June 2026');
  });
});
