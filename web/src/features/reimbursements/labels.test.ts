import { describe, expect, it } from 'vitest';
import { paidInLabel, payPeriodLabel } from './labels';

const approved = { status: 'approved' as const, paid_in: null, final_settlement: null, is_paid: false };

describe('where a claim was paid', () => {
  it('names the month of its payroll run', () => {
    expect(payPeriodLabel('2026-10')).toBe('October 2026');
    expect(
      paidInLabel({
        ...approved,
        paid_in: { payroll_run_id: 7, pay_period: '2026-10', status: 'processed' },
      }),
    ).toBe('In October 2026 payroll (processed), not paid yet');
    expect(
      paidInLabel({
        ...approved,
        paid_in: { payroll_run_id: 7, pay_period: '2026-10', status: 'paid' },
        is_paid: true,
      }),
    ).toBe('Paid with October 2026 salary');
  });

  it('tells an approved claim no run has taken yet, a settled one, and nothing for others', () => {
    expect(paidInLabel(approved)).toBe('Awaiting the next payroll');
    expect(paidInLabel({ ...approved, final_settlement: { id: 3, status: 'paid' }, is_paid: true })).toBe(
      'Paid in the full and final settlement',
    );
    expect(paidInLabel({ ...approved, status: 'pending' })).toBeNull();
    expect(paidInLabel({ ...approved, status: 'rejected' })).toBeNull();
  });
});
