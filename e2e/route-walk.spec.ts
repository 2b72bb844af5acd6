import fs from 'node:fs';
import path from 'node:path';
import { seriousViolations } from './support/a11y';
import { ADMIN, DEMO_PASSWORD, EMPLOYEE, HR, signIn } from './support/auth';
import { citationProblems } from './support/citation-checks';
import { lookProblems } from './support/look-checks';
import { openInApp } from './support/navigate';
import { BROKEN, formatProblems, phoneProblems } from './support/page-checks';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from './support/test';

/**
 * Every route of the router, opened by each demo role on a desktop and on a 390 × 844 phone:
 * no uncaught error, no 5xx, no error page or raw error text, an h1, Indian formats (no ISO date, no "₹4.6M",
 * no "1 days": support/page-checks.ts), no serious or critical axe violation, and on the phone nothing
 * scrolls sideways and no table cell is cut off. A page a role may not use is walked too: it must redirect or say so, gracefully.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Pages opened at once per viewport: the walk stays quick without loading the server unduly. */
const PARALLEL = 4;
/** For a kind of record the demo data has none of: the page must then say it is not found. */
const MISSING_ID = 999_999;

type Ids = Record<string, string | number>;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** The first record of each kind (as the admin sees them), for the routes with an :id. */
async function realIds(request: APIRequestContext): Promise<Ids> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const first = async (url: string, pick: (row: Record<string, unknown>) => unknown = (row) => row.id) => {
    const answer = await request.get(`/api${url}`, { headers });
    expect(answer.status(), `${url} answered ${answer.status()}`).toBeLessThan(500);
    const rows = ((await answer.json()) as { data?: Record<string, unknown>[] }).data ?? [];
    const found = rows.map(pick).find((value) => value !== null && value !== undefined);
    return (found as string | number | undefined) ?? MISSING_ID;
  };
  const careers = (await (await request.get('/api/careers')).json()) as { data: { slug: string }[] };
  return {
    employee: await first('/employees'),
    attendance: await first('/attendance'),
    leave: await first('/leaves'),
    leavePolicy: await first('/leave-policies'),
    holidayCalendar: await first('/holiday-calendars'),
    attendanceRequest: await first('/attendance-requests?scope=all'),
    compOffRequest: await first('/comp-off-requests?scope=all'),
    leaveEncashment: await first('/leave-encashments?scope=all'),
    roster: await first('/rosters'),
    shiftChange: await first('/shift-change-requests?scope=all'),
    payrollRun: await first('/payroll-runs'),
    user: await first('/users'),
    role: await first('/roles'),
    company: await first('/companies'),
    branch: await first('/branches'),
    department: await first('/departments'),
    team: await first('/teams'),
    salaryComponent: await first('/salary-components'),
    taxRegime: await first('/tax-regimes'),
    jobPosting: await first('/job-postings'),
    statutoryRate: await first('/statutory-rates'),
    bonusRun: await first('/bonus-runs'),
    loan: await first('/loans'),
    settlement: await first('/exits', (row) => (row.final_settlement as { id: number } | null)?.id),
    profileChange: await first('/profile-change-requests?scope=all&status=pending'),
    letter: await first('/letters'),
    letterTemplate: await first('/letter-templates'),
    checklist: await first('/checklists'),
    checklistTemplate: await first('/checklist-templates'),
    slug: careers.data[0]?.slug ?? 'no-such-job',
  };
}

/** Each route pattern of the router with the path walked for it. */
function walkedPaths(ids: Ids): Record<string, string> {
  return {
    '/login': '/login',
    '/forgot-password': '/forgot-password',
    '/set-password': '/set-password',
    '/two-factor-setup': '/two-factor-setup',
    '/login/sso': '/login/sso',
    '/': '/',
    home: '/home',
    'account/password': '/account/password',
    'account/security': '/account/security',
    attendance: '/attendance',
    'attendance/clock': '/attendance/clock',
    'attendance/dashboard': '/attendance/dashboard',
    'attendance/manual-entry': '/attendance/manual-entry',
    'attendance/overtime': '/attendance/overtime',
    'attendance/:id': `/attendance/${ids.attendance}`,
    leaves: '/leaves',
    'leaves/apply': '/leaves/apply',
    'leaves/balance': '/leaves/balance',
    'leaves/types': '/leaves/types',
    'leaves/ledger': '/leaves/ledger',
    'leave-policies': '/leave-policies',
    'leave-policies/new': '/leave-policies/new',
    'leave-policies/:id': `/leave-policies/${ids.leavePolicy}`,
    'leaves/:id': `/leaves/${ids.leave}`,
    holidays: '/holidays',
    'holidays/mine': '/holidays/mine',
    'holidays/:calendarId': `/holidays/${ids.holidayCalendar}`,
    approvals: '/approvals',
    'settings/approval-chains': '/settings/approval-chains',
    'attendance/requests': '/attendance/requests',
    'attendance/requests/team': '/attendance/requests/team',
    'attendance/requests/:id': `/attendance/requests/${ids.attendanceRequest}`,
    'leave/comp-off': '/leave/comp-off',
    'leave/comp-off/team': '/leave/comp-off/team',
    'leave/comp-off/:id': `/leave/comp-off/${ids.compOffRequest}`,
    'leave/encashments': '/leave/encashments',
    'leave/encashments/team': '/leave/encashments/team',
    'leave/encashments/:id': `/leave/encashments/${ids.leaveEncashment}`,
    'team/calendar': '/team/calendar',
    'attendance/calendar': '/attendance/calendar',
    'employees/:id/attendance-calendar': `/employees/${ids.employee}/attendance-calendar`,
    'attendance/shifts': '/attendance/shifts',
    'attendance/rosters': '/attendance/rosters',
    'attendance/rosters/calendar': '/attendance/rosters/calendar',
    'attendance/rosters/:id': `/attendance/rosters/${ids.roster}`,
    'attendance/shift-changes': '/attendance/shift-changes',
    'attendance/shift-changes/swaps': '/attendance/shift-changes/swaps',
    'attendance/shift-changes/team': '/attendance/shift-changes/team',
    'attendance/shift-changes/:id': `/attendance/shift-changes/${ids.shiftChange}`,
    'attendance/devices': '/attendance/devices',
    'attendance/punches': '/attendance/punches',
    'attendance/punches/device-users': '/attendance/punches/device-users',
    'attendance/punches/imports': '/attendance/punches/imports',
    employees: '/employees',
    'employees/create': '/employees/create',
    'employees/:id': `/employees/${ids.employee}`,
    'employees/:id/edit': `/employees/${ids.employee}/edit`,
    'employees/:id/salary': `/employees/${ids.employee}/salary`,
    'employees/:id/tax': `/employees/${ids.employee}/tax`,
    'salary-components': '/salary-components',
    'salary-components/create': '/salary-components/create',
    'salary-components/:id': `/salary-components/${ids.salaryComponent}`,
    'salary-components/:id/edit': `/salary-components/${ids.salaryComponent}/edit`,
    'tax-regimes': '/tax-regimes',
    'tax-regimes/create': '/tax-regimes/create',
    'tax-regimes/:id': `/tax-regimes/${ids.taxRegime}`,
    'tax-regimes/:id/edit': `/tax-regimes/${ids.taxRegime}/edit`,
    'tax-regimes/:id/slabs': `/tax-regimes/${ids.taxRegime}/slabs`,
    'statutory-rates': '/statutory-rates',
    'statutory-rates/create': '/statutory-rates/create',
    'statutory-rates/:id/edit': `/statutory-rates/${ids.statutoryRate}/edit`,
    'tds-challans': '/tds-challans',
    'statutory-payments': '/statutory-payments',
    companies: '/companies',
    'companies/create': '/companies/create',
    'companies/:id': `/companies/${ids.company}`,
    'companies/:id/edit': `/companies/${ids.company}/edit`,
    'companies/:id/branches': `/companies/${ids.company}/branches`,
    branches: '/branches',
    'branches/create': '/branches/create',
    'branches/:id': `/branches/${ids.branch}`,
    'branches/:id/edit': `/branches/${ids.branch}/edit`,
    'branches/:id/departments': `/branches/${ids.branch}/departments`,
    departments: '/departments',
    'departments/create': '/departments/create',
    'departments/:id': `/departments/${ids.department}`,
    'departments/:id/edit': `/departments/${ids.department}/edit`,
    'departments/:id/teams': `/departments/${ids.department}/teams`,
    'departments/:id/employees': `/departments/${ids.department}/employees`,
    teams: '/teams',
    'teams/create': '/teams/create',
    'teams/:id': `/teams/${ids.team}`,
    'teams/:id/edit': `/teams/${ids.team}/edit`,
    'teams/:id/members': `/teams/${ids.team}/members`,
    'teams/:id/assign-lead': `/teams/${ids.team}/assign-lead`,
    users: '/users',
    'users/create': '/users/create',
    'users/:id': `/users/${ids.user}`,
    'users/:id/permissions': `/users/${ids.user}/permissions`,
    roles: '/roles',
    'roles/create': '/roles/create',
    'roles/:id': `/roles/${ids.role}`,
    'roles/:id/edit': `/roles/${ids.role}/edit`,
    recruitment: '/recruitment',
    'recruitment/jobs/create': '/recruitment/jobs/create',
    'recruitment/jobs/:id': `/recruitment/jobs/${ids.jobPosting}`,
    'recruitment/jobs/:id/edit': `/recruitment/jobs/${ids.jobPosting}/edit`,
    'recruitment/jobs/:id/applications': `/recruitment/jobs/${ids.jobPosting}/applications`,
    'recruitment/applications': '/recruitment/applications',
    '/careers': '/careers',
    '/careers/:slug': `/careers/${ids.slug}`,
    payroll: '/payroll',
    'payroll/process': '/payroll/process',
    'payroll/csv-upload': '/payroll/csv-upload',
    'payroll/view/:id': `/payroll/view/${ids.payrollRun}`,
    'pay-run': '/pay-run',
    'payroll-settings': '/payroll-settings',
    'ledger-mapping': '/ledger-mapping',
    exits: '/exits',
    'final-settlements/:id': `/final-settlements/${ids.settlement}`,
    loans: '/loans',
    'loans/:id': `/loans/${ids.loan}`,
    'my-expenses': '/my-expenses',
    'expense-claims': '/expense-claims',
    bonus: '/bonus',
    'bonus/:id': `/bonus/${ids.bonusRun}`,
    'my-tax': '/my-tax',
    'tax-declarations': '/tax-declarations',
    form16: '/form16',
    reports: '/reports',
    'reports/:group': '/reports/payroll',
    audit: '/audit',
    'settings/import': '/settings/import',
    setup: '/setup',
    notifications: '/notifications',
    'notifications/preferences': '/notifications/preferences',
    'notification-outbox': '/notification-outbox',
    profile: '/profile',
    'profile-changes': '/profile-changes',
    'profile-changes/:id': `/profile-changes/${ids.profileChange}`,
    'my-documents': '/my-documents',
    documents: '/documents',
    'documents/expiring': '/documents/expiring',
    'documents/requests': '/documents/requests',
    'documents/types': '/documents/types',
    letters: '/letters',
    'letters/templates': '/letters/templates',
    'letters/templates/new': '/letters/templates/new',
    'letters/templates/:id': `/letters/templates/${ids.letterTemplate}`,
    'letters/settings': '/letters/settings',
    'letters/:id': `/letters/${ids.letter}`,
    'my-tasks': '/my-tasks',
    checklists: '/checklists',
    'checklists/offboarding': '/checklists/offboarding',
    'checklists/templates': '/checklists/templates',
    'checklists/templates/new': '/checklists/templates/new',
    'checklists/templates/:id': `/checklists/templates/${ids.checklistTemplate}`,
    'checklists/:id': `/checklists/${ids.checklist}`,
    directory: '/directory',
    'directory/:id': `/directory/${ids.employee}`,
    'org-chart': '/org-chart',
  };
}

/**
 * The route patterns declared in the router and the features' routes files (`path: '…'` and the
 * organisation area's `guarded('…'`); a nested `:id` is read under its file's first path.
 */
function declaredPatterns(): string[] {
  const web = path.join(import.meta.dirname, '..', 'web', 'src');
  const featureDir = path.join(web, 'features');
  const files = [
    path.join(web, 'app', 'router.tsx'),
    ...fs
      .readdirSync(featureDir)
      .map((feature) => path.join(featureDir, feature, 'routes.tsx'))
      .filter((file) => fs.existsSync(file)),
  ];
  const patterns = new Set<string>();
  for (const file of files) {
    const found = [...fs.readFileSync(file, 'utf8').matchAll(/(?:path:\s*|guarded\(\s*)'([^']+)'/g)].map(
      (m) => m[1] ?? '',
    );
    const parent = found[0] ?? '';
    for (const pattern of found) {
      if (pattern === '*') continue;
      patterns.add(pattern.startsWith(':') ? `${parent}/${pattern}` : pattern);
    }
  }
  return [...patterns].sort();
}

type Finding = string;

/**
 * Opens `path`: in the app, as a link does, after a first full load (HR's walk: 80 s → 40 s, 6 Dec); a page after
 * one that broke is loaded afresh, so one page's failure is not blamed on the next.
 */
async function open(page: Page, path: string, fresh: boolean) {
  // A signed-out page the role was redirected from may have left the browser at `path` already: load it afresh.
  if (fresh || new URL(page.url()).pathname === path) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    return;
  }
  await openInApp(page, path);
}

/** Opens `paths` in a few pages of the context at once and answers what went wrong where. */
async function walk(
  context: BrowserContext,
  paths: string[],
  phone: boolean,
  axe: boolean,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const queue = [...paths];
  const worker = async () => {
    const page = await context.newPage();
    let current = '';
    page.on('pageerror', (error) => findings.push(`${current}: uncaught ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 500) findings.push(`${current}: ${response.status()} from ${response.url()}`);
    });
    let fresh = true;
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      current = next;
      const before = findings.length;
      try {
        await open(page, next, fresh);
        await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
        const text = (await page.locator('body').textContent()) ?? '';
        const broken = BROKEN.exec(text);
        if (broken) findings.push(`${next}: shows "${broken[0]}"`);
        const problems = [
          ...(await formatProblems(page)),
          ...(await citationProblems(page)),
          ...(await lookProblems(page)),
          ...(phone ? await phoneProblems(page, PHONE.width) : []),
        ];
        findings.push(...problems.map((problem) => `${next}: ${problem}`));
        if (axe) {
          for (const { rule, targets } of await seriousViolations(page)) {
            findings.push(`${next}: axe ${rule} at ${targets.slice(0, 3).join(', ')}`);
          }
        }
      } catch (error) {
        findings.push(`${next}: ${(error as Error).message.split('\n')[0]}`);
      }
      fresh = findings.length > before;
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return findings;
}

/** A signed-in context for the role at each of its viewports (one sign-in per role, its storage reused). */
async function signedInContexts(browser: Browser, email: string, viewports: readonly Viewport[]) {
  const first = await browser.newContext({ viewport: SIZES[viewports[0] ?? 'phone'] });
  await signIn(await first.newPage(), email);
  const storageState = await first.storageState();
  const rest = await Promise.all(
    viewports.slice(1).map((v) => browser.newContext({ viewport: SIZES[v], storageState })),
  );
  return [first, ...rest];
}

type Viewport = 'desktop' | 'phone';
const SIZES: Record<Viewport, { width: number; height: number }> = { desktop: DESKTOP, phone: PHONE };

/**
 * The admin, who may open every page, walks them on a desktop and on a phone; HR and the employee, whose
 * walks check what a narrower role is shown (redirects, refusals, fewer actions), on the phone alone, where
 * a page has the least room. The admin's desktop walk covers every page's desktop layout; the two more
 * desktop walks cost a minute of every CI run. axe (WCAG 2.1 AA, no serious or critical violation) checks
 * every page at both widths in the admin's walks and the employee's own pages (home, My Tax) in theirs;
 * HR's pages are the admin's with fewer actions, so their axe pass would only add time.
 */
const WALKS: { email: string; viewports: readonly Viewport[]; axe: boolean }[] = [
  { email: ADMIN, viewports: ['desktop', 'phone'], axe: true },
  { email: HR, viewports: ['phone'], axe: false },
  { email: EMPLOYEE, viewports: ['phone'], axe: true },
];

test.describe('route walk (desktop and 390 px phone)', () => {
  // Each role's walk is the longest test there is: let the workers share them out.
  test.describe.configure({ mode: 'parallel' });
  let paths: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    paths = walkedPaths(await realIds(request));
  });

  test('walks every route the router declares', () => {
    expect(declaredPatterns()).toEqual(Object.keys(paths).sort());
  });

  for (const { email, viewports, axe } of WALKS) {
    test(`as ${email}`, async ({ browser }) => {
      // The admin's two walks: 77 s on this 2-core machine (6 Dec). The time limit is not what this checks.
      test.setTimeout(600_000);
      const contexts = await signedInContexts(browser, email, viewports);
      const all = Object.values(paths);
      const findings: Finding[] = [];
      for (const [i, context] of contexts.entries()) {
        const viewport = viewports[i] ?? 'phone';
        findings.push(
          ...(await walk(context, all, viewport === 'phone', axe)).map((f) => `${viewport} ${f}`),
        );
        await context.close();
      }
      // Every page is walked before failing, so one run lists every problem.
      expect(findings).toEqual([]);
    });
  }
});
