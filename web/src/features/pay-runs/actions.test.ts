import type { PayRun } from '@hrms/contracts/pay-runs';
import { describe, expect, it } from 'vitest';
import { STEP_ACTIONS, signedINR, totalsLine } from './actions';

const run = {
  counts: {
    employees: 46,
    not_processed: 0,
    draft: 0,
    processed: 45,
    approved: 1,
    paid: 0,
    released: 0,
    flagged: 2,
  },
  totals: { gross: 4_512_345.5, deductions: 512_345.5, employer_cost: 4_900_000, net: 4_000_000 },
} as PayRun;

describe('pay run actions', () => {
  it('says in the confirmation how many runs the bulk action moves', () => {
    expect(STEP_ACTIONS.approve?.confirm(run, 'November 2026')).toMatch(
      /^Approve 45 runs of November 2026\?/,
    );
    expect(STEP_ACTIONS.approve?.confirm(run, 'November 2026')).toContain('2 runs are flagged by the review');
    expect(STEP_ACTIONS.release?.confirm(run, 'November 2026')).toMatch(
      /^Release 1 payslip of November 2026\?/,
    );
    expect(STEP_ACTIONS.pay?.confirm(run, 'November 2026')).toMatch(/^Mark 1 run of November 2026 as paid\?/);
  });

  it('signs a cause’s effect on net pay', () => {
    expect(signedINR(300_000)).toBe('+₹3,00,000.00');
    expect(signedINR(-900)).toBe('−₹900.00');
  });

  it('writes the totals in rupees the Indian way', () => {
    expect(totalsLine(run)).toBe('Gross ₹45,12,345.50 · Deductions ₹5,12,345.50 · Net ₹40,00,000.00');
  });
});
