import type { Page } from '@playwright/test';
import { seriousViolations } from './support/a11y';
import { EMPLOYEE, HR, sidebarNav, signIn } from './support/auth';
import { apiToken, today } from './support/payroll';
import { pdfText } from './support/pdf';
import { expect, test } from './support/test';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely here
type Json = Record<string, any>;

const financialYearOf = (date: string) => {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};
/** 31/01/2027: dates as the certificate prints them. */
const printed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** The card (a section) headed `title`. */
const section = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
/**
 * The salary certificate of the running tax year — Form 130 under the Income-tax Act, 2025 from 2026-27 (Form
 * 16 for earlier years): HR previews a leaver's draft, marked DRAFT and ending on the last working day; issuing
 * waits for March; the employee sees nothing before it is issued. Then the quarter's Form 138 receipt is
 * recorded on TDS Challans for Part A.
 */
test.describe('Tax certificates', () => {
  test('HR previews a leaver’s Form 130 draft; issuing waits for March; the employee gets nothing yet', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const fy = financialYearOf(today());
    const [hr, employee] = [await apiToken(request, HR), await apiToken(request, EMPLOYEE)];
    const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
    const statute = (await (
      await request.get(`/api/statute?tax_year=${fy}`, { headers: auth(hr) })
    ).json()) as Json;
    const form = statute.forms.certificate as string;
    // The demo's leaver (notice given on the demo's day, paid through the demo months).
    const exits = (
      await (await request.get('/api/exits?status=upcoming&per_page=100', { headers: auth(hr) })).json()
    ).data as Json[];
    const leaver = exits.find((e) => e.exit_reason?.startsWith('Moving to Pune')) as Json;
    expect(leaver, 'the demo leaver').toBeTruthy();

    await signIn(page, HR);
    // The certificate is the tax page's last part (docs/decisions/accessibility-and-ui.md), at its own address.
    await page.goto(`/employees/${leaver.employee_id}/tax?section=certificate`);
    const card = section(page, form);
    await expect(card).toBeVisible();
    const [draft] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Preview draft ${form} (${statute.year_short})` }).click(),
    ]);
    const code = form.toLowerCase().replace(/\s+/g, '');
    expect(draft.suggestedFilename()).toBe(`${code}_${leaver.employee_code}_${fy}_draft.pdf`);
    const text = await pdfText((await draft.path()) as string);
    expect(text).toContain(`FORM NO. ${form.replace(/^Form /, '')} (DRAFT)`);
    expect(text).toContain(statute.act);
    // The period with the employer ends on the leaver's last working day (within the year).
    expect(text).toContain(`to ${printed(leaver.last_working_day)}`);

    // Issuing the year waits for its last month's payroll.
    await sidebarNav(page).getByRole('link', { name: 'Tax certificates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax certificates' })).toBeVisible();
    await page.getByLabel('Financial year').selectOption(fy);
    await expect(page.getByRole('button', { name: `Issue ${form} to all` })).toBeDisabled();
    await expect(
      page.getByText(new RegExp(`${form} can be issued once the payroll of March \\d{4} is approved`)),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The employee's own certificate is not there before HR issues it: the button says so.
    const employeeContext = await browser.newContext();
    const employeePage = await employeeContext.newPage();
    await signIn(employeePage, EMPLOYEE);
    await sidebarNav(employeePage).getByRole('link', { name: 'My Tax' }).click();
    await employeePage.getByLabel('Financial year').selectOption(fy);
    await employeePage
      .getByRole('navigation', { name: 'Tax year sections' })
      .getByRole('link', { name: form, exact: true })
      .click();
    const mine = section(employeePage, form);
    await expect(mine.getByRole('button', { name: /^Preview draft/ })).toHaveCount(0);
    await mine.getByRole('button', { name: `Download ${form} (${statute.year_short})` }).click();
    await expect(mine.getByRole('alert')).toHaveText(`${form} for ${fy} has not been issued yet`);
    await employeeContext.close();
    const me = ((await (await request.get('/api/me', { headers: auth(employee) })).json()) as Json).user
      .employee;
    const drafted = await request.get(`/api/employees/${me.id}/form130?tax_year=${fy}&draft=true`, {
      headers: auth(employee),
    });
    expect(drafted.status()).toBe(404);
  });

  test('HR records the quarter’s filed statement and its receipt number on TDS Challans', async ({
    page,
    request,
  }) => {
    const fy = financialYearOf(today());
    const hr = await apiToken(request, HR);
    const statute = (await (
      await request.get(`/api/statute?tax_year=${fy}`, { headers: { Authorization: `Bearer ${hr}` } })
    ).json()) as Json;
    const statement = statute.forms.quarterly_statement as string;
    // The year's first quarter has ended whatever today is in the year; filed on the last day it was due.
    const due = `${fy.slice(0, 4)}-07-31`;

    await signIn(page, HR);
    await sidebarNav(page).getByRole('link', { name: 'TDS Challans' }).click();
    const card = section(page, `${statement} filed`);
    const recordForm = card.getByRole('form', { name: `Record a filed ${statement}` });
    await recordForm.getByLabel('Quarter').selectOption('1');
    // A receipt of the wrong shape is refused beside its field.
    await recordForm.getByLabel('Receipt number').fill('1234');
    await recordForm.getByLabel('Filed on').fill(due);
    await recordForm.getByRole('button', { name: 'Record statement' }).click();
    await expect(
      recordForm.getByText(
        'The receipt number is the 8 letters the portal gives, or the 15-digit token number.',
      ),
    ).toBeVisible();
    await recordForm.getByLabel('Receipt number').fill('qwertyui');
    await recordForm.getByRole('button', { name: 'Record statement' }).click();
    await expect(card.getByText(`${statement} for Q1 recorded: receipt QWERTYUI.`)).toBeVisible();
    const q1 = card.getByRole('row', { name: /Q1/ });
    await expect(q1).toContainText('QWERTYUI');
    await expect(q1).not.toContainText('Late');
  });
});
