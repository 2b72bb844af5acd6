import { describe, expect, it } from 'vitest';
import { accountsTotal, paymentForm, paymentFormValues, wageMonths } from './paymentForm';

const epf = {
  ...paymentFormValues(undefined, '2026-11'),
  reference: '3102611000042',
  paid_on: '2026-12-10',
  accounts: { ac1: '7977', ac2: '500', ac10: '4083', ac21: '245', ac22: '' },
};

describe('the statutory payment form', () => {
  it('offers the last two years of wage months, newest first, and a payment’s older month', () => {
    const months = wageMonths('2026-12-03');
    expect(months).toHaveLength(24);
    expect(months[0]).toEqual({ value: '2026-12', label: 'December 2026' });
    expect(months.at(-1)?.value).toBe('2025-01');
    expect(wageMonths('2026-12-03', '2020-03').at(-1)).toEqual({ value: '2020-03', label: 'March 2020' });
  });

  it('sends an EPF payment with its accounts and their total as the amount, and no state', () => {
    expect(accountsTotal(epf.accounts)).toBe(12_805);
    const parsed = paymentForm.safeParse({ ...epf, state: 'MH', amount: '1' });
    expect(parsed.success && parsed.data).toEqual({
      kind: 'epf',
      year: 2026,
      month: 11,
      state: null,
      reference: '3102611000042',
      paid_on: '2026-12-10',
      amount: 12_805,
      accounts: { ac1: 7977, ac2: 500, ac10: 4083, ac21: 245, ac22: 0 },
    });
  });

  it('sends a PT payment with its state and amount, and no accounts', () => {
    const parsed = paymentForm.safeParse({ ...epf, kind: 'pt', state: 'mh', amount: '2400' });
    expect(parsed.success && parsed.data).toMatchObject({
      kind: 'pt',
      state: 'MH',
      amount: 2400,
      accounts: null,
    });
  });

  it('puts the contract’s messages under the form’s fields', () => {
    const parsed = paymentForm.safeParse({ ...epf, kind: 'lwf', state: '', amount: '', wage_month: '' });
    expect(parsed.success).toBe(false);
    const fields = parsed.error?.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['wage_month', 'amount']));
    const noState = paymentForm.safeParse({ ...epf, kind: 'lwf', state: '', amount: '150' });
    expect(noState.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['state', 'Choose the state this payment is for.'],
    ]);
  });
});
