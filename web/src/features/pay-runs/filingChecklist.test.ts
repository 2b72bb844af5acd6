import { describe, expect, it } from 'vitest';
import { filingAmounts } from './filingChecklist';

describe('a filing’s amounts in words', () => {
  it('says what is due and by when, then what was paid and what is still owed', () => {
    const epf = { kind: 'epf-ecr' as const, amount: 123_456, paid: 0, owed: 123_456, due_on: '2026-12-15' };
    expect(filingAmounts(epf)).toBe('₹1,23,456.00 due by 15 Dec 2026');
    expect(filingAmounts({ ...epf, paid: 100_000, owed: 23_456 })).toBe(
      '₹1,23,456.00 due by 15 Dec 2026 · paid ₹1,00,000.00 · owed ₹23,456.00',
    );
    expect(filingAmounts({ ...epf, paid: 123_456, owed: 0 })).toBe(
      '₹1,23,456.00 due by 15 Dec 2026 · paid ₹1,23,456.00',
    );
  });

  it('reads the bank transfer as net pay, and says nothing for a filing paid with another', () => {
    expect(
      filingAmounts({ kind: 'bank-transfer', amount: 5_00_000, paid: null, owed: null, due_on: null }),
    ).toBe('₹5,00,000.00 net pay to transfer');
    expect(
      filingAmounts({ kind: 'epf-arrear-ecr', amount: null, paid: null, owed: null, due_on: null }),
    ).toBe('');
  });
});
