import { describe, expect, it } from 'vitest';
import { delegationForm, newDelegation } from './delegationForm';

describe('delegationForm', () => {
  it('starts today for a day, and sends the chosen colleague', () => {
    expect(newDelegation('2026-12-03')).toEqual({
      delegate_id: '',
      from_date: '2026-12-03',
      to_date: '2026-12-03',
    });
    expect(
      delegationForm.parse({ delegate_id: '12', from_date: '2026-12-03', to_date: '2026-12-05' }),
    ).toEqual({
      delegate_id: 12,
      from_date: '2026-12-03',
      to_date: '2026-12-05',
    });
  });

  it('names what is wrong', () => {
    const problems = (values: Parameters<typeof delegationForm.parse>[0]) =>
      Object.fromEntries(
        (delegationForm.safeParse(values).error?.issues ?? []).map((i) => [i.path[0], i.message]),
      );
    expect(problems({ delegate_id: '', from_date: '', to_date: '2026-12-05' })).toEqual({
      delegate_id: 'Choose who decides for you',
      from_date: 'The start date is required',
    });
    expect(problems({ delegate_id: '3', from_date: '2026-12-05', to_date: '2026-12-03' })).toEqual({
      to_date: 'The end date cannot be before the start date',
    });
  });
});
