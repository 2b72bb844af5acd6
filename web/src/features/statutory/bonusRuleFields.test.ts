import { bonusRules } from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { formatRule, RULE_FIELDS, ruleFormValues, rulesFromForm } from './ruleFields';

const BONUS = {
  eligibility_limit: 21_000,
  calculation_ceiling: 7_000,
  min_rate: 8.33,
  max_rate: 20,
  minimum_bonus: 100,
  min_working_days: 30,
  minimum_wages: [{ state_code: 'MH', monthly: 12_000 }],
  source: 'Payment of Bonus Act 1965',
};

describe('statutory bonus rule fields', () => {
  it('describes every field of the BONUS shape, the state minimum wages included', () => {
    expect(RULE_FIELDS.BONUS.map((f) => f.key).sort()).toEqual(Object.keys(bonusRules.shape).sort());
  });

  it('round-trips the state minimum wages through the form, so a BONUS version can be saved', () => {
    const values = ruleFormValues('BONUS', BONUS);
    expect(values.minimum_wages).toEqual([{ state_code: 'MH', monthly: '12000' }]);
    const edited = {
      ...values,
      minimum_wages: [
        { state_code: 'MH', monthly: '12,500' },
        { state_code: 'KA', monthly: ' 9000 ' },
      ],
    };
    const rules = rulesFromForm('BONUS', edited);
    expect(rules.minimum_wages).toEqual([
      { state_code: 'MH', monthly: 12_500 },
      { state_code: 'KA', monthly: 9_000 },
    ]);
    expect(bonusRules.safeParse(rules).success).toBe(true);
    // None entered is an empty list, which the schema accepts.
    expect(rulesFromForm('BONUS', { ...values, minimum_wages: [] }).minimum_wages).toEqual([]);
  });

  it('reads the list on the rates screen', () => {
    const field = RULE_FIELDS.BONUS.find((f) => f.key === 'minimum_wages');
    if (!field) throw new Error('no minimum_wages field');
    expect(formatRule(field, BONUS.minimum_wages)).toBe('MH ₹12,000.00');
    expect(formatRule(field, [])).toBe('None entered');
  });
});
