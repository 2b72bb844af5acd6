import { ADMIN, HR, signIn } from './support/auth';
import { chooseOption } from './support/forms';
import { apiToken, monthsAgo, othersProcessedRuns, processThroughScreen, type Run } from './support/payroll';
import { expect, type Page, test } from './support/test';

/** A titled card of a page (SectionCard: a section with an h2). */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/**
 * An administrator classifies a new allowance under the Labour Codes (Code on Wages s.2(y)), adds it to a salary, and the
 * month's run shows the Code wages with the exclusions beyond half added back. The employee is taken a third of
 * the way down last month's processed runs (the payroll journey takes the first ones, the arrears journey the
 * middle, the expense-claims journey the last), never HR's own pay.
 */
test('an administrator classifies a new allowance; HR sees the Code wages and the add-back on the next run', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, HR);
  const headers = { Authorization: `Bearer ${token}` };
  const last = monthsAgo(1);
  const processed = await othersProcessedRuns(request, headers, last);
  const employee = processed[Math.floor(processed.length / 3)]?.employee;
  if (!employee) throw new Error('No processed run last month');
  const name = `${employee.first_name} ${employee.last_name}`;

  // The allowance: paid for working at client sites, a sum to defray special expenses (s.2(y)(e)). The
  // component catalogue is the administrator's (an HR manager's role does not edit it).
  await signIn(page, ADMIN);
  await page.goto('/salary-components/create');
  await page.getByLabel('Component Name').fill('Site Allowance');
  await page.getByLabel('Component Code').fill('site_allowance');
  const wages = card(page, 'Wages under the Labour Codes');
  await expect(wages.getByLabel('Class')).toHaveValue('wages');
  await wages.getByLabel('Class').selectOption({ label: 'Excluded from wages' });
  await page.getByRole('button', { name: 'Create Component' }).click();
  await expect(wages.getByLabel('Excluded by')).toHaveAccessibleDescription(
    'Choose the clause of the Code on Wages s.2(y) that excludes it.',
  );
  await chooseOption(wages.getByLabel('Excluded by'), '(e) A sum to defray special expenses');
  await page.getByRole('button', { name: 'Create Component' }).click();
  await expect(page.getByRole('status')).toHaveText('Salary component created successfully');

  // HR gives the employee a large site allowance from the first of last month: the exclusions now pass half of
  // all remuneration.
  await signIn(page, HR);
  const first = `${last.year}-${String(last.month).padStart(2, '0')}-01`;
  await page.goto(`/employees/${employee.id}/salary`);
  await page.getByRole('button', { name: 'Edit Mode' }).click();
  const panel = page.getByRole('form', { name: 'Add Salary Component' });
  await panel.getByLabel('Effective Date').fill(first);
  await chooseOption(panel.getByRole('combobox', { name: 'Component' }), 'Site Allowance');
  await panel.getByRole('spinbutton', { name: 'Amount' }).fill('300000');
  await panel.getByRole('button', { name: 'Add Component' }).click();
  await expect(
    page.getByRole('table', { name: 'Salary structure' }).getByRole('row', { name: /Site Allowance/ }),
  ).toContainText('₹3,00,000.00');
  await expect(page.getByText(/Wages under the Labour Codes: .* is added back/)).toBeVisible();

  // Last month processed again for the employee.
  await processThroughScreen(page, last, `${name} (${employee.employee_id})`);

  const [run] = (
    (await (
      await request.get('/api/payroll-runs', { headers, params: { ...last, employee_id: employee.id } })
    ).json()) as { data: Run[] }
  ).data;
  if (!run) throw new Error('The run was not saved');
  const statutory = (await (await request.get(`/api/payroll-runs/${run.id}/breakdown`, { headers })).json())
    .breakdown.statutory as { code_wages: number; code_wages_addback: number; pf_wages: number };
  expect(statutory.code_wages_addback).toBeGreaterThan(0);

  await page.goto(`/payroll/view/${run.id}?section=employer`);
  const codes = card(page, 'Wages under the Labour Codes');
  const inr = (n: number) =>
    `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(codes).toContainText('SITE_ALLOWANCE (e)');
  await expect(codes.getByText('Added back to wages').locator('..')).toContainText(
    inr(statutory.code_wages_addback),
  );
  await expect(codes.getByText('Code wages', { exact: true }).locator('..')).toContainText(
    inr(statutory.code_wages),
  );
  // …and PF is worked on them: the run's PF wages are the Code wages up to the ceiling.
  await expect(codes).toContainText(
    'PF, ESIC, gratuity, bonus, leave encashment and overtime count these wages.',
  );
  expect(statutory.pf_wages).toBeGreaterThan(0);
  expect(statutory.pf_wages).toBeLessThanOrEqual(statutory.code_wages);
});
