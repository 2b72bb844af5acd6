import type { DbOrTx } from '../../client';
import { holidayCalendars, holidays } from '../../schema/holidays';

/**
 * Fixed-date public holidays for the demo company: national ones, and the state days of its two
 * branches (Maharashtra Day, Kannada Rajyotsava). Festivals whose dates move each year are added by HR.
 */
export function demoHolidays(year: number): { date: string; name: string; state: string | null }[] {
  return [
    { date: `${year}-01-26`, name: 'Republic Day', state: null },
    { date: `${year}-05-01`, name: 'Maharashtra Day', state: 'Maharashtra' },
    { date: `${year}-08-15`, name: 'Independence Day', state: null },
    { date: `${year}-10-02`, name: 'Gandhi Jayanti', state: null },
    { date: `${year}-11-01`, name: 'Kannada Rajyotsava', state: 'Karnataka' },
    { date: `${year}-12-25`, name: 'Christmas', state: null },
  ];
}

/**
 * The demo company's calendars: the company-wide one with the national days, and one per state of its
 * branches with the state's day, for last year, this year and next.
 */
export async function seedHolidays(tx: DbOrTx, companyId: number) {
  const thisYear = new Date().getFullYear();
  const days = [thisYear - 1, thisYear, thisYear + 1].flatMap(demoHolidays);
  const states = [...new Set(days.flatMap((h) => (h.state ? [h.state] : [])))];
  const calendars = await tx
    .insert(holidayCalendars)
    .values([
      { company_id: companyId, name: 'Company holidays' },
      ...states.map((state) => ({ company_id: companyId, name: `${state} holidays`, state })),
    ])
    .returning({ id: holidayCalendars.id, state: holidayCalendars.state });
  const calendarOf = new Map(calendars.map((c) => [c.state, c.id]));
  await tx.insert(holidays).values(
    days.map((h) => {
      const calendarId = calendarOf.get(h.state);
      if (calendarId === undefined) throw new Error(`no demo calendar for ${h.state}`);
      return { company_id: companyId, calendar_id: calendarId, date: h.date, name: h.name };
    }),
  );
}
