import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyPayload, create } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { attendanceRecords } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { leaveRequests, leaveTypes } from '../../db/schema/leave';
import { departments } from '../../db/schema/organisation';
import { payrollRunEvents, payrollRuns } from '../../db/schema/payroll';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const PASSWORD = 'Passw0rd!x';
const TODAY = '2027-03-10'; // a Wednesday

/** A payroll run row with only the figures the dashboard reads mattering. */
const run = (employeeId: number, year: number, month: number, status: string, gross: number) => ({
  employee_id: employeeId,
  year,
  month,
  status,
  total_days: 30,
  days_paid: '30',
  basic_salary: String(gross / 2),
  gross_salary: String(gross),
  total_deductions: '0',
  net_salary: String(gross),
  pf_deduction: '0',
  professional_tax: '0',
  tds_deduction: '0',
  breakdown: {},
  inputs: {},
  // A paid run is released to its employee (payroll's advanceRun and the pay run do both at once).
  released_at: status === 'paid' ? new Date() : null,
});

/**
 * A company of its own ("Acme Tools") with hand-counted figures, so every stat is checked exactly:
 * four active employees (one hired this month) and one inactive; today three present (one late) and
 * one on approved leave; payroll runs in February and March.
 */
describe('dashboard', () => {
  let t: TestApp;
  let admin: string;
  let demoHr: string;
  let employee: string;
  let acmeHr: string;
  let acmeId: number;
  let demoCompanyId: number;
  let marchRunId: number;
  let demoHrBefore: Json;
  let adminBefore: Json;
  const ids: Record<string, number> = {};

  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });

  async function makeUser(email: string, employeeId: number | null, roles: string[]) {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: email,
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        employee_id: employeeId,
      },
    });
    expect(created.statusCode).toBe(201);
    const assigned = await t.as(admin, {
      method: 'POST',
      url: `/api/users/${created.json().user.id}/assign-roles`,
      payload: { roles },
    });
    expect(assigned.statusCode).toBe(200);
    return t.login(email, PASSWORD);
  }

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T12:00:00+05:30`));
    t = await createTestApp();
    [admin, demoHr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    demoHrBefore = (await get(demoHr, '/api/dashboard/stats')).json().stats;
    adminBefore = (await get(admin, '/api/dashboard/stats')).json().stats;
    const me = (await get(demoHr, '/api/me')).json().user.employee;
    demoCompanyId = me.company_id;

    acmeId = (await create(t, admin, '/api/companies', companyPayload(), 'company')).id;
    const db = t.database.db;
    const [eng, closed] = await db
      .insert(departments)
      .values([
        { company_id: acmeId, name: 'Engineering', code: 'ENG' },
        { company_id: acmeId, name: 'Old Works', code: 'OLD', status: 'closed' },
      ])
      .returning({ id: departments.id });
    const person = (key: string, hire_date: string, department_id: number | null, status = 'active') => ({
      employee_id: `ACME-${key}`,
      first_name: key,
      last_name: 'Acme',
      email: `${key.toLowerCase()}@acme.test`,
      company_id: acmeId,
      department_id,
      hire_date,
      status,
      job_title: 'Fitter',
      created_at: new Date(`${hire_date}T04:00:00Z`),
    });
    const rows = await db
      .insert(employees)
      .values([
        person('Asha', '2025-06-01', eng?.id ?? null),
        person('Bala', '2025-06-01', eng?.id ?? null),
        person('Chitra', '2026-12-01', null),
        person('Dev', '2027-03-02', eng?.id ?? null),
        person('Esha', '2025-06-01', closed?.id ?? null, 'inactive'),
      ])
      .returning({ id: employees.id, first_name: employees.first_name });
    for (const r of rows) ids[r.first_name] = r.id;
    const idOf = (name: string) => ids[name] ?? 0;
    const [asha, bala, chitra, dev] = [idOf('Asha'), idOf('Bala'), idOf('Chitra'), idOf('Dev')] as const;

    const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);
    await db.insert(attendanceRecords).values([
      { employee_id: asha, attendance_date: TODAY, status: 'present', clock_in: at(TODAY, '09:20') },
      {
        employee_id: bala,
        attendance_date: TODAY,
        status: 'late',
        late_minutes: 20,
        clock_in: at(TODAY, '10:05'),
      },
      { employee_id: chitra, attendance_date: TODAY, status: 'work_from_home', clock_in: at(TODAY, '09:25') },
      {
        employee_id: asha,
        attendance_date: '2027-03-09',
        status: 'present',
        clock_in: at('2027-03-09', '09:15'),
      },
      {
        employee_id: bala,
        attendance_date: '2027-03-09',
        status: 'late',
        late_minutes: 10,
        clock_in: at('2027-03-09', '09:55'),
      },
      {
        employee_id: asha,
        attendance_date: '2027-03-08',
        status: 'present',
        clock_in: at('2027-03-08', '09:10'),
      },
      { employee_id: chitra, attendance_date: '2027-03-08', status: 'absent' },
    ]);
    const [annual] = await db.select().from(leaveTypes).where(eq(leaveTypes.code, 'AL'));
    await db.insert(leaveRequests).values({
      employee_id: dev,
      leave_type_id: annual?.id ?? 0,
      start_date: TODAY,
      end_date: TODAY,
      days_requested: '1',
      reason: 'Family function',
      status: 'approved',
      applied_on: at('2027-03-05', '10:00'),
      approved_on: at(TODAY, '08:00'),
    });
    const [marchRun] = await db
      .insert(payrollRuns)
      .values([
        run(asha, 2027, 3, 'processed', 50_000),
        run(bala, 2027, 3, 'paid', 40_000),
        run(asha, 2027, 2, 'paid', 48_000),
        run(bala, 2027, 2, 'approved', 39_000),
      ])
      .returning({ id: payrollRuns.id });
    marchRunId = marchRun?.id ?? 0;
    await db.insert(payrollRunEvents).values({
      payroll_run_id: marchRunId,
      from_status: null,
      to_status: 'processed',
      at: at(TODAY, '11:00'),
    });

    acmeHr = await makeUser('hr@acme.test', asha, ['hr_manager']);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const ACME_STATS = {
    total_employees: 4,
    present_today: 3,
    attendance_rate: 75,
    on_leave: 1,
    late_arrivals: 1,
    total_departments: 1,
    pending_payrolls: 2, // processed March + approved February
    this_month_payrolls: 2,
    payroll_amount: 90_000, // March, the latest period
    payroll_period: '2027-03',
    // Worked days of the last seven: Asha ×3 and Chitra on time, Bala late twice → 4 of 6.
    on_time_rate: 66.7,
    avg_performance: 66.7,
  };

  it('counts every stat of a company from its own data', async () => {
    const res = await get(acmeHr, '/api/dashboard/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stats: ACME_STATS });
    const filtered = await get(admin, `/api/dashboard/stats?company_id=${acmeId}`);
    expect(filtered.json().stats).toEqual(ACME_STATS);
  });

  it('keeps each company to its own figures; the super admin sees all of them', async () => {
    expect((await get(demoHr, '/api/dashboard/stats')).json().stats).toEqual(demoHrBefore);
    const all = (await get(admin, '/api/dashboard/stats')).json().stats;
    expect(all.total_employees).toBe(adminBefore.total_employees + 4);
    expect(all.present_today).toBe(adminBefore.present_today + 3);
    // Acme's March runs are now the latest period anywhere, so they alone make the payroll cost.
    expect(all).toMatchObject({ payroll_period: '2027-03', payroll_amount: 90_000 });
    // Before that, the demo company had no run this month and showed its latest period's cost.
    expect(adminBefore.this_month_payrolls).toBe(0);
    expect(adminBefore.payroll_amount).toBeGreaterThan(0);
    expect(adminBefore.payroll_period < '2027-03').toBe(true);
    // Another company's filter is outside an HR manager's scope.
    expect((await get(acmeHr, `/api/dashboard/stats?company_id=${demoCompanyId}`)).statusCode).toBe(404);
    expect((await get(demoHr, `/api/dashboard/analytics?company_id=${acmeId}`)).statusCode).toBe(404);
  });

  it('answers analytics over a range: headcount growth, payroll trend, distributions, the week', async () => {
    const res = await get(acmeHr, '/api/dashboard/analytics?start_date=2027-01-01&end_date=2027-03-10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.date_range).toEqual({ start_date: '2027-01-01', end_date: '2027-03-10' });
    expect(body.overview).toEqual({
      total_employees: 4,
      employee_growth: 33.3, // 3 hired before the range, 4 by its end
      new_employees_this_month: 1,
      total_payroll_amount: 177_000,
      // 6 days worked out of 154 expected: 42 weekdays before 2 March × 3 people + 7 weekdays × 4.
      attendance_rate: 3.9,
    });
    expect(body.charts.payroll_trend).toEqual([
      { month: '2027-01', label: 'Jan 2027', amount: 0, employees: 0 },
      { month: '2027-02', label: 'Feb 2027', amount: 87_000, employees: 2 },
      { month: '2027-03', label: 'Mar 2027', amount: 90_000, employees: 2 },
    ]);
    expect(body.charts.department_distribution).toEqual([
      { label: 'Engineering', value: 3 },
      { label: 'No department', value: 1 },
    ]);
    expect(body.charts.employee_status).toEqual([
      { label: 'active', value: 4 },
      { label: 'inactive', value: 1 },
    ]);
    expect(body.charts.attendance).toHaveLength(69);
    expect(body.charts.attendance.at(-1)).toEqual({
      date: TODAY,
      total: 4,
      present: 3,
      late: 1,
      on_leave: 1,
      absent: 0,
      rate: 75,
    });
    const future = { total: 4, present: 0, absent: 0, value: 0 };
    expect(body.charts.weekly_attendance).toEqual([
      { day: 'Mon', date: '2027-03-08', total: 4, present: 1, absent: 3, value: 1 },
      { day: 'Tue', date: '2027-03-09', total: 4, present: 2, absent: 2, value: 2 },
      { day: 'Wed', date: '2027-03-10', total: 4, present: 3, absent: 0, value: 3 },
      { day: 'Thu', date: '2027-03-11', ...future },
      { day: 'Fri', date: '2027-03-12', ...future },
      { day: 'Sat', date: '2027-03-13', ...future },
      { day: 'Sun', date: '2027-03-14', ...future },
    ]);
  });

  it('defaults the analytics range to six months up to today and refuses a bad range', async () => {
    const res = await get(acmeHr, '/api/dashboard/analytics');
    expect(res.json().date_range).toEqual({ start_date: '2026-10-01', end_date: TODAY });
    expect(res.json().charts.payroll_trend).toHaveLength(6);

    const reversed = await get(acmeHr, '/api/dashboard/analytics?start_date=2027-03-10&end_date=2027-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { end_date: ['The end date must be a date after or equal to start date.'] },
    });
    const tooLong = await get(acmeHr, '/api/dashboard/analytics?start_date=2025-01-01&end_date=2027-03-01');
    expect(tooLong.json().errors.end_date).toEqual(['The date range may not be longer than 372 days.']);
    const garbage = await get(acmeHr, '/api/dashboard/analytics?start_date=soon');
    expect(garbage.statusCode).toBe(422);
    expect(Object.keys(garbage.json().errors)).toEqual(['start_date']);
  });

  it('lists the newest events of the company, newest first, and none of another company', async () => {
    const res = await get(acmeHr, '/api/dashboard/activities?limit=20');
    expect(res.statusCode).toBe(200);
    const events: Json[] = res.json().data;
    expect(events.slice(0, 3)).toEqual([
      {
        kind: 'payroll_status',
        description: 'Payroll for Mar 2027 processed for Asha Acme',
        employee: { id: ids.Asha, name: 'Asha Acme' },
        link: `/payroll/view/${marchRunId}`,
        time: '2027-03-10T05:30:00.000Z',
      },
      expect.objectContaining({ kind: 'clock_in', description: 'Bala Acme clocked in' }),
      expect.objectContaining({ kind: 'clock_in', description: 'Chitra Acme clocked in' }),
    ]);
    const kinds = new Set(events.map((e) => e.kind));
    expect(kinds).toEqual(
      new Set(['payroll_status', 'clock_in', 'leave_applied', 'leave_approved', 'employee_joined']),
    );
    expect(events.find((e) => e.kind === 'employee_joined' && e.employee.id === ids.Dev)).toMatchObject({
      description: 'Dev Acme joined as Fitter',
      link: `/employees/${ids.Dev}`,
    });
    const times = events.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());

    const demo: Json[] = (await get(demoHr, '/api/dashboard/activities?limit=50')).json().data;
    expect(demo.some((e) => e.employee.name.endsWith('Acme'))).toBe(false);
  });

  it('gives an employee their own dashboard, and the company one only with view-employees', async () => {
    expect((await get(employee, '/api/dashboard/stats')).json()).toEqual({
      message: 'This action is unauthorized.',
    });
    expect((await get(employee, '/api/dashboard/analytics')).statusCode).toBe(403);
    expect((await get(employee, '/api/dashboard/activities')).statusCode).toBe(403);

    const me = (await get(employee, '/api/me')).json().user.employee;
    await t.database.db
      .insert(payrollRuns)
      .values([run(me.id, 2027, 2, 'paid', 30_000), run(me.id, 2027, 3, 'processed', 31_000)]);
    await t.database.db
      .insert(attendanceRecords)
      .values({ employee_id: me.id, attendance_date: '2027-03-09', status: 'present' });

    const res = await get(employee, '/api/dashboard/me');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.employee).toMatchObject({ id: me.id, first_name: me.first_name });
    expect(body.attendance).toMatchObject({ employee_id: me.id, year: 2027, month: 3, days_present: 1 });
    expect(body.leave_balances.map((b: Json) => b.leave_type.code)).toContain('AL');
    // The newest paid run, not the processed March one.
    expect(body.latest_payslip).toMatchObject({ year: 2027, month: 2, status: 'paid', gross_salary: 30_000 });
  });

  it('counts as absent today only those recorded absent, not those yet to clock in', async () => {
    const today = async () =>
      (await get(acmeHr, `/api/dashboard/analytics?start_date=${TODAY}&end_date=${TODAY}`)).json().charts
        .attendance[0];
    const db = t.database.db;
    const chitraToday = and(
      eq(attendanceRecords.employee_id, ids.Chitra ?? 0),
      eq(attendanceRecords.attendance_date, TODAY),
    );
    await db.delete(attendanceRecords).where(chitraToday);
    expect(await today()).toMatchObject({ total: 4, present: 2, on_leave: 1, absent: 0 });
    await db
      .insert(attendanceRecords)
      .values({ employee_id: ids.Chitra ?? 0, attendance_date: TODAY, status: 'absent' });
    expect(await today()).toMatchObject({ total: 4, present: 2, on_leave: 1, absent: 1 });
  });

  it('refuses callers without view-dashboard, without a sign-in, or without an employee record', async () => {
    const nobody = await makeUser('nobody@acme.test', null, []);
    for (const url of [
      '/api/dashboard/stats',
      '/api/dashboard/analytics',
      '/api/dashboard/activities',
      '/api/dashboard/me',
    ]) {
      expect((await get(nobody, url)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const unlinked = await makeUser('unlinked@acme.test', null, ['employee']);
    expect((await get(unlinked, '/api/dashboard/me')).json()).toEqual({ message: 'Employee not found' });
  });
});
