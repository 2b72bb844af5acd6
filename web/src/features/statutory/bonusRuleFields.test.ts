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
    expect(values.minimum_wages).toEqual([{ state_code: 'MH', monthly: '12000', skill_category: '' }]);
    const edited = {
      ...values,
      minimum_wages: [
        { state_code: 'MH', monthly: '12,500', skill_category: '' },
        { state_code: 'MH', monthly: '16,000', skill_category: 'skilled' },
        { state_code: 'KA', monthly: ' 9000 ', skill_category: '' },
      ],
    };
    const rules = rulesFromForm('BONUS', edited);
    // A category left empty is the state's wage for every category.
    expect(rules.minimum_wages).toEqual([
      { state_code: 'MH', monthly: 12_500, skill_category: null },
      { state_code: 'MH', monthly: 16_000, skill_category: 'skilled' },
      { state_code: 'KA', monthly: 9_000, skill_category: null },
    ]);
    expect(bonusRules.safeParse(rules).success).toBe(true);
    // None entered is an empty list, which the schema accepts.
    expect(rulesFromForm('BONUS', { ...values, minimum_wages: [] }).minimum_wages).toEqual([]);
  });

  it('reads the list on the rates screen', () => {
    const field = RULE_FIELDS.BONUS.find((f) => f.key === 'minimum_wages');
    if (!field) throw new Error('no minimum_wages field');
    expect(formatRule(field, BONUS.minimum_wages)).toBe('MH ₹12,000.00');
    expect(formatRule(field, [{ state_code: 'MH', monthly: 16_000, skill_category: 'semi_skilled' }])).toBe(
      'MH ₹16,000.00 (semi-skilled)',
    );
    expect(formatRule(field, [])).toBe('None entered');
  });
});
