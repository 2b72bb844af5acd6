import { describe, expect, it } from 'vitest';
import { ageInYear } from './age';

// CBDT Circular 28/2016 (after Prabhu Dayal Sesma, (1986) 4 SCC 59): an age is attained on the day before the
// anniversary of birth; First Schedule Part III counts the age reached "at any time during the previous year".
describe('the age reached during a financial year', () => {
  it.each([
    { dob: '1966-04-01', fy: '2025-26', age: 60, why: 'born 1 April: 60 on 31 March 2026' },
    {
      dob: '1966-04-02',
      fy: '2025-26',
      age: 59,
      why: 'born 2 April: 60 only on 1 April 2026, the next year',
    },
    { dob: '1966-03-31', fy: '2025-26', age: 60, why: 'born 31 March: 60 on 30 March 2026' },
    { dob: '1965-12-25', fy: '2025-26', age: 60, why: 'a birthday in the year’s last quarter' },
    { dob: '1946-04-01', fy: '2026-27', age: 81, why: 'a super senior citizen' },
    { dob: '1946-04-02', fy: '2025-26', age: 79, why: 'reaches 80 the day after the year ends' },
    { dob: '1964-02-29', fy: '2023-24', age: 60, why: 'born on 29 February: 60 on 28 February 2024' },
  ])('$dob in $fy → $age ($why)', ({ dob, fy, age }) => {
    expect(ageInYear(dob, fy)).toBe(age);
  });

  it('counts an unknown date of birth as below 60', () => {
    expect(ageInYear(null, '2025-26')).toBe(0);
  });
});
