import { describe, expect, it } from 'vitest';
import { calendarPath, calendarsPath, chosenYear, holidayYears, idFrom } from './params';

describe('holiday screen addresses', () => {
  it('reads ids and years from the address', () => {
    expect(idFrom('12')).toBe(12);
    expect(idFrom('0')).toBeNull();
    expect(idFrom('1e3')).toBeNull();
    expect(idFrom(undefined)).toBeNull();
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
