import { describe, expect, it } from 'vitest';
import {
  allowanceLabel,
  allowanceLine,
  byDate,
  holidayCountLabel,
  holidayDate,
  isIsoDate,
  kindLabel,
  optedInLabel,
  scopeLabel,
} from './labels';

describe('holiday labels', () => {
  it('names whom a calendar is for', () => {
    expect(scopeLabel({ scope: 'company', state: null, branch: null })).toBe('Company-wide');
    expect(scopeLabel({ scope: 'state', state: 'Karnataka', branch: null })).toBe('State: Karnataka');
    expect(scopeLabel({ scope: 'branch', state: null, branch: { id: 2, name: 'Bengaluru Branch' } })).toBe(
      'Branch: Bengaluru Branch',
    );
  });

  it('counts allowances, holidays and opt-ins in words', () => {
    expect(allowanceLabel(0)).toBe('None');
    expect(allowanceLabel(2)).toBe('2 a year');
    expect(holidayCountLabel(0, 0)).toBe('No holidays');
    expect(holidayCountLabel(1, 0)).toBe('1 holiday');
    expect(holidayCountLabel(8, 2)).toBe('8 holidays, 2 restricted');
    expect(optedInLabel(0)).toBe('None yet');
    expect(optedInLabel(1)).toBe('1 employee');
    expect(optedInLabel(14)).toBe('14 employees');
    expect(kindLabel(true)).toBe('Restricted');
    expect(kindLabel(false)).toBe('Fixed');
  });

  it('says how much of an allowance is taken', () => {
    expect(allowanceLine(2, 3, 2026)).toBe('2 of 3 restricted holidays taken in 2026');
    expect(allowanceLine(1, 1, 2026)).toBe('1 of 1 restricted holiday taken in 2026');
    expect(allowanceLine(0, 2, 2027)).toBe('0 of 2 restricted holidays taken in 2027');
    expect(allowanceLine(0, 0, 2026)).toBe('No restricted holidays allowed in 2026');
  });

  it('shows a date with its weekday, the same in any time zone', () => {
    expect(holidayDate('2026-01-26')).toBe('Mon, 26 Jan 2026');
    expect(holidayDate('2026-11-01')).toBe('Sun, 1 Nov 2026');
    expect(holidayDate('2026-02-30')).toBe('—');
  });

  it('checks calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('26-01-2026')).toBe(false);
  });

  it('orders holidays by date, then name', () => {
    const list = [
      { date: '2026-08-15', name: 'Independence Day' },
      { date: '2026-01-26', name: 'Republic Day' },
      { date: '2026-08-15', name: 'Arbor Day' },
    ];
    expect(byDate(list).map((h) => h.name)).toEqual(['Republic Day', 'Arbor Day', 'Independence Day']);
    expect(list[0]?.name).toBe('Independence Day');
  });
});
