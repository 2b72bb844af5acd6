import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, importCalls, userWith } from '../../../test/imports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { employees } from '../../db/schema/employees';
import { addDays, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const HEADER = ['employee_id', 'leave_type', 'as_of', 'balance'];

const fileOf = csvOf;

const TODAY = todayIn();
const YEAR = Number(TODAY.slice(0, 4));
/** Today as an Indian spreadsheet writes it (dd-mm-yyyy). */
const TODAY_DMY = TODAY.split('-').reverse().join('-');

describe('imports: leave balances', () => {
  let t: TestApp;
  let admin: string;
  const { upload, validated, commit, committed, get } = importCalls('leave_balances', () => ({
    t,
    token: admin,
  }));
  let hr: string;
  let employee: string;
  /** The demo employee who signs in as employee@demo.test, and three others. */
  let a: { id: number; code: string };
  let b: { id: number; code: string };
  let c: { id: number; code: string };
  let others: { id: number; code: string }[];

  /** An employee's balance of a leave type, as the leave screens show it. */
  const balance = async (who: { id: number }, code: string, year = YEAR): Promise<Json> =>
    (await get(`/api/leave-balance?year=${year}&employee_id=${who.id}`, hr))
      .json()
      .balances.find((x: Json) => x.leave_type.code === code);

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, employee] = await Promise.all([
      t.login('admin@demo.test'),
      t.login('hr@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const own = (await get('/api/leave-balance', employee)).json().employee;
    a = { id: own.id, code: own.employee_id };
    // Someone with leave approved earlier this year, when the demo has one: it is in the balance brought.
    const approved = (await get('/api/leaves?status=approved&per_page=100', hr)).json().data as Json[];
    const earlier = approved.find(
      (r) => r.employee.id !== a.id && r.start_date.startsWith(String(YEAR)) && r.start_date < TODAY,
    );
    const list = (await get('/api/employees?per_page=20')).json().data as Json[];
    const people = list
      .filter((e) => e.id !== a.id && e.status === 'active')
      .map((e) => ({ id: e.id as number, code: e.employee_id as string }));
    b = earlier ? { id: earlier.employee.id, code: earlier.employee.employee_id } : (people[0] as typeof b);
    const rest = people.filter((p) => p.id !== b.id);
    c = rest[0] as typeof c;
    others = rest.slice(1);
  });
  afterAll(() => t.close());

  /** Three opening balances: the employee's annual (a dd-mm-yyyy date) and sick leave, and someone's annual. */
  const openingFile = () =>
    fileOf(HEADER, [
      { employee_id: a.code, leave_type: 'AL', as_of: TODAY_DMY, balance: '12.5' },
      { employee_id: a.code.toLowerCase(), leave_type: 'Sick Leave', as_of: TODAY, balance: '4' },
      { employee_id: b.code, leave_type: 'al', as_of: TODAY, balance: '0' },
    ]);

  it('gives a template of the four columns with an example row', async () => {
    const res = await get('/api/imports/templates/leave_balances?format=csv');
    const [header, example] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe('employee_id,leave_type,as_of,balance');
    expect(example).toBe('ACM0001,AL,30-11-2026,12.5');
    // The example names an employee of the template's own company: here it is not there to be found.
    const imp = await validated('leave_balances-template.csv', res.rawPayload);
    expect(imp.errors).toEqual([
      { row: 2, column: 'employee_id', message: 'The selected employee id is invalid.' },
    ]);
  });

  it('validates writing nothing, then sets each opening balance as the balance shown', async () => {
    const imp = await validated('leave.csv', openingFile());
    expect(imp).toMatchObject({ status: 'validated', rows: 3, valid_rows: 3, errors: [] });
    expect(await balance(a, 'AL')).toMatchObject({ opening_days: null, allocated_days: 18 });

    expect(await committed(imp.id)).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    expect(await balance(a, 'AL')).toMatchObject({
      opening_days: 12.5,
      opening_as_of: TODAY,
      allocated_days: 12.5,
      carried_forward_days: 0,
      used_days: 0,
      pending_days: 0,
      remaining_days: 12.5,
    });
    expect(await balance(a, 'SL')).toMatchObject({ opening_days: 4, remaining_days: 4 });
    // A type without an opening keeps the product's own allocation.
    expect(await balance(a, 'CL')).toMatchObject({ opening_days: null, allocated_days: 7 });
    // Leave approved on or before the date is in the balance brought: none of it counts again.
    expect(await balance(b, 'AL')).toMatchObject({ opening_days: 0, used_days: 0, remaining_days: 0 });
    // Next year carries forward what the opening leaves (none), not the year's allocation.
    expect(await balance(b, 'AL', YEAR + 1)).toMatchObject({ carried_forward_days: 0, allocated_days: 18 });
  });

  it('imports the same file again as unchanged', async () => {
    const again = await validated('leave.csv', openingFile());
    expect(again.errors).toEqual([]);
    expect(await committed(again.id)).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
  });

  it('counts leave taken in the product after the date against the opening balance', async () => {
    // The next working day after today in this year, if any is left (a holiday answers "no working days").
    const sick = (await balance(a, 'SL')).leave_type_id;
    let request: Json | null = null;
    for (let day = addDays(TODAY, 1); !request && day.startsWith(String(YEAR)); day = addDays(day, 1)) {
      const res = await t.as(employee, {
        method: 'POST',
        url: '/api/leaves',
        payload: { leave_type_id: sick, start_date: day, end_date: day, reason: 'Fever' },
      });
      if (res.statusCode === 201) request = res.json().leave_request;
    }
    if (!request) return; // the year's last working day: nothing after it in this leave year
    expect(await balance(a, 'SL')).toMatchObject({ pending_days: 1, used_days: 0, remaining_days: 4 });
    const approved = await t.as(hr, { method: 'POST', url: `/api/leaves/${request.id}/approve` });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await balance(a, 'SL')).toMatchObject({ opening_days: 4, used_days: 1, remaining_days: 3 });
    // The opening itself is what was imported: the same file is still unchanged.
    const again = await validated('leave.csv', openingFile());
    expect(await committed(again.id)).toMatchObject({ unchanged: 3 });
  });

  it('updates an opening balance changing only the column given', async () => {
    const imp = await validated(
      'update.csv',
      fileOf(HEADER, [{ employee_id: a.code, leave_type: 'AL', as_of: TODAY, balance: '10' }]),
    );
    expect(await committed(imp.id)).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(await balance(a, 'AL')).toMatchObject({
      opening_days: 10,
      opening_as_of: TODAY,
      remaining_days: 10,
    });

    // Without the balance column the stored balance stands; a new opening needs one.
    const partial = await validated(
      'partial.csv',
      fileOf(
        ['employee_id', 'leave_type', 'as_of'],
        [
          { employee_id: a.code, leave_type: 'Annual Leave', as_of: TODAY },
          { employee_id: c.code, leave_type: 'AL', as_of: TODAY },
        ],
      ),
    );
    expect(partial.errors).toEqual([
      { row: 3, column: 'balance', message: 'The balance field is required.' },
    ]);
    expect(await committed(partial.id, 'valid_rows')).toMatchObject({ updated: 0, unchanged: 1 });
    expect(await balance(a, 'AL')).toMatchObject({ opening_days: 10 });
  });

  it("gives the form's messages on their columns; all or nothing, or the valid rows", async () => {
    const [inactive, late] = others as [typeof c, typeof c];
    await t.database.db.update(employees).set({ status: 'inactive' }).where(eq(employees.id, inactive.id));
    await t.database.db
      .update(employees)
      .set({ hire_date: `${YEAR}-12-31` })
      .where(eq(employees.id, late.id));
    const imp = await validated(
      'bad.csv',
      fileOf(HEADER, [
        { employee_id: 'NOBODY', leave_type: 'AL', as_of: TODAY, balance: '5' },
        { employee_id: c.code, leave_type: 'Vacation', as_of: TODAY, balance: '5' },
        { employee_id: c.code, leave_type: 'EL', as_of: TODAY, balance: '2.25' },
        { employee_id: c.code, leave_type: 'SL', as_of: TODAY, balance: '-1' },
        { employee_id: c.code, leave_type: 'LOP', as_of: TODAY, balance: '400' },
        { employee_id: c.code, leave_type: 'CL', as_of: `31-12-${YEAR - 1}`, balance: '2' },
        { employee_id: c.code, leave_type: 'ML', as_of: addDays(TODAY, 1), balance: '2' },
        { employee_id: c.code, leave_type: 'AL', as_of: TODAY, balance: '6' },
        { employee_id: c.code.toLowerCase(), leave_type: 'al', as_of: TODAY, balance: '7' },
        { employee_id: inactive.code, leave_type: 'AL', as_of: TODAY, balance: '3' },
        { employee_id: late.code, leave_type: 'AL', as_of: `01-01-${YEAR}`, balance: '3' },
        { employee_id: c.code, leave_type: 'CL', as_of: 'yesterday', balance: 'five' },
      ]),
    );
    expect(imp).toMatchObject({ status: 'invalid', rows: 12, valid_rows: 1 });
    expect(imp.errors).toEqual([
      { row: 2, column: 'employee_id', message: 'The selected employee id is invalid.' },
      { row: 3, column: 'leave_type', message: 'The selected leave type is invalid.' },
      { row: 4, column: 'balance', message: 'The balance must be in whole or half days, like 12 or 7.5.' },
      { row: 5, column: 'balance', message: 'The balance may not be negative.' },
      { row: 6, column: 'balance', message: 'The balance may not be greater than 366 days.' },
      {
        row: 7,
        column: 'as_of',
        message: `The as of date must fall in the current leave year (${YEAR}).`,
      },
      { row: 8, column: 'as_of', message: 'The as of date cannot be in the future.' },
      {
        row: 10,
        column: 'employee_id',
        message: 'Row 9 has the same employee id: a record may appear once in a file.',
      },
      {
        row: 11,
        column: 'employee_id',
        message: 'The employee is inactive: opening balances are for current employees.',
      },
      {
        row: 12,
        column: 'as_of',
        message: `The as of date cannot be before the employee joined (31 Dec ${YEAR}).`,
      },
      {
        row: 13,
        column: 'as_of',
        message: 'The as of must be a real date as DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD.',
      },
      { row: 13, column: 'balance', message: 'The balance must be a number, like 12 or 1.5.' },
    ]);

    expect((await commit(imp.id, 'all')).statusCode).toBe(422);
    expect(await balance(c, 'AL')).toMatchObject({ opening_days: null });
    expect(await committed(imp.id, 'valid_rows')).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    expect(await balance(c, 'AL')).toMatchObject({ opening_days: 6, remaining_days: 6 });
    expect(await balance(c, 'SL')).toMatchObject({ opening_days: null });
  });

  it('exports the opening balances in the template columns, and the export imported again changes nothing', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await get(`/api/exports/leave_balances?format=${format}`);
      if (format === 'csv') {
        const lines = res.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split(/\r?\n/);
        expect(lines[0]).toBe(HEADER.join(','));
        expect(lines).toEqual(
          expect.arrayContaining([
            `${a.code},AL,${TODAY},10`,
            `${a.code},SL,${TODAY},4`,
            `${b.code},AL,${TODAY},0`,
            `${c.code},AL,${TODAY},6`,
          ]),
        );
        expect(lines).toHaveLength(5);
      }
      const imp = await validated(`leave_balances.${format}`, res.rawPayload);
      expect(imp.errors, format).toEqual([]);
      expect(await committed(imp.id), format).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    }
  });

  it('needs approve-leaves besides import-data, to import and to export', async () => {
    const importer = await userWith(t, admin, 'leave_importer', ['import-data'], { employee_id: c.id });

    const refused = await upload('leave.csv', openingFile(), importer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Importing leave balances needs the approve-leaves permission.');
    const exported = await t.as(importer, { method: 'GET', url: '/api/exports/leave_balances?format=csv' });
    expect(exported.statusCode).toBe(403);
    // HR approves leave but does not hold import-data.
    expect((await upload('leave.csv', openingFile(), hr)).statusCode).toBe(403);
  });
});
