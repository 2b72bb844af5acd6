import { ADMIN, DEMO_PASSWORD, HR, signIn } from './support/auth';
import { expect, test } from './support/test';

const IST = 'Asia/Kolkata';

/** The calendar date of an instant in a zone, as YYYY-MM-DD. */
const dateIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);

/** "2026-11-25" → "25 Nov 2026", the app's date format. */
function shown(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 1)),
  );
  return `${day} ${name} ${year}`;
}

/**
 * A browser zone far from India whose calendar date differs from India's right now, so a screen that
 * used the browser's zone would show another day: Los Angeles (13½ hours behind) most of the day, a zone
 * 14 hours ahead or 11 behind for the hours when Los Angeles happens to share India's date.
 */
function farZone(now = new Date()): string {
  const india = dateIn(now, IST);
  const zone = ['America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'].find(
    (z) => dateIn(now, z) !== india,
  );
  if (!zone) throw new Error('No far zone differs from India today');
  return zone;
}

function greeting(now: Date): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: IST }).format(now),
  );
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

test.describe('dates in India’s time zone, whatever the browser’s', () => {
  test('the dashboard greeting and a record’s created date agree with IST', async ({ browser, request }) => {
    const timezoneId = farZone();
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    // The browser really is elsewhere: its own idea of today is not India's.
    await page.goto('/login');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);

    await signIn(page, ADMIN);
    const before = new Date();
    const description = page.getByRole('main').locator('h1 + p');
    await expect(description).toContainText('Aditi');
    const text = await description.textContent();
    const after = new Date();
    expect(
      [before, after].map((now) => `${greeting(now)}, Aditi · ${shown(dateIn(now, IST))} · Demo Industries`),
    ).toContain(text);

    // A record made now: its created date is India's today, and the last-updated time the same day.
    const login = await request.post('/api/login', { data: { email: HR, password: DEMO_PASSWORD } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const departments = (await (await request.get('/api/departments', { headers })).json()) as {
      data: { id: number }[];
    };
    const created = await request.post('/api/job-postings', {
      headers,
      data: {
        title: `Time Zone Check ${Date.now().toString(36)}`,
        description: 'A draft made to read its dates.',
        requirements: 'None.',
        location: 'Mumbai',
        department_id: departments.data[0]?.id,
        application_deadline: dateIn(new Date(Date.now() + 30 * 86_400_000), IST),
      },
    });
    expect(created.status()).toBe(201);
    const posting = ((await created.json()) as { job_posting: { id: number; created_at: string } })
      .job_posting;
    const day = shown(dateIn(new Date(posting.created_at), IST));
    expect(day).not.toBe(shown(dateIn(new Date(posting.created_at), timezoneId)));

    await page.goto(`/recruitment/jobs/${posting.id}`);
    const timestamps = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Timestamps', exact: true }) });
    await expect(timestamps).toContainText(`Created${day}`);
    await expect(timestamps).toContainText(`Last Updated${day.replace(' Sep ', ' Sept ')}`);
    await context.close();

    // The draft goes again, leaving the demo data as it was.
    expect((await request.delete(`/api/job-postings/${posting.id}`, { headers })).status()).toBe(200);
  });
});
