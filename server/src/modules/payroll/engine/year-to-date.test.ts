import { describe, expect, it } from 'vitest';
import { yearToDate } from './year-to-date';

describe('year to date', () => {
  it('sums each line over the runs in exact paise, a line a run left out as zero', () => {
    const ytd = yearToDate([
      {
        earnings: { basic_salary: 30_000, hra: 12_000.1, overtime: 1_234.56 },
        deductions: { pf_deduction: 1_800, professional_tax: 200 },
        employer_contributions: { pf_pension: 1_250, pf_provident_fund: 550, edli: 75 },
      },
      {
        // A later month: a bonus paid, no overtime; 0.1 + 0.2 kept exact in paise.
        earnings: { basic_salary: 30_000, hra: 12_000.2, bonus: 7_000 },
        deductions: { pf_deduction: 1_800, professional_tax: 200, tds_deduction: 2_500.5 },
        employer_contributions: { pf_pension: 1_250, pf_provident_fund: 550, lwf: 12 },
      },
      // A run stored before the employer's contributions were kept.
      { earnings: { basic_salary: 15_000 }, deductions: {}, employer_contributions: null },
    ]);
    expect(ytd.earnings).toMatchObject({
      basic_salary: 7_500_000,
      hra: 2_400_030,
      overtime: 123_456,
      bonus: 700_000,
      arrears: 0,
    });
    expect(ytd.deductions).toMatchObject({
      pf_deduction: 360_000,
      professional_tax: 40_000,
      tds_deduction: 250_050,
    });
    expect(ytd.employer).toEqual({
      pf_pension: 250_000,
      pf_provident_fund: 110_000,
      edli: 7_500,
      pf_admin: 0,
      esic: 0,
      lwf: 1_200,
      nps: 0,
    });
    // 75,000 + 24,000.30 + 1,234.56 + 7,000 = 1,07,234.86; deductions 3,600 + 400 + 2,500.50 = 6,500.50.
    expect([ytd.gross, ytd.totalDeductions, ytd.net, ytd.totalEmployer]).toEqual([
      10_723_486, 650_050, 10_073_436, 368_700,
    ]);
  });

  it('is all zeros without runs', () => {
    const ytd = yearToDate([]);
    expect([ytd.gross, ytd.totalDeductions, ytd.net, ytd.totalEmployer, ytd.earnings.basic_salary]).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });
});
