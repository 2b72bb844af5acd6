import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { applyClientErrors, applyServerErrors } from './applyServerErrors';

describe('server field errors on a form', () => {
  const answer = new ApiError(422, 'The given data was invalid.', {
    pay_year: ['The bonus is paid in or after the accounting year it is for.', 'second'],
    rate: ['The rate must be between 8.33% and 20%.'],
    company_id: ['Not a form field.'],
  });

  it('puts each field’s first message on the form, focusing the first, renamed and limited to its fields', () => {
    const set: [string, string, boolean | undefined][] = [];
    const applied = applyServerErrors(
      (field, error, options) => set.push([field, error.message ?? '', options?.shouldFocus]),
      answer,
      { fields: ['pay_month', 'rate'], rename: (f) => (f === 'pay_year' ? 'pay_month' : f) },
    );
    expect(applied).toBe(true);
    expect(set).toEqual([
      ['pay_month', 'The bonus is paid in or after the accounting year it is for.', true],
      ['rate', 'The rate must be between 8.33% and 20%.', false],
    ]);
  });

  it('applies nothing for an answer without field errors, or errors of no field of the form', () => {
    const set: string[] = [];
    expect(applyServerErrors((f) => set.push(f), new ApiError(409, 'Conflict'))).toBe(false);
    expect(applyServerErrors((f) => set.push(f), answer, { fields: ['reason'] })).toBe(false);
    expect(set).toEqual([]);
  });
});

describe('client field errors on a form', () => {
  it('puts each message of a check made before sending under its field', () => {
    const set: [string, string, string | undefined][] = [];
    applyClientErrors((field, error) => set.push([field, error.message ?? '', error.type]), {
      last_working_day: 'The last working day is on or after the notice date.',
      exit_type: 'Choose the kind of exit.',
    });
    expect(set).toEqual([
      ['last_working_day', 'The last working day is on or after the notice date.', 'client'],
      ['exit_type', 'Choose the kind of exit.', 'client'],
    ]);
  });
});
