import type { Celebration } from '@hrms/contracts/directory';

/** A colleague as the celebrations read them: a birthday as MM-DD (never the year), a joining date. */
export type CelebratedPerson = {
  id: number;
  first_name: string;
  last_name: string;
  /** MM-DD, or null when unknown or not shown. */
  birthday: string | null;
  /** YYYY-MM-DD, or null when not shown. */
  hire_date: string | null;
};

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The day a MM-DD falls in a year: 29 February falls on 28 February outside leap years. */
export function occurrenceIn(year: number, monthDay: string): string {
  const day = monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay;
  return `${year}-${day}`;
}

/** The next day on or after `today` that a MM-DD falls, looking into the next year at the year's end. */
export function nextOccurrence(today: string, monthDay: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = occurrenceIn(year, monthDay);
  return thisYear >= today ? thisYear : occurrenceIn(year + 1, monthDay);
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * The birthdays and work anniversaries falling from `today` for `days` days (today included), soonest first,
 * then by name. A joining day itself is no anniversary: the first falls a year on.
 */
export function upcomingCelebrations(
  people: readonly CelebratedPerson[],
  today: string,
  days: number,
): Celebration[] {
  const found: Celebration[] = [];
  const within = (on: string) => daysBetween(today, on) < days;
  for (const p of people) {
    const employee = { id: p.id, first_name: p.first_name, last_name: p.last_name };
    if (p.birthday) {
      const on = nextOccurrence(today, p.birthday);
      if (within(on)) found.push({ employee, kind: 'birthday', on, years: null });
    }
    if (p.hire_date) {
      const on = nextOccurrence(today, p.hire_date.slice(5));
      const years = Number(on.slice(0, 4)) - Number(p.hire_date.slice(0, 4));
      if (years > 0 && within(on)) found.push({ employee, kind: 'work_anniversary', on, years });
    }
  }
  const name = (c: Celebration) => `${c.employee.first_name} ${c.employee.last_name}`;
  return found.sort((a, b) => a.on.localeCompare(b.on) || name(a).localeCompare(name(b)));
}
