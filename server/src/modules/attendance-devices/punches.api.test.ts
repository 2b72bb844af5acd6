import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireEmployee } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addDays, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const TODAY = todayIn();
/** A day `back` days before today (India). */
const day = (back: number) => addDays(TODAY, -back);
/** A wall-clock time of a day as a device sends it: the company's time, no offset. */
const wall = (date: string, hhmm: string) => `${date} ${hhmm}:00`;
/** The same instant as the API answers it. */
const instant = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`).toISOString();

/** The month before today's (India), as the demo seeds it: processed runs, every sixth approved. */
function lastMonth() {
  const [y, m] = TODAY.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - 1;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, from: `${year}-${String(month).padStart(2, '0')}-01` };
}

describe('device punches (POST /api/attendance/punches)', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let employee: string;
  let device: Json;
  let key: string;
  const hireDate = addDays(TODAY, -200);

  const get = async (token: string, url: string) => (await t.as(token, { method: 'GET', url })).json();
  const hire = (first_name: string) =>
    hireEmployee(t, admin, { first_name, last_name: 'Punch', hire_date: hireDate });
  const send = (
    punches: { device_user_id: string; punched_at: string }[],
    headers: Json = { 'x-device-key': key },
  ) => t.app.inject({ method: 'POST', url: '/api/attendance/punches', headers, payload: { punches } });
  const sendOk = async (punches: { device_user_id: string; punched_at: string }[]) => {
    const res = await send(punches);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Json;
  };
  /** The employee's records between two dates, as HR lists them. */
  const records = async (employeeId: number, from: string, to = from) =>
    (
      await get(
        hr,
        `/api/attendance?employee_id=${employeeId}&start_date=${from}&end_date=${to}&per_page=100`,
      )
    ).data as Json[];

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const made = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance-devices',
      payload: { name: 'Main gate' },
    });
    expect(made.statusCode, made.body).toBe(201);
    device = made.json().attendance_device;
    key = made.json().key;
  });
  afterAll(() => t.close());

  it('refuses a call without a valid key, and writes nothing', async () => {
    const batch = [{ device_user_id: 'EMP0001', punched_at: wall(day(2), '09:00') }];
    for (const headers of [
      {},
      { 'x-device-key': '' },
      { 'x-device-key': 'hrd_not-a-key' },
      { 'x-device-key': `${key}x` },
    ]) {
      const res = await send(batch, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'The device key is missing or not valid.' });
    }
    expect((await get(hr, `/api/attendance/punches?device_id=${device.id}`)).total).toBe(0);
  });

  it('keeps a batch once: sent again, every punch is a duplicate and the day stays as it was', async () => {
    const idris = await hire('Idris');
    const date = day(3);
    // The employee code, in any case, names the employee when HR has matched nothing.
    const code = String(idris.employee_id).toLowerCase();
    const batch = ['09:28', '13:00', '13:40', '18:35'].map((hhmm) => ({
      device_user_id: code,
      punched_at: wall(date, hhmm),
    }));
    expect(await sendOk(batch)).toEqual({
      received: 4,
      recorded: 4,
      duplicates: 0,
      unmatched: 0,
      days_updated: 1,
      days_skipped: 0,
    });
    const [record] = await records(idris.id, date);
    expect(record).toMatchObject({
      attendance_date: date,
      method: 'device',
      clock_in: instant(date, '09:28'),
      lunch_break_start: instant(date, '13:00'),
      lunch_break_end: instant(date, '13:40'),
      clock_out: instant(date, '18:35'),
      status: 'present',
      is_approved: false,
      total_hours: 8.45,
    });

    expect(await sendOk(batch)).toEqual({
      received: 4,
      recorded: 0,
      duplicates: 4,
      unmatched: 0,
      days_updated: 0,
      days_skipped: 0,
    });
    expect(await records(idris.id, date)).toEqual([record]);
    // The same instants written with an offset are the same punches.
    const utc = batch.map((p) => ({
      ...p,
      punched_at: new Date(`${p.punched_at.replace(' ', 'T')}+05:30`).toISOString(),
    }));
    expect((await sendOk(utc)).duplicates).toBe(4);

    const listed = await get(hr, `/api/attendance/punches?employee_id=${idris.id}`);
    expect(listed.total).toBe(4);
    expect(listed.data.map((p: Json) => p.punched_at)).toEqual(
      ['18:35', '13:40', '13:00', '09:28'].map((hhmm) => instant(date, hhmm)),
    );
    expect(listed.data[0]).toMatchObject({
      device: { id: device.id, name: 'Main gate' },
      device_user_id: code,
      employee: { id: idris.id },
      attendance_date: date,
      source: 'device',
    });
    const after = (await get(hr, `/api/attendance-devices/${device.id}`)).attendance_device;
    expect(after.last_punch_at).toBe(instant(date, '18:35'));
  });

  it('counts a night shift’s morning punch on the evening it began', async () => {
    const nisha = await hire('Nisha');
    const shift = await t.as(hr, {
      method: 'POST',
      url: '/api/shifts',
      payload: { name: 'Night watch', start_time: '22:00', end_time: '06:00' },
    });
    expect(shift.statusCode, shift.body).toBe(201);
    const assigned = await t.as(hr, {
      method: 'PUT',
      url: '/api/shifts/assignment',
      payload: { shift_id: shift.json().shift.id, employee_ids: [nisha.id] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [evening, morning] = [day(5), day(4)];
    const answer = await sendOk([
      { device_user_id: nisha.employee_id, punched_at: wall(evening, '21:55') },
      { device_user_id: nisha.employee_id, punched_at: wall(morning, '06:10') },
    ]);
    expect(answer).toMatchObject({ recorded: 2, days_updated: 1, days_skipped: 0 });
    const days = await records(nisha.id, evening, morning);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({
      attendance_date: evening,
      clock_in: instant(evening, '21:55'),
      clock_out: instant(morning, '06:10'),
      status: 'present',
      late_minutes: 0,
      total_hours: 8.25,
      shift: { name: 'Night watch' },
    });
    const punches = await get(hr, `/api/attendance/punches?employee_id=${nisha.id}`);
    expect(punches.data.map((p: Json) => p.attendance_date)).toEqual([evening, evening]);
  });

  it('leaves a day entered another way as it is, keeping the punches', async () => {
    const manu = await hire('Manu');
    const date = day(3);
    const entered = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance/manual-entry',
      payload: {
        employee_id: manu.id,
        attendance_date: date,
        clock_in: '09:00',
        clock_out: '18:00',
        status: 'present',
        reason: 'From the register',
      },
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const answer = await sendOk([
      { device_user_id: manu.employee_id, punched_at: wall(date, '08:55') },
      { device_user_id: manu.employee_id, punched_at: wall(date, '19:10') },
    ]);
    expect(answer).toMatchObject({ recorded: 2, days_updated: 0, days_skipped: 1 });
    expect(await records(manu.id, date)).toEqual([entered.json().attendance]);
  });

  it('opens a day with one punch and closes it as later batches arrive, however they interleave', async () => {
    const ojas = await hire('Ojas');
    const date = day(2);
    expect(
      (await sendOk([{ device_user_id: ojas.employee_id, punched_at: wall(date, '09:50') }])).days_updated,
    ).toBe(1);
    expect((await records(ojas.id, date))[0]).toMatchObject({
      clock_in: instant(date, '09:50'),
      clock_out: null,
      status: 'late',
      late_minutes: 20,
      total_hours: null,
    });
    // Two batches at once for one person apply one after the other, each day from all its punches.
    const [a, b] = await Promise.all([
      send([{ device_user_id: ojas.employee_id, punched_at: wall(date, '18:45') }]),
      send([
        { device_user_id: ojas.employee_id, punched_at: wall(date, '13:05') },
        { device_user_id: ojas.employee_id, punched_at: wall(date, '13:35') },
        // A second touch of the reader a moment later counts once.
        { device_user_id: ojas.employee_id, punched_at: wall(date, '13:36') },
      ]),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await records(ojas.id, date))[0]).toMatchObject({
      clock_in: instant(date, '09:50'),
      lunch_break_start: instant(date, '13:05'),
      lunch_break_end: instant(date, '13:35'),
      clock_out: instant(date, '18:45'),
      status: 'late',
    });
  });

  it('refuses a punch in the future or a time that is none, naming the punch, and keeps nothing', async () => {
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const res = await send([
      { device_user_id: 'X1', punched_at: wall(day(1), '09:00') },
      { device_user_id: 'X1', punched_at: soon },
      { device_user_id: 'X1', punched_at: '2026-02-30 09:00:00' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'punches.1.punched_at': ['The punch time cannot be in the future.'],
      'punches.2.punched_at': ['“2026-02-30 09:00:00” is not a date and time.'],
    });
    const shape = await send([{ device_user_id: 'X1', punched_at: 'yesterday' }]);
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors)).toEqual(['punches.0.punched_at']);
    expect(
      (await get(hr, '/api/attendance/punches?unmatched=true')).data.map((p: Json) => p.device_user_id),
    ).not.toContain('X1');
  });

  describe('device user ids no employee has', () => {
    let pavan: Json;
    let mapping: Json;

    it('are kept unmatched and listed for HR', async () => {
      pavan = await hire('Pavan');
      const answer = await sendOk([
        { device_user_id: 'pin-7001', punched_at: wall(day(6), '09:31') },
        { device_user_id: 'pin-7001', punched_at: wall(day(6), '18:40') },
      ]);
      expect(answer).toEqual({
        received: 2,
        recorded: 2,
        duplicates: 0,
        unmatched: 2,
        days_updated: 0,
        days_skipped: 0,
      });
      const unmatched = await get(hr, '/api/attendance/device-users/unmatched');
      expect(unmatched.data).toContainEqual({
        company_id: device.company_id,
        device_user_id: 'pin-7001',
        punches: 2,
        first_at: instant(day(6), '09:31'),
        last_at: instant(day(6), '18:40'),
        devices: ['Main gate'],
      });
      const listed = await get(hr, '/api/attendance/punches?unmatched=true');
      expect(listed.data.filter((p: Json) => p.device_user_id === 'pin-7001')).toHaveLength(2);
      expect(listed.data[0]).toMatchObject({ employee: null, attendance_date: null });
      expect(await records(pavan.id, day(6))).toEqual([]);
    });

    it('become the employee’s attendance once HR matches them (in any case)', async () => {
      const res = await t.as(hr, {
        method: 'PUT',
        url: '/api/attendance/device-users',
        payload: { device_user_id: 'PIN-7001', employee_id: pavan.id },
      });
      expect(res.statusCode, res.body).toBe(200);
      mapping = res.json().device_user;
      expect(res.json().outcome).toMatchObject({ recorded: 2, days_updated: 1, days_skipped: 0 });
      expect(mapping).toMatchObject({ device_user_id: 'PIN-7001', employee: { id: pavan.id }, punches: 2 });
      expect(await records(pavan.id, day(6))).toMatchObject([
        { method: 'device', clock_in: instant(day(6), '09:31'), clock_out: instant(day(6), '18:40') },
      ]);
      const unmatched = await get(hr, '/api/attendance/device-users/unmatched');
      expect(unmatched.data.map((u: Json) => u.device_user_id)).not.toContain('pin-7001');

      // Later punches of the id are the employee's straight away.
      const later = await sendOk([{ device_user_id: 'pin-7001', punched_at: wall(day(2), '09:40') }]);
      expect(later).toMatchObject({ unmatched: 0, days_updated: 1 });
      const listed = await get(hr, '/api/attendance/device-users');
      expect(listed.data).toContainEqual({ ...mapping, punches: 3 });
      const audited = await get(admin, `/api/audit-events?entity_type=device_user&entity_id=${mapping.id}`);
      expect(audited.data.map((e: Json) => e.action)).toEqual(['device_user.mapped']);
    });

    it('refuses a match to an employee of no company of the caller’s', async () => {
      const res = await t.as(hr, {
        method: 'PUT',
        url: '/api/attendance/device-users',
        payload: { device_user_id: 'pin-7002', employee_id: 999_999 },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ employee_id: ['The selected employee id is invalid.'] });
    });

    it('go unmatched again once the match is removed, the punches already given staying', async () => {
      const removed = await t.as(hr, { method: 'DELETE', url: `/api/attendance/device-users/${mapping.id}` });
      expect(removed.statusCode, removed.body).toBe(200);
      const again = await t.as(hr, { method: 'DELETE', url: `/api/attendance/device-users/${mapping.id}` });
      expect(again.statusCode).toBe(404);
      expect(
        (await sendOk([{ device_user_id: 'pin-7001', punched_at: wall(day(1), '09:30') }])).unmatched,
      ).toBe(1);
      expect((await get(hr, `/api/attendance/punches?employee_id=${pavan.id}`)).total).toBe(3);
    });
  });

  it('shows an employee only their own punches', async () => {
    const me = (await get(employee, '/api/me')).user.employee;
    const date = day(2);
    await sendOk([{ device_user_id: me.employee_id, punched_at: wall(date, '09:15') }]);
    const mine = await get(employee, '/api/attendance/punches');
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.data.every((p: Json) => p.employee?.id === me.id)).toBe(true);
  });

  describe('the months payroll has counted', () => {
    const period = lastMonth();
    /** A present day of last month of a demo employee whose run has the status, its record removed. */
    async function dayWithRun(status: 'processed' | 'approved', skip: number[] = []) {
      const runs = await get(
        hr,
        `/api/payroll-runs?month=${period.month}&year=${period.year}&status=${status}&per_page=100`,
      );
      for (const run of runs.data) {
        if (skip.includes(run.employee.id)) continue;
        const found = await get(
          hr,
          `/api/attendance?employee_id=${run.employee.id}&start_date=${period.from}&end_date=${period.from.slice(0, 8)}15&status=present&per_page=1`,
        );
        const record = found.data[0];
        if (!record) continue;
        await t.database.db.execute(sql`delete from attendance_records where id = ${record.id}`);
        const code = (await get(hr, `/api/employees/${run.employee.id}`)).employee.employee_id as string;
        return { run, date: record.attendance_date as string, code };
      }
      throw new Error(`no ${status} run with a present day`);
    }
    const runOf = async (id: number) => (await get(hr, `/api/payroll-runs/${id}`)).payroll_run;

    it('leave a day of an approved month as it is, the punches kept', async () => {
      const { run, date, code } = await dayWithRun('approved');
      const answer = await sendOk([
        { device_user_id: code, punched_at: wall(date, '09:30') },
        { device_user_id: code, punched_at: wall(date, '18:30') },
      ]);
      expect(answer).toMatchObject({ recorded: 2, days_updated: 0, days_skipped: 1 });
      expect(await records(run.employee.id, date)).toEqual([]);
      const kept = await get(
        hr,
        `/api/attendance/punches?employee_id=${run.employee.id}&from=${date}&to=${date}`,
      );
      expect(kept.data.map((p: Json) => p.attendance_date)).toEqual([date, date]);
      expect((await runOf(run.id)).status).toBe('approved');
    });

    it('write a day of a month whose run is not approved, and the run follows', async () => {
      const { run, date, code } = await dayWithRun('processed');
      const before = await runOf(run.id);
      // Two minutes at the gate: the day counts as absent, so the run pays a day less.
      const answer = await sendOk([
        { device_user_id: code, punched_at: wall(date, '09:30') },
        { device_user_id: code, punched_at: wall(date, '09:33') },
      ]);
      expect(answer).toMatchObject({ recorded: 2, days_updated: 1, days_skipped: 0 });
      expect(await records(run.employee.id, date)).toMatchObject([{ method: 'device', status: 'absent' }]);
      const after = await runOf(run.id);
      expect(after.status).toBe('processed');
      expect(after.days_paid).toBe(before.days_paid - 1);
    });
  });
});
