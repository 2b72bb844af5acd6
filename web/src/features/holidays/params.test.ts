import { describe, expect, it } from 'vitest';
import { recordIdOf } from '@/lib/listParams';
import { calendarPath, calendarsPath, chosenYear, holidayYears } from './params';

describe('holiday screen addresses', () => {
  it('reads ids and years from the address', () => {
    expect(recordIdOf('12')).toBe(12);
    expect(recordIdOf('0')).toBeNull();
    expect(recordIdOf('1e3')).toBeNull();
    expect(recordIdOf(undefined)).toBeNull();
    expect(holidayYears(2026)).toEqual([2024, 2025, 2026, 2027]);
    expect(chosenYear('2027', 2026)).toBe(2027);
    expect(chosenYear('2030', 2026)).toBe(2026);
    expect(chosenYear(null, 2026)).toBe(2026);
  });

  it('links a calendar with its year, and a super admin’s company', () => {
    expect(calendarPath(3, 2026, null)).toBe('/holidays/3?year=2026');
    expect(calendarPath(3, 2027, 5)).toBe('/holidays/3?year=2027&company_id=5');
    expect(calendarsPath(2026, null)).toBe('/holidays?year=2026');
    expect(calendarsPath(2026, 5)).toBe('/holidays?year=2026&company_id=5');
  });
});
