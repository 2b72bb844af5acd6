import { describe, expect, it } from 'vitest';
import { dmy, foreignFormat, parseDmy, plural, pluralNoun } from './formats';

describe('dates day first', () => {
  it('shows an ISO date as dd/mm/yyyy and leaves anything else alone', () => {
    expect(dmy('2026-11-10')).toBe('10/11/2026');
    expect(dmy('')).toBe('');
    expect(dmy('10/11/2026')).toBe('10/11/2026');
  });

  it('reads a typed date day first, with slashes, dashes or dots, or ISO', () => {
    expect(parseDmy('10/11/2026')).toBe('2026-11-10');
    expect(parseDmy(' 1/2/2027 ')).toBe('2027-02-01');
    expect(parseDmy('10-11-2026')).toBe('2026-11-10');
    expect(parseDmy('10.11.2026')).toBe('2026-11-10');
    expect(parseDmy('2026-11-10')).toBe('2026-11-10');
    // 11/10/2026 is 11 October, never 10 November.
    expect(parseDmy('11/10/2026')).toBe('2026-10-11');
  });

  it('refuses what is not a real date, and a two-digit year', () => {
    expect(parseDmy('29/02/2026')).toBeNull();
    expect(parseDmy('29/02/2028')).toBe('2028-02-29');
    expect(parseDmy('31/04/2026')).toBeNull();
    expect(parseDmy('13/13/2026')).toBeNull();
    expect(parseDmy('00/10/2026')).toBeNull();
    expect(parseDmy('10/11/26')).toBeNull();
    expect(parseDmy('2026-02-30')).toBeNull();
    expect(parseDmy('tomorrow')).toBeNull();
    expect(parseDmy('')).toBeNull();
  });
});

describe('plurals', () => {
  it('makes one singular and every other count plural', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(2, 'day')).toBe('2 days');
    expect(plural(0.5, 'day')).toBe('0.5 days');
    expect(plural(1500, 'employee')).toBe('1,500 employees');
    expect(plural(1_00_000, 'employee')).toBe('1,00,000 employees');
  });

  it('spells the plurals English spells differently', () => {
    expect(pluralNoun('entry', 2)).toBe('entries');
    expect(pluralNoun('holiday', 2)).toBe('holidays');
    expect(pluralNoun('punch', 2)).toBe('punches');
    expect(pluralNoun('person', 2)).toBe('people');
    expect(pluralNoun('attendance day', 3)).toBe('attendance days');
  });
});

describe('formats a person should not read', () => {
  it('passes Indian formats', () => {
    expect(
      foreignFormat('Paid 10 Nov 2026 (10/11/2026), ₹46.3 L and ₹1.2 Cr, 1 day, 11 days, FY 2026-27'),
    ).toBeNull();
    expect(foreignFormat('Tax year 2026-27, Q3; 21 days; 1 year')).toBeNull();
  });

  it.each([
    ['Due On 2026-12-15', 'an ISO date'],
    ['Trend 2026-02', 'a year-month'],
    ['Joined 11/23/2026', 'a month-first date'],
    ['₹4.6M', 'an amount in thousands or millions'],
    ['₹45 K', 'an amount in thousands or millions'],
    ['Notice: 1 days', 'a singular count with a plural noun'],
    ['1 months', 'a singular count with a plural noun'],
  ])('catches %s as %s', (text, name) => {
    expect(foreignFormat(text)).toMatch(name);
  });

  it('does not take 11 days or 2.1 days for "1 days"', () => {
    expect(foreignFormat('11 days, 2.1 days, 31 days')).toBeNull();
  });
});
