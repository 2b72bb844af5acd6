import { describe, expect, it } from 'vitest';
import { applies, type CalendarLayer, observedDates, scopeOf } from './observed';

const company: CalendarLayer = { id: 1, company_id: 7, state: null, branch_id: null };
const karnataka: CalendarLayer = { id: 2, company_id: 7, state: 'Karnataka', branch_id: null };
const pune: CalendarLayer = { id: 3, company_id: 7, state: null, branch_id: 40 };
const other: CalendarLayer = { id: 4, company_id: 8, state: null, branch_id: null };
const calendars = [company, karnataka, pune, other];

const holidays = [
  { id: 10, calendar_id: 1, date: '2026-01-26', is_optional: false }, // Republic Day, everyone
  { id: 11, calendar_id: 2, date: '2026-11-01', is_optional: false }, // Kannada Rajyotsava
  { id: 12, calendar_id: 3, date: '2026-09-14', is_optional: false }, // Ganesh Chaturthi, the Pune branch
  { id: 13, calendar_id: 1, date: '2026-03-04', is_optional: true }, // Holi, restricted
  { id: 14, calendar_id: 4, date: '2026-05-01', is_optional: false }, // another company's
];

describe('observed holidays', () => {
  it('names a calendar’s scope by what it is for', () => {
    expect([company, karnataka, pune].map(scopeOf)).toEqual(['company', 'state', 'branch']);
  });

  it('applies the company’s calendar to all, a state’s to its branches (any case), a branch’s to its own', () => {
    const bengaluru = { company_id: 7, branch_id: 41, state: 'karnataka' };
    expect(calendars.filter((c) => applies(c, bengaluru)).map((c) => c.id)).toEqual([1, 2]);
    const puneStaff = { company_id: 7, branch_id: 40, state: 'Maharashtra' };
    expect(calendars.filter((c) => applies(c, puneStaff)).map((c) => c.id)).toEqual([1, 3]);
    const noBranch = { company_id: 7, branch_id: null, state: null };
    expect(calendars.filter((c) => applies(c, noBranch)).map((c) => c.id)).toEqual([1]);
  });

  it('observes a restricted holiday only once chosen', () => {
    const bengaluru = { company_id: 7, branch_id: 41, state: 'Karnataka' };
    expect([...observedDates(calendars, holidays, bengaluru, new Set())].sort()).toEqual([
      '2026-01-26',
      '2026-11-01',
    ]);
    expect([...observedDates(calendars, holidays, bengaluru, new Set([13]))].sort()).toEqual([
      '2026-01-26',
      '2026-03-04',
      '2026-11-01',
    ]);
  });
});
