import { describe, expect, it } from 'vitest';
import { dayShift } from './day-shift';
import { cycleDays, type RosterRun, rotationShift } from './rotation';

const MORNING = 1;
const NIGHT = 2;
const GENERAL = 3;
// Week A morning, week B night: a two-week rotation from Monday 4 January 2027.
const weekly: RosterRun = {
  from: '2027-01-04',
  to: null,
  startSlot: 1,
  steps: [
    { shiftId: MORNING, days: 7 },
    { shiftId: NIGHT, days: 7 },
  ],
};

describe('a rotating roster', () => {
  it('works week A morning and week B night, then starts again', () => {
    expect(cycleDays(weekly.steps)).toBe(14);
    expect(rotationShift(weekly, '2027-01-04')).toBe(MORNING);
    expect(rotationShift(weekly, '2027-01-10')).toBe(MORNING); // the 7th day, last of week A
    expect(rotationShift(weekly, '2027-01-11')).toBe(NIGHT); // the 8th day, first of week B
    expect(rotationShift(weekly, '2027-01-17')).toBe(NIGHT);
    expect(rotationShift(weekly, '2027-01-18')).toBe(MORNING); // day 15: the cycle again
    // 52 weeks later (364 days, 26 cycles): week A again.
    expect(rotationShift(weekly, '2028-01-03')).toBe(MORNING);
  });

  it('gives nothing outside the assignment', () => {
    expect(rotationShift(weekly, '2027-01-03')).toBeNull();
    // 31 January is the 28th day: the last of the second week B.
    expect(rotationShift({ ...weekly, to: '2027-01-31' }, '2027-01-31')).toBe(NIGHT);
    expect(rotationShift({ ...weekly, to: '2027-01-31' }, '2027-02-01')).toBeNull();
  });

  it('lets a second team run the same roster a week apart', () => {
    const teamB = { ...weekly, startSlot: 2 };
    expect(rotationShift(teamB, '2027-01-04')).toBe(NIGHT);
    expect(rotationShift(teamB, '2027-01-11')).toBe(MORNING);
    // Each day one team is on mornings and the other on nights.
    for (const date of ['2027-01-05', '2027-01-12', '2027-02-20', '2027-06-30']) {
      expect(new Set([rotationShift(weekly, date), rotationShift(teamB, date)])).toEqual(
        new Set([MORNING, NIGHT]),
      );
    }
  });

  it('runs uneven steps: two mornings, two nights, three general days', () => {
    const run: RosterRun = {
      from: '2027-03-01',
      to: null,
      startSlot: 1,
      steps: [
        { shiftId: MORNING, days: 2 },
        { shiftId: NIGHT, days: 2 },
        { shiftId: GENERAL, days: 3 },
      ],
    };
    const days = ['01', '02', '03', '04', '05', '06', '07', '08'].map((d) =>
      rotationShift(run, `2027-03-${d}`),
    );
    expect(days).toEqual([MORNING, MORNING, NIGHT, NIGHT, GENERAL, GENERAL, GENERAL, MORNING]);
  });
});

describe('the shift of a day', () => {
  const sources = {
    changes: new Map([['2027-01-05', GENERAL]]),
    ownRosters: [] as RosterRun[],
    teamRosters: [weekly],
    employeeShift: GENERAL,
    departmentShift: null,
    defaultShift: 9,
  };

  it('takes an approved change first, then rosters, then the employee’s own shift', () => {
    expect(dayShift(sources, '2027-01-05')).toEqual({ shiftId: GENERAL, source: 'change' });
    expect(dayShift(sources, '2027-01-06')).toEqual({ shiftId: MORNING, source: 'team_roster' });
    const own = { ...weekly, startSlot: 2, to: '2027-01-31' };
    expect(dayShift({ ...sources, ownRosters: [own] }, '2027-01-06')).toEqual({
      shiftId: NIGHT,
      source: 'roster',
    });
    expect(dayShift(sources, '2027-01-01')).toEqual({ shiftId: GENERAL, source: 'employee' });
  });

  it('falls back to the department’s shift, then the company default', () => {
    const bare = { ...sources, changes: new Map(), teamRosters: [], employeeShift: null };
    expect(dayShift({ ...bare, departmentShift: 4 }, '2027-01-06')).toEqual({
      shiftId: 4,
      source: 'department',
    });
    expect(dayShift(bare, '2027-01-06')).toEqual({ shiftId: 9, source: 'default' });
    expect(dayShift({ ...bare, defaultShift: null }, '2027-01-06')).toEqual({
      shiftId: null,
      source: 'default',
    });
  });
});
