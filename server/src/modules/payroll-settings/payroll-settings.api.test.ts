import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handWorkedCodeWages } from '../../../test/code-wages';
import { PAYROLL_SETTINGS_DEFAULTS } from '../../../test/payroll-settings';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { attendanceRecords } from '../../db/schema/attendance';
import { auditEvents } from '../../db/schema/platform';
import { todayIn } from '../../platform/dates';
import { lastDayOf } from '../../platform/period';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const today = todayIn();
const lastMonth = (() => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
})();
const pad = (n: number) => String(n).padStart(2, '0');

const DEFAULTS = PAYROLL_SETTINGS_DEFAULTS;

describe('payroll settings and overtime', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let employee: string;

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, employee] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
  });
  afterAll(() => t.close());

  it('answers the defaults: the Factories Act’s overtime, BASIC ÷ 26, 30 days’ notice, 8.33% bonus', async () => {
    const res = await t.as(hr, { method: 'GET', url: '/api/payroll-settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().payroll_settings).toMatchObject({
      ...DEFAULTS,
      bonus_rate_range: { min: 8.33, max: 20 },
    });
  });

  it('is for HR and payroll only', async () => {
    expect((await t.as(employee, { method: 'GET', url: '/api/payroll-settings' })).statusCode).toBe(403);
    expect(
      (await t.as(employee, { method: 'PUT', url: '/api/payroll-settings', payload: DEFAULTS })).statusCode,
    ).toBe(403);
  });

  it('refuses values out of range with a message per field, and a bonus rate outside the Act’s', async () => {
    const bad = await t.as(hr, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...DEFAULTS, overtime_multiplier: 5, overtime_day_divisor: 0, encashment_day_divisor: 32 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      overtime_multiplier: ['The overtime multiplier must be between 1 and 4.'],
      overtime_day_divisor: ['The overtime day divisor must be between 1 and 31.'],
      encashment_day_divisor: ['The encashment day divisor must be between 1 and 31.'],
    });
    const bonus = await t.as(hr, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...DEFAULTS, bonus_rate: 25 },
    });
    expect(bonus.statusCode).toBe(422);
    expect(bonus.json().errors.bonus_rate[0]).toMatch(/between 8.33% and 20%/);
    // Every field answers bad input with a 4xx: a company id past the integer range is no company at all.
    for (const company_id of [2_147_483_648, 0, -1, 1.5, 'one']) {
      const res = await t.as(admin, {
        method: 'PUT',
        url: '/api/payroll-settings',
        payload: { ...DEFAULTS, company_id },
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['company_id']);
    }
    const huge = await t.as(admin, { method: 'GET', url: '/api/payroll-settings?company_id=2147483648' });
    expect(huge.statusCode).toBe(422);
  });

  it('a super admin names the company; another company is not found', async () => {
    const mine = (await t.as(hr, { method: 'GET', url: '/api/payroll-settings' })).json().payroll_settings;
    const named = await t.as(admin, {
      method: 'GET',
      url: `/api/payroll-settings?company_id=${mine.company_id}`,
    });
    expect(named.statusCode).toBe(200);
    const other = await t.as(hr, { method: 'GET', url: '/api/payroll-settings?company_id=999999' });
    expect(other.statusCode).toBe(404);
  });

  it('pays approved overtime only, at the company’s rate, and records the change in the audit trail', async () => {
    // An employee with last month processed (not HR's or the admin's own).
    const signedIn = await Promise.all(
      [hr, admin].map(async (token) => (await t.as(token, { method: 'GET', url: '/api/me' })).json().user),
    );
    const open = await t.as(hr, {
      method: 'GET',
      url: `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&status=processed&per_page=10`,
    });
    const id = open
      .json()
      .data.map((r: Json) => r.employee.id)
      .find((e: number) => !signedIn.some((u) => u.employee?.id === e));
    const db = t.database.db;
    const first = `${lastMonth.year}-${pad(lastMonth.month)}-01`;
    const last = `${lastMonth.year}-${pad(lastMonth.month)}-28`;
    const days = await db
      .select()
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.employee_id, id),
          gte(attendanceRecords.attendance_date, first),
          lte(attendanceRecords.attendance_date, last),
        ),
      )
      .orderBy(asc(attendanceRecords.attendance_date));
    expect(days.length).toBeGreaterThanOrEqual(3);
    const none = { overtime_status: 'none', overtime_approved_hours: null } as const;
    await db
      .update(attendanceRecords)
      .set({ overtime_hours: '0', ...none, is_approved: false })
      .where(
        and(
          eq(attendanceRecords.employee_id, id),
          gte(attendanceRecords.attendance_date, first),
          // The month's real last day: a '-31' of a 30-day month is no date at all.
          lte(attendanceRecords.attendance_date, lastDayOf(lastMonth)),
        ),
      );
    // Overtime is decided apart from attendance: 2.5 hours approved whole, 1.5 of 2 claimed approved, and
    // 3 hours pending on a day whose attendance is approved — 4 hours are paid.
    const [a, b, c] = days as [(typeof days)[0], (typeof days)[0], (typeof days)[0]];
    await db
      .update(attendanceRecords)
      .set({ overtime_hours: '2.50', overtime_status: 'approved', overtime_approved_hours: '2.50' })
      .where(eq(attendanceRecords.id, a.id));
    await db
      .update(attendanceRecords)
      .set({ overtime_hours: '2.00', overtime_status: 'approved', overtime_approved_hours: '1.50' })
      .where(eq(attendanceRecords.id, b.id));
    await db
      .update(attendanceRecords)
      .set({ overtime_hours: '3.00', overtime_status: 'pending', is_approved: true })
      .where(eq(attendanceRecords.id, c.id));

    const process = () =>
      t.as(hr, {
        method: 'POST',
        url: '/api/payroll/bulk-process-indian',
        payload: { employee_ids: [id], ...lastMonth },
      });
    const breakdown = async () => {
      const [run] = (
        await t.as(hr, {
          method: 'GET',
          url: `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&employee_id=${id}`,
        })
      ).json().data;
      return (await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${run.id}/breakdown` })).json();
    };
    expect((await process()).statusCode).toBe(200);
    const first1 = await breakdown();
    // The ordinary rate on the Codes' wages (Code on Wages s.14 and s.2(y)): the lines classed wages, plus the
    // exclusions beyond half of both; ÷ (26 × 8), twice it for each of the 4 approved hours, to the rupee.
    const { codeWages, basicDa, basic } = handWorkedCodeWages(first1.inputs.structure);
    expect(codeWages).toBeGreaterThan(basic);
    const hourly = codeWages / (26 * 8);
    expect(first1.breakdown.overtime_detail).toMatchObject({ hours: 4, multiplier: 2 });
    expect(first1.breakdown.overtime_detail.ordinary_hourly_rate).toBeCloseTo(hourly, 2);
    expect(first1.breakdown.earnings.overtime).toBe(Math.round(hourly * 2 * 4));

    // The Codes forbid less than twice the ordinary rate (Code on Wages s.14; the HOURS rules' 2): 1.99 is
    // refused, 2 is the least allowed, and a company may pay more.
    const low = await t.as(hr, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...DEFAULTS, overtime_multiplier: 1.99 },
    });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors).toEqual({
      overtime_multiplier: [
        'The overtime multiplier must be at least 2: overtime is paid at no less than 2 times the ordinary rate (Code on Wages s.14).',
      ],
    });
    // The company pays two and a half times over 30 days of 8 hours: reprocessing pays that.
    const saved = await t.as(hr, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...DEFAULTS, overtime_multiplier: 2.5, overtime_day_divisor: 30 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payroll_settings).toMatchObject({
      overtime_multiplier: 2.5,
      overtime_day_divisor: 30,
    });
    expect((await process()).statusCode).toBe(200);
    const second = await breakdown();
    expect(second.breakdown.earnings.overtime).toBe(Math.round((codeWages / (30 * 8)) * 2.5 * 4));
    expect(second.breakdown.overtime_detail).toMatchObject({ hours: 4, multiplier: 2.5 });

    // A company still under the old Acts (its state's rules not notified): the Factories Act's ordinary rate,
    // BASIC + DA (s.59(2)). A value that is neither is refused.
    const wrong = await t.as(hr, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...DEFAULTS, overtime_multiplier: 2.5, overtime_day_divisor: 30, wage_definition: 'later' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.wage_definition).toEqual([
      'Choose whether wages follow the Labour Codes or the old Acts.',
    ]);
    const acts = await t.as(hr, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...DEFAULTS, overtime_multiplier: 2.5, overtime_day_divisor: 30, wage_definition: 'acts' },
    });
    expect(acts.json().payroll_settings.wage_definition).toBe('acts');
    expect((await process()).statusCode).toBe(200);
    const third = await breakdown();
    expect(third.breakdown.earnings.overtime).toBe(Math.round((basicDa / (30 * 8)) * 2.5 * 4));
    expect(third.breakdown.statutory.wage_bases).toMatchObject({ overtime: 'basic_da', pf: 'basic_da' });
    await t.as(hr, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...DEFAULTS, overtime_multiplier: 2.5, overtime_day_divisor: 30, wage_definition: 'codes' },
    });

    const [event] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'payroll_settings.updated'));
    expect(event?.changes).toMatchObject({
      overtime_multiplier: { from: 2, to: 2.5 },
      overtime_day_divisor: { from: 26, to: 30 },
    });
    const events = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'payroll_settings.updated'));
    expect(events.map((e) => e.changes)).toContainEqual({ wage_definition: { from: 'codes', to: 'acts' } });
  });

  it('keeps the pay date: the last working day by default, a fixed day needs its day, refused out of range', async () => {
    const put = (payload: Record<string, unknown>) =>
      t.as(hr, { method: 'PUT', url: '/api/payroll-settings', payload: { ...DEFAULTS, ...payload } });
    const read = async () =>
      (await t.as(hr, { method: 'GET', url: '/api/payroll-settings' })).json().payroll_settings;
    expect(await read()).toMatchObject({ pay_date_rule: 'last_working_day', pay_day: null });
    const noDay = await put({ pay_date_rule: 'day_of_next_month' });
    expect(noDay.statusCode).toBe(422);
    expect(noDay.json().errors.pay_day).toEqual(['Give the day of the month the salary is paid.']);
    expect((await put({ pay_date_rule: 'day_of_next_month', pay_day: 32 })).json().errors.pay_day).toEqual([
      'The pay day must be between 1 and 31.',
    ]);
    expect((await put({ pay_date_rule: 'day_of_next_month', pay_day: 7 })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ pay_date_rule: 'day_of_next_month', pay_day: 7 });
    // Left out: kept. Back to the last working day: the day goes with it.
    await put({});
    expect((await read()).pay_day).toBe(7);
    await put({ pay_date_rule: 'last_working_day', pay_day: 7 });
    expect(await read()).toMatchObject({ pay_date_rule: 'last_working_day', pay_day: null });
  });

  it('keeps who signs the tax certificates: each line set, kept when left out, cleared when blank, audited', async () => {
    const put = (payload: Record<string, unknown>) =>
      t.as(hr, { method: 'PUT', url: '/api/payroll-settings', payload: { ...DEFAULTS, ...payload } });
    const read = async () =>
      (await t.as(hr, { method: 'GET', url: '/api/payroll-settings' })).json().payroll_settings;
    expect((await read()).tds_signatory).toEqual({
      name: null,
      parent_name: null,
      designation: null,
      place: null,
      pan: null,
      mobile: null,
      email: null,
    });
    const signer = {
      name: ' Meera Iyer ',
      parent_name: 'R. Iyer',
      designation: 'Head of Payroll',
      place: 'Mumbai',
    };
    expect((await put({ tds_signatory: signer })).statusCode).toBe(200);
    expect((await read()).tds_signatory).toMatchObject({ ...signer, name: 'Meera Iyer' });
    // Left out: kept. A blank line: cleared. Too long: refused on its own field.
    await put({});
    expect((await read()).tds_signatory.designation).toBe('Head of Payroll');
    await put({ tds_signatory: { place: '' } });
    expect((await read()).tds_signatory).toMatchObject({ name: 'Meera Iyer', place: null });
    const long = await put({ tds_signatory: { name: 'x'.repeat(101), mobile: '12345', pan: 'ABC' } });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toMatchObject({
      'tds_signatory.name': ['The name may be at most 100 characters.'],
      'tds_signatory.mobile': ['The mobile number is 10 digits starting with 6 to 9.'],
      'tds_signatory.pan': ['The PAN is five letters, four digits and a letter.'],
    });
    // The statement's responsible person: PAN in capitals, mobile and e-mail as given.
    await put({ tds_signatory: { pan: 'abcpi1234m', mobile: '9820012345', email: 'meera@demo.test' } });
    expect((await read()).tds_signatory).toMatchObject({
      pan: 'ABCPI1234M',
      mobile: '9820012345',
      email: 'meera@demo.test',
    });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'payroll_settings.updated'));
    expect(events.map((e) => e.changes)).toContainEqual({
      'tds_signatory.place': { from: 'Mumbai', to: null },
    });
  });

  it('keeps the password pattern of mailed payslips: PAN and date of birth until changed, audited', async () => {
    const read = async () =>
      (await t.as(hr, { method: 'GET', url: '/api/payroll-settings' })).json().payroll_settings;
    expect((await read()).payslip_protection).toBe('pan_dob');
    const bad = await t.as(hr, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...DEFAULTS, payslip_protection: 'birthday' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ payslip_protection: ['Choose how mailed payslips are protected.'] });
    const saved = await t.as(hr, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...DEFAULTS, payslip_protection: 'employee_code_dob' },
    });
    expect(saved.json().payroll_settings.payslip_protection).toBe('employee_code_dob');
    // A client that leaves it out (written before the field existed) keeps it.
    await t.as(hr, { method: 'PUT', url: '/api/payroll-settings', payload: DEFAULTS });
    expect((await read()).payslip_protection).toBe('employee_code_dob');
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'payroll_settings.updated'))
      .orderBy(asc(auditEvents.id));
    const changes = events.map((e) => e.changes as Json).filter((c) => 'payslip_protection' in c);
    expect(changes.map((c) => c.payslip_protection)).toEqual([{ from: 'pan_dob', to: 'employee_code_dob' }]);
    await t.as(hr, {
      method: 'PUT',
      url: '/api/payroll-settings',
      payload: { ...DEFAULTS, payslip_protection: 'pan_dob' },
    });
  });
});
