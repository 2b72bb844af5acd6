import { describe, expect, it } from 'vitest';
import { type MonthPay, varianceOf } from './variance';

/** Paise. A month of ₹30,000 pay, PF ₹1,800 and PT ₹200, TDS ₹1,000: net ₹27,000. */
const october: MonthPay = {
  net: 2_700_000,
  pay: 3_000_000,
  arrears: 0,
  overtime: 0,
  bonus: 0,
  reimbursements: 0,
  statutory: 200_000,
  tds: 100_000,
  loan: 0,
  other_deductions: 0,
  days_paid: 31,
  total_days: 31,
  pf_wages: 1_500_000,
  esic_wages: null,
  structure: '[{"code":"BASIC","amount":15000},{"code":"HRA","amount":15000}]',
};
const facts = { newRates: false, left_in_month: false, has_bank_account: true, has_uan: true };
const sum = (causes: { amount: number }[]) => causes.reduce((n, c) => n + c.amount, 0);

describe('the variance review', () => {
  it('explains a month with a revision, arrears, overtime and a TDS re-estimate, each to the paisa', () => {
    // November (30 days, all paid): the structure rises to ₹33,000 a month (a 10% raise), October's
    // difference of ₹3,000 is paid as arrears, 4 hours of overtime pay ₹1,650; PF stays 1,800 (capped) but
    // PT is the same; TDS is re-estimated from ₹1,000 to ₹1,900.
    const november: MonthPay = {
      ...october,
      pay: 3_300_000,
      arrears: 300_000,
      overtime: 165_000,
      tds: 190_000,
      net: 3_300_000 + 300_000 + 165_000 - 200_000 - 190_000,
      total_days: 30,
      days_paid: 30,
      structure: '[{"code":"BASIC","amount":16500},{"code":"HRA","amount":16500}]',
    };
    const v = varianceOf({ ...facts, current: november, previous: october }, 10);
    expect(v.causes).toEqual([
      // Full month ₹30,000 → ₹33,000, at 30 of 30 days.
      { cause: 'revision', amount: 300_000 },
      { cause: 'arrears', amount: 300_000 },
      { cause: 'overtime', amount: 165_000 },
      { cause: 'tds', amount: -90_000 },
    ]);
    expect(v.net_change).toBe(675_000);
    expect(sum(v.causes)).toBe(v.net_change);
    // 6,750 / 27,000 = 25%: above the 10% threshold.
    expect(v.net_change_percent).toBe(25);
    expect(v.flags).toEqual(['net_change']);
  });

  it('puts a shorter month of the same structure down to the days paid, and flags PF wages moved without a revision only on equal days', () => {
    // 28 of 30 days paid: ₹30,000 × 28/30 = ₹28,000.
    const short = { ...october, total_days: 30, days_paid: 28, pay: 2_800_000, net: 2_500_000 };
    const v = varianceOf({ ...facts, current: short, previous: october }, 10);
    expect(v.causes).toEqual([{ cause: 'days_paid', amount: -200_000 }]);
    expect(v.flags).toEqual([]);
    const moved = varianceOf(
      { ...facts, current: { ...october, pf_wages: 1_400_000 }, previous: october },
      10,
    );
    expect(moved.flags).toEqual(['statutory_wages_changed']);
    // 28 of 30 days against 28 of 31: a different share of the month, so the wages may move.
    const shares = { ...october, days_paid: 28, pf_wages: 1_354_839 };
    const month30 = { ...shares, total_days: 30, pf_wages: 1_400_000 };
    expect(varianceOf({ ...facts, current: month30, previous: shares }, 100).flags).toEqual([]);
  });

  it('flags at and either side of the threshold, TDS more than doubled, and a new statutory rate', () => {
    const at = (netRupees: number) =>
      varianceOf({ ...facts, current: { ...october, net: netRupees * 100 }, previous: october }, 10);
    expect(at(29_700).net_change_percent).toBe(10);
    expect(at(29_700).flags).toEqual([]);
    expect(at(29_701).flags).toEqual(['net_change']);
    expect(at(24_300).flags).toEqual([]);
    expect(at(24_299).flags).toEqual(['net_change']);
    expect(
      varianceOf({ ...facts, current: { ...october, tds: 200_000, net: 2_600_000 }, previous: october }, 10)
        .flags,
    ).toEqual([]);
    expect(
      varianceOf({ ...facts, current: { ...october, tds: 200_001, net: 2_599_999 }, previous: october }, 10)
        .flags,
    ).toEqual(['tds_doubled']);
    const rates = varianceOf(
      {
        ...facts,
        newRates: true,
        current: { ...october, statutory: 210_000, net: 2_690_000 },
        previous: october,
      },
      10,
    );
    expect(rates.causes).toEqual([{ cause: 'statutory_rates', amount: -10_000 }]);
  });

  it('flags a first and a last pay, nil net, and a missing bank account or UAN', () => {
    const first = varianceOf({ ...facts, has_uan: false, current: october, previous: null }, 10);
    expect(first).toMatchObject({
      net_change: 0,
      net_change_percent: null,
      causes: [],
      flags: ['first_pay', 'no_uan'],
    });
    const last = varianceOf(
      {
        ...facts,
        left_in_month: true,
        has_bank_account: false,
        current: { ...october, net: 0 },
        previous: october,
      },
      10,
    );
    expect(last.flags).toEqual(['net_not_positive', 'last_pay', 'no_bank_account', 'net_change']);
  });
});
