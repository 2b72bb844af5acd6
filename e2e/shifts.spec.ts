import { dmy } from '@hrms/contracts/formats';
import { seriousViolations } from './support/a11y';
import { ADMIN, apiToken, EMPLOYEE, HR, sidebarNav, signedInPage, signIn } from './support/auth';
import { notice, shownDate } from './support/forms';
import { addDays, today, workingDays } from './support/leave';
import { type APIRequestContext, expect, type Page, test, useOwnServer } from './support/test';

/**
 * Shifts and rosters. HR sets up a morning and a night shift and a fortnight's rotation of them on the
 * screens, gives it to a team from this week's Monday, and reads the team's roster calendar: mornings this
 * week, nights the next, weekends off. Priya asks to swap her day with Rahul's late shift; he accepts among
 * the swaps asked of him, Aditi approves it in her Approvals inbox, and the request shows approved. Both
 * change the company's shifts, so this runs on a server of its own.
 */
const OWN_INDEX = 59;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** The Monday on or before a date, where the roster calendar's weeks start. */
const mondayOf = (iso: string) => addDays(iso, -((weekday(iso) + 6) % 7));
/** A day as a roster cell names it: "Mon 30 Nov". */
const cellDay = (iso: string) =>
  `${WEEKDAYS[weekday(iso)]} ${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;
/** The two-week range title: "30 Nov – 13 Dec 2026", or with both years across a new year. */
function twoWeeksTitle(from: string): string {
  const to = addDays(from, 13);
  const short = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;
  const start = from.slice(0, 4) === to.slice(0, 4) ? short(from) : `${short(from)} ${from.slice(0, 4)}`;
  return `${start} – ${short(to)} ${to.slice(0, 4)}`;
}

/** A list row, found by a text only it holds. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function api<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  init?: { put?: unknown; post?: unknown },
) {
  const headers = { Authorization: `Bearer ${token}` };
  const answer = init?.put
    ? await request.put(`/api${url}`, { headers, data: init.put })
    : init?.post
      ? await request.post(`/api${url}`, { headers, data: init.post })
      : await request.get(`/api${url}`, { headers });
  expect(answer.ok(), `${url} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

type Team = {
  id: number;
  name: string;
  status: string;
  members_count: number;
  department: { name: string };
  team_lead: { first_name: string; last_name: string; email: string } | null;
};

/**
 * A team with members, led by someone other than the demo sign-ins (whose shifts the swap below uses): its
 * name as the picker offers it and its lead, a member whose cells are read.
 */
async function rotaTeam(request: APIRequestContext) {
  const token = await apiToken(request, HR);
  const teams = await api<{ data: Team[] }>(request, token, '/teams?per_page=100');
  const signIns: string[] = [ADMIN, HR, EMPLOYEE];
  const team = teams.data.find(
    (t) =>
      t.status === 'active' &&
      t.members_count > 1 &&
      t.team_lead !== null &&
      !signIns.includes(t.team_lead.email),
  );
  if (!team?.team_lead) throw new Error('The demo data has no team with members led by another employee');
  return {
    option: `${team.name} (${team.department.name})`,
    name: team.name,
    member: `${team.team_lead.first_name} ${team.team_lead.last_name}`,
  };
}

test.describe('shifts, rosters and shift changes', () => {
  useOwnServer(OWN_INDEX);

  test('HR builds a two-shift rotating roster for a team and sees it on the calendar', async ({ page }) => {
    test.setTimeout(90_000);
    const team = await rotaTeam(page.request);
    const monday = mondayOf(today());
    const nextMonday = addDays(monday, 7);

    await signIn(page, HR);
    await sidebarNav(page).getByRole('link', { name: 'Shifts', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shifts' })).toBeVisible();

    // A morning shift: the dialog works out the hours it schedules.
    await page.getByRole('button', { name: 'New shift' }).click();
    let dialog = page.getByRole('dialog', { name: 'New shift' });
    await dialog.getByLabel('Name').fill('Morning');
    await dialog.getByLabel('Starts at').fill('06:00');
    await dialog.getByLabel('Ends at').fill('14:00');
    await expect(dialog).toContainText('Scheduled: 7 h a day.');
    await expect(dialog).not.toContainText('Ends the next morning');
    await dialog.getByRole('button', { name: 'Create shift' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, 'Shift created successfully')).toBeVisible();
    await expect(row(page, 'Morning')).toContainText('06:00–14:00');

    // A night shift ends the next morning: the dialog says so, and the list marks it.
    await page.getByRole('button', { name: 'New shift' }).click();
    dialog = page.getByRole('dialog', { name: 'New shift' });
    await dialog.getByLabel('Name').fill('Night');
    await dialog.getByLabel('Starts at').fill('22:00');
    await dialog.getByLabel('Ends at').fill('06:00');
    await expect(dialog).toContainText('Ends the next morning — counted on the day it starts.');
    await expect(dialog).toContainText('Scheduled: 7 h a day.');
    await dialog.getByRole('button', { name: 'Create shift' }).click();
    await expect(dialog).toBeHidden();
    const night = row(page, 'Night');
    await expect(night).toContainText('22:00–06:00');
    await expect(night).toContainText('Night · ends next day');
    expect(await seriousViolations(page)).toEqual([]);

    // A fortnight's rotation: a week of mornings, then a week of nights.
    await page.getByRole('link', { name: 'Rosters' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rosters' })).toBeVisible();
    await page.getByRole('button', { name: 'New roster' }).first().click();
    dialog = page.getByRole('dialog', { name: 'New roster' });
    await dialog.getByLabel('Name').fill('Two-week rotation');
    await dialog.getByLabel('Step 1: shift').selectOption({ label: 'Morning 06:00–14:00' });
    await expect(dialog.getByLabel('Step 1: days')).toHaveValue('7');
    await dialog.getByRole('button', { name: 'Add step' }).click();
    await dialog.getByLabel('Step 2: shift').selectOption({ label: 'Night 22:00–06:00 (ends next day)' });
    await dialog.getByLabel('Step 2: days').fill('7');
    await expect(dialog).toContainText('One turn: 14 days');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create roster' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, 'Roster created successfully')).toBeVisible();
    const rotation = row(page, 'Two-week rotation');
    await expect(rotation).toContainText('Morning 7d → Night 7d');
    await expect(rotation).toContainText('14 days');

    // Given to the team from this week's Monday, at its first step.
    await rotation.getByRole('link', { name: 'Two-week rotation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Two-week rotation' })).toBeVisible();
    await expect(page.getByText('Not assigned yet').filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Assign Two-week rotation' });
    await expect(dialog.getByLabel('A team')).toBeChecked();
    await dialog.getByRole('combobox', { name: /^Team/ }).selectOption({ label: team.option });
    await dialog.getByLabel('From').fill(monday);
    await expect(dialog.getByLabel('Starting step')).toHaveValue('1');
    await dialog.getByRole('button', { name: 'Assign roster' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, 'Roster assigned successfully')).toBeVisible();
    const assignment = row(page, `Team ${team.name}`);
    await expect(assignment).toContainText(`${shownDate(monday)} onwards`);
    await expect(assignment).toContainText('Step 1: Morning');
    await expect(assignment).toContainText('Current');
    expect(await seriousViolations(page)).toEqual([]);

    // The team's calendar: this week on mornings, next week on nights, Saturdays and Sundays off.
    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Roster Calendar' })).toBeVisible();
    await page.getByLabel('Team', { exact: true }).selectOption({ label: team.option });
    await expect(page).toHaveURL(/team_id=\d+/);
    const grid = page.getByRole('region', { name: `Roster of ${team.name}, ${twoWeeksTitle(monday)}` });
    await expect(grid.getByRole('rowheader', { name: new RegExp(team.member) })).toBeVisible();
    const cell = (date: string, words: string) =>
      grid.getByRole('img', { name: `${team.member}, ${cellDay(date)}: ${words}`, exact: true });
    const morning = 'Morning 06:00–14:00';
    const nightShift = 'Night 22:00–06:00 (ends next day)';
    for (let day = 0; day < 5; day++) {
      await expect(cell(addDays(monday, day), `${morning}, Team roster`)).toHaveText('M');
      await expect(cell(addDays(nextMonday, day), `${nightShift}, Team roster`)).toHaveText('N');
    }
    for (const day of [5, 6]) {
      await expect(cell(addDays(monday, day), `Weekly off (${morning}), Team roster`)).toHaveText('Off');
      await expect(cell(addDays(nextMonday, day), `Weekly off (${nightShift}), Team roster`)).toHaveText(
        'Off',
      );
    }
    // A cell's title says the same to a pointer.
    await expect(cell(nextMonday, `${nightShift}, Team roster`)).toHaveAttribute(
      'title',
      `${nightShift}, Team roster`,
    );
    const legend = page.getByRole('region', { name: 'Legend' });
    await expect(legend).toContainText('Morning 06:00–14:00');
    await expect(legend).toContainText('Night 22:00–06:00 (ends next day)');
    await expect(legend).toContainText('Weekly off');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an employee asks to swap shifts with a colleague; the colleague accepts; the manager approves from the inbox', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // Rahul works a late shift (HR gives it to him); Priya the company's General Shift.
    const hrToken = await apiToken(page.request, HR);
    const late = await api<{ shift: { id: number } }>(page.request, hrToken, '/shifts', {
      post: { name: 'Late', start_time: '13:00', end_time: '21:00' },
    });
    const rahul = await api<{ user: { employee: { id: number } } }>(page.request, hrToken, '/me');
    await api(page.request, hrToken, '/shifts/assignment', {
      put: { shift_id: late.shift.id, employee_ids: [rahul.user.employee.id] },
    });
    const [day] = workingDays(2, 1) as [string];
    const reason = `Family function in the evening (${dmy(day)})`;

    // Priya asks to swap that day with Rahul.
    await signIn(page, EMPLOYEE);
    await sidebarNav(page).getByRole('link', { name: 'Shift Changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shift Changes' })).toBeVisible();
    await expect(page.getByText('No shift change requests').filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: 'Ask for a shift change' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ask for a shift change' });
    await dialog.getByLabel('Swap with a colleague').check();
    await dialog.getByLabel('From').fill(day);
    await expect(dialog.getByLabel('To')).toHaveValue(dmy(day));
    await dialog.getByLabel('Find a colleague').fill('Rahul');
    const colleague = dialog.getByRole('combobox', { name: 'Swap with' });
    await expect(colleague.locator('option', { hasText: 'Rahul Mehta' })).toHaveCount(1);
    await colleague.selectOption({
      label: (await colleague.locator('option', { hasText: 'Rahul Mehta' }).textContent()) ?? '',
    });
    await dialog.getByLabel('Reason').fill(reason);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, 'Shift swap asked: it waits for your colleague’s answer')).toBeVisible();
    const mine = row(page, reason);
    await expect(mine).toContainText('Shift swap');
    await expect(mine).toContainText('Swap with Rahul Mehta');
    await expect(mine).toContainText('Waiting for Rahul Mehta to accept the swap');

    // Rahul accepts it among the swaps asked of him: he would work her General Shift.
    const colleaguePage = await signedInPage(browser, HR);
    await colleaguePage.goto('/attendance/shift-changes');
    await colleaguePage.getByRole('link', { name: 'Swaps asked of me' }).click();
    await expect(
      colleaguePage.getByRole('heading', { level: 1, name: 'Shift Swaps Asked of Me' }),
    ).toBeVisible();
    const asked = row(colleaguePage, reason);
    await expect(asked).toContainText('Priya Nair');
    await expect(asked).toContainText('You would work General Shift');
    await asked.getByRole('button', { name: 'Accept the swap asked by Priya Nair' }).click();
    const confirm = colleaguePage.getByRole('alertdialog', { name: 'Accept the swap?' });
    await expect(confirm).toContainText('Priya Nair asks to swap shifts with you');
    await confirm.getByRole('button', { name: 'Accept swap' }).click();
    await expect(confirm).toBeHidden();
    await expect(notice(colleaguePage, 'Shift swap accepted: it now waits for approval')).toBeVisible();
    await expect(asked.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
    await colleaguePage.context().close();

    // Aditi, Priya's manager and a holder of approve-attendance, approves it in her inbox.
    const manager = await signedInPage(browser, ADMIN);
    await sidebarNav(manager).getByRole('link', { name: 'Approvals', exact: true }).click();
    await manager.getByLabel('Request type').selectOption({ label: 'Shift change' });
    const waiting = row(manager, reason);
    await expect(waiting).toContainText(`Swap shifts with Rahul Mehta on ${shownDate(day)}`);
    await waiting.getByRole('button', { name: 'Approve the Shift change of Priya Nair' }).click();
    await expect(notice(manager, '1 approved.')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await manager.context().close();

    // The request's page shows it approved, and the day set to Rahul's late shift.
    await page.reload();
    await expect(mine).toContainText('Approved by Aditi Rao');
    await mine.getByRole('link', { name: shownDate(day) }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shift Change Request' })).toBeVisible();
    await expect(page.getByText('Shift swap for Priya Nair')).toBeVisible();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^Approved by Aditi Rao/)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Late 13:00–21:00' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
