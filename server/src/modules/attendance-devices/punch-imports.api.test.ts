import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireEmployee } from '../../../test/accounts';
import { createCompanyWithDepartment } from '../../../test/fixtures';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addDays, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const TODAY = todayIn();
const day = (back: number) => addDays(TODAY, -back);
const instant = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`).toISOString();
/** A date as eSSL's Log Records report writes it: DD-MM-YYYY. */
const dayFirst = (date: string) => date.split('-').reverse().join('-');

describe('punch log imports (POST /api/attendance/punch-imports)', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let device: Json;
  let outsideDevice: Json;
  let zara: Json;
  let yusuf: Json;

  const upload = (
    token: string,
    fields: Record<string, string | number | undefined>,
    file?: { name: string; text: string | Buffer; type?: string },
  ) =>
    t.as(token, {
      method: 'POST',
      url: '/api/attendance/punch-imports',
      ...multipartForm(
        fields,
        file && {
          field: 'file',
          name: file.name,
          data: Buffer.isBuffer(file.text) ? file.text : Buffer.from(file.text),
          type: file.type ?? 'text/plain',
        },
      ),
    });
  const records = async (employeeId: number, from: string, to = from) =>
    (
      await t.as(hr, {
        method: 'GET',
        url: `/api/attendance?employee_id=${employeeId}&start_date=${from}&end_date=${to}&per_page=100`,
      })
    ).json().data as Json[];

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr] = await Promise.all([t.login('admin@demo.test'), t.login('hr@demo.test')]);
    const made = await t.as(hr, {
      method: 'POST',
      url: '/api/attendance-devices',
      payload: { name: 'Plant reader' },
    });
    expect(made.statusCode, made.body).toBe(201);
    device = made.json().attendance_device;
    const { company } = await createCompanyWithDepartment(t, admin);
    const theirs = await t.as(admin, {
      method: 'POST',
      url: '/api/attendance-devices',
      payload: { company_id: company.id, name: 'Their reader' },
    });
    outsideDevice = theirs.json().attendance_device;
    const hireDate = addDays(TODAY, -200);
    zara = await hireEmployee(t, admin, { first_name: 'Zara', last_name: 'Import', hire_date: hireDate });
    yusuf = await hireEmployee(t, admin, { first_name: 'Yusuf', last_name: 'Import', hire_date: hireDate });
    // The ZKTeco PIN 105 is Yusuf's, as HR matched it.
    const mapped = await t.as(hr, {
      method: 'PUT',
      url: '/api/attendance/device-users',
      payload: { device_user_id: '105', employee_id: yusuf.id },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
  });
  afterAll(() => t.close());

  it('reads a ZKTeco attlog.dat (tab-separated, the PIN right-aligned), telling its layout from the file', async () => {
    const [a, b] = [day(4), day(3)];
    const attlog = [
      `${String(zara.employee_id).padStart(9)}\t${a} 09:28:11\t1\t0\t1\t0`,
      `${String(zara.employee_id).padStart(9)}\t${a} 18:41:02\t1\t1\t1\t0`,
      `      105\t${a} 09:58:40\t1\t0\t15\t0`,
      '',
      `      105\t${b} 09:31:09\t1\t1\t15\t0`,
      '      999\tgarbage',
      `      777\t${a} 10:00:00\t1\t0\t1\t0`,
    ].join('\r\n');
    const res = await upload(hr, { device_id: device.id }, { name: '1_attlog.dat', text: attlog });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().punch_import;
    expect(res.json().message).toBe('Imported 5 punches');
    expect(made).toMatchObject({
      file_name: '1_attlog.dat',
      layout: 'zkteco_attlog',
      device: { id: device.id, name: 'Plant reader' },
      outcome: { received: 5, recorded: 5, duplicates: 0, unmatched: 1, days_updated: 3, days_skipped: 0 },
      problems: [{ line: 6, message: '“garbage” is not a date and time.' }],
      problems_total: 1,
    });
    expect(await records(zara.id, a)).toMatchObject([
      {
        method: 'device',
        clock_in: new Date(`${a}T09:28:11+05:30`).toISOString(),
        clock_out: new Date(`${a}T18:41:02+05:30`).toISOString(),
        status: 'present',
        total_hours: 9.21,
      },
    ]);
    expect(await records(yusuf.id, a, b)).toMatchObject([
      { attendance_date: b, clock_out: null },
      { attendance_date: a, status: 'late', late_minutes: 28, clock_out: null },
    ]);
    const punches = await t.as(hr, { method: 'GET', url: `/api/attendance/punches?employee_id=${yusuf.id}` });
    expect(punches.json().data.map((p: Json) => p.source)).toEqual(['import', 'import']);

    // The same file again adds nothing.
    const again = await upload(
      hr,
      { device_id: device.id, layout: 'zkteco_attlog' },
      { name: 'again.dat', text: attlog },
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().punch_import.outcome).toMatchObject({ received: 5, recorded: 0, duplicates: 5 });
  });

  it('reads an eSSL device log CSV by its header, with day-first dates', async () => {
    const date = day(2);
    const csv = [
      'DeviceLogId,DeviceId,UserId,LogDate,Direction',
      `1,7,${zara.employee_id},${dayFirst(date)} 09:10:00,in`,
      `2,7,${zara.employee_id},${dayFirst(date)} 13:00,out`,
      `3,7,${zara.employee_id},${dayFirst(date)} 13:30,in`,
      `4,7,${zara.employee_id},${dayFirst(date)} 18:20:00,out`,
      `5,7,,${dayFirst(date)} 18:20:00,out`,
    ].join('\n');
    const res = await upload(
      hr,
      { device_id: device.id },
      { name: 'DeviceLogs.csv', text: csv, type: 'text/csv' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().punch_import).toMatchObject({
      layout: 'essl_device_logs',
      outcome: { received: 4, recorded: 4, unmatched: 0, days_updated: 1 },
      problems: [{ line: 6, message: 'The user id is missing.' }],
    });
    expect(await records(zara.id, date)).toMatchObject([
      {
        clock_in: instant(date, '09:10'),
        lunch_break_start: instant(date, '13:00'),
        lunch_break_end: instant(date, '13:30'),
        clock_out: instant(date, '18:20'),
        total_hours: 8.67,
      },
    ]);
  });

  it('refuses a file it cannot read, with the reason, and keeps nothing', async () => {
    const before = (await t.as(hr, { method: 'GET', url: '/api/attendance/punch-imports' })).json().total;
    const headerless = await upload(
      hr,
      { device_id: device.id, layout: 'essl_device_logs' },
      { name: 'logs.csv', text: `1,7,${zara.employee_id},2026-01-05 09:10:00,in\n` },
    );
    expect(headerless.statusCode).toBe(422);
    expect(headerless.json().errors).toEqual({
      file: ['Line 1: The first row must name the user id column (UserId) and the time column (LogDate).'],
    });
    const binary = await upload(
      hr,
      { device_id: device.id },
      { name: 'attlog.dat', text: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]) },
    );
    expect(binary.statusCode).toBe(422);
    expect(Object.keys(binary.json().errors)).toEqual(['file']);
    const future = `${zara.employee_id}\t${addDays(TODAY, 2)} 09:00:00\t1\t0\t1\t0\n`;
    const ahead = await upload(hr, { device_id: device.id }, { name: 'attlog.dat', text: future });
    expect(ahead.statusCode).toBe(422);
    expect(ahead.json().errors.file[0]).toMatch(/^No punch could be read: line 1: .* is in the future\.$/);
    const noFile = await upload(hr, { device_id: device.id });
    expect(noFile.json().errors).toEqual({ file: ['Please select a file.'] });
    const foreign = await upload(hr, { device_id: outsideDevice.id }, { name: 'a.dat', text: future });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ device_id: ['The selected device id is invalid.'] });
    const badLayout = await upload(
      hr,
      { device_id: device.id, layout: 'excel' },
      { name: 'a.dat', text: future },
    );
    expect(Object.keys(badLayout.json().errors)).toEqual(['layout']);
    expect((await t.as(hr, { method: 'GET', url: '/api/attendance/punch-imports' })).json().total).toBe(
      before,
    );
  });

  it('lists the imports newest first', async () => {
    const res = await t.as(hr, {
      method: 'GET',
      url: `/api/attendance/punch-imports?device_id=${device.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, current_page: 1 });
    expect(res.json().data.map((i: Json) => i.file_name)).toEqual([
      'DeviceLogs.csv',
      'again.dat',
      '1_attlog.dat',
    ]);
    const audited = await t.as(admin, { method: 'GET', url: '/api/audit-events?entity_type=punch_import' });
    expect(audited.json().total).toBe(3);
  });
});
