import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, create } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Row = { id: number; [k: string]: unknown };

describe('employees', () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  let dept: Record<string, Row>;

  const list = async (query: string) =>
    (await t.as(admin, { method: 'GET', url: `/api/employees?per_page=100&${query}` })).json();
  const newEmployee = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Test',
    last_name: 'Person',
    email: `test.${Math.random().toString(36).slice(2, 8)}@demo.test`,
    company_id: companyId,
    department_id: dept.FIN?.id,
    job_title: 'Analyst',
    hire_date: '2026-01-05',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    companyId = (await t.as(admin, { method: 'GET', url: '/api/companies?search=Demo' })).json().data[0].id;
    const departments = (await t.as(admin, { method: 'GET', url: '/api/departments?per_page=100' })).json()
      .data as Row[];
    dept = Object.fromEntries(departments.map((d) => [d.code as string, d]));
  });
  afterAll(() => t.close());

  it('lists about sixty demo employees and filters on the server', async () => {
    const all = await list('');
    expect(all.total).toBeGreaterThanOrEqual(55);
    expect(all.data[0]).toMatchObject({
      company: { name: 'Demo Industries' },
      department: expect.any(Object),
    });
    const eng = await list(`department_id=${dept.ENG?.id}`);
    expect(eng.data.every((e: Row) => (e.department as Row).id === dept.ENG?.id)).toBe(true);
    const blr = await list('status=active&employment_type=contract');
    expect(blr.data.every((e: Row) => e.employment_type === 'contract')).toBe(true);
    const paged = await t.as(admin, { method: 'GET', url: '/api/employees?per_page=10&page=2' });
    expect(paged.json()).toMatchObject({ current_page: 2, per_page: 10, data: expect.any(Array) });
    expect(paged.json().data).toHaveLength(10);
    expect((await t.as(admin, { method: 'GET', url: '/api/employees?per_page=101' })).statusCode).toBe(422);
  });

  it('answers lists whose conditions read alike with each caller’s own values', async () => {
    // HR's company scope and a super admin's company filter are both `company_id = $1`; each list's
    // statement is rendered once per shape, so the two must not share one.
    const hr = await t.login('hr@demo.test');
    const asHr = await t.as(hr, { method: 'GET', url: '/api/employees?status=active&per_page=100' });
    const asAdmin = await list(`company_id=${companyId}&status=active`);
    const otherCompany = await list(`company_id=${companyId + 1000}&status=active`);
    expect(asHr.statusCode).toBe(200);
    expect(asAdmin.total).toBe(asHr.json().total);
    expect(asAdmin.total).toBeGreaterThan(0);
    expect(otherCompany.total).toBe(0);
  });

  it('searches name, email and employee code case-insensitively', async () => {
    expect((await list('search=emp0003')).data.map((e: Row) => e.employee_id)).toEqual(['EMP0003']);
    expect((await list('search=PRIYA NAIR')).data.map((e: Row) => e.email)).toEqual(['employee@demo.test']);
    expect((await list('search=HR@DEMO')).data.map((e: Row) => e.first_name)).toEqual(['Rahul']);
  });

  it('creates an employee with a generated code and the spec’s message', async () => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: newEmployee({ hire_date: undefined }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Employee created successfully!');
    const e = res.json().employee;
    expect(e.employee_id).toMatch(/^EMP\d{4}$/);
    expect(e).toMatchObject({
      status: 'active',
      employment_type: 'full_time',
      department: { name: 'Finance' },
    });
    expect(e.hire_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('never hands out the same code twice, even to simultaneous creations', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.as(admin, { method: 'POST', url: '/api/employees', payload: newEmployee() }),
      ),
    );
    const codes = results.map((r) => r.json().employee.employee_id);
    expect(new Set(codes).size).toBe(5);
    const other = await create(t, admin, '/api/companies', companyPayload({ name: 'Zeta Works' }), 'company');
    const otherDept = await create(
      t,
      admin,
      '/api/departments',
      { company_id: other.id, name: 'Ops', code: 'OPS' },
      'department',
    );
    const z = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: newEmployee({ company_id: other.id, department_id: otherDept.id }),
    });
    expect(z.json().employee.employee_id).toMatch(/^ZET0001$/);
  });

  it('requires the spec’s fields and a unique email', async () => {
    const res = await t.as(admin, { method: 'POST', url: '/api/employees', payload: {} });
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'company_id',
      'department_id',
      'email',
      'first_name',
      'last_name',
    ]);
    const dup = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: newEmployee({ email: 'HR@demo.test' }),
    });
    expect(dup.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('keeps department, team and manager within the employee’s company and department', async () => {
    const other = await create(
      t,
      admin,
      '/api/companies',
      companyPayload({ name: 'Other Place' }),
      'company',
    );
    const otherDept = await create(
      t,
      admin,
      '/api/departments',
      { company_id: other.id, name: 'X', code: 'X' },
      'department',
    );
    const post = (o: Record<string, unknown>) =>
      t.as(admin, { method: 'POST', url: '/api/employees', payload: newEmployee(o) });
    expect((await post({ department_id: otherDept.id })).json().errors).toEqual({
      department_id: ['The selected department does not belong to this company.'],
    });
    const engTeams = (
      await t.as(admin, { method: 'GET', url: `/api/teams?department_id=${dept.ENG?.id}` })
    ).json().data;
    expect((await post({ team_id: engTeams[0].id })).json().errors).toEqual({
      team_id: ['The selected team does not belong to this department.'],
    });
    const [stranger] = (await list(`company_id=${other.id}`)).data;
    expect(stranger).toBeUndefined();
  });

  it('refuses a manager loop and self-management', async () => {
    const a = (await t.as(admin, { method: 'POST', url: '/api/employees', payload: newEmployee() })).json()
      .employee;
    const b = (
      await t.as(admin, { method: 'POST', url: '/api/employees', payload: newEmployee({ manager_id: a.id }) })
    ).json().employee;
    const c = (
      await t.as(admin, { method: 'POST', url: '/api/employees', payload: newEmployee({ manager_id: b.id }) })
    ).json().employee;
    const update = (e: Row, manager_id: number) =>
      t.as(admin, {
        method: 'PUT',
        url: `/api/employees/${e.id}`,
        payload: { ...newEmployee({ email: e.email, status: 'active', manager_id }) },
      });
    expect((await update(a, c.id)).json().errors).toEqual({
      manager_id: ['This manager reports to the employee, directly or indirectly.'],
    });
    expect((await update(a, a.id)).json().errors).toEqual({
      manager_id: ['An employee cannot be their own manager.'],
    });
    const ok = await update(c, a.id);
    expect(ok.json()).toMatchObject({
      message: 'Employee updated successfully!',
      employee: { manager: { id: a.id } },
    });
  });

  it('updates with any status and requires the edit form’s fields', async () => {
    const e = (await t.as(admin, { method: 'POST', url: '/api/employees', payload: newEmployee() })).json()
      .employee;
    const missing = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${e.id}`,
      payload: { first_name: 'X' },
    });
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining([
        'last_name',
        'email',
        'job_title',
        'company_id',
        'department_id',
        'hire_date',
        'status',
      ]),
    );
    const res = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${e.id}`,
      payload: newEmployee({
        email: e.email,
        status: 'on_leave',
        employment_type: 'intern',
        first_name: 'Renamed',
      }),
    });
    expect(res.json().employee).toMatchObject({
      status: 'on_leave',
      employment_type: 'intern',
      first_name: 'Renamed',
      employee_id: e.employee_id,
    });
  });

  it('saves and answers the grade and marital status, keeps them when left out and clears them when blank', async () => {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: newEmployee({ grade: ' L2 ', marital_status: 'married' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const e = created.json().employee;
    expect(e).toMatchObject({ grade: 'L2', marital_status: 'married' });
    const read = async () =>
      (await t.as(admin, { method: 'GET', url: `/api/employees/${e.id}` })).json().employee;
    expect(await read()).toMatchObject({ grade: 'L2', marital_status: 'married' });
    const [listed] = (await list(`search=${encodeURIComponent(e.email)}`)).data;
    expect(listed).toMatchObject({ id: e.id, grade: 'L2', marital_status: 'married' });
    // Neither given on create: not recorded.
    const plain = (
      await t.as(admin, { method: 'POST', url: '/api/employees', payload: newEmployee() })
    ).json().employee;
    expect(plain).toMatchObject({ grade: null, marital_status: null });

    const put = (payload: Record<string, unknown>) =>
      t.as(admin, {
        method: 'PUT',
        url: `/api/employees/${e.id}`,
        payload: newEmployee({ email: e.email, status: 'active', ...payload }),
      });
    const changed = await put({ grade: 'M1', marital_status: 'single' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().employee).toMatchObject({ grade: 'M1', marital_status: 'single' });
    expect(await read()).toMatchObject({ grade: 'M1', marital_status: 'single' });
    // A client that does not know the fields leaves them as they are.
    expect((await put({ first_name: 'Kept' })).json().employee).toMatchObject({
      first_name: 'Kept',
      grade: 'M1',
      marital_status: 'single',
    });
    expect((await put({ grade: '  ', marital_status: null })).json().employee).toMatchObject({
      grade: null,
      marital_status: null,
    });

    const bad = await put({ marital_status: 'engaged', grade: 'G'.repeat(31) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      marital_status: ['The selected marital status is invalid.'],
      grade: ['The grade may not be greater than 30 characters.'],
    });
    const badCreate = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: newEmployee({ marital_status: 'Married' }),
    });
    expect(badCreate.statusCode).toBe(422);
    expect(badCreate.json().errors).toEqual({ marital_status: ['The selected marital status is invalid.'] });
  });

  it('deletes an employee; one with history only once terminated, by archiving them out of lists', async () => {
    const gone = (await t.as(admin, { method: 'POST', url: '/api/employees', payload: newEmployee() })).json()
      .employee;
    expect((await t.as(admin, { method: 'DELETE', url: `/api/employees/${gone.id}` })).json()).toEqual({
      message: 'Employee deleted successfully',
    });
    const leaver = (
      await t.as(admin, { method: 'POST', url: '/api/employees', payload: newEmployee() })
    ).json().employee;
    await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${leaver.id}`,
      payload: newEmployee({ email: leaver.email, status: 'terminated' }),
    });
    expect((await t.as(admin, { method: 'DELETE', url: `/api/employees/${leaver.id}` })).json()).toEqual({
      message: 'Employee archived successfully',
    });
    expect((await t.as(admin, { method: 'GET', url: `/api/employees/${leaver.id}` })).statusCode).toBe(404);
    expect((await list(`search=${leaver.employee_id}`)).total).toBe(0);
  });

  it('lets an employee open their own record but nobody else’s', async () => {
    const employee = await t.login('employee@demo.test');
    const me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    const own = await t.as(employee, { method: 'GET', url: `/api/employees/${me.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().employee.salary_structure.length).toBeGreaterThan(0);
    // Another's record answers as one that does not exist (docs/api-conventions.md: 404, not 403).
    const other = await t.as(employee, { method: 'GET', url: `/api/employees/${me.id + 1}` });
    const missing = await t.as(employee, { method: 'GET', url: '/api/employees/999999' });
    expect([other.statusCode, other.json()]).toEqual([404, { message: 'Employee not found' }]);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Employee not found' }]);
    expect((await t.as(employee, { method: 'GET', url: '/api/employees' })).statusCode).toBe(403);
  });

  it('exports the filtered list as CSV with the spec’s columns and file name', async () => {
    const res = await t.as(admin, {
      method: 'GET',
      url: `/api/employees/export?department_id=${dept.FIN?.id}`,
    });
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="employees-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Employee ID,Name,Email,Job Title,Department,Status,Hire Date,PAN,UAN,ESIC IP Number,Bank Account,IFSC',
    );
    expect(lines.slice(1).every((l) => l.includes(',Finance,'))).toBe(true);
    expect(lines.length - 1).toBe((await list(`department_id=${dept.FIN?.id}`)).total);
  });
});
