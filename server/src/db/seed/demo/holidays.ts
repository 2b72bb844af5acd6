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
