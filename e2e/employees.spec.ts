import fs from 'node:fs/promises';
import { ADMIN, EMPLOYEE, sidebarNav, signIn } from './support/auth';
import { chooseOption } from './support/forms';
import { expect, type Locator, type Page, test } from './support/test';

const EXPORT_HEADER =
  'Employee ID,Name,Email,Job Title,Department,Status,Hire Date,PAN,UAN,ESIC IP Number,Bank Account,IFSC';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
/** The rupees a "₹1,23,456.00" text shows. */
const rupeesOf = async (shown: Locator) => Number((await shown.textContent())?.replace(/[₹,]/g, ''));

function employeesTable(page: Page) {
  return page.getByRole('table', { name: 'Employees' });
}

test.describe('employees', () => {
  test('admin adds an employee, gives them a salary structure, edits them and exports the list', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await sidebarNav(page).getByRole('link', { name: 'Employees' }).click();
    await expect(page).toHaveURL('/employees');
    await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
    await expect(employeesTable(page).getByRole('row')).toHaveCount(16); // header + 15 per page
    await expect(page.getByText(/Showing 1 to 15 of \d+/)).toBeVisible();

    // Create: the client check first, then a complete form.
    await page.getByRole('link', { name: 'Add Employee' }).click();
    await expect(page).toHaveURL('/employees/create');
    const form = page.getByRole('form', { name: 'Add Employee' });
    await expect(form.getByRole('combobox', { name: 'Company' })).toHaveValue(/\d+/);
    await expect(form.getByRole('combobox', { name: 'Employment Type' })).toHaveValue('full_time');
    await expect(form.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('active');
    await expect(form.getByRole('combobox', { name: 'Team' })).toBeDisabled();
    await form.getByRole('button', { name: 'Create Employee' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
    await expect(form.getByText('The first name field is required.')).toBeVisible();

    await form.getByRole('textbox', { name: 'First Name' }).fill('Ishita');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Banerjee');
    await form.getByRole('textbox', { name: 'Email' }).fill('ishita.banerjee@demo.test');
    await form.getByRole('textbox', { name: 'Job Title' }).fill('Data Analyst');
    await form.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Engineering' });
    const team = form.getByRole('combobox', { name: 'Team' });
    await expect(team).toBeEnabled();
    await team.selectOption({ label: 'Platform' });
    await form.getByRole('button', { name: 'Create Employee' }).click();
    // The new record opens, confirmed, with the way to its salary structure.
    await expect(page).toHaveURL(/\/employees\/\d+$/);
    const employeeUrl = page.url();
    await expect(
      page.getByRole('status').filter({ hasText: 'Employee created successfully!' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Ishita Banerjee' })).toBeVisible();
    // Setting the structure is one click: the link opens the salary page in edit mode.
    await expect(page.getByRole('link', { name: 'Set Salary Structure' })).toHaveAttribute(
      'href',
      `${new URL(employeeUrl).pathname}/salary?mode=edit`,
    );
    await page.getByRole('link', { name: 'Back to Employees' }).click();
    await expect(page).toHaveURL('/employees');

    // Find them by name and open their salary structure from the row's menu.
    await page.getByRole('searchbox', { name: 'Search' }).fill('ishita banerjee');
    const row = employeesTable(page).getByRole('row', { name: /Ishita Banerjee/ });
    await expect(row).toBeVisible();
    await expect(employeesTable(page).getByRole('row')).toHaveCount(2);
    await expect(row.getByRole('cell', { name: 'Data Analyst' })).toBeVisible();
    await row.getByRole('button', { name: 'Actions for Ishita Banerjee' }).click();
    await page.getByRole('menuitem', { name: 'Salary Structure' }).click();
    await expect(page).toHaveURL(`${employeeUrl}/salary`);

    // Salary structure: empty, then three components, each saved as a new version.
    await expect(page.getByRole('heading', { level: 1, name: 'Salary Structure' })).toBeVisible();
    await expect(page.getByText('Ishita Banerjee')).toBeVisible();
    await expect(page.getByText('No Salary Structure Defined')).toBeVisible();
    await page.getByRole('button', { name: 'Configure Salary Structure' }).click();
    await expect(page.getByRole('button', { name: 'Edit Mode' })).toHaveAttribute('aria-pressed', 'true');
    const panel = page.getByRole('form', { name: 'Add Salary Component' });
    const picker = panel.getByRole('combobox', { name: 'Component' });
    const structure = page.getByRole('table', { name: 'Salary structure' });
    await expect(panel.getByLabel('Effective Date')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(panel.getByText('% of basic')).toBeVisible();
    // Statutory components are computed by payroll and are not offered.
    await expect(picker.locator('option', { hasText: /^Provident Fund/ })).toHaveCount(0);

    await chooseOption(picker, 'Basic Salary');
    await panel.getByRole('spinbutton', { name: 'Amount' }).fill('40000');
    await panel.getByRole('button', { name: 'Add Component' }).click();
    await expect(structure.getByRole('row', { name: /Basic Salary/ })).toContainText('₹40,000.00');
    // A component already present leaves the picker.
    await expect(picker.locator('option', { hasText: 'Basic Salary' })).toHaveCount(0);

    await chooseOption(picker, 'House Rent Allowance');
    await panel.getByRole('spinbutton', { name: 'Percentage' }).fill('40');
    await panel.getByRole('button', { name: 'Add Component' }).click();
    const hraRow = structure.getByRole('row', { name: /House Rent Allowance/ });
    await expect(hraRow).toContainText('40% of basic');
    await expect(hraRow).toContainText('₹16,000.00');
    // The picker has caught up (choosing before it re-renders would lose the choice).
    await expect(picker.locator('option', { hasText: 'House Rent Allowance' })).toHaveCount(0);

    await chooseOption(picker, 'Loan Repayment');
    await panel.getByRole('spinbutton', { name: 'Amount' }).fill('2000');
    await panel.getByRole('button', { name: 'Add Component' }).click();
    await expect(structure.getByRole('row', { name: /Loan Repayment/ })).toContainText('₹2,000.00');

    // Deductions as payroll makes them for a full month: the loan line, PF at 12% of the wage ceiling in force
    // (₹15,000, or ₹25,000 from 17 September 2026 in the seeded rates), Maharashtra's PT (₹200, ₹300 in
    // February; LWF in June and December) and an estimated TDS.
    const fromPay = page.getByRole('table', { name: 'Deductions from pay' });
    await expect(fromPay.getByRole('row', { name: /Provident Fund/ })).toContainText(/₹(1,800|3,000)\.00/);
    await expect(fromPay.getByRole('row', { name: /Professional Tax/ })).toContainText(/₹[23]00\.00/);
    await expect(fromPay.getByRole('row', { name: /Loan EMI/ })).toContainText('₹2,000.00');
    const deducted = await rupeesOf(fromPay.getByRole('row', { name: 'Total Deductions' }).getByRole('cell'));
    expect(deducted).toBeGreaterThanOrEqual(4_000);
    const totals = page.getByRole('region', { name: 'Salary totals' });
    await expect(totals.getByText('Total Earnings').locator('xpath=following-sibling::p')).toHaveText(
      '₹56,000.00',
    );
    await expect(totals.getByText('Total Deductions').locator('xpath=following-sibling::p')).toHaveText(
      inr.format(deducted),
    );
    const takeHome = inr.format(56_000 - deducted);
    await expect(totals.getByText('Net Salary').locator('xpath=following-sibling::p')).toHaveText(takeHome);
    await expect(
      page.getByText('Take-home', { exact: true }).locator('xpath=following-sibling::span'),
    ).toHaveText(takeHome);

    // Removing asks first; cancelling keeps the line.
    await structure.getByRole('button', { name: 'Remove Loan Repayment' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Salary Component' });
    await expect(confirm).toContainText('Are you sure you want to remove this salary component?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(structure.getByRole('row', { name: /Loan Repayment/ })).toBeVisible();

    // Saved the same day, the three saves are one version in the history.
    await page.getByRole('button', { name: 'View Mode' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Version effective from / })).toHaveCount(1);

    // The detail page sums up the structure; edit the job title from there.
    await page.getByRole('link', { name: 'Back to Employee' }).click();
    await expect(page).toHaveURL(employeeUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Ishita Banerjee' })).toBeVisible();
    await expect(page.getByText('Platform', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Salary totals' }).getByText(takeHome, { exact: true }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(`${employeeUrl}/edit`);
    const editForm = page.getByRole('form', { name: 'Edit Employee' });
    await expect(editForm.getByTestId('employee-code')).toHaveText(/^EMP\d{4,}$/);
    const jobTitle = editForm.getByRole('textbox', { name: 'Job Title' });
    await expect(jobTitle).toHaveValue('Data Analyst');
    await jobTitle.fill('');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editForm.getByText('The job title field is required.')).toBeVisible();
    await jobTitle.fill('Senior Data Analyst');
    await expect(editForm.getByText('The job title field is required.')).toHaveCount(0);
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(employeeUrl);
    await expect(
      page.getByRole('status').filter({ hasText: 'Employee updated successfully!' }),
    ).toBeVisible();
    await expect(page.getByText('Senior Data Analyst').first()).toBeVisible();

    // Export: the server's CSV of every employee matching the (here: no) filters.
    await page.getByRole('link', { name: 'Back to Employees' }).click();
    await expect(page).toHaveURL('/employees');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const csv = (await fs.readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(EXPORT_HEADER);
    expect(lines.length).toBeGreaterThan(16); // every employee, not one page
    expect(lines.find((line) => line.includes('ishita.banerjee@demo.test'))).toMatch(
      /^EMP\d{4,},Ishita Banerjee,ishita\.banerjee@demo\.test,Senior Data Analyst,Engineering,active,\d{4}-\d{2}-\d{2}(,[^,]*){5}$/,
    );
  });

  test('search finds an employee by code in any case; the department filter narrows the rows', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/employees');
    const table = employeesTable(page);
    await expect(table.getByRole('row')).toHaveCount(16);

    await page.getByRole('searchbox', { name: 'Search' }).fill('emp0003');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row', { name: /Priya Nair/ })).toContainText('EMP0003');
    await expect(page).toHaveURL('/employees?search=emp0003');

    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(table.getByRole('row')).toHaveCount(16);
    await page.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Finance' });
    await expect(page).toHaveURL(/department_id=\d+/);
    await expect(page.getByText(/Showing 1 to \d+ of \d+/)).toBeVisible();
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toContainText('Finance');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(15);
    for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText('Finance');
    await expect(table.getByText('Priya Nair')).toHaveCount(0);

    // Status filter on top: nobody in Finance is terminated.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Terminated' });
    await expect(page.getByText('No employees found')).toBeVisible();
  });

  test('an employee has no Employees entry but can open their own record', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(sidebarNav(page).getByRole('link', { name: 'Employees' })).toHaveCount(0);
    const ownId = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('user') ?? '{}') as { user?: { employee_id?: number } }).user
          ?.employee_id,
    );
    expect(ownId).toBeTruthy();
    await page.goto(`/employees/${ownId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Nair' })).toBeVisible();
    await expect(page.getByText('EMP0003').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Employees' })).toHaveCount(0);

    // Their own salary structure, read-only.
    await page.getByRole('link', { name: 'Salary Structure', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Salary Structure' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Salary totals' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Mode' })).toHaveCount(0);

    // Their own pay after PF and PT, worked out by payroll's engine.
    await expect(
      page.getByRole('table', { name: 'Deductions from pay' }).getByRole('row', { name: /Provident Fund/ }),
    ).toBeVisible();

    // Someone else's record and structure are not theirs to see: the not-found card, never the server's words.
    const otherId = Number(ownId) + 1;
    for (const path of [`/employees/${otherId}`, `/employees/${otherId}/salary`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Employee not found' })).toBeVisible();
      await expect(page.getByText('This action is unauthorized.')).toHaveCount(0);
    }

    // Adding employees is not for them: the create page sends them back to the list.
    await page.goto('/employees/create');
    await expect(page).toHaveURL('/employees');
  });
});
