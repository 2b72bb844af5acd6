import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchPayload, companyPayload, create } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('companies and branches', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    hr = await t.login('hr@demo.test');
  });
  afterAll(() => t.close());

  it('lists companies with counts and a summary; others see only their own company', async () => {
    await create(t, admin, '/api/companies', companyPayload({ name: 'Listed Co' }), 'company');
    const all = await t.as(admin, { method: 'GET', url: '/api/companies' });
    expect(all.json().total).toBe(2);
    expect(all.json().summary).toMatchObject({ total_companies: 2, total_branches: 2 });
    const demo = all.json().data.find((c: { name: string }) => c.name === 'Demo Industries');
    expect(demo).toMatchObject({ branches_count: 2, departments_count: 6, country: { name: 'India' } });
    expect(demo.employees_count).toBeGreaterThan(10);
    expect(demo.address).toMatchObject({ city: 'Mumbai', state: 'Maharashtra' });
    const own = await t.as(hr, { method: 'GET', url: '/api/companies' });
    expect(own.json().data.map((c: { name: string }) => c.name)).toEqual(['Demo Industries']);
    const filtered = await t.as(admin, { method: 'GET', url: '/api/companies?search=listed' });
    expect(filtered.json().data.map((c: { name: string }) => c.name)).toEqual(['Listed Co']);
  });

  it('validates a company with a message per field', async () => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/companies',
      payload: { ...companyPayload(), name: '', email: 'nope', website: 'not a url', address: { line1: '' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['The name field is required.'],
      email: ['The email must be a valid email address.'],
      website: ['The website must be a valid URL.'],
      'address.line1': ['The line1 field is required.'],
      'address.city': ['The city field is required.'],
    });
    const badCountry = await t.as(admin, {
      method: 'POST',
      url: '/api/companies',
      payload: companyPayload({ country_id: 99 }),
    });
    expect(badCountry.json().errors).toEqual({ country_id: ['The selected country id is invalid.'] });
  });

  it('lets only a super admin create companies, and answers 404 for a company outside the caller’s scope', async () => {
    const other = await create(t, admin, '/api/companies', companyPayload({ name: 'Hidden Co' }), 'company');
    const adminRole = await t.as(hr, { method: 'POST', url: '/api/companies', payload: companyPayload() });
    expect(adminRole.statusCode).toBe(403);
    expect((await t.as(hr, { method: 'GET', url: `/api/companies/${other.id}` })).statusCode).toBe(404);
    for (const nested of ['branches', 'departments']) {
      const res = await t.as(hr, { method: 'GET', url: `/api/companies/${other.id}/${nested}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Company not found' });
    }
    const branch = await create(t, admin, '/api/branches', branchPayload(other.id), 'branch');
    const departments = await t.as(hr, { method: 'GET', url: `/api/branches/${branch.id}/departments` });
    expect(departments.statusCode).toBe(404);
  });

  it('updates a company', async () => {
    const c = await create(t, admin, '/api/companies', companyPayload({ name: 'Old Name' }), 'company');
    const res = await t.as(admin, {
      method: 'PUT',
      url: `/api/companies/${c.id}`,
      payload: companyPayload({ name: 'New Name', status: 'suspended' }),
    });
    expect(res.json()).toMatchObject({
      message: 'Company updated successfully!',
      company: { name: 'New Name', status: 'suspended' },
    });
  });

  it('creates branches with upper-cased codes unique within the company', async () => {
    const c = await create(t, admin, '/api/companies', companyPayload({ name: 'Branchy' }), 'company');
    const b = await create<{ id: number; code: string; company: { name: string } }>(
      t,
      admin,
      '/api/branches',
      branchPayload(c.id),
      'branch',
    );
    expect(b).toMatchObject({ code: 'PUN', company: { name: 'Branchy' } });
    const dup = await t.as(admin, {
      method: 'POST',
      url: '/api/branches',
      payload: branchPayload(c.id, { code: 'PUN' }),
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ code: ['The code has already been taken for this company.'] });
    const list = await t.as(admin, { method: 'GET', url: `/api/branches?company_id=${c.id}&status=active` });
    expect(list.json().data.map((x: { code: string }) => x.code)).toEqual(['PUN']);
  });

  it('requires a branch manager to be a user of the branch’s company', async () => {
    const c = await create(t, admin, '/api/companies', companyPayload({ name: 'Managed' }), 'company');
    const users = await t.as(admin, { method: 'GET', url: '/api/users?search=hr@demo' });
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/branches',
      payload: branchPayload(c.id, { manager_id: users.json().data[0].id }),
    });
    expect(res.json().errors).toEqual({ manager_id: ['The manager must be a user of this company.'] });
  });

  it('refuses to delete a company or branch that still has dependants, saying what', async () => {
    const companies = await t.as(admin, { method: 'GET', url: '/api/companies?search=Demo' });
    const demoId = companies.json().data[0].id;
    const res = await t.as(admin, { method: 'DELETE', url: `/api/companies/${demoId}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Cannot delete this company: it still has 2 branches, 6 departments and \d+ employees\.$/,
    );
    const branches = await t.as(admin, {
      method: 'GET',
      url: `/api/branches?company_id=${demoId}&search=MUM`,
    });
    const del = await t.as(admin, { method: 'DELETE', url: `/api/branches/${branches.json().data[0].id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(
      /^Cannot delete this branch: it still has 6 departments and \d+ employees\.$/,
    );
  });

  it('deletes an empty branch and company', async () => {
    const c = await create(t, admin, '/api/companies', companyPayload({ name: 'Short Lived' }), 'company');
    const b = await create(t, admin, '/api/branches', branchPayload(c.id), 'branch');
    expect((await t.as(admin, { method: 'DELETE', url: `/api/branches/${b.id}` })).statusCode).toBe(200);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/companies/${c.id}` })).json()).toEqual({
      message: 'Company deleted successfully',
    });
  });

  it('needs manage-branches to change branches and update-company-settings to change companies', async () => {
    const employee = await t.login('employee@demo.test');
    expect(
      (await t.as(employee, { method: 'POST', url: '/api/branches', payload: branchPayload(1) })).statusCode,
    ).toBe(403);
    expect(
      (await t.as(hr, { method: 'POST', url: '/api/branches', payload: branchPayload(1) })).statusCode,
    ).toBe(403);
    expect(
      (await t.as(hr, { method: 'PUT', url: '/api/companies/1', payload: companyPayload() })).statusCode,
    ).toBe(403);
    expect((await t.as(employee, { method: 'GET', url: '/api/branches' })).statusCode).toBe(200);
  });
});
