import { describe, expect, it } from 'vitest';
import { dayOfPunches } from './punch-days';

describe('one day’s punches', () => {
  const at = (hhmm: string) => new Date(`2027-01-05T${hhmm}:00+05:30`);

  it('a single punch is a clock-in with the day still open', () => {
    expect(dayOfPunches('2027-01-05', [at('09:28')], 2)).toMatchObject({
      clockIn: at('09:28'),
      clockOut: null,
      lunchStart: null,
    });
  });

  it('in any order: first in, last out, the second and third of four the break, repeats once', () => {
    const day = dayOfPunches(
      '2027-01-05',
      [at('18:31'), at('13:00'), at('09:28'), at('09:29'), at('13:45')],
      2,
    );
    expect(day).toEqual({
      date: '2027-01-05',
      punches: [at('09:28'), at('13:00'), at('13:45'), at('18:31')],
      clockIn: at('09:28'),
      clockOut: at('18:31'),
      lunchStart: at('13:00'),
      lunchEnd: at('13:45'),
    });
  });
});
