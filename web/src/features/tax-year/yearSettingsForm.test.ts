import { describe, expect, it } from 'vitest';
import { yearSettingsForm, yearSettingsValues } from './yearSettingsForm';

describe('year settings form', () => {
  it('shows unset dates as blank and sends blank as null', () => {
    const values = yearSettingsValues({
      company_id: 1,
      financial_year: '2026-27',
      regime_choice_until: '2026-05-31',
      proof_window_from: null,
      proof_deadline: null,
    });
    expect(values).toEqual({ regime_choice_until: '2026-05-31', proof_window_from: '', proof_deadline: '' });
    expect(yearSettingsForm.parse(values)).toEqual({
      regime_choice_until: '2026-05-31',
      proof_window_from: null,
      proof_deadline: null,
    });
    expect(yearSettingsValues(undefined).proof_deadline).toBe('');
  });

  it('refuses a deadline before the window opens, on the deadline (contract message)', () => {
    const parsed = yearSettingsForm.safeParse({
      regime_choice_until: '',
      proof_window_from: '2027-01-15',
      proof_deadline: '2027-01-01',
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['proof_deadline', 'The proof deadline must be on or after the window opens.'],
    ]);
  });
});
