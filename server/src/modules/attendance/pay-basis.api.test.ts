import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_SETTINGS_DEFAULTS } from '../../../test/payroll-settings';
import { createTestApp, type TestApp } from '../../../test/test-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * November 2026 worked by hand: 30 days; Sundays 1, 8, 15, 22, 29 and Saturdays 7 (1st), 14 (2nd), 21 (3rd),
 * 28 (4th), so 9 weekend days and 21 weekdays; the demo's only November holiday (1 November, Karnataka) is a
 * Sunday and not this employee's. The joiner starts on the 1st and never signs in.
 */
const NOVEMBER = { month: 11, year: 2026 };

describe('how attendance becomes pay', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let joiner: Json;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin] = await Promise.all([t.login('hr@demo.test'), t.login('admin@demo.test')]);
    joiner = (
      await t.as(admin, {
        method: 'POST',
        url: '/api/employees',
        payload: {
          first_name: 'November',
          last_name: 'Joiner',
          email: 'november.joiner@demo.test',
          company_id: 1,
          department_id: 1,
          hire_date: '2026-11-01',
        },
      })
    ).json().employee;
    const basic = (await t.as(admin, { method: 'GET', url: '/api/salary-components?search=BASIC' })).json()
      .data[0].id;
    const structure = await t.as(admin, {
      method: 'PUT',
      url: `/api/employees/${joiner.id}/salary-structure`,
      payload: { effective_from: '2026-11-01', components: [{ salary_component_id: basic, amount: 30_000 }] },
    });
    expect(structure.statusCode, structure.body).toBe(200);
  });
  afterAll(() => t.close());

  const month = async () =>
    (
      await t.as(hr, {
        method: 'GET',
        url: `/api/attendance/employee-summary/${joiner.id}?month=11&year=2026`,
      })
    ).json();
  const payroll = async () => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/payroll/process',
      payload: { employee_id: joiner.id, ...NOVEMBER },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { payroll_run_id } = res.json().results[0];
    return (await t.as(admin, { method: 'GET', url: `/api/payroll-runs/${payroll_run_id}` })).json()
      .payroll_run;
  };
  const setCompanyBasis = async (pay_basis: string) => {
    const res = await t.as(admin, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...PAYROLL_SETTINGS_DEFAULTS, company_id: 1, pay_basis },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payroll_settings.pay_basis).toBe(pay_basis);
  };

  it('pays the demo company on recorded attendance: a joiner with nothing recorded is paid the 9 weekend days', async () => {
    expect(await month()).toMatchObject({
      pay_basis: 'recorded_attendance',
      working_days: 21,
      weekends: 9,
      unmarked_days: 21,
      absent_days: 21,
    });
    // Nothing recorded at all: a draft until someone records the month (or the company pays unpaid days only).
    expect(await payroll()).toMatchObject({ status: 'draft', days_paid: 9 });
  });

  it('pays every day not marked unpaid once the company switches, less a day HR marks absent', async () => {
    await setCompanyBasis('unpaid_days_only');
    expect(await month()).toMatchObject({ pay_basis: 'unpaid_days_only', unmarked_days: 21, absent_days: 0 });
    const whole = await payroll();
    expect(whole).toMatchObject({ status: 'processed', days_paid: 30 });

    const absent = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/manual-entry',
      payload: {
        employee_id: joiner.id,
        attendance_date: '2026-11-16',
        clock_in: '09:30',
        status: 'absent',
        reason: 'Absent without leave',
      },
    });
    expect(absent.statusCode, absent.body).toBe(201);
    expect(await month()).toMatchObject({ unmarked_days: 20, absent_days: 1 });
    expect(await payroll()).toMatchObject({ days_paid: 29 });
  });

  it('follows the employee’s leave policy over the company: its pay basis and its week of 2nd and 4th Saturdays off', async () => {
    const made = await t.as(hr, {
      method: 'POST',
      url: '/api/leave-policies',
      payload: {
        company_id: 1,
        name: 'Plant staff',
        weekly_offs: [{ weekday: 6, weeks: [4, 2] }, { weekday: 0 }],
        pay_basis: 'recorded_attendance',
        rules: [],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    // Stored in weekday order with the weeks sorted.
    expect(made.json().leave_policy.weekly_offs).toEqual([{ weekday: 0 }, { weekday: 6, weeks: [2, 4] }]);
    const assigned = await t.as(hr, {
      method: 'POST',
      url: '/api/leave-policy-assignments',
      payload: {
        policy_id: made.json().leave_policy.id,
        scope: 'employee',
        scope_id: joiner.id,
        effective_from: '2026-11-01',
      },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    // Off: 5 Sundays and the 14th and 28th; the 7th and 21st are worked. 23 working days, 22 unmarked and the
    // 16th marked absent, all unpaid on recorded attendance: paid 7.
    expect(await month()).toMatchObject({
      pay_basis: 'recorded_attendance',
      weekends: 7,
      working_days: 23,
      unmarked_days: 22,
      absent_days: 23,
    });
    expect(await payroll()).toMatchObject({ days_paid: 7 });
    // The attendance report counts the same way.
    const report = (
      await t.as(hr, {
        method: 'GET',
        url: '/api/reports/attendance-summary?month=11&year=2026&per_page=100',
      })
    ).json();
    const row = report.rows.find((r: Json) => r.employee_code === joiner.employee_id);
    expect(row).toMatchObject({ working_days: 23, absent_days: 23, days_present: 0 });
  });

  it('refuses a week without a working day and a pay basis it does not know', async () => {
    const bad = await t.as(hr, {
      method: 'POST',
      url: '/api/leave-policies',
      payload: {
        company_id: 1,
        name: 'Never',
        weekly_offs: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday })),
        pay_basis: 'sometimes',
        rules: [],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['pay_basis', 'weekly_offs']);
  });
});
