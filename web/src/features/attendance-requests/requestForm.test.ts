import { describe, expect, it } from 'vitest';
import { calendarDays, NEW_REQUEST, type RequestFormValues, requestForm, timesRequired } from './requestForm';

const problems = (changes: Partial<RequestFormValues>) => {
  const result = requestForm.safeParse({ ...NEW_REQUEST, ...changes });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

const REGULARISATION: RequestFormValues = {
  type: 'regularisation',
  from_date: '2026-12-03',
  to_date: '2026-12-03',
  clock_in: '09:30',
  clock_out: '18:00',
  reason: ' Forgot to clock in ',
};

describe('requestForm', () => {
  it('turns the boxes into the request body', () => {
    expect(requestForm.parse(REGULARISATION)).toEqual({
      type: 'regularisation',
      from_date: '2026-12-03',
      to_date: '2026-12-03',
      clock_in: '09:30',
      clock_out: '18:00',
      reason: 'Forgot to clock in',
    });
    expect(
      requestForm.parse({
        ...REGULARISATION,
        type: 'work_from_home',
        to_date: '2026-12-04',
        clock_in: '',
        clock_out: '',
      }),
    ).toMatchObject({ type: 'work_from_home', to_date: '2026-12-04', clock_in: null, clock_out: null });
  });

  it("asks a regularisation for the day's times, and no other type", () => {
    expect(timesRequired('regularisation')).toBe(true);
    expect(timesRequired('on_duty')).toBe(false);
    expect(problems({ ...REGULARISATION, clock_in: '', clock_out: ' ' })).toEqual({
      clock_in: 'Give the time you started work',
      clock_out: 'Give the time you finished work',
    });
    expect(problems({ ...REGULARISATION, type: 'on_duty', clock_in: '', clock_out: '' })).toEqual({});
    expect(problems({ ...REGULARISATION, type: 'on_duty', clock_in: '', clock_out: '13:00' })).toEqual({
      clock_in: 'Give both times away on duty, or neither',
    });
    expect(problems({ ...REGULARISATION, type: 'work_from_home', clock_in: '10:00', clock_out: '' })).toEqual(
      {},
    );
  });

  it('names what is wrong with the dates, the times and the reason', () => {
    expect(problems({})).toEqual({
      from_date: 'The start date is required',
      to_date: 'The end date is required',
      clock_in: 'Give the time you started work',
      clock_out: 'Give the time you finished work',
      reason: 'Reason is required',
    });
    expect(problems({ ...REGULARISATION, to_date: '2026-12-02' })).toEqual({
      to_date: 'The end date cannot be before the start date',
    });
    expect(problems({ ...REGULARISATION, to_date: '2027-01-03' })).toEqual({
      to_date: 'A request covers at most 31 days',
    });
    expect(
      problems({ ...REGULARISATION, clock_in: '25:00', clock_out: '09:30:00', reason: 'x'.repeat(501) }),
    ).toEqual({
      clock_in: 'Use the 24-hour form HH:MM',
      reason: 'Reason may not be greater than 500 characters',
    });
    expect(problems({ ...REGULARISATION, clock_out: '09:30:00' })).toEqual({
      clock_out: 'The finishing time must differ from the starting time',
    });
  });

  it('counts the calendar days of a range, both ends included', () => {
    expect(calendarDays('2026-12-03', '2026-12-03')).toBe(1);
    expect(calendarDays('2026-12-01', '2026-12-31')).toBe(31);
    expect(calendarDays('2026-02-27', '2026-03-02')).toBe(4);
  });
});
