import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cells, csvOf, importCalls, userWith } from '../../../test/imports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addDays, monthOfDate, todayIn } from '../../platform/dates';
import { addMonths, firstDayOf, lastDayOf, periodOf } from '../../platform/period';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const HEADER = ['employee_id', 'attendance_date', 'clock_in', 'clock_out', 'status', 'reason'];

const fileOf = csvOf;

const TODAY = todayIn();
const YESTERDAY = addDays(TODAY, -1);
const EARLIER = addDays(TODAY, -2);
/** A date as an Indian spreadsheet writes it (dd/mm/yyyy). */
const dmy = (iso: string) => iso.split('-').reverse().join('/');

describe('imports: attendance', () => {
  let t: TestApp;
  let admin: string;
  const { upload, validated, commit, committed, get } = importCalls('attendance', () => ({
    t,
    token: admin,
  }));
  /** An employee who joined two months ago and has no attendance yet, nor any payroll run. */
  let mover: { id: number; code: string };

  /** An employee's record of a day as the attendance screens show it (null when none). */
  const day = async (employeeId: number, date: string): Promise<Json | null> =>
    (await get(`/api/attendance?employee_id=${employeeId}&start_date=${date}&end_date=${date}`)).json()
      .data[0] ?? null;
  /** An instant as the wall-clock time in India. */
  const wall = (at: string | null) =>
    at === null ? null : new Date(Date.parse(at) + 330 * 60_000).toISOString().slice(11, 16);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    const company = (await get('/api/companies?search=Demo Industries')).json().data[0];
    const department = (await get('/api/departments?per_page=100')).json().data[0];
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/employees',
      payload: {
        first_name: 'Mahesh',
        last_name: 'Mover',
        email: 'mahesh.mover@demo.test',
        company_id: company.id,
        department_id: department.id,
        hire_date: addDays(TODAY, -60),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    mover = { id: created.json().employee.id, code: created.json().employee.employee_id };
  });
  afterAll(() => t.close());

  const moving = (): Cells[] => [
    {
      employee_id: mover.code,
      attendance_date: dmy(EARLIER),
      clock_in: '9:20',
      clock_out: '18:40',
      reason: 'Moved from the previous system',
    },
    {
      employee_id: mover.code.toLowerCase(),
      attendance_date: YESTERDAY,
      clock_in: '10:05',
      clock_out: '19:10',
      status: 'late',
      reason: 'Moved from the previous system',
    },
    {
      employee_id: mover.code,
      attendance_date: TODAY,
      clock_in: '09:30:00',
      status: 'work_from_home',
      reason: 'Moved from the previous system',
    },
  ];

  it('gives a template of the manual entry form’s columns with an example row', async () => {
    const res = await get('/api/imports/templates/attendance?format=csv');
    const [header, example] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe(HEADER.join(','));
    expect(example).toBe('ACM0001,02-12-2026,09:28,18:35,present,Moved from the previous attendance system');
  });

  it('validates writing nothing, then enters each day as the manual entry form does', async () => {
    const imp = await validated('attendance.csv', fileOf(HEADER, moving()));
    expect(imp).toMatchObject({ status: 'validated', rows: 3, valid_rows: 3, errors: [] });
    expect(await day(mover.id, YESTERDAY)).toBeNull();

    expect(await committed(imp.id)).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    const earlier = await day(mover.id, EARLIER);
    expect(earlier).toMatchObject({
      status: 'present',
      method: 'manual',
      is_approved: true,
      entry_reason: 'Moved from the previous system',
    });
    expect([wall(earlier?.clock_in), wall(earlier?.clock_out)]).toEqual(['09:20', '18:40']);
    const yesterday = await day(mover.id, YESTERDAY);
    expect(yesterday).toMatchObject({ status: 'late' });
    expect([wall(yesterday?.clock_in), wall(yesterday?.clock_out)]).toEqual(['10:05', '19:10']);
    const today = await day(mover.id, TODAY);
    expect(today).toMatchObject({ status: 'work_from_home', clock_out: null });
    expect(wall(today?.clock_in)).toBe('09:30');
  });

  it('imports the same file again as unchanged', async () => {
    const again = await validated('attendance.csv', fileOf(HEADER, moving()));
    expect(again.errors).toEqual([]);
    expect(await committed(again.id)).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
  });

  it('corrects a day changing only the column given, as the edit form does', async () => {
    const file = fileOf(
      ['employee_id', 'attendance_date', 'clock_out', 'reason'],
      [{ employee_id: mover.code, attendance_date: EARLIER, clock_out: '19:45', reason: 'Left later' }],
    );
    const imp = await validated('correct.csv', file);
    expect(imp.errors).toEqual([]);
    expect(await committed(imp.id)).toMatchObject({ updated: 1, unchanged: 0 });
    const corrected = await day(mover.id, EARLIER);
    expect([wall(corrected?.clock_in), wall(corrected?.clock_out)]).toEqual(['09:20', '19:45']);
    // Scored from the times (no status given), back to pending approval with the corrector's reason.
    expect(corrected).toMatchObject({ status: 'present', is_approved: false, entry_reason: 'Left later' });
    expect(await committed((await validated('correct.csv', file)).id)).toMatchObject({ unchanged: 1 });

    // A change needs the edit form's reason; a row that changes nothing needs none.
    const noReason = await validated(
      'no-reason.csv',
      fileOf(
        ['employee_id', 'attendance_date', 'status'],
        [
          { employee_id: mover.code, attendance_date: YESTERDAY, status: 'half_day' },
          { employee_id: mover.code, attendance_date: TODAY, status: 'work_from_home' },
        ],
      ),
    );
    expect(noReason.errors).toEqual([
      { row: 2, column: 'reason', message: 'Please give the reason for the change' },
    ]);
  });

  it('recomputes the month’s processed payroll run, and refuses a day of an approved one', async () => {
    const last = addMonths(periodOf(TODAY), -1);
    const runs = async (status: string) =>
      (
        await get(`/api/payroll-runs?year=${last.year}&month=${last.month}&status=${status}&per_page=50`)
      ).json().data as Json[];
    const ownId = (await get('/api/me')).json().user.employee_id;
    const processed = (await runs('processed')).find((r) => r.employee.id !== ownId) as Json;
    const approved = (await runs('approved')).find((r) => r.employee.id !== ownId) as Json;
    const presentDay = async (employeeId: number) =>
      (
        await get(
          `/api/attendance?employee_id=${employeeId}&status=present&start_date=${firstDayOf(last)}&end_date=${lastDayOf(last)}&per_page=1`,
        )
      ).json().data[0] as Json;
    const open = await presentDay(processed.employee.id);
    const locked = await presentDay(approved.employee.id);
    const imp = await validated(
      'last-month.csv',
      fileOf(HEADER, [
        {
          employee_id: processed.employee.employee_id,
          attendance_date: open.attendance_date,
          status: 'absent',
          reason: 'Was absent: the old system had it wrong',
        },
        {
          employee_id: approved.employee.employee_id,
          attendance_date: locked.attendance_date,
          status: 'absent',
          reason: 'Was absent',
        },
      ]),
    );
    const month = monthOfDate(firstDayOf(last));
    expect(imp.errors).toEqual([
      {
        row: 3,
        column: 'attendance_date',
        message: `The payroll run of ${month} is already approved: its attendance can no longer change`,
      },
    ]);
    expect(await committed(imp.id, 'valid_rows')).toMatchObject({ updated: 1 });
    expect(await day(processed.employee.id, open.attendance_date)).toMatchObject({ status: 'absent' });
    const run = (await get(`/api/payroll-runs/${processed.id}`)).json().payroll_run;
    expect(run.days_paid).toBe(processed.days_paid - 1);
  });

  it("gives the forms' messages on their columns; all or nothing, or the valid rows", async () => {
    // The importer's own day (none is seeded for today): segregation of duties keeps it to someone else.
    const ownCode = (await get('/api/me')).json().user.employee.employee_id;
    const rows: Cells[] = [
      { employee_id: 'NOBODY', attendance_date: EARLIER, clock_in: '09:30', reason: 'x' },
      { employee_id: mover.code, attendance_date: addDays(TODAY, -3), reason: 'x' },
      {
        employee_id: mover.code,
        attendance_date: addDays(TODAY, -4),
        clock_in: '10:00',
        clock_out: '09:00',
        reason: 'x',
      },
      { employee_id: mover.code, attendance_date: addDays(TODAY, 1), clock_in: '09:30', reason: 'x' },
      {
        employee_id: mover.code,
        attendance_date: addDays(TODAY, -5),
        clock_in: '09:30',
        status: 'gone',
        reason: 'x',
      },
      { employee_id: mover.code, attendance_date: addDays(TODAY, -6), clock_in: '9.30', reason: 'x' },
      { employee_id: mover.code, attendance_date: addDays(TODAY, -7), clock_in: '09:30' },
      { employee_id: mover.code, attendance_date: addDays(TODAY, -8), clock_in: '09:30', reason: 'Good' },
      {
        employee_id: mover.code,
        attendance_date: dmy(addDays(TODAY, -8)),
        clock_in: '09:45',
        reason: 'Twice',
      },
      { employee_id: mover.code, attendance_date: '31-02-2026', clock_in: '09:30', reason: 'x' },
    ];
    rows.push({ employee_id: ownCode, attendance_date: TODAY, clock_in: '09:30', reason: 'x' });
    const imp = await validated('bad.csv', fileOf(HEADER, rows));
    expect(imp).toMatchObject({ status: 'invalid', rows: rows.length, valid_rows: 1 });
    const expected = [
      { row: 2, column: 'employee_id', message: 'The selected employee id is invalid.' },
      { row: 3, column: 'clock_in', message: 'Please fill in all required fields' },
      { row: 4, column: 'clock_out', message: 'Clock out time must be after clock in time' },
      { row: 5, column: 'attendance_date', message: 'The date cannot be in the future.' },
      { row: 6, column: 'status', message: 'The selected status is invalid.' },
      { row: 7, column: 'clock_in', message: 'Use the 24-hour form HH:MM.' },
      { row: 8, column: 'reason', message: 'Please fill in all required fields' },
      {
        row: 10,
        column: 'attendance_date',
        message: 'Row 9 has the same attendance date: a record may appear once in a file.',
      },
      {
        row: 11,
        column: 'attendance_date',
        message: 'The attendance date must be a real date as DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD.',
      },
      { row: 12, column: 'employee_id', message: 'You cannot enter your own attendance' },
    ];
    expect(imp.errors).toEqual(expected);

    expect((await commit(imp.id, 'all')).statusCode).toBe(422);
    expect(await day(mover.id, addDays(TODAY, -8))).toBeNull();
    expect(await committed(imp.id, 'valid_rows')).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    expect(await day(mover.id, addDays(TODAY, -8))).toMatchObject({ entry_reason: 'Good' });
  });

  it("exports the current month's days in the template columns, and the export imported again changes nothing", {
    timeout: 120_000,
  }, async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await get(`/api/exports/attendance?format=${format}`);
      if (format === 'csv') {
        const lines = res.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split(/\r?\n/);
        expect(lines[0]).toBe(HEADER.join(','));
        expect(lines).toContain(
          `${mover.code},${TODAY},09:30,,work_from_home,Moved from the previous system`,
        );
        // Only this month's days.
        const month = TODAY.slice(0, 7);
        expect(lines.slice(1).every((l: string) => l.split(',')[1]?.startsWith(month))).toBe(true);
      }
      const imp = await validated(`attendance.${format}`, res.rawPayload);
      expect(imp.errors, format).toEqual([]);
      expect(await committed(imp.id), format).toMatchObject({
        created: 0,
        updated: 0,
        unchanged: imp.rows,
      });
    }
  });

  it('needs manage-attendance besides import-data, to import and to export', async () => {
    const importer = await userWith(t, admin, 'attendance_importer', ['import-data'], {
      employee_id: mover.id,
    });
    const refused = await upload('attendance.csv', fileOf(HEADER, moving()), importer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Importing attendance needs the manage-attendance permission.');
    const exported = await t.as(importer, { method: 'GET', url: '/api/exports/attendance?format=csv' });
    expect(exported.statusCode).toBe(403);
  });
});
