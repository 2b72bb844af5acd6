import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, signInFor } from '../../../test/accounts';
import { create, createCompanyWithDepartment } from '../../../test/fixtures';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { addDays, longDate, todayIn } from '../../platform/dates';
import { noDuesOf } from './checklists';
import { remindChecklistTasks } from './reminders';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 32)]);
const today = todayIn();

describe('onboarding and offboarding checklists', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  let outsiderHr: string;
  let types: Record<string, number>;
  let visitor = 0;

  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  const mark = (token: string, id: number, status: string, note: string | null = null) =>
    t.as(token, { method: 'PUT', url: `/api/checklist-tasks/${id}`, payload: { status, note } });
  const hire = async (first_name: string, hire_date: string, extra: Json = {}) => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: {
        first_name,
        last_name: 'Joiner',
        email: `${first_name.toLowerCase()}.joiner@checklists.test`,
        company_id: 1,
        department_id: 1,
        hire_date,
        ...extra,
      },
    });
    return res;
  };
  const checklistsOf = async (token: string, employeeId: number) =>
    (await get(token, `/api/employees/${employeeId}/checklists`)).json().data as Json[];

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const list = (await get(hr, '/api/document-types')).json().data as Json[];
    types = Object.fromEntries(list.filter((d) => d.code).map((d) => [d.code, d.id]));
    const { company, department } = await createCompanyWithDepartment(t, admin);
    const olga = await create<{ id: number }>(
      t,
      admin,
      '/api/employees',
      {
        first_name: 'Olga',
        last_name: 'Outsider',
        email: 'olga.checklists@acme.test',
        company_id: company.id,
        department_id: department.id,
        hire_date: '2025-04-01',
      },
      'employee',
    );
    outsiderHr = await signInFor(t, admin, olga.id, 'olga.checklists.hr@acme.test', {
      roles: ['hr_manager'],
    });
  });
  afterAll(() => t.close());

  it('seeds a shared onboarding and offboarding template, each the default of its kind', async () => {
    const templates = (await get(hr, '/api/checklist-templates?company_id=1')).json().data as Json[];
    expect(templates.map((x) => [x.code, x.kind, x.is_default, x.company_id])).toEqual([
      ['offboarding', 'offboarding', true, null],
      ['onboarding', 'onboarding', true, null],
    ]);
    const onboarding = templates.find((x) => x.kind === 'onboarding') as Json;
    expect(onboarding.tasks[0]).toMatchObject({
      title: 'Send the appointment letter',
      owner_kind: 'role',
      owner_role: { name: 'hr_manager' },
      due_days: -7,
    });
    expect(onboarding.tasks.find((x: Json) => x.title === 'Upload your PAN card')?.document_type.name).toBe(
      'PAN card',
    );
    expect((await get(employee, '/api/checklist-templates')).statusCode).toBe(403);
  });

  it('starts a joiner’s onboarding when they are created with a future joining day, not for one already joined', async () => {
    const joining = addDays(today, 10);
    const res = await hire('Farah', joining);
    expect(res.statusCode, res.body).toBe(201);
    const farah = res.json().employee;
    const [onboarding] = await checklistsOf(hr, farah.id);
    expect(onboarding).toMatchObject({
      kind: 'onboarding',
      anchor_date: joining,
      status: 'open',
      done: 0,
      total: 9,
    });
    // Each task due its days from the joining day; the manager-owned task falls to HR without a manager.
    expect(onboarding?.tasks.slice(0, 3).map((x: Json) => [x.title, x.due_on, x.owner])).toEqual([
      ['Send the appointment letter', addDays(joining, -7), 'hr manager (role)'],
      ['Set up the laptop, e-mail and accounts', addDays(joining, -1), 'admin (role)'],
      ['Upload your PAN card', joining, 'Farah Joiner (the employee)'],
    ]);
    // The HR manager is told once of all theirs: their role's 3, and standing in for the admin role nobody holds
    // in this company (2) and for the manager Farah does not have (1).
    const told = await rawRows<Json>(
      t.database.db,
      sql`select n.title from notifications n join users u on u.id = n.user_id
          where n.event = 'checklist.tasks_assigned' and u.email = 'hr@demo.test' and n.title like '%Farah%'`,
    );
    expect(told.map((n) => n.title)).toEqual(['6 tasks for Farah Joiner’s onboarding']);

    const already = (await hire('Gopal', addDays(today, -3))).json().employee;
    expect(await checklistsOf(hr, already.id)).toEqual([]);
    // HR starts one by hand; a second is refused.
    const started = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${already.id}/checklists`,
      payload: { kind: 'onboarding' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const again = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${already.id}/checklists`,
      payload: { kind: 'onboarding' },
    });
    expect(again.statusCode).toBe(409);
    const noExit = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${already.id}/checklists`,
      payload: { kind: 'offboarding' },
    });
    expect(noExit.json().errors.kind[0]).toMatch(/^Record the exit first/);
    // Deleted (archived), their checklist is kept but listed nowhere.
    const listed = async () => (await get(hr, '/api/checklists?search=Gopal')).json().total;
    expect(await listed()).toBe(1);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/employees/${already.id}` })).statusCode).toBe(
      200,
    );
    expect(await listed()).toBe(0);
    // Another company's HR sees none of it.
    expect((await get(outsiderHr, `/api/employees/${farah.id}/checklists`)).statusCode).toBe(404);
    expect((await get(outsiderHr, `/api/checklists/${onboarding?.id}`)).statusCode).toBe(404);
  });

  it('makes a hired applicant an employee with their onboarding, linked to the application once', async () => {
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/careers/senior-backend-engineer/apply',
      remoteAddress: `198.51.100.${++visitor}`,
      ...multipartForm(
        { first_name: 'Hema', last_name: 'Hired', email: 'hema.hired@example.com', phone: '+91 98200 55555' },
        { field: 'resume', name: 'hema.pdf', data: PDF },
      ),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const application = (await get(hr, '/api/job-applications?search=hema.hired')).json().data[0];
    const fromIt = (first: string) =>
      hire(first, today, { job_application_id: application.id, email: `${first}.hired@checklists.test` });
    const early = await fromIt('hema');
    expect(early.json().errors).toEqual({
      job_application_id: ['Only a hired applicant becomes an employee: mark the application hired first.'],
    });
    for (const status of ['shortlisted', 'hired'])
      await t.as(hr, {
        method: 'PUT',
        url: `/api/job-applications/${application.id}/status`,
        payload: { status },
      });
    const made = await fromIt('hema');
    expect(made.statusCode, made.body).toBe(201);
    const hema = made.json().employee;
    // Joining today, yet onboarding starts: they come from hiring.
    expect((await checklistsOf(hr, hema.id)).map((c) => [c.kind, c.anchor_date])).toEqual([
      ['onboarding', today],
    ]);
    const [link] = await rawRows<{ employee_id: number }>(
      t.database.db,
      sql`select employee_id from job_applications where id = ${application.id}`,
    );
    expect(link?.employee_id).toBe(hema.id);
    const twice = await fromIt('hema2');
    expect(twice.json().errors).toEqual({ job_application_id: ['This applicant is already an employee.'] });
    // Nothing of the refused creations was kept.
    const [count] = await rawRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from employees where email like 'hema%@checklists.test'`,
    );
    expect(count?.n).toBe(1);
  });

  it('lets owners mark their tasks; a document task waits for the document; the checklist completes and reopens', async () => {
    const joiner = (await hire('Ishaan', addDays(today, 5))).json().employee;
    const token = await accountFor(t, admin, { ...joiner, first_name: 'Ishaan' });
    const [list] = await checklistsOf(token, joiner.id);
    const tasks = list?.tasks as Json[];
    const pan = tasks.find((x) => x.title === 'Upload your PAN card') as Json;
    expect(pan.can_update).toBe(true);
    // The joiner's own tasks, and only theirs, in their inbox.
    const mine = (await get(token, '/api/checklist-tasks')).json();
    expect(mine.data.map((x: Json) => x.owner_kind)).toEqual(['employee', 'employee', 'employee']);
    // Not theirs to mark: an admin's task; nor the demo employee's to read.
    const laptop = tasks.find((x) => x.title.startsWith('Set up the laptop')) as Json;
    expect(laptop.can_update).toBe(false);
    expect((await mark(token, laptop.id, 'done')).statusCode).toBe(403);
    expect((await mark(employee, laptop.id, 'done')).statusCode).toBe(404);

    const early = await mark(token, pan.id, 'done');
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.status).toEqual([
      'Upload the employee’s PAN card first: this task collects it.',
    ]);
    const upload = await t.as(token, {
      method: 'POST',
      url: '/api/employee-documents',
      ...multipartForm(
        { document_type_id: String(types.pan_card) },
        { field: 'file', name: 'pan.pdf', data: PDF, type: 'application/pdf' },
      ),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const done = await mark(token, pan.id, 'done', 'Uploaded');
    expect(done.json().checklist_task).toMatchObject({
      status: 'done',
      note: 'Uploaded',
      done_by: 'Ishaan Joiner',
    });

    // HR marks the rest (one not needed); the checklist is complete, and open again when one is reopened.
    const hrMine = (await get(hr, '/api/checklist-tasks?status=pending&per_page=100')).json().data as Json[];
    expect(hrMine.some((x) => x.employee.id === joiner.id && x.owner === 'hr manager (role)')).toBe(true);
    // The other proofs are not needed here (a document task is done only with its document on file).
    for (const task of tasks.filter((x) => x.id !== pan.id))
      expect((await mark(hr, task.id, task.document_type ? 'skipped' : 'done')).statusCode).toBe(200);
    const [complete] = await checklistsOf(hr, joiner.id);
    expect(complete).toMatchObject({ status: 'completed', done: 9, total: 9 });
    await mark(hr, pan.id, 'pending');
    expect((await checklistsOf(hr, joiner.id))[0]).toMatchObject({
      status: 'open',
      done: 8,
      completed_at: null,
    });
    const progress = (await get(hr, '/api/checklists?kind=onboarding&search=Ishaan')).json();
    expect(progress.data.map((c: Json) => [c.employee.first_name, c.done, c.total])).toEqual([
      ['Ishaan', 8, 9],
    ]);
  });

  it('starts a leaver’s offboarding on their exit, moves it with the last working day, shows it on the settlement, cancels it on withdrawal', async () => {
    const leaver = (await hire('Kiran', '2024-04-01')).json().employee;
    const exit = (last_working_day: string) =>
      t.as(hr, {
        method: 'POST',
        url: `/api/employees/${leaver.id}/exit`,
        payload: { notice_date: today, last_working_day, exit_type: 'resignation', reason: 'Moving city' },
      });
    const lwd = addDays(today, 30);
    expect((await exit(lwd)).statusCode).toBe(200);
    const [offboarding] = await checklistsOf(hr, leaver.id);
    expect(offboarding).toMatchObject({ kind: 'offboarding', anchor_date: lwd, total: 7 });
    expect(offboarding?.tasks[0].due_on).toBe(addDays(lwd, -14));
    // The last working day moves a week later: so do the tasks still to do.
    await mark(hr, offboarding?.tasks[1].id, 'done');
    expect((await exit(addDays(lwd, 7))).statusCode).toBe(200);
    const [moved] = await checklistsOf(hr, leaver.id);
    expect(moved?.id).toBe(offboarding?.id);
    expect(moved?.tasks.map((x: Json) => x.due_on).slice(0, 3)).toEqual([
      addDays(lwd, -7),
      offboarding?.tasks[1].due_on,
      addDays(lwd, 6),
    ]);
    // What the full and final settlement shows: the no-dues still to do.
    expect(await noDuesOf(t.database.db, leaver.id)).toMatchObject({
      checklist_id: offboarding?.id,
      done: 1,
      total: 7,
      complete: false,
      pending: expect.arrayContaining(['Return the laptop, ID card and other assets']),
    });
    const withdrawn = await t.as(hr, { method: 'DELETE', url: `/api/employees/${leaver.id}/exit` });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await checklistsOf(hr, leaver.id)).toEqual([]);
  });

  it('keeps templates to their company and one default of a kind; a company customises the shared one', async () => {
    const shared = (await get(hr, '/api/checklist-templates?company_id=1&kind=offboarding')).json().data[0];
    const copy = await t.as(hr, {
      method: 'POST',
      url: `/api/checklist-templates/${shared.id}/customise`,
      payload: { company_id: 1 },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const mine = copy.json().checklist_template;
    expect(mine).toMatchObject({ company_id: 1, code: 'offboarding', is_default: true });
    expect(mine.tasks).toHaveLength(7);
    const edit = {
      name: shared.name,
      kind: shared.kind,
      tasks: [{ title: 'Return the badge', owner_kind: 'employee', due_days: 0 }],
    };
    const sharedEdit = await t.as(hr, {
      method: 'PUT',
      url: `/api/checklist-templates/${shared.id}`,
      payload: edit,
    });
    expect(sharedEdit.statusCode).toBe(403);
    const body = {
      company_id: 1,
      name: 'Offboarding for contractors',
      kind: 'offboarding',
      is_default: true,
      tasks: [{ title: 'Return the badge', owner_kind: 'person', owner_employee_id: 999_999, due_days: 0 }],
    };
    const bad = await t.as(hr, { method: 'POST', url: '/api/checklist-templates', payload: body });
    expect(bad.json().errors).toEqual({ 'tasks.0.owner_employee_id': ['The selected person is invalid.'] });
    const me = (await get(hr, '/api/me')).json().user.employee.id;
    const second = await t.as(hr, {
      method: 'POST',
      url: '/api/checklist-templates',
      payload: { ...body, tasks: [{ ...body.tasks[0], owner_employee_id: me }] },
    });
    expect(second.json().errors).toEqual({
      is_default: ['Another template of this kind is already the default: untick it there first.'],
    });
    const made = await t.as(hr, {
      method: 'POST',
      url: '/api/checklist-templates',
      payload: { ...body, is_default: false, tasks: [{ ...body.tasks[0], owner_employee_id: me }] },
    });
    expect(made.statusCode, made.body).toBe(201);
    // The other company cannot use or see it.
    expect(
      (await get(outsiderHr, `/api/checklist-templates/${made.json().checklist_template.id}`)).statusCode,
    ).toBe(404);
    // The company's own default is what a new leaver's offboarding starts from.
    const leaver = (await hire('Leela', '2024-04-01')).json().employee;
    await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${leaver.id}/exit`,
      payload: {
        notice_date: today,
        last_working_day: addDays(today, 20),
        exit_type: 'resignation',
        reason: 'Studies',
      },
    });
    expect((await checklistsOf(hr, leaver.id))[0]?.template.id).toBe(mine.id);
  });

  it('reminds owners of tasks due by tomorrow once, then weekly while overdue', async () => {
    // Farah's appointment letter is due a week before she joins (today + 10): today + 3.
    const told = async () =>
      (
        await rawRows<Json>(
          t.database.db,
          sql`select n.title from notifications n join users u on u.id = n.user_id
              where n.event = 'checklist_task.due' and u.email = 'hr@demo.test'
                and n.body like 'Send the appointment letter, for Farah Joiner%' order by n.id`,
        )
      ).map((n) => n.title);
    expect(await remindChecklistTasks(t.database.db, addDays(today, 1))).toBeGreaterThanOrEqual(0);
    expect(await told()).toEqual([]);
    // The day before it is due: reminded, once.
    expect(await remindChecklistTasks(t.database.db, addDays(today, 2))).toBeGreaterThan(0);
    await remindChecklistTasks(t.database.db, addDays(today, 3));
    expect(await told()).toEqual([`Due ${longDate(addDays(today, 3))}: Send the appointment letter`]);
    // Overdue: again a week after the last reminder, not before.
    await remindChecklistTasks(t.database.db, addDays(today, 8));
    expect(await told()).toHaveLength(1);
    await remindChecklistTasks(t.database.db, addDays(today, 9));
    expect(await told()).toEqual([
      `Due ${longDate(addDays(today, 3))}: Send the appointment letter`,
      'Overdue: Send the appointment letter',
    ]);
  });
});
