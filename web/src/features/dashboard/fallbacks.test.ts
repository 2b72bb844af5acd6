import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, paletteColour, weekBars } from './fallbacks';

describe('weekBars', () => {
  it('is Monday to Sunday with zeros when there is no data', () => {
    expect(weekBars()).toEqual(
      ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => ({ day, present: 0, absent: 0 })),
    );
  });

  it('keeps the server figures of the days it has, in weekday order', () => {
    const bars = weekBars([
      { day: 'Wed', present: 3, absent: 1 },
      { day: 'Mon', present: 5, absent: 0 },
    ]);
    expect(bars[0]).toEqual({ day: 'Mon', present: 5, absent: 0 });
    expect(bars[2]).toEqual({ day: 'Wed', present: 3, absent: 1 });
    expect(bars[6]).toEqual({ day: 'Sun', present: 0, absent: 0 });
  });
});

describe('paletteColour', () => {
  it('has ten distinct colours and wraps after the tenth', () => {
    expect(new Set(CHART_PALETTE).size).toBe(10);
    expect(paletteColour(10)).toBe(CHART_PALETTE[0]);
    expect(paletteColour(13)).toBe(CHART_PALETTE[3]);
  });
});
