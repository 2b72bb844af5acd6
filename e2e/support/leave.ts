import { type APIRequestContext, expect } from '@playwright/test';

/** Fixed-date holidays of the demo company (national and its branches' state days). */
const HOLIDAYS = ['01-26', '05-01', '08-15', '10-02', '11-01', '12-25'];
const DAY_MS = 86_400_000;

/** Today in the company's zone, the date the server checks against. */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const isWorkingDay = (iso: string) => ![0, 6].includes(weekday(iso)) && !HOLIDAYS.includes(iso.slice(5));

/** The first run of `count` consecutive working days at least `daysAhead` days away, within one year. */
export function workingDays(daysAhead: number, count: number): string[] {
  for (let start = addDays(today(), daysAhead); ; start = addDays(start, 1)) {
    const run = Array.from({ length: count }, (_, i) => addDays(start, i));
    if (run.every(isWorkingDay) && run.every((d) => d.slice(0, 4) === start.slice(0, 4))) return run;
  }
}

/** Applies for one day of leave of the named type through the API; answers the request's id. */
export async function applyForLeave(
  request: APIRequestContext,
  token: string,
  { type, day, reason }: { type: string; day: string; reason: string },
): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const types = (await (await request.get('/api/leave-types', { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const leaveType = types.data.find((t) => t.name === type);
  if (!leaveType) throw new Error(`The demo data has no leave type ${type}`);
  const applied = await request.post('/api/leaves', {
    headers,
    data: { leave_type_id: leaveType.id, start_date: day, end_date: day, reason },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return ((await applied.json()) as { leave_request: { id: number } }).leave_request.id;
}
