import { DEFAULT_PROFILE_POLICY } from '@hrms/contracts/profile';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFor } from '../../../test/accounts';
import { create, createCompanyWithDepartment } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const HOME = {
  line1: '14 Lake View Road',
  line2: null,
  city: 'Kochi',
  state: 'Kerala',
  postal_code: '682001',
};
const CONTACT = { name: 'Anil Nair', relationship: 'Father', phone: '+91 98470 12345' };

describe('self-service profile and its policy', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let priya: string;
  let priyaId: number;
  let otherCompanyId: number;
  let outsiderHr: string;

  const me = (token: string) => t.as(token, { method: 'GET', url: '/api/me/profile' });
  const edit = (token: string, changes: Json) =>
    t.as(token, { method: 'PUT', url: '/api/me/profile', payload: { changes } });
  const setPolicy = (token: string, payload: Json) =>
    t.as(token, { method: 'PUT', url: '/api/profile-policy', payload });
  const audits = (action: string, entityId: number) =>
    rawRows<Json>(
      t.database.db,
      sql`select summary, changes from audit_events where action = ${action} and entity_id = ${entityId} order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, priya] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    priyaId = (await t.as(priya, { method: 'GET', url: '/api/me' })).json().user.employee.id;
    const { company, department } = await createCompanyWithDepartment(t, admin);
    otherCompanyId = company.id;
    const olga = await create<{ id: number }>(
      t,
      admin,
      '/api/employees',
      {
        first_name: 'Olga',
        last_name: 'Outsider',
        email: 'olga.outsider@acme.test',
        company_id: company.id,
        department_id: department.id,
        hire_date: '2025-04-01',
      },
      'employee',
    );
    outsiderHr = await signInFor(t, admin, olga.id, 'olga.hr@acme.test', { roles: ['hr_manager'] });
  });
  afterAll(() => t.close());

  it('shows the employee their record, PAN and bank account masked, under the default policy', async () => {
    const res = await me(priya);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      employee: { id: priyaId, first_name: 'Priya', last_name: 'Nair', department: expect.any(String) },
      values: { first_name: 'Priya', blood_group: null, current_address: null },
      policy: DEFAULT_PROFILE_POLICY,
      pending_request_id: null,
    });
    expect(profile.values.pan).toMatch(/^X{6}[0-9]{3}[A-Z]$/);
    expect(profile.values.bank_account.account_number).toMatch(/^X+[0-9]{4}$/);
    expect(profile.values.bank_account.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);

    // HR reads the same profile whole from the employee's page.
    const seen = await t.as(hr, { method: 'GET', url: `/api/employees/${priyaId}/profile` });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().values.pan).toMatch(/^[A-Z]{5}[0-9]{4}[A-Z]$/);
    expect(seen.json().values.bank_account.account_number).toMatch(/^[0-9]{14}$/);
  });

  it('saves the fields the policy lets the employee edit, audited with before and after', async () => {
    const res = await edit(priya, {
      blood_group: 'O+',
      personal_phone: '+91 98470 55555',
      emergency_contact: CONTACT,
      permanent_address: { ...HOME, line2: '  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profile updated successfully',
      profile: {
        values: {
          blood_group: 'O+',
          personal_phone: '+91 98470 55555',
          emergency_contact: CONTACT,
          permanent_address: HOME,
        },
      },
    });
    expect((await me(priya)).json().values.permanent_address).toEqual(HOME);

    const [audit] = await audits('employee.profile_updated', priyaId);
    expect(audit?.summary).toBe(
      'Priya Nair updated their blood group, personal phone, permanent address, emergency contact',
    );
    expect(audit?.changes).toEqual({
      blood_group: { from: null, to: 'O+' },
      personal_phone: { from: null, to: '+91 98470 55555' },
      permanent_address: { from: null, to: HOME },
      emergency_contact: { from: null, to: CONTACT },
    });

    // Sent again unchanged with one new value: only that one is written and audited.
    const again = await edit(priya, { blood_group: 'O+', personal_phone: '+91 98470 66666' });
    expect(again.statusCode, again.body).toBe(200);
    const trail = await audits('employee.profile_updated', priyaId);
    expect(trail.at(-1)?.changes).toEqual({
      personal_phone: { from: '+91 98470 55555', to: '+91 98470 66666' },
    });
  });

  it('refuses at once a field that changes only by request, each bad value on its field, and writes nothing', async () => {
    const refused = await edit(priya, {
      blood_group: 'B+',
      current_address: HOME,
      bank_account: {
        account_number: '123456789012',
        ifsc: 'HDFC0001234',
      },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({
      'changes.current_address': ['Current address changes only by a request HR approves.'],
      'changes.bank_account': ['Bank account changes only by a request HR approves.'],
    });
    expect((await me(priya)).json().values.blood_group).toBe('O+');

    const bad = await edit(priya, {
      personal_phone: 'call me',
      permanent_address: { ...HOME, postal_code: '012345' },
      blood_group: 'Z+',
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'changes.blood_group',
      'changes.permanent_address.postal_code',
      'changes.personal_phone',
    ]);
    expect((await edit(priya, {})).json().errors).toEqual({ changes: ['Change at least one field.'] });
    expect((await edit(priya, { nickname: 'P' })).statusCode).toBe(422);
  });

  it('lets HR change the policy: a field left to HR is refused to the employee; a sensitive one never becomes editable', async () => {
    const read = await t.as(priya, { method: 'GET', url: '/api/profile-policy' });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().fields).toEqual(DEFAULT_PROFILE_POLICY);

    const saved = await setPolicy(hr, { fields: { blood_group: 'hr_only', gender: 'edit' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const companyId = saved.json().policy.company_id;
    expect(saved.json()).toEqual({
      message: 'Profile policy saved successfully',
      policy: {
        company_id: companyId,
        fields: { ...DEFAULT_PROFILE_POLICY, blood_group: 'hr_only', gender: 'edit' },
      },
    });
    const [audit] = await audits('company.profile_policy_changed', companyId);
    expect(audit?.changes).toEqual({
      gender: { from: 'request', to: 'edit' },
      blood_group: { from: 'edit', to: 'hr_only' },
    });
    // A later save keeps the modes it does not name.
    await setPolicy(hr, { fields: { personal_email: 'request' } });
    const policy = (await me(priya)).json().policy;
    expect(policy).toMatchObject({ blood_group: 'hr_only', gender: 'edit', personal_email: 'request' });

    const refused = await edit(priya, { blood_group: 'A+' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({
      'changes.blood_group': ['HR keeps your blood group: ask HR to change it.'],
    });
    // Gender lives on the employment record: written through the employees module.
    const gender = await edit(priya, { gender: 'other', marital_status: 'married' });
    expect(gender.statusCode).toBe(422);
    expect(gender.json().errors).toEqual({
      'changes.marital_status': ['Marital status changes only by a request HR approves.'],
    });
    expect((await edit(priya, { gender: 'other' })).statusCode).toBe(200);
    const employee = (await t.as(hr, { method: 'GET', url: `/api/employees/${priyaId}` })).json().employee;
    expect(employee.gender).toBe('other');

    const sensitive = await setPolicy(hr, { fields: { pan: 'edit', blood_group: 'edit' } });
    expect(sensitive.statusCode, sensitive.body).toBe(422);
    expect(sensitive.json().errors).toEqual({ 'fields.pan': ['PAN changes only by a request HR approves.'] });
    expect((await setPolicy(hr, { fields: { blood_group: 'sometimes' } })).statusCode).toBe(422);
  });

  it('keeps each company’s policy its own and to its HR', async () => {
    expect((await setPolicy(priya, { fields: { blood_group: 'edit' } })).statusCode).toBe(403);
    const elsewhere = await setPolicy(hr, { company_id: otherCompanyId, fields: { blood_group: 'edit' } });
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await t.as(hr, { method: 'GET', url: `/api/profile-policy?company_id=${otherCompanyId}` })).statusCode,
    ).toBe(404);

    // A super admin names the company; the demo company's policy stays as its HR set it.
    const other = await setPolicy(admin, {
      company_id: otherCompanyId,
      fields: { personal_phone: 'hr_only' },
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().policy.fields).toEqual({ ...DEFAULT_PROFILE_POLICY, personal_phone: 'hr_only' });
    const outsiderView = await t.as(outsiderHr, { method: 'GET', url: '/api/profile-policy' });
    expect(outsiderView.json()).toMatchObject({
      company_id: otherCompanyId,
      fields: { personal_phone: 'hr_only' },
    });
    expect((await me(priya)).json().policy).toMatchObject({ personal_phone: 'edit', blood_group: 'hr_only' });
    const missing = await setPolicy(admin, { company_id: 2_147_483_647, fields: { blood_group: 'edit' } });
    expect(missing.statusCode).toBe(404);
  });

  it('shows an employee’s profile only to those who view employees of their company', async () => {
    const url = `/api/employees/${priyaId}/profile`;
    expect((await t.as(priya, { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.as(outsiderHr, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(hr, { method: 'GET', url: '/api/employees/2147483647/profile' })).statusCode).toBe(
      404,
    );
    const admins = await t.as(admin, { method: 'GET', url });
    expect(admins.json().values).toMatchObject({ blood_group: 'O+', gender: 'other' });
  });
});
