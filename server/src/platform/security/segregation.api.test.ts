import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { todayIn } from '../dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const [year, month] = todayIn().split('-').map(Number) as [number, number];
/** The demo leaves last month's runs processed by HR (every sixth approved by the admin). */
const lastMonth = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };

/**
 * Segregation of duties, a company setting on by default: who processed a run does not approve
 * it; nobody approves or pays their own run, changes their own salary structure, or enters or approves
 * their own attendance.
 */
describe('segregation of duties', () => {
  let t: TestApp;
  let hr: string;
  let superAdmin: string;
  /** A second HR manager, neither the processor nor the paid. */
  let approver: string;
  let hrEmployee: number;
  let superEmployee: number;
  let company: Json;

  const runsOf = async (query: string) =>
    (
      await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&per_page=100&${query}`,
      })
    ).json().data as Json[];
  /** A new version of a structure, from today, with the same lines. */
  const sameStructure = (lines: Json[]) => ({
    effective_from: todayIn(),
    components: lines.map((l) => ({
      salary_component_id: l.salary_component.id,
      amount: l.amount,
      percentage: l.percentage,
    })),
  });
  const put = (token: string, url: string, payload?: Json) => t.as(token, { method: 'PUT', url, payload });

  beforeAll(async () => {
    t = await createTestApp();
    [hr, superAdmin] = await Promise.all([t.login('hr@demo.test'), t.login('admin@demo.test')]);
    const me = async (token: string) => (await t.as(token, { method: 'GET', url: '/api/me' })).json().user;
    const [hrUser, superUser] = await Promise.all([me(hr), me(superAdmin)]);
    hrEmployee = hrUser.employee.id;
    superEmployee = superUser.employee.id;
    const free = await t.as(superAdmin, {
      method: 'GET',
      url: '/api/employees?without_user=true&per_page=1',
    });
    const password = 'Second-Pair-2026';
    const user = await t.as(superAdmin, {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Second Approver',
        email: 'second.approver@demo.test',
        password,
        password_confirmation: password,
        employee_id: free.json().data[0].id,
      },
    });
    await t.as(superAdmin, {
      method: 'POST',
      url: `/api/users/${user.json().user.id}/assign-roles`,
      payload: { roles: ['hr_manager'] },
    });
    approver = await t.login('second.approver@demo.test', password);
    company = (
      await t.as(superAdmin, { method: 'GET', url: `/api/companies/${hrUser.employee.company.id}` })
    ).json().company;
  });
  afterAll(() => t.close());

  it('keeps who processed a run from approving it, and everyone from approving or paying their own', async () => {
    const others = await runsOf('status=processed');
    const someone = others.find((r) => ![hrEmployee, superEmployee].includes(r.employee.id)) as Json;
    const byProcessor = await put(hr, `/api/payroll-runs/${someone.id}/approve`);
    expect(byProcessor.statusCode).toBe(403);
    expect(byProcessor.json().message).toBe('You processed this payroll run; someone else must approve it');
    expect((await put(superAdmin, `/api/payroll-runs/${someone.id}/approve`)).statusCode).toBe(200);

    // HR's own run, reprocessed by the super admin: neither HR (their own) nor the super admin (who
    // processed it) approves it; a third person does, and HR still may not mark it paid.
    const reprocessed = await t.as(superAdmin, {
      method: 'POST',
      url: '/api/payroll/process',
      payload: { employee_id: hrEmployee, ...lastMonth },
    });
    const hrRun = reprocessed.json().results[0].payroll_run_id as number;
    const ownApproval = await put(hr, `/api/payroll-runs/${hrRun}/approve`);
    expect(ownApproval.statusCode).toBe(403);
    expect(ownApproval.json().message).toBe('You cannot approve your own payroll run');
    expect((await put(superAdmin, `/api/payroll-runs/${hrRun}/approve`)).statusCode).toBe(403);
    expect((await put(approver, `/api/payroll-runs/${hrRun}/approve`)).statusCode).toBe(200);
    const ownPayment = await put(hr, `/api/payroll-runs/${hrRun}/mark-paid`);
    expect(ownPayment.statusCode).toBe(403);
    expect(ownPayment.json().message).toBe('You cannot mark your own payroll run as paid');
    expect((await put(superAdmin, `/api/payroll-runs/${hrRun}/mark-paid`)).statusCode).toBe(200);
  });

  it('keeps people from changing their own salary structure', async () => {
    const url = (id: number) => `/api/employees/${id}/salary-structure`;
    const current = (await t.as(hr, { method: 'GET', url: url(hrEmployee) })).json()
      .salary_structure as Json[];
    const payload = sameStructure(current);
    const own = await put(hr, url(hrEmployee), payload);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot change your own salary structure');
    expect((await put(superAdmin, url(superEmployee), payload)).statusCode).toBe(403);
    // The same change to someone else's structure is HR's everyday work.
    expect((await put(superAdmin, url(hrEmployee), payload)).statusCode).toBe(200);
  });

  it('keeps HR from entering or approving their own attendance', async () => {
    const entry = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/manual-entry',
      payload: { employee_id: hrEmployee, attendance_date: todayIn(), clock_in: '09:30', reason: 'Forgot' },
    });
    expect(entry.statusCode).toBe(403);
    expect(entry.json().message).toBe('You cannot enter your own attendance');
    const pending = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/attendance?employee_id=${hrEmployee}&is_approved=false&per_page=1`,
      })
    ).json().data as Json[];
    const record = pending[0] as Json;
    const approval = await put(hr, `/api/attendance/${record.id}/approve`);
    expect(approval.statusCode).toBe(403);
    expect(approval.json().message).toBe('You cannot approve your own attendance');
    const bulk = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/bulk-approve',
      payload: { ids: [record.id] },
    });
    expect(bulk.json().approved).toBe(0);
  });

  it('is a company setting: turned off, the same people may do all of it', async () => {
    const { id, country_id, default_tax_regime_id, name, legal_name, registration_number, tax_id } = company;
    const payload = {
      ...{ name, legal_name, registration_number, tax_id, country_id, default_tax_regime_id },
      ...{ email: company.email, phone: company.phone, website: company.website, status: company.status },
      address: company.address,
      segregation_of_duties: false,
    };
    const off = await put(superAdmin, `/api/companies/${id}`, payload);
    expect(off.statusCode).toBe(200);
    expect(off.json().company.segregation_of_duties).toBe(false);
    const [processed] = (await runsOf('status=processed')).filter((r) => r.employee.id !== hrEmployee);
    expect((await put(hr, `/api/payroll-runs/${processed?.id}/approve`)).statusCode).toBe(200);
    const url = `/api/employees/${superEmployee}/salary-structure`;
    const current = (await t.as(hr, { method: 'GET', url })).json().salary_structure as Json[];
    const own = await put(superAdmin, url, sameStructure(current));
    expect(own.statusCode).toBe(200);
  });
});
