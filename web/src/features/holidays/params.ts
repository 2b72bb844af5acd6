/** The years the holiday screens offer: two back (last year's record) to one ahead (next year's list). */
export function holidayYears(currentYear: number): number[] {
  return [currentYear - 2, currentYear - 1, currentYear, currentYear + 1];
}

/** The year from the address (?year=) when it is one of those offered, else the current one. */
export function chosenYear(value: string | null, currentYear: number): number {
  const year = Number(value);
  return holidayYears(currentYear).includes(year) ? year : currentYear;
}

/** A calendar's page for a year; a super admin's company rides along so the page finds the calendar. */
export function calendarPath(calendarId: number, year: number, companyId: number | null): string {
  const query = new URLSearchParams({ year: String(year) });
  if (companyId) query.set('company_id', String(companyId));
  return `/holidays/${calendarId}?${query}`;
}

/** The calendars' list for a year (and a super admin's company). */
export function calendarsPath(year: number, companyId: number | null): string {
  const query = new URLSearchParams({ year: String(year) });
  if (companyId) query.set('company_id', String(companyId));
  return `/holidays?${query}`;
}

/** The import page with the holidays type chosen. */
export const IMPORT_HOLIDAYS_PATH = '/settings/import?type=holidays';
