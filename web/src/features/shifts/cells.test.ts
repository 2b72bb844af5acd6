import { describe, expect, it } from 'vitest';
import { cellLabel, dayDescription, SHIFT_COLOURS, shiftCodes, shiftColours } from './cells';

const shift = (id: number, name: string, start = '06:00:00', end = '14:00:00') => ({
  id,
  name,
  start_time: start,
  end_time: end,
  crosses_midnight: end < start,
});

describe('the roster calendar’s cells', () => {
  it('shortens names to initials while they stay apart', () => {
    expect(shiftCodes([shift(1, 'Morning'), shift(2, 'Night'), shift(3, 'General Shift')])).toEqual(
      new Map([
        [1, 'M'],
        [2, 'N'],
        [3, 'GS'],
      ]),
    );
  });

  it('takes more letters when initials clash, and a number when nothing else parts them', () => {
    const codes = shiftCodes([shift(1, 'Morning'), shift(2, 'Midday'), shift(3, 'Night')]);
    expect([codes.get(1), codes.get(2), codes.get(3)]).toEqual(['Mo', 'Mi', 'N']);
    const twins = shiftCodes([shift(1, 'Day'), shift(2, 'day'), shift(3, 'Evening')]);
    expect([twins.get(1), twins.get(2), twins.get(3)]).toEqual(['D1', 'D2', 'E']);
  });

  it('colours each shift by its id, never two alike while the palette lasts', () => {
    const colours = shiftColours([shift(9, 'A'), shift(1, 'B'), shift(17, 'C')]);
    expect(colours.get(1)).toBe(SHIFT_COLOURS[1]);
    expect(colours.get(9)).toBe(SHIFT_COLOURS[2]);
    expect(colours.get(17)).toBe(SHIFT_COLOURS[3]);
    expect(shiftColours([shift(9, 'A')]).get(9)).toBe(SHIFT_COLOURS[1]);
  });

  it('says what a day is and where its shift comes from', () => {
    const night = shift(2, 'Night', '22:00:00', '06:00:00');
    const day = { date: '2026-03-09', shift_id: 2, source: 'team_roster' as const, weekly_off: false };
    expect(dayDescription(day, night)).toBe('Night 22:00–06:00 (ends next day), Team roster');
    expect(dayDescription({ ...day, weekly_off: true, source: 'change' }, night)).toBe(
      'Weekly off (Night 22:00–06:00 (ends next day)), Shift change',
    );
    expect(dayDescription({ ...day, shift_id: null, source: 'default' }, null)).toBe(
      'Standard day 09:30–18:30, Company default',
    );
    expect(cellLabel('Arjun Rota', day, night)).toBe(
      'Arjun Rota, Mon 9 Mar: Night 22:00–06:00 (ends next day), Team roster',
    );
  });
});
