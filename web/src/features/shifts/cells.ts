import { DAY_SHIFT_SOURCE_LABELS, type RosterCalendarDay, type ShiftRef } from '@hrms/contracts/shifts';
import { dayName } from './range';
import { shiftTimes } from './times';

/** The day without any shift: the built-in 09:30–18:30 day applies (contract rosterCalendarDay). */
export const NO_SHIFT_NAME = 'Standard day 09:30–18:30';

const lettersOf = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');
const wordsOf = (name: string) =>
  name
    .split(/[\s\-_/]+/)
    .map(lettersOf)
    .filter(Boolean);

/** The ways to shorten a name, shortest first: initials, then more of the first word. */
function candidates(name: string): string[] {
  const words = wordsOf(name);
  const first = words[0] ?? name;
  const initials = words
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const rest = words
    .slice(1)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
  return [initials || '?', `${cap(first.slice(0, 2))}${rest}`.slice(0, 3), cap(first.slice(0, 3))];
}

/**
 * Each shift's code in a cell, as short as keeps it apart from the others shown: "M" and "N" for Morning and
 * Night, "Mo" and "Mi" for Morning and Midday; two shifts no letters part get a number.
 */
export function shiftCodes(shifts: readonly Pick<ShiftRef, 'id' | 'name'>[]): Map<number, string> {
  const codes = new Map<number, string>();
  const options = new Map(shifts.map((s) => [s.id, candidates(s.name)]));
  for (let level = 0; level < 3; level++) {
    const open = shifts.filter((s) => !codes.has(s.id));
    const taken = new Set(codes.values());
    const at = (id: number) => options.get(id)?.[level] ?? '';
    for (const s of open) {
      const code = at(s.id);
      const clash = taken.has(code) || open.some((o) => o.id !== s.id && at(o.id) === code);
      if (!clash) codes.set(s.id, code);
    }
  }
  let n = 1;
  for (const s of shifts) if (!codes.has(s.id)) codes.set(s.id, `${options.get(s.id)?.[0] ?? '?'}${n++}`);
  return codes;
}

/** Shift colours (dark text on a light fill, AA contrast at text-xs); weekly offs are grey. */
export const SHIFT_COLOURS = [
  'border-sky-300 bg-sky-100 text-sky-900',
  'border-indigo-300 bg-indigo-100 text-indigo-900',
  'border-amber-300 bg-amber-100 text-amber-900',
  'border-emerald-300 bg-emerald-100 text-emerald-900',
  'border-rose-300 bg-rose-100 text-rose-900',
  'border-violet-300 bg-violet-100 text-violet-900',
  'border-teal-300 bg-teal-100 text-teal-900',
  'border-orange-300 bg-orange-100 text-orange-900',
] as const;

export const OFF_COLOURS = 'border-dashed border-slate-300 bg-slate-100 text-slate-600';
export const NO_SHIFT_COLOURS = 'border-slate-200 bg-white text-slate-600';

/**
 * Each shift's colour, from its id so a shift keeps its colour from one range to the next; two shifts shown
 * together never share one while the palette lasts.
 */
export function shiftColours(shifts: readonly Pick<ShiftRef, 'id'>[]): Map<number, string> {
  const size = SHIFT_COLOURS.length;
  const used = new Set<number>();
  const colours = new Map<number, string>();
  for (const s of [...shifts].sort((a, b) => a.id - b.id)) {
    let slot = s.id % size;
    for (let tries = 0; used.has(slot) && tries < size; tries++) slot = (slot + 1) % size;
    used.add(slot);
    colours.set(s.id, SHIFT_COLOURS[slot] as string);
  }
  return colours;
}

/** A day's full words: "Night 22:00–06:00 (ends next day), Team roster"; a weekly off says so first. */
export function dayDescription(day: RosterCalendarDay, shift: ShiftRef | null): string {
  const what = shift
    ? `${shift.name} ${shiftTimes(shift)}${shift.crosses_midnight ? ' (ends next day)' : ''}`
    : NO_SHIFT_NAME;
  const source = DAY_SHIFT_SOURCE_LABELS[day.source];
  return day.weekly_off ? `Weekly off (${what}), ${source}` : `${what}, ${source}`;
}

/** A cell's name for a screen reader: "Arjun Rota, Mon 2 Mar: Night 22:00–06:00 (ends next day), Team roster". */
export const cellLabel = (name: string, day: RosterCalendarDay, shift: ShiftRef | null) =>
  `${name}, ${dayName(day.date)}: ${dayDescription(day, shift)}`;
