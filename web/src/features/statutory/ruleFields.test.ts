import {
  CODE_WAGE_BASE_DEFAULTS,
  codeWagesRules,
  esicRules,
  lwfRules,
  pfRules,
  ptFilingRules,
} from '@hrms/contracts/statutory';
import { describe, expect, it } from 'vitest';
import { formatRule, RULE_FIELDS, ruleFormValues, rulesFromForm } from './ruleFields';

const field = (scheme: keyof typeof RULE_FIELDS, key: string) => {
  const found = RULE_FIELDS[scheme].find((f) => f.key === key);
  if (!found) throw new Error(`no ${scheme}.${key}`);
  return found;
};

const PF = {
  employee_rate: 12,
  employer_rate: 12,
  eps_rate: 8.33,
  wage_ceiling: 15_000,
  eps_max_age: 58,
  eps_excluded_joined_from: '2014-09-01',
  edli_rate: 0.5,
  edli_wage_ceiling: 15_000,
  admin_charge_rate: 0.5,
  admin_charge_minimum: 500,
  due_day: 15,
  source: 'EPF Scheme 1952',
};

describe('statutory rule fields', () => {
  it('describes every field of each scheme’s shape, and only those', () => {
    const shapes = { PF: pfRules, ESIC: esicRules, LWF: lwfRules, PT: ptFilingRules } as const;
    for (const [scheme, shape] of Object.entries(shapes)) {
      expect(RULE_FIELDS[scheme as keyof typeof shapes].map((f) => f.key).sort()).toEqual(
        Object.keys(shape.shape).sort(),
      );
    }
  });

  it('shows rupees in the Indian grouping, rates in percent and months by name', () => {
    expect(formatRule(field('PF', 'wage_ceiling'), 150_000)).toBe('₹1,50,000.00');
    expect(formatRule(field('PF', 'eps_rate'), 8.33)).toBe('8.33%');
    expect(formatRule(field('PF', 'due_day'), 21)).toBe('21st of the following month');
    expect(formatRule(field('PF', 'due_day'), 11)).toBe('11th of the following month');
    expect(formatRule(field('PF', 'eps_excluded_joined_from'), '2014-09-01')).toBe('1 Sep 2014');
    expect(formatRule(field('LWF', 'deduction_months'), [12, 6])).toBe('June, December');
    expect(formatRule(field('LWF', 'deduction_months'), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe(
      'Every month',
    );
    expect(formatRule(field('LWF', 'frequency'), 'half_yearly')).toBe('Half yearly');
    expect(formatRule(field('LWF', 'due_day'), null)).toBe('—');
    expect(formatRule(field('PT', 'due_month_offset'), undefined)).toBe('The following month');
    expect(formatRule(field('PT', 'due_month_offset'), 0)).toBe('The return month itself');
    expect(formatRule(field('PT', 'exempt_person_with_disability'), true)).toBe('Yes');
    expect(formatRule(field('PT', 'exempt_from_age'), undefined)).toBe('—');
  });

  it('round-trips stored rules through the form to the same rules', () => {
    const values = ruleFormValues('PF', PF);
    expect(values.wage_ceiling).toBe('15000');
    expect(rulesFromForm('PF', values)).toEqual(PF);
    expect(pfRules.safeParse(rulesFromForm('PF', values)).success).toBe(true);
  });

  it('reads grouped amounts, sends blanks as missing or null, and LWF bands as numbers', () => {
    const rules = rulesFromForm('LWF', {
      frequency: 'half_yearly',
      deduction_months: ['12', '6'],
      bands: [
        { min_wage: '0', max_wage: '3,000', employee: '6', employer: '18' },
        {
          min_wage: '3000.01',
          max_wage: '',
          employee: '12',
          employer: '36',
        },
      ],
      due_day: '',
      source: '  ',
    });
    expect(rules).toEqual({
      frequency: 'half_yearly',
      deduction_months: [6, 12],
      bands: [
        { min_wage: 0, max_wage: 3000, employee: 6, employer: 18 },
        { min_wage: 3000.01, max_wage: null, employee: 12, employer: 36 },
      ],
      due_day: null,
    });
    expect(lwfRules.safeParse(rules).success).toBe(true);
    // A required rate left blank is left out, for the server to name.
    expect(rulesFromForm('PT', { return_months: [], due_day: '' })).toEqual({
      return_months: [],
      exempt_person_with_disability: false,
    });
    const tamilNadu = { return_months: [3, 9], due_day: 31, due_month_offset: 0, exempt_from_age: 60 };
    const sent = rulesFromForm('PT', ruleFormValues('PT', tamilNadu));
    expect(sent).toEqual({ ...tamilNadu, exempt_person_with_disability: false });
    expect(ptFilingRules.safeParse(sent).success).toBe(true);
    // Text that is not a number goes as typed, so the server's message names it.
    expect(rulesFromForm('PT', { return_months: ['3'], due_day: 'x' })).toMatchObject({
      return_months: [3],
      due_day: 'x',
    });
  });
});

describe('the Labour Codes’ wages rules: nested bases and the settlement days', () => {
  const CODE_WAGES = {
    threshold_percent: 50,
    exclusion_clauses: [{ clause: 'f', label: 'House rent allowance', counted: true }],
    bases: { ...CODE_WAGE_BASE_DEFAULTS, esic: 'gross' },
    settlement_working_days: 2,
    source: 'Code on Wages 2019 s.2(y)',
  };

  it('reads each base from the nested object and sends them back nested, with every other field kept', () => {
    const values = ruleFormValues('CODE_WAGES', CODE_WAGES);
    expect((values.bases as Record<string, string>).esic).toBe('gross');
    const sent = rulesFromForm('CODE_WAGES', values);
    expect(sent).toEqual(CODE_WAGES);
    expect(codeWagesRules.safeParse(sent).success).toBe(true);
  });

  it('lists a base by what it counts', () => {
    expect(formatRule(field('CODE_WAGES', 'bases.pf'), 'code_wages')).toBe('Wages under the Codes');
    expect(formatRule(field('CODE_WAGES', 'bases.esic'), 'gross')).toBe('Every wage paid');
  });

  it('reads the late-payment charges in words and edits them as JSON, sent back as parsed', () => {
    const interest = [{ per: 'year', graded: 'whole_delay', bands: [{ from_months: 0, rate: 12 }] }];
    const damages = [
      {
        per: 'year',
        bands: [
          { from_months: 0, rate: 5 },
          { from_months: 2, rate: 10 },
        ],
        max_percent: 100,
        round_to: 'rupee',
      },
    ];
    expect(formatRule(field('PF', 'late_interest'), interest)).toBe('12% a year, per day late');
    expect(formatRule(field('PF', 'late_damages'), damages)).toBe(
      '5% from 0 months, 10% from 2 months a year, per day late, by the whole delay, at most 100%, to the rupee',
    );
    expect(formatRule(field('PF', 'late_damages'), [])).toBe('None');
    const values = ruleFormValues('ESIC', { late_interest: interest });
    expect(values.late_interest).toBe(JSON.stringify(interest));
    expect(rulesFromForm('ESIC', values).late_interest).toEqual(interest);
    expect(rulesFromForm('ESIC', { ...values, late_interest: '[{' }).late_interest).toBe('[{');
    expect(rulesFromForm('ESIC', { ...values, late_interest: '' })).not.toHaveProperty('late_interest');
  });
});
