import fs from 'node:fs/promises';
import { ADMIN, EMPLOYEE, HR, sidebarNav, signIn } from './support/auth';
import { expect, type Page, test } from './support/test';

/** The message a page shows after saving (a SuccessBanner is a status region). */
function notice(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

/** Picks the option of a select whose label contains `text` (labels such as "Meera Krishnan (EMP0011)"). */
async function chooseOption(page: Page, select: string, text: string) {
  const combobox = page.getByRole('combobox', { name: select, exact: true });
  const option = combobox.locator('option', { hasText: text });
  await expect(option).toHaveCount(1);
  await combobox.selectOption({ label: (await option.textContent()) ?? text });
}

/** A table row by the text of one of its cells. */
function row(page: Page, text: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

test.describe('organisation structure', () => {
  test('admin creates a company, a branch of it, a department in it and a team in that department', async ({
    page,
  }) => {
    test.setTimeout(90_000); // one long journey through four areas and their forms
    await signIn(page, ADMIN);

    // Company
    await sidebarNav(page).getByRole('link', { name: 'Companies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await page.getByRole('link', { name: 'Add New Company' }).click();
    await expect(page).toHaveURL('/companies/create');
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(page.getByText('The legal name field is required.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Northwind Traders');
    await page.getByLabel('Legal Name').fill('Northwind Traders Private Limited');
    await page.getByLabel('Registration Number').fill('U51909MH2020PTC111111');
    await page.getByLabel('Tax ID').fill('AAACN1111N');
    await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption({ label: 'India' });
    await page.getByLabel('Email').fill('hello@northwind.test');
    await page.getByLabel('Phone').fill('+91 20 4000 1000');
    await page.getByLabel('Website').fill('https://northwind.test');
    await page.getByLabel('Address Line 1').fill('7 Riverside Park');
    await page.getByLabel('City').fill('Pune');
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Maharashtra' });
    await page.getByLabel('Postal Code').fill('411001');
    // Choosing the country filled in the address country.
    await expect(page.getByLabel('Address Country')).toHaveValue('India');
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(page).toHaveURL('/companies');
    await expect(notice(page, 'Company created successfully!')).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: 'Northwind Traders Private Limited' }),
    ).toBeVisible();

    // Branch, from the company's own branches page
    await page.getByRole('button', { name: 'Actions for Northwind Traders' }).click();
    await page.getByRole('menuitem', { name: 'Branches' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Traders Branches' })).toBeVisible();
    await expect(page.getByText('No branches found')).toBeVisible();
    await page.getByRole('link', { name: 'Add New Branch' }).click();
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(/\d+/);
    await page.getByLabel('Branch Name').fill('Pune Office');
    await page.getByLabel('Branch Code').fill('pun');
    await page.getByLabel('Email').fill('pune@northwind.test');
    await page.getByLabel('Phone').fill('+91 20 4000 2000');
    await page.getByLabel('Street').fill('7 Riverside Park, Koregaon Park');
    await page.getByLabel('City').fill('Pune');
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Maharashtra' });
    await page.getByLabel('Postal Code').fill('411001');
    await page.getByRole('textbox', { name: 'Country', exact: true }).fill('India');
    await page.getByRole('button', { name: 'Create Branch' }).click();
    await expect(page).toHaveURL('/branches');
    await expect(notice(page, 'Branch created successfully!')).toBeVisible();
    await expect(row(page, 'Northwind Traders')).toContainText('Pune Office');
    await expect(row(page, 'Northwind Traders')).toContainText('PUN');

    // Department in the company and its branch
    await sidebarNav(page).getByRole('link', { name: 'Departments' }).click();
    await page.getByRole('link', { name: 'Add New Department' }).click();
    await expect(page).toHaveURL('/departments/create');
    await expect(page.getByRole('combobox', { name: 'Branch' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Company' }).selectOption({ label: 'Northwind Traders' });
    await chooseOption(page, 'Branch', 'Pune Office');
    await page.getByLabel('Department Name').fill('Logistics');
    await page.getByLabel('Department Code').fill(' log ');
    await page.getByRole('button', { name: 'Create Department' }).click();
    await expect(page).toHaveURL('/departments');
    await expect(notice(page, 'Department created successfully')).toBeVisible();
    await page.getByRole('combobox', { name: 'Company' }).selectOption({ label: 'Northwind Traders' });
    await expect(page.getByRole('row')).toHaveCount(2); // the header and Logistics
    await expect(row(page, 'Pune Office')).toContainText('Logistics');
    await expect(row(page, 'Pune Office')).toContainText('LOG');

    // Team in that department: nobody works there yet, so no lead and no members
    await sidebarNav(page).getByRole('link', { name: 'Teams' }).click();
    await page.getByRole('link', { name: 'Add Team' }).click();
    await expect(page).toHaveURL('/teams/create');
    await page
      .getByRole('combobox', { name: 'Department' })
      .selectOption({ label: 'Logistics (Northwind Traders)' });
    await page.getByLabel('Team Name').fill('Dispatch');
    await page.getByLabel('Team Code').fill('disp');
    await page.getByRole('button', { name: 'Create Team' }).click();
    await expect(page).toHaveURL('/teams');
    await expect(notice(page, 'Team created successfully!')).toBeVisible();
    const dispatch = page.getByRole('row').filter({ hasText: 'Dispatch' });
    await expect(dispatch).toContainText('Logistics');
    await expect(dispatch).toContainText('Northwind Traders');
    await expect(dispatch).toContainText('Vacant');
    await expect(dispatch.getByRole('cell', { name: '0', exact: true })).toBeVisible();

    // Edit the team: the message shows, then the team's page opens; Activate asks first, then applies
    await page.getByRole('button', { name: 'Actions for Dispatch' }).click();
    await page.getByRole('menuitem', { name: 'Edit Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Team' })).toBeVisible();
    await page.getByLabel('Team Name').fill('');
    await page.getByRole('button', { name: 'Update Team' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await page.getByLabel('Team Name').fill('Dispatch and Returns');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Inactive' });
    await page.getByLabel('Description').fill('Outbound and returned goods');
    await page.getByRole('button', { name: 'Update Team' }).click();
    await expect(notice(page, 'Team updated successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dispatch and Returns' })).toBeVisible();
    await expect(page).toHaveURL(/\/teams\/\d+$/);
    await expect(page.getByText('Outbound and returned goods')).toBeVisible();
    await page.getByRole('button', { name: 'Activate Team' }).click();
    await page
      .getByRole('alertdialog', { name: 'Activate team?' })
      .getByRole('button', { name: 'Activate' })
      .click();
    await expect(notice(page, 'Team activated successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deactivate Team' })).toBeVisible();

    // Edit the company through the same form it was created with
    await page.getByRole('link', { name: 'Northwind Traders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Traders' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Northwind Traders');
    await page.getByLabel('Phone').fill('+91 20 4000 9999');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notice(page, 'Company updated successfully!')).toBeVisible();
    await expect(page.getByText('+91 20 4000 9999')).toBeVisible();
  });

  test('a Finance team gets two members and a lead, loses one member, then is disbanded', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/teams/create');
    await page
      .getByRole('combobox', { name: 'Department' })
      .selectOption({ label: 'Finance (Demo Industries)' });
    await page.getByLabel('Team Name').fill('Audit');
    await page.getByLabel('Team Code').fill('FIN-AUD');
    await page.getByRole('button', { name: 'Create Team' }).click();
    await expect(notice(page, 'Team created successfully!')).toBeVisible();

    // The row menu works from the keyboard: Enter opens it on View Details, arrows move, Enter follows.
    await page.getByRole('button', { name: 'Actions for Audit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Manage Members' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/teams\/\d+\/members$/);
    const teamUrl = page.url().replace(/\/members$/, '');
    await expect(page.getByText('No members yet')).toBeVisible();

    // Add Meera Krishnan and Amit Shah, Finance's people without a team
    await page.getByRole('button', { name: 'Add Members' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Members' });
    await dialog.getByRole('button', { name: 'Add 0 Member(s)' }).click();
    await expect(dialog.getByText('Please select at least one employee to add.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /Meera Krishnan/ }).check();
    await dialog.getByRole('checkbox', { name: /Amit Shah/ }).check();
    await dialog.getByRole('button', { name: 'Add 2 Member(s)' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, 'Added 2 member(s) to the team')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Meera Krishnan' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Amit Shah' })).toBeVisible();

    // Assign Meera as lead
    await page.getByRole('link', { name: 'Back to Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    await page.getByRole('link', { name: 'Assign Team Lead' }).click();
    await expect(page).toHaveURL(`${teamUrl}/assign-lead`);
    await page.getByRole('button', { name: 'Assign Team Lead' }).click();
    await expect(page.getByText('Please select a team lead.')).toBeVisible();
    await page.getByRole('radio', { name: /Meera Krishnan/ }).check();
    await page.getByRole('button', { name: 'Assign Team Lead' }).click();
    await expect(notice(page, 'Team lead assigned successfully!')).toBeVisible();
    await expect(page).toHaveURL(teamUrl); // after 1.5 seconds
    const members = page.getByRole('list', { name: 'Team members' });
    await expect(members.getByRole('listitem').filter({ hasText: 'Meera Krishnan' })).toContainText(
      'Team Lead',
    );

    // The lead cannot be removed as a member; Amit can
    await page.getByRole('link', { name: 'Manage Members' }).first().click();
    await expect(page.getByRole('button', { name: 'Remove Meera Krishnan' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove Amit Shah' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove member?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(notice(page, 'Amit Shah has been removed from the team')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Amit Shah' })).toHaveCount(0);

    // Disband: it asks first, then the team has no members and no lead, and offers no more changes
    await page.getByRole('link', { name: 'Back to Team' }).click();
    await page.getByRole('button', { name: 'Disband Team' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disband team?' });
    await expect(confirm).toContainText('cannot be undone');
    await confirm.getByRole('button', { name: 'Disband' }).click();
    await expect(notice(page, 'Team disbanded successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Members (0)' })).toBeVisible();
    await expect(page.getByText('No team lead assigned.')).toBeVisible();
    await expect(page.getByText('This team has been disbanded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disband Team' })).toHaveCount(0);

    await page.goto('/teams?status=disbanded');
    const audit = page.getByRole('row').filter({ hasText: 'Audit' });
    await expect(audit).toContainText('Disbanded');
    await expect(audit.getByRole('cell', { name: '0', exact: true })).toBeVisible();
    await audit.getByRole('button', { name: 'Actions for Audit' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['View Details']);
  });

  test('the teams list filters on the server and exports the matching teams as CSV', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/teams');
    await expect(page.getByRole('row').filter({ hasText: 'Platform' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'West' })).toBeVisible();

    const status = page.getByRole('combobox', { name: 'Status' });
    const lead = page.getByRole('combobox', { name: 'Team Lead' });
    const answer = (param: string) =>
      page.waitForResponse((r) => r.url().includes('/api/teams?') && r.url().includes(param));

    let response = answer('status=disbanded');
    await status.selectOption({ label: 'Disbanded' });
    await response;
    await expect(page.getByRole('row').filter({ hasText: 'Platform' })).toHaveCount(0);

    // Every demo team has a lead: none is vacant.
    response = answer('lead=vacant');
    await status.selectOption({ label: 'Active' });
    await lead.selectOption({ label: 'Vacant' });
    await response;
    await expect(page.getByRole('row').filter({ hasText: 'Platform' })).toHaveCount(0);

    response = answer('lead=assigned');
    await lead.selectOption({ label: 'Assigned' });
    await response;
    await expect(page.getByRole('row').filter({ hasText: 'Platform' })).toBeVisible();

    response = answer('search=Plat');
    await page.getByLabel('Search').fill('Plat');
    await response;
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page).toHaveURL(/status=active/);

    const exportRequest = page.waitForRequest((r) => r.url().includes('/api/teams/export'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const url = new URL((await exportRequest).url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'Plat',
      status: 'active',
      lead: 'assigned',
    });
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^teams-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await fs.readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Team,Code,Department,Company,Team Lead,Status,Members,Created Date');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^Platform,ENG-PLA,Engineering,Demo Industries,Priya Nair,active,\d+,\d{4}-\d{2}-\d{2}$/,
    );
  });

  test('a company’s default tax regime is chosen among its country’s regimes and shown on its page', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/companies/create');
    const regime = page.getByRole('combobox', { name: 'Default Tax Regime' });
    await expect(regime).toBeDisabled();
    await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption({ label: 'India' });
    await expect(regime).toBeEnabled();
    await expect(regime.locator('option')).toContainText([
      'None',
      'New Tax Regime (Section 115BAC) FY 2025-26',
      'Old Tax Regime FY 2025-26',
    ]);
    await regime.selectOption({ label: 'Old Tax Regime FY 2025-26' });
    // Another country's regimes replace India's, and the choice made for India is dropped.
    await page
      .getByRole('combobox', { name: 'Country', exact: true })
      .selectOption({ label: 'United States' });
    await expect(regime).toHaveValue('');
    await expect(regime.locator('option', { hasText: 'Old Tax Regime' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption({ label: 'India' });
    await regime.selectOption({ label: 'Old Tax Regime FY 2025-26' });

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Regime Traders');
    await page.getByLabel('Legal Name').fill('Regime Traders LLP');
    await page.getByLabel('Registration Number').fill('AAB-1234');
    await page.getByLabel('Tax ID').fill('AAAFR1234R');
    await page.getByLabel('Email').fill('hello@regime.test');
    await page.getByLabel('Phone').fill('+91 22 4000 1000');
    await page.getByLabel('Address Line 1').fill('1 Marine Drive');
    await page.getByLabel('City').fill('Mumbai');
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Maharashtra' });
    await page.getByLabel('Postal Code').fill('400002');
    await page.getByRole('button', { name: 'Create Company' }).click();
    await expect(notice(page, 'Company created successfully!')).toBeVisible();

    await page.goto('/companies?search=Regime%20Traders');
    await page.getByRole('button', { name: 'Actions for Regime Traders' }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Regime Traders' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('combobox', { name: 'Default Tax Regime' })).toHaveValue(/\d+/);
    await expect(
      page.getByRole('combobox', { name: 'Default Tax Regime' }).locator('option:checked'),
    ).toHaveText('Old Tax Regime FY 2025-26');
    await page.goBack();
    await page.getByRole('link', { name: 'Old Tax Regime FY 2025-26' }).click();
    await expect(page).toHaveURL(/\/tax-regimes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Old Tax Regime FY 2025-26' })).toBeVisible();
  });

  test('screens and actions follow the permissions', async ({ page }) => {
    // An HR manager manages departments and teams but not companies or branches.
    await signIn(page, HR);
    await page.goto('/companies');
    await expect(page.getByRole('row').filter({ hasText: 'Demo Industries Private Limited' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Company' })).toHaveCount(0);
    await page.goto('/companies/create');
    await expect(page).toHaveURL('/companies');
    await page.goto('/branches/create');
    await expect(page).toHaveURL('/branches');
    await expect(page.getByRole('link', { name: 'Add New Branch' })).toHaveCount(0);
    await page.goto('/departments');
    await expect(page.getByRole('link', { name: 'Add New Department' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();

    // An employee may read the structure but change nothing.
    await signIn(page, EMPLOYEE);
    await page.goto('/departments/create');
    await expect(page).toHaveURL('/departments');
    await expect(page.getByRole('alert')).toHaveText('You do not have permission to create departments');
    await expect(page.getByRole('link', { name: 'Add New Department' })).toHaveCount(0);
    await page.goto('/teams');
    await expect(page.getByRole('row').filter({ hasText: 'Platform' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Team' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Actions for Platform' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['View Details']);
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Platform' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick Actions' })).toHaveCount(0);
    await page.goto(`${page.url()}/edit`);
    await expect(page).toHaveURL('/teams');
  });
});
