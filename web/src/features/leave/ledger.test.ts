import type { LedgerEntry } from '@hrms/contracts/leave-policies';
import { describe, expect, it } from 'vitest';
import {
  adjustmentForm,
  adjustmentQuestion,
  ledgerDescription,
  ledgerLink,
  newAdjustment,
  signedDays,
} from './ledger';

const entry = (changes: Partial<LedgerEntry>): LedgerEntry => ({
  id: 1,
  date: '2026-11-01',
  leave_type: { id: 1, code: 'AL', name: 'Annual Leave', color: '#4f46e5' },
  kind: 'accrual',
  days: 1.5,
  balance: 16.5,
  period: null,
  expires_on: null,
  reason: null,
  leave_request_id: null,
  recorded_by: null,
  ...changes,
});

describe('ledgerDescription', () => {
  it('says what each line records', () => {
    expect(ledgerDescription(entry({ kind: 'accrual', period: '2026-M11' })).text).toBe('Accrued (2026-M11)');
    expect(ledgerDescription(entry({ kind: 'carry_forward', expires_on: '2027-03-31' })).text).toBe(
      'Carried forward, expires 31 Mar 2027',
    );
    expect(ledgerDescription(entry({ kind: 'carry_forward' })).text).toBe('Carried forward');
    expect(ledgerDescription(entry({ kind: 'expiry', days: -2 })).text).toBe('Expired');
    expect(ledgerDescription(entry({ kind: 'adjustment', reason: 'Comp-off for Diwali duty' })).text).toBe(
      'Adjusted by HR: Comp-off for Diwali duty',
    );
    expect(ledgerDescription(entry({ kind: 'opening' })).text).toBe('Opening balance');
  });

  it('links a line of leave taken to its request', () => {
    expect(ledgerDescription(entry({ id: null, kind: 'taken', days: -2, leave_request_id: 41 }))).toEqual({
      text: 'Taken',
      requestId: 41,
    });
  });
});

describe('signedDays', () => {
  it('shows the sign of a change', () => {
    expect(signedDays(1.5)).toBe('+1.5');
    expect(signedDays(-2)).toBe('−2');
    expect(signedDays(0.125)).toBe('+0.13');
    expect(signedDays(10920)).toBe('+10,920');
    expect(signedDays(0)).toBe('0');
  });
});

describe('ledgerLink', () => {
  it("leads to a type's year, and names the employee when it is someone else's", () => {
    expect(ledgerLink(3, 2026, null)).toBe('/leaves/ledger?type=3&year=2026');
    expect(ledgerLink(3, 2026, 12)).toBe('/leaves/ledger?type=3&year=2026&employee_id=12');
  });
});

describe('adjustmentForm', () => {
  const filled = { ...newAdjustment(1), days: '-1.5', reason: ' Leave taken before go-live ' };

  it('gives the body POST /employees/{id}/leave-ledger takes', () => {
    expect(adjustmentForm.parse(filled)).toEqual({
      leave_type_id: 1,
      days: -1.5,
      reason: 'Leave taken before go-live',
      date: undefined,
    });
    expect(adjustmentForm.parse({ ...filled, date: '2026-04-01' }).date).toBe('2026-04-01');
  });

  it('names what is wrong', () => {
    const messages = (changes: Partial<typeof filled>) => {
      const result = adjustmentForm.safeParse({ ...filled, ...changes });
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
    };
    expect(messages({ leave_type_id: '', reason: '' })).toEqual({
      leave_type_id: 'Leave type is required',
      reason: 'Reason is required',
    });
    expect(messages({ days: '0' })).toEqual({ days: 'Days may not be 0' });
    expect(messages({ days: '1.25' })).toEqual({ days: 'Days must be whole or half days, like 2 or -1.5' });
    expect(messages({ days: '400' })).toEqual({ days: 'Days must be between -366 and 366' });
    expect(messages({ days: '' })).toEqual({ days: 'Days must be a number' });
  });

  it('asks before adding or taking days', () => {
    expect(adjustmentQuestion('Priya Nair', 'Annual Leave', 2)).toBe(
      "Add 2 days to Priya Nair's Annual Leave?",
    );
    expect(adjustmentQuestion('Priya Nair', 'Sick Leave', -0.5)).toBe(
      "Take 0.5 day off Priya Nair's Sick Leave?",
    );
  });
});
