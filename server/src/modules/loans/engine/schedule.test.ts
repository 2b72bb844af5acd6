import { describe, expect, it } from 'vitest';
import { closureAmount, emiSplit, monthInterest, projectSchedule, rateBasisPoints } from './schedule';

/** ₹ → paise, for readable hand-worked figures. */
const r = (rupees: number) => Math.round(rupees * 100);
const NINE = rateBasisPoints(9); // 9% p.a. → 0.75% a month

describe('monthly interest on the reducing balance (annual rate ÷ 12, half-up to the rupee)', () => {
  it('₹1,00,000 at 9% p.a.: 1,00,000 × 9% ÷ 12 = ₹750', () => {
    expect(monthInterest(r(100_000), NINE)).toBe(r(750));
  });
  it('rounds to the rupee at and either side of half a rupee', () => {
    expect(monthInterest(r(66_560), NINE)).toBe(r(499)); // 499.20 → 499
    expect(monthInterest(r(66_600), NINE)).toBe(r(500)); // 499.50 → 500 (half up)
    expect(monthInterest(r(66_680), NINE)).toBe(r(500)); // 500.10 → 500
  });
  it('is nothing on an interest-free loan or a repaid balance', () => {
    expect(monthInterest(r(50_000), 0)).toBe(0);
    expect(monthInterest(0, NINE)).toBe(0);
  });
});

describe('an interest-free salary advance', () => {
  it('₹25,000 at ₹10,000 a month: 10,000, 10,000 and a last EMI of 5,000, all principal', () => {
    const first = emiSplit(r(25_000), r(10_000), 0);
    expect(first).toEqual({ principal: r(10_000), interest: 0, balanceAfter: r(15_000) });
    const second = emiSplit(r(15_000), r(10_000), 0);
    expect(second).toEqual({ principal: r(10_000), interest: 0, balanceAfter: r(5_000) });
    const last = emiSplit(r(5_000), r(10_000), 0);
    expect(last).toEqual({ principal: r(5_000), interest: 0, balanceAfter: 0 });
    // Repaid: no further EMI.
    expect(emiSplit(0, r(10_000), 0)).toBeNull();
  });
  it('projects three months for the ₹25,000 advance', () => {
    const rows = projectSchedule(r(25_000), r(10_000), 0, { year: 2026, month: 11 });
    expect(rows.map((x) => [x.year, x.month, x.principal, x.interest, x.balanceAfter])).toEqual([
      [2026, 11, r(10_000), 0, r(15_000)],
      [2026, 12, r(10_000), 0, r(5_000)],
      [2027, 1, r(5_000), 0, 0],
    ]);
  });
});

describe('a loan at 9% p.a. on the reducing balance, EMI ₹10,000', () => {
  // Hand-worked: month 1 interest 1,00,000 × 0.75% = 750.00 → principal 9,250, balance 90,750;
  // month 2 interest 90,750 × 0.75% = 680.625 → 681, principal 9,319, balance 81,431;
  // month 3 interest 81,431 × 0.75% = 610.7325 → 611, principal 9,389, balance 72,042.
  it('splits the first three EMIs into interest and principal', () => {
    const one = emiSplit(r(100_000), r(10_000), NINE);
    expect(one).toEqual({ principal: r(9_250), interest: r(750), balanceAfter: r(90_750) });
    const two = emiSplit(r(90_750), r(10_000), NINE);
    expect(two).toEqual({ principal: r(9_319), interest: r(681), balanceAfter: r(81_431) });
    const three = emiSplit(r(81_431), r(10_000), NINE);
    expect(three).toEqual({ principal: r(9_389), interest: r(611), balanceAfter: r(72_042) });
  });
  it('the last EMI is the balance and its interest, smaller than the EMI', () => {
    // ₹5,000 left: interest 5,000 × 0.75% = 37.50 → 38; EMI 5,000 + 38 = 5,038.
    expect(emiSplit(r(5_000), r(10_000), NINE)).toEqual({
      principal: r(5_000),
      interest: r(38),
      balanceAfter: 0,
    });
    // At the edge: a balance whose interest fills the EMI exactly is repaid by a full EMI.
    // 9,925.56 × 0.75% = 74.44 → 74; 9,925.56 + 74 = 9,999.56 ≤ 10,000.
    expect(emiSplit(r(9_925.56), r(10_000), NINE)).toEqual({
      principal: r(9_925.56),
      interest: r(74),
      balanceAfter: 0,
    });
    // ₹9,930: interest 74.475 → 74; 10,000 − 74 = 9,926 principal, ₹4 left for one more month.
    expect(emiSplit(r(9_930), r(10_000), NINE)).toEqual({
      principal: r(9_926),
      interest: r(74),
      balanceAfter: r(4),
    });
  });
  it('projects a schedule that repays the principal exactly, the last row below the EMI', () => {
    const rows = projectSchedule(r(100_000), r(10_000), NINE, { year: 2026, month: 12 });
    expect(rows.slice(0, 3).map((x) => x.interest)).toEqual([r(750), r(681), r(611)]);
    expect(rows.reduce((a, x) => a + x.principal, 0)).toBe(r(100_000));
    const last = rows[rows.length - 1];
    expect(last?.balanceAfter).toBe(0);
    expect((last?.principal ?? 0) + (last?.interest ?? 0)).toBeLessThan(r(10_000));
    expect(rows.slice(0, -1).every((x) => x.principal + x.interest === r(10_000))).toBe(true);
    expect(rows[1]).toMatchObject({ year: 2027, month: 1 });
  });
  it('stops projecting an EMI that does not cover the interest (it would never repay)', () => {
    expect(projectSchedule(r(200_000), r(1_500), NINE, { year: 2026, month: 1 })).toEqual([]);
  });
});

describe('a loan closed early', () => {
  it('after three EMIs of the 9% loan, closing in month four recovers ₹72,042 + that month’s ₹540', () => {
    // 72,042 × 0.75% = 540.315 → 540.
    expect(closureAmount(r(72_042), NINE, { started: true, emiThisMonth: false })).toEqual({
      principal: r(72_042),
      interest: r(540),
    });
  });
  it('charges no second interest when the month’s EMI already did', () => {
    expect(closureAmount(r(72_042), NINE, { started: true, emiThisMonth: true })).toEqual({
      principal: r(72_042),
      interest: 0,
    });
  });
  it('charges no interest before recovery starts, nor on an interest-free advance', () => {
    expect(closureAmount(r(100_000), NINE, { started: false, emiThisMonth: false })).toEqual({
      principal: r(100_000),
      interest: 0,
    });
    expect(closureAmount(r(15_000), 0, { started: true, emiThisMonth: false })).toEqual({
      principal: r(15_000),
      interest: 0,
    });
  });
  it('closes a repaid loan for nothing', () => {
    expect(closureAmount(0, NINE, { started: true, emiThisMonth: false })).toEqual({
      principal: 0,
      interest: 0,
    });
  });
});
