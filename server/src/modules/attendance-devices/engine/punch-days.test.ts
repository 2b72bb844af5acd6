import { describe, expect, it } from 'vitest';
import { type PunchRules, punchDay, punchDays, withoutRepeats } from './punch-days';

// Wall-clock times in IST (UTC+05:30, no daylight saving), as the devices record them.
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);
const dateOf = (instant: Date) => new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);
const rulesFor = (start: (date: string) => string): PunchRules => ({
  dateOf,
  shiftStart: (date) => at(date, start(date)),
  leadMinutes: 240,
  repeatMinutes: 2,
});
const general = rulesFor(() => '09:30');
const night = rulesFor(() => '22:00');

describe('a night shift’s punches', () => {
  it('count on the evening the shift began: in at 21:55, out at 06:10 the next morning', () => {
    const days = punchDays([at('2027-01-05', '21:55'), at('2027-01-06', '06:10')], night);
    expect(days).toEqual([
      {
        date: '2027-01-05',
        punches: [at('2027-01-05', '21:55'), at('2027-01-06', '06:10')],
        clockIn: at('2027-01-05', '21:55'),
        clockOut: at('2027-01-06', '06:10'),
        lunchStart: null,
        lunchEnd: null,
      },
    ]);
  });

  it('keep two nights apart, with the midnight break between the middle punches', () => {
    const days = punchDays(
      [
        at('2027-01-05', '21:58'),
        at('2027-01-06', '02:00'),
        at('2027-01-06', '02:30'),
        at('2027-01-06', '06:02'),
        at('2027-01-06', '21:50'),
        at('2027-01-07', '06:05'),
      ],
      night,
    );
    expect(days.map((d) => d.date)).toEqual(['2027-01-05', '2027-01-06']);
    expect(days[0]).toMatchObject({
      lunchStart: at('2027-01-06', '02:00'),
      lunchEnd: at('2027-01-06', '02:30'),
      clockOut: at('2027-01-06', '06:02'),
    });
    expect(days[1]).toMatchObject({
      clockIn: at('2027-01-06', '21:50'),
      clockOut: at('2027-01-07', '06:05'),
    });
  });

  it('start 4 hours before the shift: 18:00 is the night’s, 17:59 the day before’s', () => {
    expect(punchDay(at('2027-01-06', '18:00'), night)).toBe('2027-01-06');
    expect(punchDay(at('2027-01-06', '17:59'), night)).toBe('2027-01-05');
  });
});

describe('a day shift’s punches', () => {
  it('take late overtime past midnight into the day it began, and an early arrival into its own day', () => {
    expect(punchDay(at('2027-01-06', '00:40'), general)).toBe('2027-01-05');
    expect(punchDay(at('2027-01-06', '05:30'), general)).toBe('2027-01-06'); // 09:30 less 4 hours
    expect(punchDay(at('2027-01-06', '05:29'), general)).toBe('2027-01-05');
  });

  it('leave a day with one punch open (a missed punch)', () => {
    expect(punchDays([at('2027-01-06', '09:20')], general)).toEqual([
      expect.objectContaining({ date: '2027-01-06', clockOut: null, lunchStart: null }),
    ]);
  });

  it('follow each day’s own shift (a roster moving from days to nights)', () => {
    const rostered = rulesFor((date) => (date >= '2027-01-11' ? '22:00' : '09:30'));
    const days = punchDays(
      [
        at('2027-01-10', '09:25'),
        at('2027-01-10', '18:40'),
        at('2027-01-11', '21:57'),
        at('2027-01-12', '06:03'),
      ],
      rostered,
    );
    expect(days.map((d) => [d.date, d.punches.length])).toEqual([
      ['2027-01-10', 2],
      ['2027-01-11', 2],
    ]);
  });
});

describe('repeats', () => {
  it('count a second touch within 2 minutes once, and one at 2 minutes as another punch', () => {
    const kept = withoutRepeats(
      [
        at('2027-01-06', '09:31'),
        at('2027-01-06', '09:30'),
        at('2027-01-06', '09:32'),
        at('2027-01-06', '09:34'),
      ],
      2,
    );
    expect(kept).toEqual([at('2027-01-06', '09:30'), at('2027-01-06', '09:32'), at('2027-01-06', '09:34')]);
  });
});
