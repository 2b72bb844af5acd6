import { DEDUCTION_FIELDS, EARNING_FIELDS } from '@hrms/contracts/payroll';
import { DEDUCTION_LABELS, EARNING_LABELS } from '@hrms/contracts/payroll-labels';
import { describe, expect, it } from 'vitest';
import { runActions, STATUS_OPTIONS, shownLines } from './labels';

describe('payroll labels', () => {
  it('offers the statuses in their order, the months imported as opening balances last', () => {
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual([
      'Draft',
      'Processed',
      'Approved',
      'Paid',
      'Imported',
    ]);
  });

  it('shows basic first, then the lines that are not zero in the payslip order and with its labels', () => {
    const earnings = Object.fromEntries(EARNING_FIELDS.map((f) => [f, 0])) as Record<
      (typeof EARNING_FIELDS)[number],
      number
    >;
    Object.assign(earnings, { hra: 10_000, ot_amount: 1_250.5, other_allowance: 5_000 });
    // Keys in another order than the fields', as a stored run's come back from PostgreSQL.
    const stored = Object.fromEntries(Object.entries(earnings).reverse()) as typeof earnings;
    expect(shownLines(EARNING_FIELDS, stored, EARNING_LABELS)).toEqual([
      { field: 'basic_salary', label: 'Basic Salary', amount: 0 },
      { field: 'hra', label: 'House Rent Allowance', amount: 10_000 },
      { field: 'ot_amount', label: 'Overtime', amount: 1_250.5 },
      { field: 'other_allowance', label: 'Special Allowance', amount: 5_000 },
    ]);
    const deductions = Object.fromEntries(DEDUCTION_FIELDS.map((f) => [f, 0])) as Record<
      (typeof DEDUCTION_FIELDS)[number],
      number
    >;
    expect(shownLines(DEDUCTION_FIELDS, deductions, DEDUCTION_LABELS)).toEqual([]);
  });

  it('offers Approve for processed runs and Mark Paid for approved ones, each with its permission', () => {
    const all = { approve: true, markPaid: true };
    expect(runActions('draft', all)).toEqual({ approve: false, markPaid: false, payslip: false });
    expect(runActions('processed', all)).toEqual({ approve: true, markPaid: false, payslip: true });
    expect(runActions('approved', all)).toEqual({ approve: false, markPaid: true, payslip: true });
    expect(runActions('paid', all)).toEqual({ approve: false, markPaid: false, payslip: true });
    expect(runActions('imported', all)).toEqual({ approve: false, markPaid: false, payslip: false });
    const none = { approve: false, markPaid: false };
    expect(runActions('processed', none).approve).toBe(false);
    expect(runActions('approved', none).markPaid).toBe(false);
  });
});
