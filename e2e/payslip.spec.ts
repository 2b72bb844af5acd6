import { financialYearOf } from '@hrms/contracts/tax-year';
import { EMPLOYEE, HR, signIn } from './support/auth';
import { apiToken, MONTHS, type Run } from './support/payroll';
import { pdfText } from './support/pdf';
import { expect, test } from './support/test';

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

type PaidRun = Run & { year: number; month: number; pay_period: string; gross_salary: number };

/**
 * The payslip people expect (docs/decisions/payroll.md, "The payslip PDF"): the employee downloads their latest released payslip from Home and
 * reads the year to date back from the PDF, equal to what the tax year's runs add up to; HR sees a structure's
 * monthly and annual amounts and its CTC, and opens the editor in one click.
 */
test.describe('the payslip', () => {
  test('the employee downloads their latest payslip and reads its year to date', async ({
    page,
    request,
  }) => {
    await signIn(page, EMPLOYEE);
    const mine = await apiToken(request, EMPLOYEE);
    const me = (await (
      await request.get('/api/me', { headers: { Authorization: `Bearer ${mine}` } })
    ).json()) as { user: { employee: { id: number } } };
    const employee = me.user.employee;
    // The runs an employee sees are those released to them, newest first.
    const released = (
      (await (
        await request.get('/api/payroll-runs', {
          headers: { Authorization: `Bearer ${mine}` },
          params: { per_page: 50 },
        })
      ).json()) as { data: PaidRun[] }
    ).data;
    const latest = released[0];
    expect(latest, 'the demo employee has a released payslip').toBeTruthy();
    if (!latest) return;
    const period = `${MONTHS[latest.month - 1]} ${latest.year}`;

    // The dashboard's latest payslip is the newest month released, its payslip one click away.
    await page.goto('/');
    const card = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Latest Payslip' }) });
    await expect(card).toContainText(`${MONTHS[latest.month - 1]?.slice(0, 3)} ${latest.year}`);
    await card.getByRole('link', { name: 'View Payslip' }).click();
    await expect(page).toHaveURL(new RegExp(`/payroll/view/${latest.id}$`));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Payslip' }).click(),
    ]);
    const text = await pdfText(await download.path());

    // Year to date: the tax year's approved and paid runs up to this month, as HR sees them, and this run.
    const hr = await apiToken(request, HR);
    const all = (
      (await (
        await request.get('/api/payroll-runs', {
          headers: { Authorization: `Bearer ${hr}` },
          params: { employee_id: employee.id, per_page: 100 },
        })
      ).json()) as { data: PaidRun[] }
    ).data;
    const year = financialYearOf(`${latest.pay_period}-01`);
    const counted = all.filter(
      (r) =>
        financialYearOf(`${r.pay_period}-01`) === year &&
        r.pay_period <= latest.pay_period &&
        (r.id === latest.id || r.status === 'approved' || r.status === 'paid'),
    );
    const ytd = counted.reduce((n, r) => n + Math.round(r.gross_salary * 100), 0) / 100;
    expect(text).toContain(`Payslip for ${period}`);
    expect(text).toContain('This month Year to date');
    expect(text).toContain(`Gross pay ${inr.format(latest.gross_salary)} ${inr.format(ytd)}`);
    expect(text).toMatch(/Year to date from 1 Apr \d{4}/);
    expect(text).toContain('Leave balances');
    expect(text).toMatch(/Annual CTC ₹[\d,]+\.\d{2}/);
    // The company heads it (its logo beside the name once one is uploaded: e2e/branding.spec.ts).
    expect(text).toContain('Demo Industries');
  });

  test('HR sees the structure a month and a year with its CTC, and opens the editor in one click', async ({
    page,
    request,
  }) => {
    const hr = await apiToken(request, HR);
    const [person] = (
      (await (
        await request.get('/api/employees', {
          headers: { Authorization: `Bearer ${hr}` },
          params: { status: 'active', per_page: 1 },
        })
      ).json()) as { data: { id: number; first_name: string; last_name: string }[] }
    ).data;
    if (!person) throw new Error('the demo has an active employee');
    const structure = (await (
      await request.get(`/api/employees/${person.id}/salary-structure`, {
        headers: { Authorization: `Bearer ${hr}` },
      })
    ).json()) as {
      salary_structure: { computed_amount: number; salary_component: { name: string; code: string } }[];
      ctc: { gross_monthly: number; gross_annual: number; monthly: number; annual: number };
    };
    const basic = structure.salary_structure.find((l) => l.salary_component.code === 'BASIC');
    if (!basic) throw new Error('the demo structure has BASIC');

    await signIn(page, HR);
    await page.goto(`/employees/${person.id}`);
    // One click from the employee to the structure's editor.
    await page.getByRole('link', { name: 'Change salary structure' }).click();
    await expect(page).toHaveURL(new RegExp(`/employees/${person.id}/salary\\?mode=edit$`));
    await expect(page.getByRole('button', { name: 'Edit Mode' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('form', { name: 'Add Salary Component' })).toBeVisible();

    // Each line a month and a year.
    const lines = page.getByRole('table', { name: 'Salary structure' });
    await expect(lines.getByRole('columnheader', { name: 'Annual' })).toBeVisible();
    const row = lines.getByRole('row', { name: new RegExp(basic.salary_component.name) });
    await expect(row).toContainText(inr.format(basic.computed_amount));
    await expect(row).toContainText(inr.format(basic.computed_amount * 12));

    // The gross and the CTC, a month and a year, as the server states them.
    const ctc = page.getByRole('table', { name: 'Cost to company' });
    await expect(ctc.getByRole('row', { name: /Gross salary/ })).toContainText(
      `${inr.format(structure.ctc.gross_monthly)}${inr.format(structure.ctc.gross_annual)}`,
    );
    await expect(ctc.getByRole('row', { name: /Cost to company/ })).toContainText(
      `${inr.format(structure.ctc.monthly)}${inr.format(structure.ctc.annual)}`,
    );

    // Back to viewing: the editor closes and the address says so.
    await page.getByRole('button', { name: 'View Mode' }).click();
    await expect(page).toHaveURL(new RegExp(`/employees/${person.id}/salary$`));
    await expect(page.getByRole('form', { name: 'Add Salary Component' })).toHaveCount(0);
  });
});
