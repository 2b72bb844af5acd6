import { HR, signIn } from './support/auth';
import { chooseOption } from './support/forms';
import {
  apiToken,
  type Employee,
  MONTHS,
  monthsAgo,
  othersProcessedRuns,
  processThroughScreen,
  type Run,
} from './support/payroll';
import { expect, test } from './support/test';

const firstOf = ({ year, month }: { year: number; month: number }) =>
  `${year}-${String(month).padStart(2, '0')}-01`;
const named = ({ year, month }: { year: number; month: number }) => `${MONTHS[month - 1]} ${year}`;

/**
 * HR revises a salary back-dated two months and the next run pays the arrears. The demo pays the
 * month two months ago and leaves last month processed; the employee is taken from the middle of last month's
 * processed runs (the payroll journey takes the first ones, the expense-claims journey the last ones, the final
 * settlement journey makes its own), one without DA in their structure, and never HR's own pay.
 */
test('HR revises a salary from two months ago and this month’s run shows the arrears', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, HR);
  const headers = { Authorization: `Bearer ${token}` };
  const now = monthsAgo(0);
  const last = monthsAgo(1);
  const twoAgo = monthsAgo(2);
  const processed = await othersProcessedRuns(request, headers, last);
  let employee: Employee | undefined;
  for (const run of processed.slice(Math.floor(processed.length / 2))) {
    const earlier = (await (
      await request.get('/api/payroll-runs', {
        headers,
        params: { ...twoAgo, employee_id: run.employee.id },
      })
    ).json()) as { data: Run[] };
    const structure = (await (
      await request.get(`/api/employees/${run.employee.id}/salary-structure`, { headers })
    ).json()) as { salary_structure: { salary_component: { code: string } }[] };
    if (
      earlier.data[0]?.status === 'paid' &&
      !structure.salary_structure.some((l) => l.salary_component.code === 'DA')
    ) {
      employee = run.employee;
      break;
    }
  }
  if (!employee) throw new Error('No employee with last month processed and the month before paid');
  const name = `${employee.first_name} ${employee.last_name}`;

  await signIn(page, HR);
  // The revision: Dearness Allowance of ₹3,000 a month from the first of the month two months ago.
  await page.goto(`/employees/${employee.id}/salary`);
  await expect(page.getByRole('heading', { level: 1, name: 'Salary Structure' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Mode' }).click();
  const panel = page.getByRole('form', { name: 'Add Salary Component' });
  await panel.getByLabel('Effective Date').fill(firstOf(twoAgo));
  await chooseOption(panel.getByRole('combobox', { name: 'Component' }), 'Dearness Allowance');
  await panel.getByRole('spinbutton', { name: 'Amount' }).fill('3000');
  await panel.getByRole('button', { name: 'Add Component' }).click();
  await expect(
    page.getByRole('table', { name: 'Salary structure' }).getByRole('row', { name: /Dearness Allowance/ }),
  ).toContainText('₹3,000.00');

  // This month's run (a draft until the month ends) for that employee.
  await processThroughScreen(page, now, `${name} (${employee.employee_id})`);

  const [run] = (
    (await (
      await request.get('/api/payroll-runs', { headers, params: { ...now, employee_id: employee.id } })
    ).json()) as { data: Run[] }
  ).data;
  if (!run) throw new Error('The run was not saved');
  await page.goto(`/payroll/view/${run.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll Details' })).toBeVisible();
  const arrears = page.getByRole('table', { name: 'Arrears by month' });
  await expect(arrears.getByRole('row')).toHaveCount(3);
  for (const month of [twoAgo, last]) {
    const row = arrears.getByRole('row', { name: new RegExp(named(month)) });
    await expect(row).toContainText('Dearness Allowance');
  }
  await expect(
    page.getByRole('table', { name: 'Earnings' }).getByRole('row', { name: /^Arrears/ }),
  ).toBeVisible();
});

test('HR reads the payroll settings and an out-of-range overtime multiplier is refused under its field', async ({
  page,
}) => {
  await signIn(page, HR);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Payroll Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll Settings' })).toBeVisible();
  const multiplier = page.getByLabel('Multiple of the ordinary rate');
  await expect(multiplier).toHaveValue('2');
  await expect(page.getByLabel('Days in a month’s wages')).toHaveValue('26');
  await expect(page.getByLabel('Bonus rate (%)')).toHaveValue('8.33');
  // Wage bases follow the Labour Codes unless a company still under the old Acts says otherwise.
  await expect(page.getByLabel('Wage bases follow')).toHaveValue('codes');
  // Nothing is saved: the server refuses 5 (between 1 and 4), so no other journey's overtime changes.
  await multiplier.fill('5');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(multiplier).toHaveAccessibleDescription(/between 1 and 4/);
  // Nor less than twice the ordinary rate, which the Labour Codes forbid (Code on Wages s.14).
  await multiplier.fill('1.5');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(multiplier).toHaveAccessibleDescription(/at least 2/);
});
