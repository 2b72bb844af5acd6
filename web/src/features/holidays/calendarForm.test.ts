import type { HolidayCalendar } from '@hrms/contracts/holidays';
import { describe, expect, it } from 'vitest';
import {
  type CalendarFormValues,
  calendarErrorField,
  calendarFieldShown,
  calendarForm,
  calendarFormValues,
  NEW_CALENDAR,
} from './calendarForm';

const messages = (values: Partial<CalendarFormValues>) => {
  const result = calendarForm(null).safeParse({
    ...NEW_CALENDAR,
    name: 'Karnataka',
    state: 'Karnataka',
    ...values,
  });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('calendarForm', () => {
  it('sends the state of a state calendar, and no branch', () => {
    expect(
      calendarForm(null).parse({
        ...NEW_CALENDAR,
        name: ' Karnataka holidays ',
        state: 'Karnataka',
        branch_id: '4',
        optional_allowance: '2',
      }),
    ).toEqual({ name: 'Karnataka holidays', state: 'Karnataka', branch_id: null, optional_allowance: 2 });
  });

  it('sends the branch of a branch calendar, and a super admin’s company', () => {
    expect(
      calendarForm(7).parse({
        ...NEW_CALENDAR,
        scope: 'branch',
        name: 'Bengaluru',
        state: 'Karnataka',
        branch_id: '4',
      }),
    ).toEqual({ company_id: 7, name: 'Bengaluru', state: null, branch_id: 4, optional_allowance: 0 });
  });

  it('sends neither for the company-wide calendar', () => {
    expect(
      calendarForm(null).parse({ ...NEW_CALENDAR, scope: 'company', name: 'National', state: 'Goa' }),
    ).toEqual({ name: 'National', state: null, branch_id: null, optional_allowance: 0 });
  });

  it('names what is wrong', () => {
    expect(messages({ name: ' ' })).toEqual({ name: 'Name is required' });
    expect(messages({ name: 'x'.repeat(101) })).toEqual({
      name: 'Name may not be greater than 100 characters',
    });
    expect(messages({ state: '' })).toEqual({ state: 'State is required' });
    expect(messages({ scope: 'branch', branch_id: '' })).toEqual({ branch_id: 'Branch is required' });
    expect(messages({ scope: 'company', state: '' })).toEqual({});
    for (const allowance of ['', '-1', '31', '1.5', 'two']) {
      expect(messages({ optional_allowance: allowance })).toEqual({
        optional_allowance: 'The restricted holidays allowed must be a whole number between 0 and 30',
      });
    }
    expect(messages({ optional_allowance: '30' })).toEqual({});
  });

  it('fills the dialog from a saved calendar and sends it back unchanged', () => {
    const calendar: HolidayCalendar = {
      id: 3,
      company_id: 1,
      name: 'Bengaluru Branch',
      scope: 'branch',
      state: null,
      branch: { id: 2, name: 'Bengaluru Branch' },
      optional_allowance: 2,
      holiday_count: 4,
      optional_count: 2,
    };
    const values = calendarFormValues(calendar);
    expect(values).toEqual({
      name: 'Bengaluru Branch',
      scope: 'branch',
      state: '',
      branch_id: '2',
      optional_allowance: '2',
    });
    expect(calendarForm(null).parse(values)).toEqual({
      name: 'Bengaluru Branch',
      state: null,
      branch_id: 2,
      optional_allowance: 2,
    });
  });

  it('puts a server message about whom the calendar is for under the box shown for it', () => {
    expect(calendarErrorField('state')('state')).toBe('state');
    expect(calendarErrorField('branch')('state')).toBe('branch_id');
    expect(calendarErrorField('company')('state')).toBe('scope');
    expect(calendarErrorField('state')('name')).toBe('name');
    expect(
      ['name', 'state', 'branch_id', 'optional_allowance', 'company_id'].filter(calendarFieldShown('branch')),
    ).toEqual(['name', 'state', 'branch_id', 'optional_allowance']);
  });
});
