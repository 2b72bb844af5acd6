import { readFile } from 'node:fs/promises';
import { verhoeffDigit } from '@hrms/contracts/statutory';
import ExcelJS from 'exceljs';
import { ADMIN, HR, signIn } from './support/auth';
import { apiToken, openPeriod, processThroughScreen } from './support/payroll';
import { expect, test } from './support/test';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely here
type Json = Record<string, any>;

test.describe('monthly compliance', () => {
  test('HR fills statutory details, processes the month and downloads the ECR and the ESIC file', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, HR);
    const headers = { Authorization: `Bearer ${token}` };
    const { year, month, locked } = await openPeriod(request, token);
    const me = (await (await request.get('/api/me', { headers })).json()) as Json;
    locked.add(me.user.employee.employee_id);

    // An office assistant still open this month: paid under ₹21,000, so a PF member covered by ESIC.
    const listed = (await (
      await request.get('/api/employees', { headers, params: { status: 'active', per_page: 100 } })
    ).json()) as Json;
    const person = (listed.data as Json[]).find(
      (e) => e.job_title === 'Office Assistant' && !locked.has(e.employee_id),
    );
    expect(person, 'an open office assistant').toBeTruthy();
    const { id, employee_id: code, first_name: first, last_name: last } = person as Json;
    const stamp = String(Date.now()).slice(-8);
    // Eleven digits and the Verhoeff check digit EPFO's UAN carries.
    const uan = `101${stamp}${verhoeffDigit(`101${stamp}`)}`;
    const ipNumber = `32${stamp}`;

    await signIn(page, HR);
    await page.goto(`/employees/${id}/edit`);
    const statutory = page.getByRole('group', { name: 'Statutory details' });
    await statutory.getByLabel('UAN', { exact: true }).fill(uan);
    await statutory.getByLabel('ESIC IP Number').fill(ipNumber);
    await statutory.getByLabel('VPF (%)').fill('2');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(`/employees/${id}`);
    const card = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Statutory details' }) });
    await expect(card).toContainText(uan);
    await expect(card).toContainText(ipNumber);

    // Process the month for that one person.
    await processThroughScreen(page, { year, month }, `${first} ${last} (${code})`);
    // The files count approved and paid runs only: the admin approves it (HR processed it, so may not).
    const runs = (await (
      await request.get('/api/payroll-runs', { headers, params: { employee_id: id, month, year } })
    ).json()) as Json;
    const admin = { Authorization: `Bearer ${await apiToken(request, ADMIN)}` };
    const approved = await request.put(`/api/payroll-runs/${runs.data[0].id}/approve`, {
      headers: admin,
      data: { note: 'Checked against the attendance register' },
    });
    expect(approved.ok()).toBe(true);

    // What is due to whom, and by when.
    await page.goto(`/reports/payroll?report=compliance-summary&month=${month}&year=${year}`);
    const checklist = page.getByRole('list', { name: 'Compliance checklist' });
    await expect(checklist.getByRole('listitem').filter({ hasText: 'to EPFO by 15 ' })).toBeVisible();
    await expect(checklist.getByRole('listitem').filter({ hasText: 'to ESIC by 15 ' })).toBeVisible();

    // The ECR: the member's line, in EPFO's eleven #~# fields, with VPF in the employee's share.
    await page.goto(`/reports/payroll?report=pf-ecr&month=${month}&year=${year}`);
    await expect(page.getByRole('table', { name: 'EPFO ECR File' })).toBeVisible();
    const [ecr] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download ECR (.txt)' }).click(),
    ]);
    const lines = (await readFile(await ecr.path(), 'latin1')).split('\r\n');
    const fields = lines.find((l) => l.startsWith(`${uan}#~#`))?.split('#~#') ?? [];
    expect(fields).toHaveLength(11);
    expect(fields[1]).toBe(`${first} ${last}`.toUpperCase());
    const [epfWages, epsWages, eeShare, eps, er] = [3, 4, 6, 7, 8].map((i) => Number(fields[i])) as [
      number,
      number,
      number,
      number,
      number,
    ];
    expect(eeShare).toBe(Math.round(epfWages * 0.12) + Math.round(epfWages * 0.02));
    expect(eps).toBe(Math.round(epsWages * 0.0833));
    expect(eps + er).toBe(Math.round(epfWages * 0.12));

    // The ESIC upload: a real spreadsheet with the member's IP number, name, days and wages.
    await page.goto(`/reports/payroll?report=esic-upload&month=${month}&year=${year}`);
    await expect(page.getByRole('table', { name: 'ESIC Monthly Contribution File' })).toBeVisible();
    const [esic] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download ESIC file (.xlsx)' }).click(),
    ]);
    expect(esic.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(await esic.path())) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    const row = rows.find((r) => r.includes(ipNumber));
    expect(row, 'the member in the ESIC file').toBeTruthy();
    expect(row).toContain(`${first} ${last}`);
    expect(Number(row?.[3])).toBeGreaterThan(0);
  });
});
