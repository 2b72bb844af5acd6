import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchPayload, companyPayload, create } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Row = { id: number; [k: string]: unknown };

describe('departments and teams', () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  let otherCompanyId: number;
  let employeesOf: (departmentId: number) => Promise<Row[]>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    const companies = await t.as(admin, { method: 'GET', url: '/api/companies?search=Demo' });
    companyId = companies.json().data[0].id;
    otherCompanyId = (await create(t, admin, '/api/companies', companyPayload({ name: 'Other' }), 'company'))
      .id;
    employeesOf = async (departmentId) =>
      (
        await t.as(admin, { method: 'GET', url: `/api/employees?department_id=${departmentId}&per_page=100` })
      ).json().data;
  });
  afterAll(() => t.close());

  const department = (overrides: Record<string, unknown>) =>
    create(
      t,
      admin,
      '/api/departments',
      { company_id: companyId, name: 'Dept', code: 'd', ...overrides },
      'department',
    );

  it('lists departments with a summary and server-side filters', async () => {
    const res = await t.as(admin, {
      method: 'GET',
      url: `/api/departments?company_id=${companyId}&status=active`,
    });
    expect(res.json().summary).toMatchObject({ total_departments: 6, active_departments: 6, companies: 1 });
    const eng = res.json().data.find((d: Row) => d.code === 'ENG');
    expect(eng.head_of_department).toMatchObject({ first_name: expect.any(String) });
    expect(eng.employees_count).toBeGreaterThan(0);
    const search = await t.as(admin, { method: 'GET', url: '/api/departments?search=financ' });
    expect(search.json().data.map((d: Row) => d.code)).toEqual(['FIN']);
  });

  it('trims and upper-cases the code, at most 20 characters, unique within the company', async () => {
    const d = await department({ name: 'Legal', code: '  legal ', description: '  ' });
    expect(d).toMatchObject({ code: 'LEGAL', description: null });
    const dup = await t.as(admin, {
      method: 'POST',
      url: '/api/departments',
      payload: { company_id: companyId, name: 'Legal 2', code: 'Legal' },
    });
    expect(dup.json().errors).toEqual({ code: ['The code has already been taken for this company.'] });
    const long = await t.as(admin, {
      method: 'POST',
      url: '/api/departments',
      payload: { company_id: companyId, name: 'X', code: 'A'.repeat(21) },
    });
    expect(long.json().errors).toEqual({ code: ['The code may not be greater than 20 characters.'] });
    const missing = await t.as(admin, { method: 'POST', url: '/api/departments', payload: {} });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['code', 'company_id', 'name']);
  });

  it('keeps branch, parent and head within the department’s company', async () => {
    const foreignBranch = await create(t, admin, '/api/branches', branchPayload(otherCompanyId), 'branch');
    const foreignDept = await create(
      t,
      admin,
      '/api/departments',
      { company_id: otherCompanyId, name: 'Foreign', code: 'FRN' },
      'department',
    );
    const post = (payload: Record<string, unknown>) =>
      t.as(admin, {
        method: 'POST',
        url: '/api/departments',
        payload: { company_id: companyId, name: 'N', code: 'N1', ...payload },
      });
    expect((await post({ branch_id: foreignBranch.id })).json().errors).toEqual({
      branch_id: ['The selected branch does not belong to this company.'],
    });
    expect((await post({ parent_department_id: foreignDept.id })).json().errors).toEqual({
      parent_department_id: ['The parent department must belong to the same company.'],
    });
    const [outsider] = await employeesOf(foreignDept.id);
    expect(outsider).toBeUndefined();
    expect((await post({ company_id: 999_999 })).json().errors).toEqual({
      company_id: ['The selected company id is invalid.'],
    });
  });

  it('refuses a parent that would make a cycle', async () => {
    const top = await department({ name: 'Top', code: 'TOP' });
    const middle = await department({ name: 'Middle', code: 'MID', parent_department_id: top.id });
    const bottom = await department({ name: 'Bottom', code: 'BOT', parent_department_id: middle.id });
    for (const parent of [top.id, bottom.id]) {
      const res = await t.as(admin, {
        method: 'PUT',
        url: `/api/departments/${top.id}`,
        payload: { company_id: companyId, name: 'Top', code: 'TOP', parent_department_id: parent },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        parent_department_id: [
          'A department cannot be placed under itself or one of its own sub-departments.',
        ],
      });
    }
    const del = await t.as(admin, { method: 'DELETE', url: `/api/departments/${middle.id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Cannot delete this department: it still has 1 sub-department.');
  });

  it('runs a team through create, members, lead, disband', async () => {
    const eng = (await t.as(admin, { method: 'GET', url: '/api/departments?search=ENG' })).json().data[0];
    const free = (await employeesOf(eng.id)).filter((e) => e.team_id === null);
    expect(free.length).toBeGreaterThanOrEqual(0);
    const team = await create<Row>(
      t,
      admin,
      '/api/teams',
      { department_id: eng.id, name: 'Mobile', code: 'mob' },
      'team',
    );
    expect(team).toMatchObject({
      code: 'MOB',
      members_count: 0,
      team_lead: null,
      department: { name: 'Engineering' },
    });

    // Release two engineers from their demo team so they can join.
    const engineers = await employeesOf(eng.id);
    const [a, b] = engineers.filter((e) => e.team_id !== null).slice(-2);
    if (!a || !b) throw new Error('demo engineering team too small');
    const busy = await t.as(admin, {
      method: 'POST',
      url: `/api/teams/${team.id}/members`,
      payload: { employee_ids: [a.id] },
    });
    expect(busy.statusCode).toBe(422);
    expect(busy.json().errors.employee_ids[0]).toMatch(/already belongs to the team/);
    for (const e of [a, b]) {
      const oldTeam = (await t.as(admin, { method: 'GET', url: `/api/teams/${e.team_id}` })).json().team;
      if (oldTeam.team_lead_id === e.id) {
        await t.as(admin, { method: 'DELETE', url: `/api/teams/${oldTeam.id}/remove-lead` });
      }
      const left = await t.as(admin, { method: 'DELETE', url: `/api/teams/${oldTeam.id}/members/${e.id}` });
      expect(left.json().message).toMatch(/has been removed from the team$/);
    }

    const added = await t.as(admin, {
      method: 'POST',
      url: `/api/teams/${team.id}/members`,
      payload: { employee_ids: [a.id, b.id] },
    });
    expect(added.json().message).toBe('Added 2 member(s) to the team');
    const members = await t.as(admin, { method: 'GET', url: `/api/teams/${team.id}/members` });
    expect(
      members
        .json()
        .data.map((m: Row) => m.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());

    const notMember = await t.as(admin, {
      method: 'PUT',
      url: `/api/teams/${team.id}/assign-lead`,
      payload: { team_lead_id: engineers.find((e) => e.id !== a.id && e.id !== b.id)?.id },
    });
    expect(notMember.json().errors).toEqual({
      team_lead_id: ['The team lead must be a member of the team.'],
    });
    const lead = await t.as(admin, {
      method: 'PUT',
      url: `/api/teams/${team.id}/assign-lead`,
      payload: { team_lead_id: a.id },
    });
    expect(lead.json().team.team_lead).toMatchObject({ id: a.id });

    const removeLead = await t.as(admin, { method: 'DELETE', url: `/api/teams/${team.id}/members/${a.id}` });
    expect(removeLead.statusCode).toBe(409);
    expect(removeLead.json().message).toBe(
      'The team lead cannot be removed from the team; remove them as lead first',
    );

    const listed = await t.as(admin, {
      method: 'GET',
      url: `/api/teams?department_id=${eng.id}&lead=assigned&search=mob`,
    });
    expect(listed.json().data).toEqual([expect.objectContaining({ id: team.id, members_count: 2 })]);

    const delTeam = await t.as(admin, { method: 'DELETE', url: `/api/teams/${team.id}` });
    expect(delTeam.json().message).toBe('Cannot delete this team: it still has 2 members.');

    const disband = await t.as(admin, {
      method: 'PUT',
      url: `/api/teams/${team.id}/status`,
      payload: { status: 'disbanded' },
    });
    expect(disband.json()).toMatchObject({
      message: 'Team disbanded successfully!',
      team: { status: 'disbanded', team_lead: null, members_count: 0 },
    });
    const again = await t.as(admin, {
      method: 'PUT',
      url: `/api/teams/${team.id}/status`,
      payload: { status: 'active' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('only lets employees of the team’s department join it', async () => {
    const departments = (await t.as(admin, { method: 'GET', url: '/api/departments?per_page=100' })).json()
      .data;
    const fin = departments.find((d: Row) => d.code === 'FIN');
    const sales = departments.find((d: Row) => d.code === 'SALES');
    const team = await create<Row>(
      t,
      admin,
      '/api/teams',
      { department_id: fin.id, name: 'Tax', code: 'TAX' },
      'team',
    );
    const [salesPerson] = await employeesOf(sales.id);
    const res = await t.as(admin, {
      method: 'POST',
      url: `/api/teams/${team.id}/members`,
      payload: { employee_ids: [salesPerson?.id] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.employee_ids[0]).toMatch(/is not in this team's department\.$/);
    const empty = await t.as(admin, {
      method: 'POST',
      url: `/api/teams/${team.id}/members`,
      payload: { employee_ids: [] },
    });
    expect(empty.json().errors).toEqual({ employee_ids: ['Please select at least one employee to add.'] });
  });

  it('exports the filtered teams as CSV', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/teams/export?status=active' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="teams-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Team,Code,Department,Company,Team Lead,Status,Members,Created Date');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(1).every((l) => l.includes(',active,'))).toBe(true);
  });

  it('hides another company’s departments and teams (404) from a company-scoped user', async () => {
    const hr = await t.login('hr@demo.test');
    const foreign = await create<Row>(
      t,
      admin,
      '/api/departments',
      { company_id: otherCompanyId, name: 'Secret', code: 'SEC' },
      'department',
    );
    const team = await create<Row>(
      t,
      admin,
      '/api/teams',
      { department_id: foreign.id, name: 'Secret Team', code: 'ST' },
      'team',
    );
    expect((await t.as(hr, { method: 'GET', url: `/api/departments/${foreign.id}` })).statusCode).toBe(404);
    expect((await t.as(hr, { method: 'GET', url: `/api/teams/${team.id}` })).statusCode).toBe(404);
    expect(
      (
        await t.as(hr, {
          method: 'PUT',
          url: `/api/teams/${team.id}/status`,
          payload: { status: 'inactive' },
        })
      ).statusCode,
    ).toBe(404);
    const create403 = await t.as(hr, {
      method: 'POST',
      url: '/api/teams',
      payload: { department_id: foreign.id, name: 'Sneaky', code: 'SNK' },
    });
    expect(create403.json().errors).toEqual({ department_id: ['The selected department id is invalid.'] });
  });
});
