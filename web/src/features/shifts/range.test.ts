import { describe, expect, it } from 'vitest';
import { dayName, mondayOf, moveRange, parseRange, rangeAround, rangeDays, rangeTitle } from './range';

// 11 March 2026 is a Wednesday.
const WEDNESDAY = '2026-03-11';

describe('the roster calendar’s range', () => {
  it('starts weeks on the Monday of the day’s week, a month on its first', () => {
    expect(mondayOf(WEDNESDAY)).toBe('2026-03-09');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
    expect(rangeAround('2w', WEDNESDAY)).toEqual({ span: '2w', from: '2026-03-09', to: '2026-03-22' });
    expect(rangeAround('4w', WEDNESDAY)).toEqual({ span: '4w', from: '2026-03-09', to: '2026-04-05' });
    expect(rangeAround('month', WEDNESDAY)).toEqual({ span: 'month', from: '2026-03-01', to: '2026-03-31' });
    expect(rangeAround('month', '2028-02-10').to).toBe('2028-02-29');
  });

  it('moves a whole span back and forth, across years', () => {
    expect(moveRange(rangeAround('2w', WEDNESDAY), 1)).toEqual({
      span: '2w',
      from: '2026-03-23',
      to: '2026-04-05',
    });
    expect(moveRange(rangeAround('4w', WEDNESDAY), -1).from).toBe('2026-02-09');
    expect(moveRange(rangeAround('month', '2026-12-05'), 1)).toEqual({
      span: 'month',
      from: '2027-01-01',
      to: '2027-01-31',
    });
    expect(moveRange(rangeAround('month', '2026-01-05'), -1).from).toBe('2025-12-01');
  });

  it('reads the range from the address, two weeks around today unless told', () => {
    expect(parseRange(null, null, WEDNESDAY)).toEqual(rangeAround('2w', WEDNESDAY));
    expect(parseRange('month', '2026-05-20', WEDNESDAY)).toEqual(rangeAround('month', '2026-05-20'));
    expect(parseRange('year', '2026-13-01', WEDNESDAY)).toEqual(rangeAround('2w', WEDNESDAY));
  });

  it('names the range', () => {
    expect(rangeTitle(rangeAround('2w', WEDNESDAY))).toBe('9 Mar – 22 Mar 2026');
    expect(rangeTitle(rangeAround('2w', '2026-12-30'))).toBe('28 Dec 2026 – 10 Jan 2027');
    expect(rangeTitle(rangeAround('month', WEDNESDAY))).toBe('March 2026');
  });

  it('lists its days with their weekdays, weekends marked', () => {
    const days = rangeDays(rangeAround('2w', WEDNESDAY));
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({
      date: '2026-03-09',
      day: 9,
      initial: 'Mon',
      label: 'Mon 9 Mar',
      weekend: false,
    });
    expect(days.filter((d) => d.weekend).map((d) => d.day)).toEqual([14, 15, 21, 22]);
    expect(rangeDays(rangeAround('month', '2026-02-01'))).toHaveLength(28);
    expect(dayName('2026-03-09')).toBe('Mon 9 Mar');
  });
});
