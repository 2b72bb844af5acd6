import { describe, expect, it } from 'vitest';
import { calendarDays, NEW_SHIFT_CHANGE, type ShiftChangeFormValues, shiftChangeForm } from './requestForm';

const TODAY = '2027-01-05';

const problems = (values: Partial<ShiftChangeFormValues>) =>
  Object.fromEntries(
    (shiftChangeForm(TODAY).safeParse({ ...NEW_SHIFT_CHANGE, ...values }).error?.issues ?? []).map((i) => [
      i.path[0],
      i.message,
    ]),
  );

describe('shiftChangeForm', () => {
  it('sends the shift of a change and the colleague of a swap, never both', () => {
    const days = { from_date: '2027-01-07', to_date: '2027-01-09', reason: '  Exams in the day  ' };
    expect(
      shiftChangeForm(TODAY).parse({
        ...NEW_SHIFT_CHANGE,
        ...days,
        shift_id: '2',
        swap_with_employee_id: '9',
      }),
    ).toEqual({
      kind: 'change',
      from_date: '2027-01-07',
      to_date: '2027-01-09',
      shift_id: 2,
      reason: 'Exams in the day',
    });
    expect(
      shiftChangeForm(TODAY).parse({
        ...NEW_SHIFT_CHANGE,
        ...days,
        kind: 'swap',
        shift_id: '2',
        swap_with_employee_id: '9',
      }),
    ).toEqual({
      kind: 'swap',
      from_date: '2027-01-07',
      to_date: '2027-01-09',
      swap_with_employee_id: 9,
      reason: 'Exams in the day',
    });
  });

  it('asks for the dates, the shift or colleague the kind needs, and a reason', () => {
    expect(problems({})).toEqual({
      from_date: 'The start date is required',
      to_date: 'The end date is required',
      shift_id: 'Choose the shift you want to work',
      reason: 'Reason is required',
    });
    expect(
      problems({ kind: 'swap', from_date: TODAY, to_date: TODAY, shift_id: '2', reason: 'Family function' }),
    ).toEqual({ swap_with_employee_id: 'Choose the colleague to swap with' });
    expect(problems({ from_date: TODAY, to_date: TODAY, shift_id: '2', reason: 'x'.repeat(501) })).toEqual({
      reason: 'Reason may not be greater than 500 characters',
    });
  });

  it('starts today at the earliest, ends on or after the start, and covers at most 31 days', () => {
    const asked = { shift_id: '2', reason: 'Cover' };
    expect(problems({ ...asked, from_date: '2027-01-04', to_date: '2027-01-06' })).toEqual({
      from_date:
        'A shift change is asked for before the day: for a day already worked, ask for a regularisation',
    });
    expect(problems({ ...asked, from_date: TODAY, to_date: TODAY })).toEqual({});
    expect(problems({ ...asked, from_date: '2027-01-09', to_date: '2027-01-07' })).toEqual({
      to_date: 'The end date cannot be before the start date',
    });
    expect(problems({ ...asked, from_date: '2027-01-05', to_date: '2027-02-04' })).toEqual({});
    expect(problems({ ...asked, from_date: '2027-01-05', to_date: '2027-02-05' })).toEqual({
      to_date: 'A request covers at most 31 days',
    });
  });

  it('counts the calendar days of a span, both ends included', () => {
    expect(calendarDays('2027-01-07', '2027-01-07')).toBe(1);
    expect(calendarDays('2027-02-27', '2027-03-02')).toBe(4);
  });
});
