import { writeFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, apiToken, employeeAccount, HR, signIn } from './support/auth';
import { today } from './support/payroll';
import { pdfText } from './support/pdf';
import { type Browser, expect, test } from './support/test';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const PASSWORD = 'Joiner-Pass-2026';

/** The date `days` from today in the company's zone. */
const inDays = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A joiner of the demo company with a structure to join on and a sign-in of their own. */
async function joiner(request: APIRequestContext, admin: Json, first: string, last: string, basic: number) {
  const branches = (await (
    await request.get('/api/branches?company_id=1', { headers: admin })
  ).json()) as Json;
  const hired = await request.post('/api/employees', {
    headers: admin,
    data: {
      first_name: first,
      last_name: last,
      email: `${first}.${last}@letters.test`.toLowerCase(),
      company_id: 1,
      department_id: 1,
      branch_id: branches.data[0].id,
      job_title: 'Associate Engineer',
      hire_date: inDays(10),
    },
  });
  expect(hired.status(), await hired.text()).toBe(201);
  const employee = ((await hired.json()) as Json).employee as Json;
  const components = (
    (await (await request.get('/api/salary-components?per_page=100', { headers: admin })).json()) as Json
  ).data as Json[];
  const basicId = components.find((c) => c.code === 'BASIC')?.id;
  const structure = await request.put(`/api/employees/${employee.id}/salary-structure`, {
    headers: admin,
    data: { effective_from: inDays(10), components: [{ salary_component_id: basicId, amount: basic }] },
  });
  expect(structure.status(), await structure.text()).toBe(200);
  const email = `${first}.${last}.account@letters.test`.toLowerCase();
  await employeeAccount(request, admin, {
    employeeId: employee.id,
    name: `${first} ${last}`,
    email,
    password: PASSWORD,
  });
  return { ...employee, email } as Json;
}

async function pageAs(browser: Browser, email: string, password?: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  return page;
}

test.describe('HR letters', () => {
  test('HR issues appointment letters to three joiners at once; each finds theirs in My Documents', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).replace(/\d/g, '').slice(-4) || 'abcd';
    const admin = { Authorization: `Bearer ${await apiToken(request, ADMIN)}` };
    const last = `Letterjoin${stamp}`;
    const people = [
      await joiner(request, admin, 'Asha', last, 20_000),
      await joiner(request, admin, 'Bharat', last, 24_000),
      await joiner(request, admin, 'Chitra', last, 30_000),
    ];

    const hr = await pageAs(browser, HR);
    await hr.goto('/letters');
    await expect(hr.getByRole('heading', { level: 1, name: 'Letters' })).toBeVisible();
    await hr.getByRole('button', { name: 'Issue letters' }).first().click();
    const dialog = hr.getByRole('dialog', { name: 'Issue letters' });
    await dialog.getByLabel('Template').selectOption({ label: 'Appointment letter (Appointment)' });
    await dialog.getByLabel('Find employees').fill(last);
    for (const p of people) await dialog.getByLabel(new RegExp(`^${p.first_name} ${last}`)).check();
    await expect(dialog.getByText('3 chosen')).toBeVisible();
    await dialog.getByRole('button', { name: 'Issue 3 letters' }).click();
    await expect(hr.getByText('3 letters issued.')).toBeVisible({ timeout: 30_000 });

    // The list shows them, numbered one after another.
    await hr.getByLabel('Search').fill(last);
    const rows = hr.getByRole('row').filter({ hasText: last });
    await expect(rows).toHaveCount(3);

    for (const p of people) {
      const page = await pageAs(browser, p.email, PASSWORD);
      await page.goto('/my-documents');
      const row = page.getByRole('row').filter({ hasText: 'Appointment letter' });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('/HR/');
      // The letter itself, as its employee downloads it: their name and their CTC.
      const token = (
        (await (
          await request.post('/api/login', { data: { email: p.email, password: PASSWORD } })
        ).json()) as Json
      ).token;
      const own = (await (
        await request.get('/api/letters', { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as Json;
      expect(own.data).toHaveLength(1);
      const pdf = await request.get(`/api/letters/${own.data[0].id}/pdf`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const file = test.info().outputPath(`letter-${p.id}.pdf`);
      await writeFile(file, await pdf.body());
      const text = await pdfText(file);
      expect(text).toContain(`${p.first_name} ${last}`);
      expect(text).toContain('Letter of appointment');
      await page.context().close();
    }
  });
});
