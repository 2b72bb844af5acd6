import { DEMO_PASSWORD, HR, signIn } from './support/auth';
import { notice } from './support/forms';
import { type APIRequestContext, expect, type Page, test } from './support/test';

const DAY_MS = 86_400_000;

/** A date `days` from today in the company's zone (the server's "today"). */
function daysFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A one-page PDF small enough to build here: the server recognises a PDF by its first bytes. */
function smallPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\n' +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
  );
}

/** A titled card of a page (SectionCard: a section with an h2). */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/**
 * A published job with one application, made through the API: HR's posting, then a visitor's
 * application sent without any sign-in. Returns the job's title and the applicant's email.
 */
async function jobWithApplicant(request: APIRequestContext, stamp: string) {
  const login = await request.post('/api/login', { data: { email: HR, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const departments = (await (
    await request.get('/api/departments', { headers, params: { per_page: 100 } })
  ).json()) as { data: { id: number; name: string }[] };
  const title = `Payroll Analyst ${stamp}`;
  const created = await request.post('/api/job-postings', {
    headers,
    data: {
      title,
      description: 'Run the monthly payroll of our Indian entities.',
      requirements: 'Two years of Indian payroll: PF, ESIC, TDS.',
      location: 'Mumbai',
      application_deadline: daysFromToday(30),
      department_id: departments.data.find((d) => d.name === 'Finance')?.id,
    },
  });
  expect(created.status()).toBe(201);
  const { job_posting } = (await created.json()) as { job_posting: { id: number; slug: string } };
  expect((await request.post(`/api/job-postings/${job_posting.id}/publish`, { headers })).status()).toBe(200);

  const email = `arjun.${stamp}@example.in`;
  const applied = await request.post(`/api/careers/${job_posting.slug}/apply`, {
    multipart: {
      first_name: 'Arjun',
      last_name: 'Menon',
      email,
      phone: '+91 98450 67890',
      resume: { name: 'Arjun-Menon.pdf', mimeType: 'application/pdf', buffer: smallPdf() },
    },
  });
  expect(applied.status()).toBe(201);
  return { title, email };
}

test.describe('recruitment', () => {
  test('HR posts and publishes a job; a signed-out visitor applies on its careers page', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `QA Automation Engineer ${stamp}`;
    const email = `kavya.${stamp}@example.in`;

    // HR posts a job: the form says what is missing first.
    await signIn(page, HR);
    await page.goto('/recruitment');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Postings' })).toBeVisible();
    await page.getByRole('link', { name: 'Post New Job' }).first().click();
    await expect(page).toHaveURL('/recruitment/jobs/create');
    await page.getByRole('button', { name: 'Create Job Posting' }).click();
    await expect(page.getByText('Job title is required')).toBeVisible();
    await expect(page.getByText('Application deadline is required')).toBeVisible();
    await expect(page.getByText('Department is required')).toBeVisible();

    await page.getByLabel('Job Title').fill(title);
    await page.getByLabel('Department').selectOption({ label: 'Engineering' });
    await page.getByLabel('Location').fill('Pune, Maharashtra');
    await page.getByLabel('Employment Type').selectOption('full_time');
    await page.getByLabel('Remote work allowed').check();
    await page.getByLabel('Application Deadline').fill(daysFromToday(30));
    await page.getByLabel('Minimum Salary').fill('900000');
    await page.getByLabel('Maximum Salary').fill('600000');
    await page.getByLabel('Description').fill('Build and run the browser journeys of our HR product.');
    await page.getByLabel('Requirements').fill('Three years of test automation.');
    await page.getByLabel('Skills Required').fill('Playwright, TypeScript, SQL');
    await page.getByRole('button', { name: 'Create Job Posting' }).click();
    await expect(page.getByText('Maximum salary must be greater than minimum salary')).toBeVisible();
    await page.getByLabel('Maximum Salary').fill('1400000');
    await page.getByRole('button', { name: 'Create Job Posting' }).click();

    // The draft's page; HR publishes it after the confirmation.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(notice(page, 'Job posting created successfully')).toBeVisible();
    const info = card(page, 'Job Information');
    await expect(info).toContainText('Draft');
    await expect(info).toContainText('₹9,00,000 – ₹14,00,000');
    await expect(info).toContainText('Remote OK');
    await page.getByRole('button', { name: 'Publish' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Publish Job Posting' });
    await expect(confirm).toContainText('Are you sure you want to publish this job posting?');
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(notice(page, 'Job posting published successfully')).toBeVisible();
    await expect(info).toContainText('Published');
    const publicLink = card(page, 'Public Page').getByRole('link');
    const careersPath = (await publicLink.getAttribute('href')) ?? '';
    expect(careersPath).toMatch(/^\/careers\/qa-automation-engineer-/);

    // The job's card on the list offers its public page.
    await page.goto(`/recruitment?search=${encodeURIComponent(title)}`);
    const jobCard = page.getByRole('article', { name: title });
    await expect(jobCard).toContainText('Published');
    await expect(
      jobCard.getByRole('link', { name: `Public page of ${title} (opens in a new tab)` }),
    ).toHaveAttribute('href', careersPath);

    // A signed-out visitor (a browser of their own) applies with a PDF résumé.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(careersPath);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('Build and run the browser journeys of our HR product.')).toBeVisible();
    await visitor.getByRole('button', { name: 'Submit Application' }).click();
    await expect(visitor.getByText('A résumé is required')).toBeVisible();
    await visitor.getByLabel('First Name').fill('Kavya');
    await visitor.getByLabel('Last Name').fill('Iyer');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Phone').fill('+91 98200 12345');
    await visitor.getByLabel('Cover Letter').fill('I have automated payroll tests for five years.');
    await visitor
      .getByLabel('Résumé')
      .setInputFiles({ name: 'Kavya-Iyer.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
    await visitor.getByRole('button', { name: 'Submit Application' }).click();
    await expect(notice(visitor, 'Application submitted successfully')).toContainText(`Thank you, Kavya`);
    // An unknown job is a not-found page, not the form.
    await visitor.goto('/careers/no-such-job');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
    await visitorContext.close();

    // HR opens the job's own applications and finds the new one.
    await jobCard.getByRole('link', { name: `View ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('link', { name: 'Applications', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Applications: ${title}` })).toBeVisible();
    await page.getByLabel('Search').fill(email);
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === email);
    const row = page.getByRole('listitem', { name: 'Kavya Iyer' });
    await expect(row).toContainText('Applied');
    await expect(row).toContainText('I have automated payroll tests for five years.');
    await expect(row.getByRole('button', { name: 'Download Kavya Iyer’s résumé' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Screen' })).toBeVisible();
  });

  test('the careers pages carry the hiring company’s name, not the product’s', async ({ page, request }) => {
    const board = (await (await request.get('/api/careers')).json()) as {
      data: { slug: string; title: string; company: { id: number; name: string } }[];
      companies: { id: number; name: string }[];
    };
    const [job] = board.data;
    if (!job) throw new Error('The demo data publishes no job posting');
    const brand = page.getByTestId('careers-brand');

    // The company of the postings (the demo has one).
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Open Positions' })).toBeVisible();
    if (board.companies.length === 1) await expect(brand).toHaveText(`${job.company.name} Careers`);
    await expect(page.getByText('HRMS')).toHaveCount(0);

    // A job's page names its company; its way back is that company's board.
    await page.goto(`/careers/${job.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(brand).toHaveText(`${job.company.name} Careers`);
    await expect(page).toHaveTitle(`${job.title} · ${job.company.name} Careers`);
    await page.getByRole('link', { name: 'All open positions' }).click();
    await expect(page).toHaveURL(`/careers?company=${job.company.id}`);
    await expect(brand).toHaveText(`${job.company.name} Careers`);
    await expect(
      page.getByRole('list', { name: 'Open positions' }).getByRole('listitem').first(),
    ).toContainText(job.company.name);
  });

  test('HR takes an application from applied to hired; the applicant becomes an employee with an onboarding checklist', async ({
    page,
    request,
  }) => {
    const { title, email } = await jobWithApplicant(request, Date.now().toString(36));

    await signIn(page, HR);
    await page.goto('/recruitment/applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Job Applications' })).toBeVisible();
    await page.getByLabel('Search').fill(email);
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === email);
    const row = page.getByRole('listitem', { name: 'Arjun Menon' });
    await expect(row).toContainText(title);
    await expect(row).toContainText('Finance');

    await row.getByRole('button', { name: 'Screen' }).click();
    await expect(notice(page, 'Application status updated successfully')).toBeVisible();
    await expect(row).toContainText('Screening');

    await row.getByRole('button', { name: 'Interview' }).click();
    const prompt = page.getByRole('dialog', { name: 'Schedule Interview' });
    // A date box (day first, with a calendar) and a time picker (India time), each labelled; a missing time is
    // named under its picker.
    const day = prompt.getByLabel('Interview Date');
    const time = prompt.getByLabel('Interview Time');
    await expect(day).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await expect(time).toHaveAttribute('type', 'time');
    await day.fill(daysFromToday(7));
    await prompt.getByRole('button', { name: 'Schedule Interview' }).click();
    await expect(time).toHaveAccessibleDescription(/Interview time is required/);
    await day.fill(daysFromToday(-1));
    await time.fill('11:30');
    await prompt.getByRole('button', { name: 'Schedule Interview' }).click();
    await expect(day).toHaveAccessibleDescription(/Interview date must be in the future/);
    await day.fill(daysFromToday(7));
    await prompt.getByLabel('Notes').fill('Panel: QA lead and engineering manager.');
    await prompt.getByRole('button', { name: 'Schedule Interview' }).click();
    await expect(notice(page, 'Interview scheduled successfully')).toBeVisible();
    await expect(prompt).toBeHidden();
    await expect(row).toContainText('11:30 am');
    await expect(row).toContainText('Panel: QA lead and engineering manager.');

    await row.getByRole('button', { name: 'Shortlist' }).click();
    await expect(row).toContainText('Shortlisted');
    await expect(row.getByRole('button', { name: 'Reject' })).toHaveCount(0);

    await row.getByRole('button', { name: 'Hire' }).click();
    const hire = page.getByRole('alertdialog', { name: 'Hire Applicant' });
    await hire.getByRole('button', { name: 'Hire' }).click();
    await expect(row).toContainText('Hired');
    await expect(row.getByRole('button', { name: 'Hire' })).toHaveCount(0);

    // The offer to create the employee record opens the employee form, filled in.
    await page.getByRole('link', { name: 'Create employee record for Arjun Menon' }).click();
    await expect(page).toHaveURL('/employees/create');
    await expect(page.getByLabel('First Name')).toHaveValue('Arjun');
    await expect(page.getByLabel('Last Name')).toHaveValue('Menon');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Job Title')).toHaveValue(title);

    // Saved, the hired applicant is an employee whose onboarding checklist has started from the joining day.
    await expect(page.getByText('their onboarding checklist starts when saved')).toBeVisible();
    await page.getByLabel('Hire Date').fill(daysFromToday(14));
    await page.getByRole('button', { name: 'Create Employee' }).click();
    await expect(page).toHaveURL(/\/employees\/\d+$/);
    const checklists = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Checklists' }) });
    await expect(checklists).toContainText('Onboarding');
    await expect(checklists).toContainText('0 of 9 done');
    await expect(checklists).toContainText('Send the appointment letter');
    await expect(checklists).toContainText('Upload your PAN card');
  });
});
