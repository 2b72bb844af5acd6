import { describe, expect, it } from 'vitest';
import { MONTH_NAMES } from '@/lib/months';
import { bonusRunRequest, filterEntries, payMonthChoices } from './bonusForm';

const range = { min: 8.33, max: 20 };

describe('the new bonus run form', () => {
  it('sends the rate as a number and the pay month as year and month', () => {
    expect(
      bonusRunRequest({ accounting_year: '2025-26', rate: '12.5', pay_month: '2026-10' }, range, null),
    ).toEqual({
      ok: true,
      request: { accounting_year: '2025-26', rate: 12.5, pay_year: 2026, pay_month: 10 },
    });
  });

  it('leaves out a blank rate (the company’s setting applies) and names the company for a super admin', () => {
    const answer = bonusRunRequest({ accounting_year: '2025-26', rate: ' ', pay_month: '2026-04' }, range, 7);
    expect(answer).toEqual({
      ok: true,
      request: { company_id: 7, accounting_year: '2025-26', pay_year: 2026, pay_month: 4 },
    });
  });

  it('refuses a rate outside 8.33%–20% (s.10, s.11) or with more than two decimals', () => {
    for (const rate of ['8.32', '20.01', 'abc', '10.123']) {
      const answer = bonusRunRequest({ accounting_year: '2025-26', rate, pay_month: '2026-04' }, range, null);
      expect(answer.ok).toBe(false);
    }
    expect(
      bonusRunRequest({ accounting_year: '2025-26', rate: '8.33', pay_month: '2026-04' }, range, null).ok,
    ).toBe(true);
    expect(
      bonusRunRequest({ accounting_year: '2025-26', rate: '20', pay_month: '2026-04' }, range, null).ok,
    ).toBe(true);
  });

  it('offers pay months from the year’s April onward', () => {
    const choices = payMonthChoices('2025-26', MONTH_NAMES);
    expect(choices[0]).toEqual({ value: '2025-04', label: 'April 2025' });
    expect(choices[12]).toEqual({ value: '2026-04', label: 'April 2026' });
  });

  it('filters the register by eligibility', () => {
    const rows = [{ eligible: true }, { eligible: false }, { eligible: true }];
    expect(filterEntries(rows, 'all')).toHaveLength(3);
    expect(filterEntries(rows, 'eligible')).toHaveLength(2);
    expect(filterEntries(rows, 'not_eligible')).toHaveLength(1);
  });
});
