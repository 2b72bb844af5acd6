import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './auth';

export type Employee = { id: number; employee_id: string; first_name: string; last_name: string };
export type Run = { id: number; status: string; employee: Employee };

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Today in the company's zone, the date the server and the screens go by. */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** The year and month `back` months before the current one. */
export function monthsAgo(back: number): { year: number; month: number } {
  const [year, month] = today().split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** The employee codes whose run for the month is approved or paid: those cannot be processed again. */
export async function lockedCodes(request: APIRequestContext, token: string, year: number, month: number) {
  const codes = new Set<string>();
  for (const status of ['approved', 'paid']) {
    for (let page = 1, last = 1; page <= last; page += 1) {
      const answer = await request.get('/api/payroll-runs', {
        headers: { Authorization: `Bearer ${token}` },
        params: { year, month, status, page, per_page: 100 },
      });
      expect(answer.ok()).toBe(true);
      const body = (await answer.json()) as { data: Run[]; last_page: number };
      for (const run of body.data) codes.add(run.employee.employee_id);
      last = body.last_page;
    }
  }
  return codes;
}

/**
 * A month that has ended and has attendance (the demo records the three months up to yesterday; a
 * month still running is processed as a draft), with its locked employees: the latest one in which
 * at least three active employees may still be processed.
 */
export async function openPeriod(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/employees', {
    headers: { Authorization: `Bearer ${token}` },
    params: { status: 'active', per_page: 1 },
  });
  const active = ((await answer.json()) as { total: number }).total;
  for (let back = 1; back <= 2; back += 1) {
    const { year, month } = monthsAgo(back);
    const locked = await lockedCodes(request, token, year, month);
    if (active - locked.size >= 3) return { year, month, locked };
  }
  throw new Error('No recent month with attendance has three employees left to process');
}

/**
 * Processes one employee's payroll for a month through the Process Payroll screen (`who` as the list names
 * them: "Asha Verma (EMP0012)") and waits for the success message.
 */
export async function processThroughScreen(page: Page, period: { year: number; month: number }, who: string) {
  await page.goto('/payroll/process');
  await page.getByLabel('Month').selectOption(String(period.month));
  await page.getByLabel('Year').selectOption(String(period.year));
  await page
    .getByRole('list', { name: 'Active employees' })
    .getByRole('checkbox', { name: `Select ${who}` })
    .check();
  await page.getByRole('button', { name: 'Process Payroll for 1 employee' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully processed payroll' })).toBeVisible();
}

/** A month's processed runs, the caller's own pay left out (nobody processes their own). */
export async function othersProcessedRuns(
  request: APIRequestContext,
  headers: Record<string, string>,
  period: { year: number; month: number },
): Promise<Run[]> {
  const me = (await (await request.get('/api/me', { headers })).json()) as {
    user: { employee: Employee | null };
  };
  const runs = (await (
    await request.get('/api/payroll-runs', {
      headers,
      params: { ...period, status: 'processed', per_page: 100 },
    })
  ).json()) as { data: Run[] };
  return runs.data.filter((r) => r.employee.id !== me.user.employee?.id);
}
