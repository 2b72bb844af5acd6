import type { HolidayEntry } from '@hrms/contracts/holidays';
import { describe, expect, it } from 'vitest';
import { holidayForm, holidayFormValues, NEW_HOLIDAY } from './holidayForm';

describe('holidayForm', () => {
  it('turns the boxes into the request body for the calendar', () => {
    expect(holidayForm(4).parse({ date: '2026-03-19', name: ' Ugadi ', is_optional: true })).toEqual({
      calendar_id: 4,
      date: '2026-03-19',
      name: 'Ugadi',
      is_optional: true,
    });
  });

  it('names what is wrong', () => {
    const result = holidayForm(4).safeParse({ ...NEW_HOLIDAY, name: ' ' });
    expect(result.success).toBe(false);
    expect(Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]))).toEqual({
      date: 'Date is required',
      name: 'Name is required',
    });
    const long = holidayForm(4).safeParse({ date: '2026-02-30', name: 'x'.repeat(151), is_optional: false });
    expect(long.error?.issues.map((i) => i.message)).toEqual([
      'Date is required',
      'Name may not be greater than 150 characters',
    ]);
  });

  it('fills the dialog from a saved holiday', () => {
    const holiday: HolidayEntry = {
      id: 9,
      calendar_id: 4,
      date: '2026-11-01',
      name: 'Kannada Rajyotsava',
      is_optional: false,
      opted_in: 0,
    };
    expect(holidayForm(4).parse(holidayFormValues(holiday))).toEqual({
      calendar_id: 4,
      date: '2026-11-01',
      name: 'Kannada Rajyotsava',
      is_optional: false,
    });
  });
});
