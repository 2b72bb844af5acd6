import { describe, expect, it } from 'vitest';
import { paidInLabel } from './labels';

const paid = { payroll_run_id: 7, year: 2026, month: 11, status: 'processed' };

describe('paidInLabel', () => {
  it('names the month and the amount paid, or the month alone to someone who does not see pay', () => {
    expect(paidInLabel({ status: 'approved', paid_in: { ...paid, amount: 4038 } })).toBe(
      'Paid with the salary of November 2026: ₹4,038',
    );
    expect(paidInLabel({ status: 'approved', paid_in: { ...paid, amount: null } })).toBe(
      'Paid with the salary of November 2026',
    );
  });

  it('says an approved one waits for the next month, and nothing of one not approved', () => {
    expect(paidInLabel({ status: 'approved', paid_in: null })).toBe("Paid with the next month's salary");
    expect(paidInLabel({ status: 'pending', paid_in: null })).toBeNull();
  });
});
