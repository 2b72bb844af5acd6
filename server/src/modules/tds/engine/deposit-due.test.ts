import type { TdsDepositRates } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { SEEDED_STATUTORY_RATES } from '../../statutory/rates-data';
import { tdsDueOn } from './deposit-due';

const TDS_DEPOSIT_RATES = SEEDED_STATUTORY_RATES.find((r) => r.scheme === 'TDS')?.rules as TdsDepositRates;

/** Income-tax Rules 1962, rule 30(1)(b): by the 7th of the next month; tax deducted in March by 30 April. */
describe('tdsDueOn', () => {
  it('is the 7th of the following month, across the calendar year', () => {
    expect(tdsDueOn(TDS_DEPOSIT_RATES, 2025, 10)).toBe('2025-11-07');
    expect(tdsDueOn(TDS_DEPOSIT_RATES, 2025, 12)).toBe('2026-01-07');
  });
  it('is 30 April for March', () => {
    expect(tdsDueOn(TDS_DEPOSIT_RATES, 2026, 3)).toBe('2026-04-30');
  });
  it('is unknown without rules in force', () => {
    expect(tdsDueOn(null, 2026, 3)).toBeNull();
  });
});
