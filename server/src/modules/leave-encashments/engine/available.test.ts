import { describe, expect, it } from 'vitest';
import { type EncashmentFigures, encashableDays } from './available';

const figures = (over: Partial<EncashmentFigures>): EncashmentFigures => ({
  balance: 12,
  pendingLeave: 0,
  pendingEncashed: 0,
  encashedThisYear: 0,
  maxDaysPerYear: null,
  minBalance: 0,
  ...over,
});

describe('days an employee may encash now', () => {
  it('the balance, less the leave and encashments still waiting and the balance kept back', () => {
    expect(encashableDays(figures({}))).toBe(12);
    // 12 − 2 waiting leave − 3 kept − 1.5 waiting encashment = 5.5.
    expect(
      encashableDays(
        figures({ pendingLeave: 2, minBalance: 3, pendingEncashed: 1.5, encashedThisYear: 1.5 }),
      ),
    ).toBe(5.5);
  });

  it('the year’s cap less what was encashed or asked for this year, whichever is less', () => {
    // Cap 5, 3 encashed: 2 left though the balance allows 12.
    expect(encashableDays(figures({ maxDaysPerYear: 5, encashedThisYear: 3 }))).toBe(2);
    // At the cap: 0; beyond it (the cap lowered since): still 0, never negative.
    expect(encashableDays(figures({ maxDaysPerYear: 5, encashedThisYear: 5 }))).toBe(0);
    expect(encashableDays(figures({ maxDaysPerYear: 5, encashedThisYear: 6 }))).toBe(0);
    // A cap of 0 allows nothing; a cap above the balance leaves the balance deciding.
    expect(encashableDays(figures({ maxDaysPerYear: 0 }))).toBe(0);
    expect(encashableDays(figures({ maxDaysPerYear: 20 }))).toBe(12);
  });

  it('rounds down to a half day and never goes below 0', () => {
    // An accrued 7.75 days: 7.5; 7.49: 7; exactly 7.5 stays.
    expect(encashableDays(figures({ balance: 7.75 }))).toBe(7.5);
    expect(encashableDays(figures({ balance: 7.49 }))).toBe(7);
    expect(encashableDays(figures({ balance: 7.5 }))).toBe(7.5);
    expect(encashableDays(figures({ balance: 0.1 + 0.2 + 2.7 }))).toBe(3);
    expect(encashableDays(figures({ balance: 2, minBalance: 3 }))).toBe(0);
    expect(encashableDays(figures({ balance: -1 }))).toBe(0);
  });
});
