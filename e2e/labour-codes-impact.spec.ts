import { seriousViolations } from './support/a11y';
import { HR, signIn } from './support/auth';
import { apiToken, today } from './support/payroll';
import { expect, type Page, test } from './support/test';

/** A titled card of a page (SectionCard: a section with an h2). */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/**
 * HR sees what the Labour Codes change for an employee whose allowances pass half of their pay (BASIC 10,000,
 * HRA 20,000, conveyance 10,000: 10,000 added back to wages), in the report and on the salary page, and applies
 * the restructure that keeps the cost to company (figures hand-worked in labour-code-impact.api.test.ts).
 */
test('HR reads the Labour Codes impact and applies the proposed restructure from today', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, HR)}` };
  const suffix = Date.now().toString(36);
  const hired = await request.post('/api/employees', {
    headers,
    data: {
      first_name: 'Codes',
      last_name: `Impact${suffix}`,
      email: `codes.impact.${suffix}@demo.test`,
      company_id: 1,
      department_id: 1,
      gender: 'female',
      date_of_birth: '1991-03-14',
      hire_date: '2024-01-01',
    },
  });
  expect(hired.status()).toBe(201);
  const { employee } = (await hired.json()) as { employee: { id: number; employee_id: string } };
  const components = (
    (await (await request.get('/api/salary-components?per_page=100&country_id=1', { headers })).json()) as {
      data: { id: number; code: string }[];
    }
  ).data;
  const idOf = (code: string) => components.find((c) => c.code === code)?.id;
  const saved = await request.put(`/api/employees/${employee.id}/salary-structure`, {
    headers,
    data: {
      effective_from: '2024-01-01',
      components: [
        { salary_component_id: idOf('BASIC'), amount: 10_000 },
        { salary_component_id: idOf('HRA'), amount: 20_000 },
        { salary_component_id: idOf('CONVEYANCE'), amount: 10_000 },
      ],
    },
  });
  expect(saved.status()).toBe(200);

  await signIn(page, HR);
  const [year, month] = today().split('-').map(Number) as [number, number];
  await page.goto(`/reports/payroll?report=labour-code-impact&month=${month}&year=${year}`);
  const report = page.getByRole('table', { name: 'Labour Codes Impact' });
  const row = report.getByRole('row', { name: new RegExp(`Impact${suffix}`) });
  await expect(row).toContainText('BASIC 20,000; HRA 11,712; CONVEYANCE 5,857');

  await page.goto(`/employees/${employee.id}/salary`);
  const codes = card(page, 'Under the Labour Codes');
  const costs = codes.getByRole('row', { name: /Cost to company/ });
  await expect(costs).toContainText('₹41,781.00');
  await expect(costs).toContainText('₹44,212.00');
  await expect(codes.getByRole('listitem').filter({ hasText: 'Basic Salary' })).toContainText(
    '₹10,000.00 → ₹20,000.00',
  );
  // The card reads well to a screen reader and fits a 390 px phone (its table scrolls within it).
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(391);
  await page.setViewportSize({ width: 1280, height: 800 });
  await codes.getByLabel('Apply from').fill(today());
  await codes.getByRole('button', { name: 'Apply Proposal' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Apply the Proposed Structure' });
  await confirm.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText('Proposed salary structure applied successfully');
  const table = page.getByRole('table', { name: 'Salary structure' });
  await expect(table.getByRole('row', { name: /House Rent Allowance/ })).toContainText('₹11,712.00');
  await expect(codes).toContainText('Nothing is added back');
});
