import { describe, expect, it } from 'vitest';
import { esicPeriodStart, financialYear, monthsRemaining } from './batch';

describe('pay periods', () => {
  it('finds the ESIC contribution period: April–September and October–March', () => {
    expect(esicPeriodStart({ year: 2026, month: 4 })).toBe('2026-04-01');
    expect(esicPeriodStart({ year: 2026, month: 9 })).toBe('2026-04-01');
    expect(esicPeriodStart({ year: 2026, month: 10 })).toBe('2026-10-01');
    expect(esicPeriodStart({ year: 2027, month: 3 })).toBe('2026-10-01');
  });

  it('finds the financial year and the months left in it', () => {
    expect(financialYear({ year: 2026, month: 4 })).toEqual({
      label: '2026-27',
      start: { year: 2026, month: 4 },
    });
    expect(financialYear({ year: 2027, month: 3 }).label).toBe('2026-27');
    expect(financialYear({ year: 2099, month: 12 }).label).toBe('2099-00');
    expect([4, 10, 12, 1, 3].map(monthsRemaining)).toEqual([12, 6, 4, 3, 1]);
  });
});
