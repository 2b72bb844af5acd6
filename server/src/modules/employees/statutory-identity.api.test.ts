import { VPF_MESSAGE } from '@hrms/contracts/employees';
import { IDENTITY_MESSAGES, verhoeffDigit, verhoeffValid } from '@hrms/contracts/statutory';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, create } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const PASSWORD = 'Passw0rd!x';

/** An Aadhaar-shaped number: the eleven digits and the Verhoeff check digit that makes it valid. */
function aadhaarFrom(first11: string): string {
  for (let d = 0; d <= 9; d++) if (verhoeffValid(`${first11}${d}`)) return `${first11}${d}`;
  throw new Error('no check digit');
}
/** The same number with a wrong check digit. */
const wrongCheckDigit = (valid: string) => `${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`;

/** The fields of an update request, taken from an employee as the API answers it. */
const updatePayload = (e: Json, overrides: Json = {}) => ({
  first_name: e.first_name,
  last_name: e.last_name,
  email: e.email,
  phone: e.phone,
  job_title: e.job_title ?? 'Analyst',
  company_id: e.company_id,
  branch_id: e.branch_id,
  department_id: e.department_id,
  team_id: e.team_id,
  manager_id: e.manager_id,
  hire_date: e.hire_date,
  date_of_birth: e.date_of_birth,
  gender: e.gender,
  employment_type: e.employment_type,
  status: e.status,
  ...overrides,
});

describe('statutory identity of employees', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  /** A user whose role may view and update employees but not see statutory details. */
  let clerk: string;
  let companyId: number;
  let departmentId: number;
  let serial = 0;

  const newEmployee = (overrides: Json = {}) => ({
    first_name: 'Statutory',
    last_name: `Person${++serial}`,
    email: `statutory.${serial}.${Math.random().toString(36).slice(2, 8)}@demo.test`,
    company_id: companyId,
    department_id: departmentId,
    job_title: 'Analyst',
    hire_date: '2026-01-05',
    ...overrides,
  });
  const post = (token: string, payload: Json) =>
    t.as(token, { method: 'POST', url: '/api/employees', payload });
  const put = (token: string, id: number, payload: Json) =>
    t.as(token, { method: 'PUT', url: `/api/employees/${id}`, payload });
  const get = async (token: string, id: number) =>
    (await t.as(token, { method: 'GET', url: `/api/employees/${id}` })).json().employee as Json;
  /** Distinct well-formed numbers per call, so tests never collide on the uniqueness rules. */
  const identity = (n: number) => ({
    pan: `ABCPD${String(1000 + n).slice(-4)}K`,
    uan: `100${String(10_000_000 + n)}${verhoeffDigit(`100${String(10_000_000 + n)}`)}`,
    esic_ip_number: String(2_100_000_000 + n),
    pf_member_id: `MHBAN0012345000${String(n).padStart(7, '0')}`,
    bank_account_number: `5010000${String(1_000_000 + n)}`,
    bank_ifsc: 'HDFC0000060',
  });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    companyId = (await t.as(admin, { method: 'GET', url: '/api/companies?search=Demo' })).json().data[0].id;
    const departments = await t.as(admin, { method: 'GET', url: '/api/departments?per_page=100' });
    departmentId = departments.json().data.find((d: Json) => d.code === 'FIN').id;

    const role = await t.as(admin, {
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'people_clerk', permissions: ['view-employees', 'update-employees'] },
    });
    expect(role.statusCode).toBe(201);
    const free = await t.as(admin, { method: 'GET', url: '/api/employees?without_user=true&per_page=1' });
    const user = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'People Clerk',
        email: 'clerk@demo.test',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        employee_id: free.json().data[0].id,
      },
    });
    expect(user.statusCode).toBe(201);
    const assigned = await t.as(admin, {
      method: 'POST',
      url: `/api/users/${user.json().user.id}/assign-roles`,
      payload: { roles: ['people_clerk'] },
    });
    expect(assigned.statusCode).toBe(200);
    clerk = await t.login('clerk@demo.test', PASSWORD);
  });
  afterAll(() => t.close());

  it('answers each malformed number with its field’s own message, on create and on update', async () => {
    const aadhaar = aadhaarFrom('49876543210');
    const bad = {
      pan: 'ABCDE12345',
      uan: '10090000123',
      pf_member_id: 'MH/BAN/12345',
      esic_ip_number: '21000000001',
      aadhaar: wrongCheckDigit(aadhaar),
      bank_account_number: '50100-ABC',
      bank_ifsc: 'HDFC1000060',
      vpf_percentage: 12.345,
    };
    const expected = {
      pan: [IDENTITY_MESSAGES.pan],
      uan: [IDENTITY_MESSAGES.uan],
      pf_member_id: [IDENTITY_MESSAGES.pf_member_id],
      esic_ip_number: [IDENTITY_MESSAGES.esic_ip_number],
      aadhaar: [IDENTITY_MESSAGES.aadhaar],
      bank_account_number: [IDENTITY_MESSAGES.bank_account_number],
      bank_ifsc: [IDENTITY_MESSAGES.bank_ifsc],
      vpf_percentage: [VPF_MESSAGE],
    };
    const created = await post(admin, newEmployee(bad));
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual(expected);

    const valid = await post(admin, newEmployee());
    expect(valid.statusCode).toBe(201);
    const updated = await put(admin, valid.json().employee.id, updatePayload(valid.json().employee, bad));
    expect(updated.statusCode).toBe(422);
    expect(updated.json().errors).toEqual(expected);

    // One at a time, so each rule is seen to refuse on its own (a PAN one digit short; an Aadhaar starting 1).
    for (const [field, value, message] of [
      ['pan', 'ABCDE123F', IDENTITY_MESSAGES.pan],
      ['pan', 42, IDENTITY_MESSAGES.pan],
      ['uan', '1234567890123', IDENTITY_MESSAGES.uan],
      // Twelve digits, but the last is not the Verhoeff check digit of the eleven before it.
      [
        'uan',
        `${identity(7).uan.slice(0, 11)}${(Number(identity(7).uan.slice(-1)) + 1) % 10}`,
        IDENTITY_MESSAGES.uan,
      ],
      ['bank_ifsc', 'HDFC00000601', IDENTITY_MESSAGES.bank_ifsc],
      ['aadhaar', `1${aadhaar.slice(1)}`, IDENTITY_MESSAGES.aadhaar],
      ['aadhaar', aadhaar.slice(0, 11), IDENTITY_MESSAGES.aadhaar],
      ['vpf_percentage', 88.01, VPF_MESSAGE],
      ['vpf_percentage', -1, VPF_MESSAGE],
    ] as const) {
      const res = await post(admin, newEmployee({ [field]: value }));
      expect(res.statusCode, `${field}=${value}`).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [message] });
    }
  });

  it('keeps only the last four digits of an Aadhaar: never answered, stored or audited whole', async () => {
    const aadhaar = aadhaarFrom('23412341234');
    expect(aadhaar).toBe('234123412346');
    const spaced = `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`;
    const res = await post(admin, newEmployee({ aadhaar: spaced }));
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain(aadhaar.slice(0, 8));
    const e = res.json().employee;
    expect(e.aadhaar_last4).toBe('2346');
    expect(e).not.toHaveProperty('aadhaar');

    // Omitted on an update: kept. A new one replaces it; null removes it.
    expect((await put(admin, e.id, updatePayload(e))).json().employee.aadhaar_last4).toBe('2346');
    const other = aadhaarFrom('56789012345');
    const replaced = await put(admin, e.id, updatePayload(e, { aadhaar: other }));
    expect(replaced.json().employee.aadhaar_last4).toBe(other.slice(-4));
    expect(replaced.body).not.toContain(other.slice(0, 8));

    for (const number of [aadhaar, other]) {
      const [stored] = await rawRows<{ employees: number; audit: number }>(
        t.database.db,
        sql`select (select count(*) from employees e where e::text like ${`%${number.slice(0, 8)}%`})::int as employees,
                   (select count(*) from audit_events a where a::text like ${`%${number.slice(0, 8)}%`})::int as audit`,
      );
      expect(stored).toEqual({ employees: 0, audit: 0 });
    }
    const trail = await t.as(admin, { method: 'GET', url: '/api/audit-events?per_page=100' });
    expect(trail.statusCode).toBe(200);
    expect(trail.body).not.toContain(other.slice(0, 8));

    const cleared = await put(admin, e.id, updatePayload(e, { aadhaar: null }));
    expect(cleared.json().employee.aadhaar_last4).toBeNull();
  });

  it('normalises and reads back every statutory field; an update that omits them keeps them', async () => {
    const ids = identity(1);
    const res = await post(
      admin,
      newEmployee({
        pan: ` ${ids.pan.toLowerCase()} `,
        uan: `${ids.uan.slice(0, 4)} ${ids.uan.slice(4, 8)} ${ids.uan.slice(8)}`,
        pf_member_id: ids.pf_member_id.toLowerCase(),
        esic_ip_number: ids.esic_ip_number,
        bank_account_number: ids.bank_account_number,
        bank_ifsc: 'hdfc0000060',
        person_with_disability: true,
        epf_joined_on: '2015-06-01',
        eps_member_before: true,
        pf_on_full_basic: true,
        vpf_percentage: 2.5,
      }),
    );
    expect(res.statusCode).toBe(201);
    const expected = {
      ...ids,
      aadhaar_last4: null,
      person_with_disability: true,
      epf_joined_on: '2015-06-01',
      eps_member_before: true,
      pf_on_full_basic: true,
      vpf_percentage: 2.5,
      statutory_masked: false,
    };
    const e = res.json().employee;
    expect(e).toMatchObject(expected);
    expect(await get(admin, e.id)).toMatchObject(expected);

    // An older client sends only the employee's own fields: nothing statutory is lost.
    const kept = await put(admin, e.id, updatePayload(e, { job_title: 'Senior Analyst' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().employee).toMatchObject({ ...expected, job_title: 'Senior Analyst' });

    // null or blank clears a number; false and 0 are values, not omissions.
    const cleared = await put(
      admin,
      e.id,
      updatePayload(e, { pan: null, bank_ifsc: '', pf_on_full_basic: false, vpf_percentage: 0 }),
    );
    expect(cleared.json().employee).toMatchObject({
      ...expected,
      pan: null,
      bank_ifsc: null,
      pf_on_full_basic: false,
      vpf_percentage: 0,
    });
    // A new employee starts with none of it.
    const plain = (await post(admin, newEmployee())).json().employee;
    expect(plain).toMatchObject({
      pan: null,
      uan: null,
      aadhaar_last4: null,
      person_with_disability: false,
      eps_member_before: false,
      pf_on_full_basic: false,
      vpf_percentage: 0,
      epf_joined_on: null,
    });
  });

  it('shows the numbers whole only to holders of view-statutory-details; others see the last four', async () => {
    const ids = identity(2);
    const aadhaar = aadhaarFrom('61234567890');
    const e = (await post(admin, newEmployee({ ...ids, aadhaar }))).json().employee;

    const asHr = await get(hr, e.id);
    expect(asHr).toMatchObject({ ...ids, aadhaar_last4: aadhaar.slice(-4), statutory_masked: false });

    const asClerk = await t.as(clerk, { method: 'GET', url: `/api/employees/${e.id}` });
    expect(asClerk.statusCode).toBe(200);
    const masked = asClerk.json().employee;
    expect(masked).toMatchObject({
      pan: `XXXXXX${ids.pan.slice(-4)}`,
      uan: `XXXXXXXX${ids.uan.slice(-4)}`,
      pf_member_id: `${'X'.repeat(18)}${ids.pf_member_id.slice(-4)}`,
      esic_ip_number: `XXXXXX${ids.esic_ip_number.slice(-4)}`,
      bank_account_number: `${'X'.repeat(ids.bank_account_number.length - 4)}${ids.bank_account_number.slice(-4)}`,
      bank_ifsc: ids.bank_ifsc,
      aadhaar_last4: aadhaar.slice(-4),
      statutory_masked: true,
    });
    for (const whole of [ids.pan, ids.uan, ids.esic_ip_number, ids.bank_account_number]) {
      expect(asClerk.body).not.toContain(whole);
    }
    // Lists carry no identity numbers at all.
    const listed = await t.as(clerk, { method: 'GET', url: `/api/employees?search=${e.employee_id}` });
    expect(listed.json().data[0]).not.toHaveProperty('pan');
    expect(listed.body).not.toContain(ids.pan);

    // The clerk may still update the record: omitted numbers stay as they are.
    const updated = await put(clerk, e.id, updatePayload(e, { job_title: 'Lead Analyst' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().employee).toMatchObject({ job_title: 'Lead Analyst', statutory_masked: true });
    expect(await get(hr, e.id)).toMatchObject(ids);

    // An employee sees their own record masked too (they do not hold the permission).
    const me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    const own = await get(admin, me.id);
    const ownIds = identity(3);
    expect((await put(admin, own.id, updatePayload(own, ownIds))).statusCode).toBe(200);
    expect(await get(employee, me.id)).toMatchObject({
      pan: `XXXXXX${ownIds.pan.slice(-4)}`,
      statutory_masked: true,
    });
  });

  it('records every change of statutory details in the audit trail, the numbers masked', async () => {
    const ids = identity(8);
    const aadhaar = aadhaarFrom('71234567890');
    const e = (await post(admin, newEmployee({ ...ids, aadhaar, vpf_percentage: 1.5 }))).json().employee;
    const newAccount = '60200098765432';
    await put(clerk, e.id, updatePayload(e, { bank_account_number: newAccount }));
    await put(admin, e.id, updatePayload(e, { job_title: 'No statutory change' }));

    const trail = await t.as(admin, {
      method: 'GET',
      url: `/api/audit-events?action=employee.statutory_details_changed&entity_type=employee&entity_id=${e.id}`,
    });
    const events = trail.json().data as Json[];
    expect(events).toHaveLength(2);
    const [changed, created] = events as [Json, Json];
    expect(created).toMatchObject({
      company_id: companyId,
      summary: expect.stringContaining(e.employee_id),
      user: { email: 'admin@demo.test' },
      changes: {
        pan: { from: null, to: `XXXXXX${ids.pan.slice(-4)}` },
        bank_account_number: { from: null, to: `XXXXXXXXXX${ids.bank_account_number.slice(-4)}` },
        bank_ifsc: { from: null, to: ids.bank_ifsc },
        aadhaar_last4: { from: null, to: aadhaar.slice(-4) },
        vpf_percentage: { from: '0.00', to: '1.50' },
      },
    });
    expect(Object.keys(created.changes)).not.toContain('person_with_disability');
    expect(changed).toMatchObject({
      user: { email: 'clerk@demo.test' },
      changes: {
        bank_account_number: {
          from: `XXXXXXXXXX${ids.bank_account_number.slice(-4)}`,
          to: `XXXXXXXXXX${newAccount.slice(-4)}`,
        },
      },
    });
    expect(Object.keys(changed.changes)).toEqual(['bank_account_number']);
    for (const whole of [ids.pan, ids.uan, ids.bank_account_number, newAccount, aadhaar.slice(0, 8)]) {
      expect(trail.body).not.toContain(whole);
    }
  });

  it('exports the numbers in the CSV, masked unless the caller may see them', async () => {
    const ids = identity(4);
    const e = (await post(admin, newEmployee(ids))).json().employee;
    const rowOf = async (token: string) => {
      const res = await t.as(token, { method: 'GET', url: `/api/employees/export?search=${e.employee_id}` });
      expect(res.statusCode).toBe(200);
      const [row] = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
      return row;
    };
    expect(await rowOf(hr)).toMatchObject({
      'Employee ID': e.employee_id,
      PAN: ids.pan,
      UAN: ids.uan,
      'ESIC IP Number': ids.esic_ip_number,
      'Bank Account': ids.bank_account_number,
      IFSC: ids.bank_ifsc,
    });
    expect(await rowOf(clerk)).toMatchObject({
      PAN: `XXXXXX${ids.pan.slice(-4)}`,
      UAN: `XXXXXXXX${ids.uan.slice(-4)}`,
      'ESIC IP Number': `XXXXXX${ids.esic_ip_number.slice(-4)}`,
      'Bank Account': `XXXXXXXXXX${ids.bank_account_number.slice(-4)}`,
      IFSC: ids.bank_ifsc,
    });
  });

  it('refuses a PAN, UAN or ESIC number another live employee of the company holds, whatever races', async () => {
    const ids = identity(5);
    const first = (await post(admin, newEmployee(ids))).json().employee;
    for (const [field, label] of [
      ['pan', 'PAN'],
      ['uan', 'UAN'],
      ['esic_ip_number', 'ESIC IP number'],
    ] as const) {
      const res = await post(admin, newEmployee({ [field]: ids[field] }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        [field]: [`This ${label} is already recorded for another employee of this company.`],
      });
    }
    // The same on an update; the employee's own numbers are not "another's".
    const second = (await post(admin, newEmployee())).json().employee;
    const taken = await put(admin, second.id, updatePayload(second, { uan: ids.uan }));
    expect(taken.json().errors).toEqual({
      uan: ['This UAN is already recorded for another employee of this company.'],
    });
    expect((await put(admin, first.id, updatePayload(first, ids))).statusCode).toBe(200);

    // Another company's employee may hold the same numbers.
    const other = await create(
      t,
      admin,
      '/api/companies',
      companyPayload({ name: 'Other Works' }),
      'company',
    );
    const otherDept = await create(
      t,
      admin,
      '/api/departments',
      { company_id: other.id, name: 'Ops', code: 'OPS' },
      'department',
    );
    const elsewhere = await post(
      admin,
      newEmployee({ ...ids, company_id: other.id, department_id: otherDept.id }),
    );
    expect(elsewhere.statusCode).toBe(201);

    // Simultaneous creations with one new PAN: one wins, the others get the field's message, none a 500.
    const racing = identity(6);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => post(admin, newEmployee({ pan: racing.pan }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422]);
    for (const r of results.filter((x) => x.statusCode === 422)) {
      expect(r.json().errors).toEqual({
        pan: ['This PAN is already recorded for another employee of this company.'],
      });
    }
  });

  it('puts PAN, UAN, ESIC number and the bank account’s last four digits on the payslip and breakdown', async () => {
    const me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee;
    const own = await get(admin, me.id);
    const ids = identity(7);
    expect((await put(admin, own.id, updatePayload(own, ids))).statusCode).toBe(200);
    const runs = await t.as(employee, { method: 'GET', url: '/api/payroll-runs?status=paid' });
    const run = runs.json().data[0];
    expect(run).toBeDefined();

    const breakdown = async (token: string) =>
      (await t.as(token, { method: 'GET', url: `/api/payroll-runs/${run.id}/breakdown` })).json().breakdown;
    const last4 = ids.bank_account_number.slice(-4);
    expect(await breakdown(hr)).toMatchObject({
      pan: ids.pan,
      uan: ids.uan,
      esic_ip_number: ids.esic_ip_number,
      bank_account_last4: last4,
    });
    expect(await breakdown(employee)).toMatchObject({
      pan: `XXXXXX${ids.pan.slice(-4)}`,
      uan: `XXXXXXXX${ids.uan.slice(-4)}`,
      esic_ip_number: `XXXXXX${ids.esic_ip_number.slice(-4)}`,
      bank_account_last4: last4,
    });

    const payslipText = async (token: string) => {
      const res = await t.as(token, { method: 'GET', url: `/api/payroll-runs/${run.id}/payslip` });
      expect(res.statusCode).toBe(200);
      const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
      return (await extractText(pdf, { mergePages: true })).text;
    };
    const forHr = await payslipText(hr);
    expect(forHr).toContain(ids.pan);
    expect(forHr).toContain(ids.uan);
    expect(forHr).toContain(ids.esic_ip_number);
    expect(forHr).toContain(`XXXX${last4}`);
    expect(forHr).not.toContain(ids.bank_account_number);
    const forEmployee = await payslipText(employee);
    expect(forEmployee).toContain(`XXXX${last4}`);
    expect(forEmployee).toContain(`XXXXXX${ids.pan.slice(-4)}`);
    expect(forEmployee).not.toContain(ids.pan);
    expect(forEmployee).not.toContain(ids.bank_account_number);
  });
});
