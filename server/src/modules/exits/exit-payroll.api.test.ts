import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * A leaver in payroll, through the real API for June 2026 (30 days): the final month is paid to the
 * last working day (the days after it loss of pay), the month after it is refused, and TDS projects no month
 * after the exit. Worked by hand: BASIC ₹30,000 + HRA 40% (₹12,000) = ₹42,000 a month; 10 days of 30 paid →
 * BASIC 30,000 × 10 ÷ 30 = ₹10,000, HRA 12,000 × 10 ÷ 30 = ₹4,000, gross ₹14,000; PF 12% of ₹10,000 = ₹1,200
 * (EPF Scheme para 29).
 */
const JUNE = { year: 2026, month: 6 };
const JULY = { year: 2026, month: 7 };

describe('a leaver in payroll', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let leaver: number;
  let stayer: number;
  let mumbai: number;

  const present = (employeeId: number, from: string, to: string) =>
    t.database.db.execute(sql`
      insert into attendance_records (employee_id, attendance_date, status, total_hours, is_approved)
      select ${employeeId}, d::date, 'present', 8, true
      from generate_series(${from}::date, ${to}::date, interval '1 day') d`);

  const process = async (ids: number[], period: { year: number; month: number }) => {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: ids, ...period },
    });
    expect(res.statusCode).toBe(200);
    return res.json().results as Json[];
  };

  const runOf = async (employeeId: number, period: { year: number; month: number }) => {
    const list = await t.as(hr, {
      method: 'GET',
      url: `/api/payroll-runs?month=${period.month}&year=${period.year}&employee_id=${employeeId}`,
    });
    const [run] = list.json().data;
    if (!run) return null;
    const shown = (await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${run.id}/breakdown` })).json();
    return { run, breakdown: shown.breakdown as Json };
  };

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin] = await Promise.all([t.login('hr@demo.test'), t.login('admin@demo.test')]);
    const components = (
      await t.as(admin, { method: 'GET', url: '/api/salary-components?per_page=100&country_id=1' })
    ).json().data as Json[];
    const ids = new Map(components.map((c) => [c.code, c.id]));
    const [branch] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select id from branches where company_id = 1 and state_code = 'MH' order by id limit 1`,
    );
    mumbai = branch?.id as number;
    const hire = async (name: string) => {
      const employee = await create<Json>(
        t,
        admin,
        '/api/employees',
        {
          first_name: name,
          last_name: 'Payroll',
          email: `${name.toLowerCase()}.payroll@demo.test`,
          company_id: 1,
          department_id: 1,
          branch_id: mumbai,
          gender: 'female',
          date_of_birth: '1990-05-20',
          hire_date: '2024-01-01',
        },
        'employee',
      );
      const res = await t.as(admin, {
        method: 'PUT',
        url: `/api/employees/${employee.id}/salary-structure`,
        payload: {
          effective_from: '2024-01-01',
          components: [
            { salary_component_id: ids.get('BASIC'), amount: 30_000, percentage: null },
            { salary_component_id: ids.get('HRA'), amount: null, percentage: 40 },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
      return employee.id as number;
    };
    leaver = await hire('Leaving');
    stayer = await hire('Staying');
    // Present every working day they were employed in June; the stayer all month and July too.
    await present(leaver, '2026-06-01', '2026-06-10');
    await present(stayer, '2026-06-01', '2026-07-31');
    const exit = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${leaver}/exit`,
      payload: {
        notice_date: '2026-05-11',
        last_working_day: '2026-06-10',
        exit_type: 'resignation',
        reason: 'Higher studies',
      },
    });
    expect(exit.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('pays the final month to the last working day: 10 days of 30, the rest loss of pay, gross to the rupee', async () => {
    const results = await process([leaver, stayer], JUNE);
    expect(results.map((r) => [r.employee_id, r.error])).toEqual([
      [leaver, null],
      [stayer, null],
    ]);
    const leaving = await runOf(leaver, JUNE);
    const staying = await runOf(stayer, JUNE);
    expect(leaving?.breakdown).toMatchObject({ total_days: 30, days_paid: 10, lop_days: 20 });
    expect(leaving?.breakdown.earnings).toMatchObject({ basic_salary: 10000, hra: 4000 });
    expect(leaving?.breakdown.deductions.pf_deduction).toBe(1200);
    expect(leaving?.run).toMatchObject({ gross_salary: 14000, basic_salary: 10000, status: 'processed' });
    // The same structure for the whole month: 30 days, ₹42,000.
    expect(staying?.breakdown).toMatchObject({ total_days: 30, days_paid: 30, lop_days: 0 });
    expect(staying?.run.gross_salary).toBe(42000);
  });

  it('projects no TDS month after the exit: this month is the last', async () => {
    const leaving = await runOf(leaver, JUNE);
    const staying = await runOf(stayer, JUNE);
    expect(leaving?.breakdown.tds).toMatchObject({ months_remaining: 1, rest_of_year: 0 });
    // June to March: ten months for someone staying, nine of them still to come.
    expect(staying?.breakdown.tds.months_remaining).toBe(10);
    expect(staying?.breakdown.tds.rest_of_year).toBeGreaterThan(0);
  });

  it('refuses the month after the last working day', async () => {
    const results = await process([leaver, stayer], JULY);
    const refused = results.find((r) => r.employee_id === leaver);
    expect(refused).toMatchObject({ error: 'The employee left on 10 Jun 2026; no payroll after the exit' });
    expect(await runOf(leaver, JULY)).toBeNull();
    expect((await runOf(stayer, JULY))?.run.status).toBe('processed');
  });

  it('counts the year to the month of leaving in the tax position (payroll/tax-months.ts)', async () => {
    const position = async (id: number) =>
      (
        await t.as(hr, { method: 'GET', url: `/api/employees/${id}/tax-position?financial_year=2026-27` })
      ).json().tax_position as Json;
    const leaving = await position(leaver);
    // June's run is the year's last month: nothing projected after the exit.
    expect(leaving.months.map((m: Json) => [m.month, m.projected])).toEqual([[6, false]]);
    expect(leaving.gross_salary).toBe(14000);
    // The stayer: June and July paid, August to March projected at the full monthly rate.
    const staying = await position(stayer);
    expect(staying.months.map((m: Json) => [m.month, m.projected])).toEqual([
      [6, false],
      [7, false],
      ...[8, 9, 10, 11, 12, 1, 2, 3].map((m) => [m, true]),
    ]);
  });

  it('projects a future leaver to the month of leaving and no further', async () => {
    // A last working day in May 2027: FY 2027-28 holds no run, so the year projects from April — to May only,
    // where someone staying would project April to March.
    const res = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${stayer}/exit`,
      payload: {
        notice_date: '2027-04-15',
        last_working_day: '2027-05-14',
        exit_type: 'resignation',
        reason: 'Relocating',
      },
    });
    expect(res.statusCode).toBe(200);
    const position = (
      await t.as(hr, { method: 'GET', url: `/api/employees/${stayer}/tax-position?financial_year=2027-28` })
    ).json().tax_position as Json;
    expect(position.months.map((m: Json) => [m.year, m.month, m.projected])).toEqual([
      [2027, 4, true],
      [2027, 5, true],
    ]);
  });
});
