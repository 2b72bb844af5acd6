import { describe, expect, it } from 'vitest';
import { type CelebratedPerson, nextOccurrence, upcomingCelebrations } from './celebrations';

const person = (p: Partial<CelebratedPerson>): CelebratedPerson => ({
  id: 1,
  first_name: 'Asha',
  last_name: 'Rao',
  birthday: null,
  hire_date: null,
  ...p,
});

describe('upcoming celebrations', () => {
  it('looks across the year’s end: from 30 December, 5 January is six days on', () => {
    const people = [
      person({ id: 1, birthday: '01-05' }),
      person({ id: 2, first_name: 'Ravi', hire_date: '2020-01-03' }),
      person({ id: 3, birthday: '12-29' }),
    ];
    expect(upcomingCelebrations(people, '2026-12-30', 14)).toEqual([
      {
        employee: { id: 2, first_name: 'Ravi', last_name: 'Rao' },
        kind: 'work_anniversary',
        on: '2027-01-03',
        years: 7,
      },
      {
        employee: { id: 1, first_name: 'Asha', last_name: 'Rao' },
        kind: 'birthday',
        on: '2027-01-05',
        years: null,
      },
    ]);
  });

  it('keeps a 29 February birthday on 28 February outside leap years', () => {
    expect(nextOccurrence('2027-02-20', '02-29')).toBe('2027-02-28');
    expect(nextOccurrence('2028-02-20', '02-29')).toBe('2028-02-29');
    expect(nextOccurrence('2027-03-01', '02-29')).toBe('2028-02-29');
    const leapling = [person({ birthday: '02-29', hire_date: '2024-02-29' })];
    expect(upcomingCelebrations(leapling, '2027-02-20', 14).map((c) => [c.kind, c.on, c.years])).toEqual([
      ['birthday', '2027-02-28', null],
      ['work_anniversary', '2027-02-28', 3],
    ]);
  });

  it('counts today and the next 13 days, and no joining day as an anniversary', () => {
    const people = [
      person({ id: 1, birthday: '12-06' }),
      person({ id: 2, birthday: '12-19' }),
      person({ id: 3, birthday: '12-20' }),
      person({ id: 4, hire_date: '2026-12-10' }),
    ];
    expect(upcomingCelebrations(people, '2026-12-06', 14).map((c) => c.employee.id)).toEqual([1, 2]);
  });
});
