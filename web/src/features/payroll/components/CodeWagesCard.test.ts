import { ACT_WAGE_BASES, CODE_WAGE_BASE_DEFAULTS } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { countedOn } from './CodeWagesCard';

describe('what the month counted the Codes’ wages for', () => {
  it('names the statutes on the Codes’ wages and those left on the old Acts’ bases', () => {
    expect(countedOn(CODE_WAGE_BASE_DEFAULTS)).toBe(
      'PF, ESIC, gratuity, bonus, leave encashment and overtime count these wages.',
    );
    expect(countedOn({ ...CODE_WAGE_BASE_DEFAULTS, esic: 'gross', bonus: 'basic_da' })).toBe(
      "PF, gratuity, leave encashment and overtime count these wages; ESIC and bonus the old Acts' bases.",
    );
    expect(countedOn({ ...ACT_WAGE_BASES, pf: 'code_wages' })).toBe(
      "PF counts these wages; ESIC, gratuity, bonus, leave encashment and overtime the old Acts' bases.",
    );
    expect(countedOn(ACT_WAGE_BASES)).toMatch(/^This month followed the old Acts/);
  });
});
