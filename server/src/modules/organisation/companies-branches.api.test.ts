import { IDENTITY_MESSAGES } from '@hrms/contracts/statutory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchPayload, companyPayload, create } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { companies } from '../../db/schema/organisation';
import { warnAboutUnlistedStates } from './states-service';

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

describe('states and statutory identity of companies and branches', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
  type Json = Record<string, any>;

  const withState = (state: string) => ({ ...companyPayload().address, state });
  const branchAt = (companyId: number, state: string, overrides: Json = {}) =>
    branchPayload(companyId, {
      code: `S${Math.random().toString(36).slice(2, 7)}`,
      address: { ...branchPayload(companyId).address, state },
      ...overrides,
    });
  /** The fields of a company update request, taken from a company as the API answers it. */
  const companyRequestOf = (c: Json, overrides: Json = {}) => ({
    name: c.name,
    legal_name: c.legal_name,
    registration_number: c.registration_number,
    tax_id: c.tax_id,
    country_id: c.country_id,
    default_tax_regime_id: c.default_tax_regime_id,
    email: c.email,
    phone: c.phone,
    website: c.website,
    status: c.status,
    segregation_of_duties: c.segregation_of_duties,
    address: c.address,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
  });
  afterAll(() => t.close());

  it('takes a state by its name or code in any case and stores the listed name and code', async () => {
    const byCode = await create<Json>(
      t,
      admin,
      '/api/companies',
      companyPayload({ name: 'Coded Co', address: withState('ka') }),
      'company',
    );
    expect(byCode.address.state).toBe('Karnataka');
    expect(byCode.state_code).toBe('KA');
    for (const [typed, name, code] of [
      ['  tamil NADU ', 'Tamil Nadu', 'TN'],
      ['Jammu & Kashmir', 'Jammu and Kashmir', 'JK'],
      ['Orissa', 'Odisha', 'OD'],
      ['DL', 'Delhi', 'DL'],
    ] as const) {
      const branch = await create<Json>(t, admin, '/api/branches', branchAt(byCode.id, typed), 'branch');
      expect(branch.address.state, typed).toBe(name);
      expect(branch.state_code).toBe(code);
    }
    const updated = await t.as(admin, {
      method: 'PUT',
      url: `/api/companies/${byCode.id}`,
      payload: companyRequestOf(byCode, { address: { ...byCode.address, state: 'west bengal' } }),
    });
    expect(updated.json().company).toMatchObject({ address: { state: 'West Bengal' }, state_code: 'WB' });
  });

  it('refuses a state that is not on the list, on every company and branch form', async () => {
    const c = await create<Json>(
      t,
      admin,
      '/api/companies',
      companyPayload({ name: 'Stated Co' }),
      'company',
    );
    const b = await create<Json>(t, admin, '/api/branches', branchAt(c.id, 'MH'), 'branch');
    const refusal = { 'address.state': ['Choose a state or union territory from the list.'] };
    const attempts = [
      {
        method: 'POST',
        url: '/api/companies',
        payload: companyPayload({ address: withState('Maharastra') }),
      },
      {
        method: 'PUT',
        url: `/api/companies/${c.id}`,
        payload: companyRequestOf(c, { address: { ...c.address, state: 'Bombay' } }),
      },
      { method: 'POST', url: '/api/branches', payload: branchAt(c.id, 'XX') },
      { method: 'PUT', url: `/api/branches/${b.id}`, payload: branchAt(c.id, 'Karnatak', { code: b.code }) },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.as(admin, { ...attempt, payload: attempt.payload as Json });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(422);
      expect(res.json().errors).toEqual(refusal);
    }
    // Nothing was changed by the refused updates.
    const company = await t.as(admin, { method: 'GET', url: `/api/companies/${c.id}` });
    expect(company.json().company).toMatchObject({ address: { state: 'Maharashtra' }, state_code: 'MH' });
  });

  it('validates and keeps a company’s statutory identity; the salary account is masked without the permission', async () => {
    const identity = {
      tan: 'PNEA12345B',
      pan: 'AAACA1234C',
      pf_establishment_code: 'MHPUN0012345000',
      esic_employer_code: '31000123450000999',
      salary_account_number: '50200012345678',
      salary_account_ifsc: 'UTIB0000004',
      bank_corporate_id: 'ACMECORP',
    };
    const bad = await t.as(admin, {
      method: 'POST',
      url: '/api/companies',
      payload: companyPayload({
        tan: 'PNE12345B',
        pan: 'AAACA1234',
        pf_establishment_code: 'MH/PUN/12345',
        esic_employer_code: '3100012345',
        salary_account_number: '5020-ABC',
        salary_account_ifsc: 'UTIB1000004',
      }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      tan: [IDENTITY_MESSAGES.tan],
      pan: [IDENTITY_MESSAGES.pan],
      pf_establishment_code: [IDENTITY_MESSAGES.pf_establishment_code],
      esic_employer_code: [IDENTITY_MESSAGES.esic_employer_code],
      salary_account_number: [IDENTITY_MESSAGES.bank_account_number],
      salary_account_ifsc: [IDENTITY_MESSAGES.bank_ifsc],
    });

    const c = await create<Json>(
      t,
      admin,
      '/api/companies',
      companyPayload({ name: 'Identity Co', ...identity, tan: 'pnea12345b' }),
      'company',
    );
    expect(c).toMatchObject({ ...identity, statutory_masked: false });
    // An update that leaves them out keeps them; null clears one.
    const kept = await t.as(admin, {
      method: 'PUT',
      url: `/api/companies/${c.id}`,
      payload: companyRequestOf(c, { name: 'Identity Company' }),
    });
    expect(kept.json().company).toMatchObject({ ...identity, name: 'Identity Company' });
    const cleared = await t.as(admin, {
      method: 'PUT',
      url: `/api/companies/${c.id}`,
      payload: companyRequestOf(c, { bank_corporate_id: null }),
    });
    expect(cleared.json().company).toMatchObject({ ...identity, bank_corporate_id: null });

    // The demo company's salary account: whole for HR (view-statutory-details), last four for an employee.
    const demo = (await t.as(admin, { method: 'GET', url: '/api/companies?search=Demo' })).json().data[0];
    const set = await t.as(admin, {
      method: 'PUT',
      url: `/api/companies/${demo.id}`,
      payload: companyRequestOf(demo, { salary_account_number: '912020012345678' }),
    });
    expect(set.statusCode).toBe(200);
    const asHr = (await t.as(hr, { method: 'GET', url: `/api/companies/${demo.id}` })).json().company;
    expect(asHr).toMatchObject({ salary_account_number: '912020012345678', statutory_masked: false });
    const asEmployee = await t.as(employee, { method: 'GET', url: `/api/companies/${demo.id}` });
    expect(asEmployee.json().company).toMatchObject({
      salary_account_number: 'XXXXXXXXXXX5678',
      statutory_masked: true,
    });
    expect(asEmployee.body).not.toContain('912020012345678');
  });

  it('checks a company’s default tax regime: it exists, is of the company’s country, and is active when chosen', async () => {
    const regimes = (await t.as(admin, { method: 'GET', url: '/api/tax-regimes?per_page=100' })).json()
      .data as Json[];
    const india = regimes.find((r) => r.code === 'IN-OLD-2025-26') as Json;
    const regime = (payload: Json) => create<Json>(t, admin, '/api/tax-regimes', payload, 'tax_regime');
    const us = await regime({ name: 'US brackets', country_id: 2, financial_year: '2025-26' });
    const retired = await regime({ name: 'Retired scheme', country_id: 1, financial_year: '2025-26' });
    const refusal = async (default_tax_regime_id: number) => {
      const res = await t.as(admin, {
        method: 'POST',
        url: '/api/companies',
        payload: companyPayload({ default_tax_regime_id }),
      });
      expect(res.statusCode).toBe(422);
      return res.json().errors;
    };
    expect(await refusal(999_999)).toEqual({
      default_tax_regime_id: ['The selected default tax regime id is invalid.'],
    });
    expect(await refusal(us.id)).toEqual({
      default_tax_regime_id: ["The tax regime must belong to the company's country."],
    });

    const c = await create<Json>(
      t,
      admin,
      '/api/companies',
      companyPayload({ name: 'Regime Co', default_tax_regime_id: retired.id }),
      'company',
    );
    expect(c.default_tax_regime).toEqual({
      id: retired.id,
      name: 'Retired scheme',
      financial_year: '2025-26',
      is_active: true,
    });
    // Deactivated afterwards, the regime stays the company's; it cannot be chosen anew.
    const off = await t.as(admin, {
      method: 'PUT',
      url: `/api/tax-regimes/${retired.id}`,
      payload: { name: 'Retired scheme', country_id: 1, financial_year: '2025-26', is_active: false },
    });
    expect(off.statusCode).toBe(200);
    const kept = await t.as(admin, {
      method: 'PUT',
      url: `/api/companies/${c.id}`,
      payload: companyRequestOf(c, { name: 'Regime Company' }),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().company.default_tax_regime).toMatchObject({ id: retired.id, is_active: false });
    expect(await refusal(retired.id)).toEqual({
      default_tax_regime_id: ['The selected tax regime is inactive.'],
    });
    // Moving the company to another country refuses the old country's regime; null clears it.
    const moved = await t.as(admin, {
      method: 'PUT',
      url: `/api/companies/${c.id}`,
      payload: companyRequestOf(c, { country_id: 2 }),
    });
    expect(moved.json().errors).toEqual({
      default_tax_regime_id: ["The tax regime must belong to the company's country."],
    });
    const changed = await t.as(admin, {
      method: 'PUT',
      url: `/api/companies/${c.id}`,
      payload: companyRequestOf(c, { default_tax_regime_id: india.id }),
    });
    expect(changed.json().company).toMatchObject({
      default_tax_regime_id: india.id,
      default_tax_regime: { name: india.name, financial_year: '2025-26' },
    });
    const cleared = await t.as(admin, {
      method: 'PUT',
      url: `/api/companies/${c.id}`,
      payload: companyRequestOf(c, { default_tax_regime_id: null }),
    });
    expect(cleared.json().company).toMatchObject({ default_tax_regime_id: null, default_tax_regime: null });
  });

  it('keeps a branch’s PT registration and LWF applicability', async () => {
    const c = await create<Json>(
      t,
      admin,
      '/api/companies',
      companyPayload({ name: 'Branch Co' }),
      'company',
    );
    const plain = await create<Json>(t, admin, '/api/branches', branchAt(c.id, 'Maharashtra'), 'branch');
    expect(plain).toMatchObject({ pt_registration_number: null, lwf_applicable: true, state_code: 'MH' });
    const b = await create<Json>(
      t,
      admin,
      '/api/branches',
      branchAt(c.id, 'Karnataka', { pt_registration_number: ' 390123456 ', lwf_applicable: false }),
      'branch',
    );
    expect(b).toMatchObject({ pt_registration_number: '390123456', lwf_applicable: false });
    const kept = await t.as(admin, {
      method: 'PUT',
      url: `/api/branches/${b.id}`,
      payload: branchAt(c.id, 'Karnataka', { code: b.code, name: 'Renamed' }),
    });
    expect(kept.json().branch).toMatchObject({
      name: 'Renamed',
      pt_registration_number: '390123456',
      lwf_applicable: false,
    });
    const tooLong = await t.as(admin, {
      method: 'POST',
      url: '/api/branches',
      payload: branchAt(c.id, 'Karnataka', { pt_registration_number: '9'.repeat(31) }),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['pt_registration_number']);
  });

  it('names the companies and branches whose state is not on the list at start-up', async () => {
    const messages: string[] = [];
    const log = { warn: (_: unknown, message?: string) => void messages.push(message ?? '') };
    // The demo's states are listed: nothing to say.
    expect(await warnAboutUnlistedStates(t.database.db, log as never)).toEqual([]);
    expect(messages).toEqual([]);

    // A state typed before the list existed, that the migration could not match, keeps its text.
    const [row] = await t.database.db
      .insert(companies)
      .values({
        name: 'Unlisted Co',
        legal_name: 'Unlisted Co Ltd',
        registration_number: 'U1',
        tax_id: 'T1',
        country_id: 1,
        email: 'unlisted@acme.test',
        phone: '1',
        address_line1: '1 Road',
        city: 'Somewhere',
        state: 'Bombay Presidency',
        postal_code: '1',
        address_country: 'India',
      })
      .returning({ id: companies.id });
    const unlisted = await warnAboutUnlistedStates(t.database.db, log as never);
    expect(unlisted).toEqual([
      { kind: 'company', id: row?.id, name: 'Unlisted Co', state: 'Bombay Presidency' },
    ]);
    expect(messages[0]).toContain('company #');
    expect(messages[0]).toContain('"Unlisted Co" (state "Bombay Presidency")');
    // Shown as it is, with no state code, until someone chooses the state.
    const shown = await t.as(admin, { method: 'GET', url: `/api/companies/${row?.id}` });
    expect(shown.json().company).toMatchObject({ address: { state: 'Bombay Presidency' }, state_code: null });
  });
});
