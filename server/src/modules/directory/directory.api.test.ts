import { DEFAULT_DIRECTORY_FIELDS, directoryEntry } from '@hrms/contracts/directory';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD, hireEmployee } from '../../../test/accounts';
import { create, createCompanyWithDepartment } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { addDays, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const ENTRY_KEYS = Object.keys(directoryEntry.shape).sort();
const HIRED = '2024-04-01';

describe('the employee directory and org chart', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let priya: string;
  let priyaId: number;
  let companyId: number;
  let sneha: Json;
  let outsider: { id: number; company_id: number };
  let firstDepartment: string;

  const rows = <T = Json>(query: SQL) => rawRows<T>(t.database.db, query);
  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  const putSettings = (token: string, payload: Json) =>
    t.as(token, { method: 'PUT', url: '/api/directory-settings', payload });
  /** The demo company's people on the rolls, by name, as the directory must list them. */
  const onRolls = (where: SQL = sql`true`) =>
    rows<{ id: number }>(
      sql`select id from employees
          where company_id = ${companyId} and archived_at is null and status <> 'terminated'
            and coalesce(last_working_day >= ${todayIn()}::date, true) and ${where}
          order by first_name, last_name, id`,
    );
  const leave = (id: number) => rows(sql`update employees set status = 'terminated' where id = ${id}`);

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, priya] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    priyaId = (await get(priya, '/api/me')).json().user.employee.id;
    const [colleague] = await rows(
      sql`select id, company_id, department_id, employee_id, email, pan, uan, bank_account_number,
            date_of_birth::text from employees where email = 'sneha.kulkarni@demo.test'`,
    );
    sneha = colleague as Json;
    companyId = sneha?.company_id;
    const [department] = await rows<{ name: string }>(sql`select name from departments where id = 1`);
    firstDepartment = department?.name ?? '';
    const other = await createCompanyWithDepartment(t, admin);
    const made = await create(
      t,
      admin,
      '/api/employees',
      {
        first_name: 'Otto',
        last_name: 'Elsewhere',
        email: 'otto.elsewhere@acme.test',
        company_id: other.company.id,
        department_id: other.department.id,
        hire_date: HIRED,
      },
      'employee',
    );
    outsider = { id: made.id, company_id: other.company.id };
  });
  afterAll(() => t.close());

  it('lists the company’s people by name, a page at a time', async () => {
    const expected = await onRolls();
    const first = await get(priya, '/api/directory?per_page=10');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ current_page: 1, per_page: 10, total: expected.length });
    expect(first.json().data.map((e: Json) => e.id)).toEqual(expected.slice(0, 10).map((r) => r.id));
    const second = await get(priya, '/api/directory?per_page=10&page=2');
    expect(second.json().data.map((e: Json) => e.id)).toEqual(expected.slice(10, 20).map((r) => r.id));
    expect(second.json().last_page).toBe(Math.ceil(expected.length / 10));
  });

  it('searches by name, code, designation and work e-mail', async () => {
    const ids = async (search: string) =>
      (await get(priya, `/api/directory?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((e: Json) => e.id);
    expect(await ids('sneha kulk')).toEqual([sneha.id]);
    expect(await ids(sneha.employee_id)).toContain(sneha.id);
    expect(await ids('QA Engineer')).toEqual(
      (await onRolls(sql`job_title ilike '%QA Engineer%'`)).map((r) => r.id),
    );
    expect(await ids('sneha.kulkarni@')).toEqual([sneha.id]);
    // Nothing but those fields is searched: not a colleague's PAN, and a % is taken literally.
    expect(await ids(sneha.pan)).toEqual([]);
    expect(await ids('%')).toEqual([]);
  });

  it('answers exactly the contract’s fields, never a colleague’s PAN, UAN, bank account or year of birth', async () => {
    expect(sneha.pan && sneha.uan && sneha.bank_account_number && sneha.date_of_birth).toBeTruthy();
    const list = await get(priya, '/api/directory?per_page=100');
    const one = await get(priya, `/api/directory/${sneha.id}`);
    expect(one.statusCode).toBe(200);
    for (const entry of [...list.json().data, one.json().entry])
      expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
    for (const body of [list.body, one.body]) {
      for (const secret of [sneha.pan, sneha.uan, sneha.bank_account_number, sneha.date_of_birth])
        expect(body).not.toContain(secret);
      for (const key of ['pan', 'uan', 'bank_account_number', 'salary', 'date_of_birth', 'personal_email'])
        expect(body).not.toContain(`"${key}"`);
    }
    // The defaults: work details shown, the dates not.
    expect(one.json().entry).toMatchObject({
      id: sneha.id,
      employee_id: sneha.employee_id,
      job_title: 'Senior Software Engineer',
      department: 'Engineering',
      branch: 'Mumbai Head Office',
      email: sneha.email,
      manager: { id: priyaId, first_name: 'Priya', last_name: 'Nair' },
      hire_date: null,
      birthday: null,
    });
  });

  it('shows only the fields HR turns on, the birthday as day and month', async () => {
    const saved = await putSettings(hr, { fields: ['birthday', 'job_title', 'birthday', 'hire_date'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Directory settings saved successfully',
      settings: { company_id: companyId, fields: ['job_title', 'hire_date', 'birthday'] },
    });
    const [audit] = await rows(
      sql`select summary, changes from audit_events
          where action = 'company.directory_settings_changed' and entity_id = ${companyId}`,
    );
    expect(audit?.changes.fields.to).toEqual(['job_title', 'hire_date', 'birthday']);

    const res = await get(priya, `/api/directory/${sneha.id}`);
    expect(res.json().entry).toMatchObject({
      job_title: 'Senior Software Engineer',
      department: null,
      branch: null,
      email: null,
      phone: null,
      manager: null,
      birthday: sneha.date_of_birth.slice(5),
    });
    expect(res.json().entry.hire_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body).not.toContain(sneha.date_of_birth);
    // A hidden field is neither searched nor filtered by.
    expect((await get(priya, '/api/directory?search=sneha.kulkarni@')).json().total).toBe(0);
    const filtered = await get(priya, '/api/directory?department_id=1&branch_id=1');
    expect(filtered.statusCode).toBe(422);
    expect(filtered.json().errors).toEqual({
      department_id: ['The directory does not show departments.'],
      branch_id: ['The directory does not show locations.'],
    });
    expect((await get(priya, '/api/directory-settings')).json().fields).toEqual([
      'job_title',
      'hire_date',
      'birthday',
    ]);

    expect((await putSettings(hr, { fields: [...DEFAULT_DIRECTORY_FIELDS] })).statusCode).toBe(200);
    const back = (await get(priya, `/api/directory/${sneha.id}`)).json().entry;
    expect(back).toMatchObject({ birthday: null, hire_date: null, department: 'Engineering' });
    const byDepartment = await get(priya, `/api/directory?department_id=${sneha.department_id}&per_page=100`);
    expect(byDepartment.json().data.map((e: Json) => e.id)).toEqual(
      (await onRolls(sql`department_id = ${sneha.department_id}`)).map((r) => r.id),
    );
  });

  it('leaves out another company’s people and leavers, and keeps someone serving notice', async () => {
    const leaver = await hireEmployee(t, admin, { first_name: 'Lata', last_name: 'Gone', hire_date: HIRED });
    const serving = await hireEmployee(t, admin, {
      first_name: 'Nisha',
      last_name: 'Serving',
      hire_date: HIRED,
    });
    const lastDayPast = await hireEmployee(t, admin, {
      first_name: 'Pallavi',
      last_name: 'Past',
      hire_date: HIRED,
    });
    await leave(leaver.id);
    const exit = (id: number, lastDay: string) =>
      rows(
        sql`update employees set notice_date = ${HIRED}::date, last_working_day = ${lastDay}::date,
              exit_type = 'resignation' where id = ${id}`,
      );
    await exit(serving.id, addDays(todayIn(), 10));
    await exit(lastDayPast.id, addDays(todayIn(), -1));

    const listed = async (search: string) =>
      (await get(priya, `/api/directory?search=${search}`)).json().data.map((e: Json) => e.id);
    expect(await listed('Lata')).toEqual([]);
    expect(await listed('Serving')).toEqual([serving.id]);
    expect(await listed('Pallavi')).toEqual([]);
    expect(await listed('Elsewhere')).toEqual([]);
    for (const id of [leaver.id, lastDayPast.id, outsider.id, 2147483647]) {
      const res = await get(priya, `/api/directory/${id}`);
      expect(res.statusCode, `employee ${id}`).toBe(404);
      expect(res.json().message).toBe('Employee not found');
    }
    expect((await get(priya, `/api/directory?company_id=${outsider.company_id}`)).statusCode).toBe(404);
    expect((await get(priya, '/api/directory/abc')).statusCode).toBe(422);

    // A super admin reads any company's directory by naming it, and any company's colleague.
    const theirs = await get(admin, `/api/directory?company_id=${outsider.company_id}`);
    expect(theirs.json().data.map((e: Json) => e.id)).toEqual([outsider.id]);
    expect((await get(admin, `/api/directory/${outsider.id}`)).statusCode).toBe(200);
  });

  it('is refused to someone who is not an employee and may not see employees', async () => {
    const email = 'no.employee@demo.test';
    const made = await create<{ id: number }>(
      t,
      admin,
      '/api/users',
      { name: 'No Employee', email, password: ACCOUNT_PASSWORD, password_confirmation: ACCOUNT_PASSWORD },
      'user',
    );
    const assigned = await t.as(admin, {
      method: 'POST',
      url: `/api/users/${made.id}/assign-roles`,
      payload: { roles: ['employee'] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const stranger = await t.login(email, ACCOUNT_PASSWORD);
    for (const url of ['/api/directory', `/api/directory/${sneha.id}`, '/api/org-chart'])
      expect((await get(stranger, url)).statusCode, url).toBe(403);
  });

  describe('the org chart', () => {
    const node = (res: { json(): Json }) => res.json() as Json;
    let lead: Json;
    let uma: Json;
    let varun: Json;
    let wasim: Json;
    let orphan: Json;
    let gone: Json;

    beforeAll(async () => {
      const hire = (first_name: string, last_name: string, manager_id: number) =>
        hireEmployee(t, admin, { first_name, last_name, hire_date: HIRED, manager_id });
      lead = await hire('Tara', 'Lead', priyaId);
      varun = await hire('Varun', 'Report', lead.id);
      uma = await hire('Uma', 'Report', lead.id);
      wasim = await hire('Wasim', 'Deep', uma.id);
      gone = await hire('Xavier', 'Gone', lead.id);
      orphan = await hire('Yash', 'Orphan', gone.id);
      await leave(gone.id);
    });

    it('starts at the top: the people with no manager on the rolls', async () => {
      const res = await get(priya, '/api/org-chart');
      expect(res.statusCode, res.body).toBe(200);
      const chart = node(res);
      expect(chart).toMatchObject({ company_id: companyId, focus: null, managers: [] });
      const top = await onRolls(
        sql`not exists (select 1 from employees m where m.id = employees.manager_id and m.archived_at is null
              and m.status <> 'terminated' and coalesce(m.last_working_day >= ${todayIn()}::date, true))`,
      );
      expect(chart.reports.map((n: Json) => n.id)).toEqual(top.map((r) => r.id));
      expect(chart.reports.map((n: Json) => n.id)).toContain(orphan.id);
      expect(chart.reports.every((n: Json) => n.manager_id === null)).toBe(true);
    });

    it('shows a person’s managers from the top down and their direct reports with how many report to each', async () => {
      const chain: number[] = [];
      for (let id: number | null = priyaId; id !== null; ) {
        chain.unshift(id);
        const above: { manager_id: number | null }[] = await rows(
          sql`select manager_id from employees where id = ${id}`,
        );
        id = above[0]?.manager_id ?? null;
      }
      const res = await get(priya, `/api/org-chart?employee_id=${lead.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const chart = node(res);
      expect(chart.focus).toEqual({
        id: lead.id,
        first_name: 'Tara',
        last_name: 'Lead',
        employee_id: lead.employee_id,
        job_title: null,
        department: firstDepartment,
        manager_id: priyaId,
        reports_count: 2,
      });
      expect(chart.managers.map((n: Json) => n.id)).toEqual(chain);
      expect(chart.managers.at(-1).reports_count).toBeGreaterThan(1);
      expect(chart.reports.map((n: Json) => [n.id, n.manager_id, n.reports_count])).toEqual([
        [uma.id, lead.id, 1],
        [varun.id, lead.id, 0],
      ]);

      const deep = node(await get(priya, `/api/org-chart?employee_id=${wasim.id}`));
      expect(deep.managers.map((n: Json) => n.id)).toEqual([...chain, lead.id, uma.id]);
      expect(deep.reports).toEqual([]);
    });

    it('stops a walk up that comes round again', async () => {
      // Saving refuses such a loop; one written behind its back must not hang or repeat the chart.
      await rows(sql`update employees set manager_id = ${uma.id} where id = ${varun.id}`);
      await rows(sql`update employees set manager_id = ${varun.id} where id = ${uma.id}`);
      const res = await get(priya, `/api/org-chart?employee_id=${uma.id}`);
      expect(res.statusCode).toBe(200);
      expect(node(res).managers.map((n: Json) => n.id)).toEqual([varun.id]);
      await rows(sql`update employees set manager_id = ${lead.id} where id in (${uma.id}, ${varun.id})`);
    });

    it('finds nobody outside the company or off the rolls', async () => {
      for (const id of [outsider.id, gone.id, 2147483647]) {
        const res = await get(priya, `/api/org-chart?employee_id=${id}`);
        expect(res.statusCode, `employee ${id}`).toBe(404);
      }
      const theirs = await get(admin, `/api/org-chart?company_id=${outsider.company_id}`);
      expect(node(theirs).reports.map((n: Json) => n.id)).toEqual([outsider.id]);
      expect((await get(hr, `/api/org-chart?company_id=${outsider.company_id}`)).statusCode).toBe(404);
    });
  });

  describe('directory settings', () => {
    it('are read by anyone signed in and changed only by HR of the company', async () => {
      const other = outsider.company_id;
      expect((await get(priya, '/api/directory-settings')).json()).toEqual({
        company_id: companyId,
        fields: [...DEFAULT_DIRECTORY_FIELDS],
      });
      expect((await putSettings(priya, { fields: ['email'] })).statusCode).toBe(403);
      expect((await putSettings(hr, { company_id: other, fields: ['email'] })).statusCode).toBe(404);
      expect((await get(hr, `/api/directory-settings?company_id=${other}`)).statusCode).toBe(404);
      const bad = await putSettings(hr, { fields: ['salary'] });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)[0]).toMatch(/^fields/);

      const asSuper = await putSettings(admin, { company_id: other, fields: ['email', 'phone'] });
      expect(asSuper.statusCode, asSuper.body).toBe(200);
      expect(asSuper.json().settings).toEqual({ company_id: other, fields: ['email', 'phone'] });
      expect((await get(admin, `/api/directory-settings?company_id=${other}`)).json().fields).toEqual([
        'email',
        'phone',
      ]);
      const theirs = (await get(admin, `/api/directory/${outsider.id}`)).json().entry;
      expect(theirs).toMatchObject({ email: 'otto.elsewhere@acme.test', job_title: null, department: null });
      // Their own company's settings are untouched.
      expect((await get(hr, '/api/directory-settings')).json().fields).toEqual([...DEFAULT_DIRECTORY_FIELDS]);
      expect((await get(admin, '/api/directory-settings?company_id=2147483647')).statusCode).toBe(404);
    });
  });
});
