import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cells, csvOf, importCalls, userWith } from '../../../test/imports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loans } from '../../db/schema/loans';
import { monthYearName, todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;
type Worker = { id: number; code: string; hired: string };

const HEADER = [
  'employee_id',
  'kind',
  'disbursed_on',
  'principal_outstanding',
  'emi',
  'next_deduction_month',
  'interest_rate',
  'purpose',
  'perquisite_rate',
  'medical',
];

/** A CSV of `rows` in the template's columns, or in `header`. */
const fileOf = (rows: Cells[], header = HEADER) => csvOf(header, rows);

const today = todayIn();
const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
const shift = (by: number) => {
  const i = thisYear * 12 + thisMonth - 1 + by;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
};
const ym = ({ year, month }: { year: number; month: number }) => `${year}-${String(month).padStart(2, '0')}`;
/** Last month: the demo database has attendance for it and leaves its runs processed. */
const lastMonth = shift(-1);

/**
 * The loans import: running loans brought in with what they still owe, recovered by payroll from the next
 * deduction month; matched by employee, kind and the date paid out.
 */
describe('imports: loans', () => {
  let t: TestApp;
  let admin: string;
  const { upload, validated, commit, committed, get } = importCalls('loans', () => ({ t, token: admin }));
  /** Demo employees with a processed run last month, no seeded loan and no sign-in: code and hire date. */
  let workers: Worker[];
  const w = (i: number) => workers[i] as Worker;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    const signIns = await Promise.all(
      ['admin@demo.test', 'hr@demo.test', 'employee@demo.test'].map(async (email) => {
        const me = await t.as(await t.login(email), { method: 'GET', url: '/api/me' });
        return me.json().user.employee?.id as number | undefined;
      }),
    );
    const seeded = (await t.database.db.select({ id: loans.employee_id }).from(loans)).map((l) => l.id);
    const runs = await get(
      `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&status=processed&per_page=20`,
    );
    const ids: number[] = runs
      .json()
      .data.map((r: Json) => r.employee.id)
      .filter((id: number) => !signIns.includes(id) && !seeded.includes(id))
      .slice(0, 4);
    expect(ids).toHaveLength(4);
    workers = await Promise.all(
      ids.map(async (id) => {
        const e = (await get(`/api/employees/${id}`)).json().employee;
        return { id, code: e.employee_id, hired: e.hire_date };
      }),
    );
  });
  afterAll(() => t.close());

  const loansOf = async (employeeId: number) =>
    (await get(`/api/loans?employee_id=${employeeId}`)).json().data as Json[];
  const loanOf = async (employeeId: number, kind: string) => {
    const found = (await loansOf(employeeId)).find((l) => l.kind === kind);
    return (await get(`/api/loans/${found?.id}`)).json().loan;
  };

  const running = (): Cells[] => [
    {
      employee_id: w(0).code,
      kind: 'loan',
      disbursed_on: w(0).hired,
      principal_outstanding: '₹1,20,000.00',
      emi: '10,000',
      next_deduction_month: ym(lastMonth),
      interest_rate: '9',
      purpose: 'Home renovation',
    },
    {
      employee_id: w(1).code.toLowerCase(),
      kind: 'advance',
      disbursed_on: w(1).hired,
      principal_outstanding: '30000',
      emi: '10000',
      next_deduction_month: ym(shift(1)),
      purpose: 'Festival advance',
    },
    {
      employee_id: w(1).code,
      kind: 'Loan',
      disbursed_on: w(1).hired,
      principal_outstanding: '50,000',
      emi: '5,000',
      next_deduction_month: ym(shift(1)),
      interest_rate: '0',
      perquisite_rate: '8.5',
      medical: 'no',
    },
  ];

  it('gives a template with every column, its format and an example', async () => {
    const csv = await get('/api/imports/templates/loans?format=csv');
    const [header, example] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual(HEADER);
    expect(example).toEqual([
      'ACM0001',
      'loan',
      '15-06-2025',
      '1,20,000.00',
      '5,000',
      '2026-12',
      '8',
      'Home renovation',
      '',
      'no',
    ]);
  });

  it('validates running loans writing nothing, then records them owing the balance from the next month', async () => {
    const file = fileOf(running());
    const imp = await validated('loans.csv', file);
    expect(imp).toMatchObject({ type: 'loans', status: 'validated', rows: 3, valid_rows: 3, errors: [] });
    expect(await loansOf(w(0).id)).toEqual([]);

    expect(await committed(imp.id)).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    const loan = await loanOf(w(0).id, 'loan');
    expect(loan).toMatchObject({
      principal: 120000,
      balance: 120000,
      emi: 10000,
      interest_rate: 9,
      disbursed_on: w(0).hired,
      start_year: lastMonth.year,
      start_month: lastMonth.month,
      purpose: 'Home renovation',
      perquisite_rate: null,
      medical: false,
    });
    // Marked as brought in on its statement; the schedule starts at the next deduction month.
    expect(loan.ledger).toEqual([
      expect.objectContaining({
        entry: 'disbursement',
        principal: 120000,
        note: 'Brought in: the balance still owed when the company moved in (Home renovation)',
      }),
    ]);
    expect(loan.schedule[0]).toMatchObject({ ...lastMonth, interest: 900, principal: 9100 });
    expect(await loanOf(w(1).id, 'advance')).toMatchObject({
      principal: 30000,
      interest_rate: 0,
      start_month: shift(1).month,
    });
    expect(await loanOf(w(1).id, 'loan')).toMatchObject({
      principal: 50000,
      perquisite_rate: 8.5,
    });

    // Payroll recovers the EMI from the next deduction month.
    const processed = await t.as(admin, {
      method: 'POST',
      url: '/api/payroll/process',
      payload: { employee_id: w(0).id, ...lastMonth },
    });
    expect(processed.statusCode, processed.body).toBeLessThan(300);
    const runs = await get(
      `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&employee_id=${w(0).id}`,
    );
    const breakdown = (await get(`/api/payroll-runs/${runs.json().data[0].id}/breakdown`)).json().breakdown;
    expect(breakdown.loan_recoveries).toEqual([
      { loan_id: loan.id, kind: 'loan', principal: 9100, interest: 900, balance_after: 110900 },
    ]);
  });

  it('imports the same file again as unchanged, though payroll has recovered an EMI since', async () => {
    const again = await validated('loans.csv', fileOf(running()));
    expect(again.errors).toEqual([]);
    expect(await committed(again.id)).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(await loansOf(w(0).id)).toHaveLength(1);
  });

  it('exports what each loan owes now and its next month, and the export imported again changes nothing', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await get(`/api/exports/loans?format=${format}`);
      if (format === 'csv') {
        const [header, ...rows] = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
        expect(header).toEqual(HEADER);
        const mine = rows.find((r) => r[0] === w(0).code);
        expect(mine).toEqual([
          w(0).code,
          'loan',
          w(0).hired,
          '110900.00',
          '10000.00',
          ym(shift(0)),
          '9.00',
          'Home renovation',
          '',
          'no',
        ]);
        // The demo's seeded loans are there too.
        expect(rows.length).toBeGreaterThanOrEqual(6);
      }
      const imp = await validated(`loans.${format}`, res.rawPayload);
      expect(imp.errors, format).toEqual([]);
      expect(await committed(imp.id), format).toMatchObject({ created: 0, updated: 0, unchanged: imp.rows });
    }
  });

  it('refuses a row changing what a recorded loan owes, when it is recovered or its rate', async () => {
    const [first] = running() as [Cells];
    const imp = await validated(
      'changed.csv',
      fileOf([
        { ...first, principal_outstanding: '1,00,000' },
        // The same loan again: the key ignores case.
        { ...first, kind: 'LOAN', employee_id: w(0).code.toLowerCase(), emi: '' },
      ]),
    );
    expect(imp.errors).toEqual([
      {
        row: 2,
        column: 'principal_outstanding',
        message:
          'This loan still owes ₹1,10,900.00 (₹1,20,000.00 when it was recorded): an import does not change what a loan owes. Leave the cell blank; to correct the balance, close the loan on its page and record it again.',
      },
      {
        row: 3,
        column: 'disbursed_on',
        message: 'Row 2 has the same disbursed on: a record may appear once in a file.',
      },
    ]);
    // What it owes now with the month it was recorded from: one or the other, not a mix.
    const mixed = await validated(
      'mixed.csv',
      fileOf([{ ...first, principal_outstanding: '1,10,900', interest_rate: '10' }]),
    );
    expect(mixed.errors).toEqual([
      {
        row: 2,
        column: 'next_deduction_month',
        message: `This loan is recovered next in ${monthYearName(shift(0))} (from ${monthYearName(lastMonth)} when it was recorded): an import does not change when recovery happens. Leave the cell blank.`,
      },
      {
        row: 2,
        column: 'interest_rate',
        message:
          "This loan's interest rate is 9% a year: the rate of a recorded loan does not change. Leave the cell blank.",
      },
    ]);
  });

  it('updates only the columns given, as the loan form would', async () => {
    const before = await loanOf(w(0).id, 'loan');
    const file = fileOf(
      [
        {
          employee_id: w(0).code,
          kind: 'loan',
          disbursed_on: w(0).hired,
          emi: '12,000',
        },
      ],
      ['employee_id', 'kind', 'disbursed_on', 'emi'],
    );
    const imp = await validated('emi.csv', file);
    expect(imp.errors).toEqual([]);
    expect(await committed(imp.id)).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const after = await loanOf(w(0).id, 'loan');
    expect(after.emi).toBe(12000);
    const { emi: _e, schedule: _s, closure_quote: _q, ...rest } = after;
    const { emi: _be, schedule: _bs, closure_quote: _bq, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect(await committed((await validated('emi.csv', file)).id)).toMatchObject({
      updated: 0,
      unchanged: 1,
    });

    // The edit form's own rule on the EMI.
    const tooBig = await validated(
      'emi.csv',
      fileOf(
        [
          {
            employee_id: w(0).code,
            kind: 'loan',
            disbursed_on: w(0).hired,
            emi: '2,00,000',
          },
        ],
        ['employee_id', 'kind', 'disbursed_on', 'emi'],
      ),
    );
    expect(tooBig.errors).toEqual([
      { row: 2, column: 'emi', message: 'The EMI may not be more than the amount lent.' },
    ]);
  });

  it("gives the loan form's messages on their columns; all or nothing, or the valid rows", async () => {
    const [, w1, w2, w3] = workers as [
      unknown,
      (typeof workers)[0],
      (typeof workers)[0],
      (typeof workers)[0],
    ];
    const row = (over: Cells): Cells => ({
      employee_id: w2.code,
      kind: 'loan',
      disbursed_on: w2.hired,
      principal_outstanding: '10,000',
      emi: '1,000',
      next_deduction_month: ym(shift(1)),
      ...over,
    });
    const hireMonth = Number(w2.hired.slice(0, 4)) * 12 + Number(w2.hired.slice(5, 7)) - 1;
    const beforeHire = { year: Math.floor((hireMonth - 1) / 12), month: ((hireMonth - 1) % 12) + 1 };
    const imp = await validated(
      'bad.csv',
      fileOf([
        row({ employee_id: 'NOBODY1' }),
        row({ emi: '50,000' }),
        row({ kind: 'advance', interest_rate: '5' }),
        row({ disbursed_on: `${ym(shift(1))}-01`, next_deduction_month: ym(shift(0)) }),
        row({ kind: 'mortgage' }),
        row({ employee_id: w1.code, emi: '' }),
        row({ employee_id: w3.code, next_deduction_month: 'Smarch-2026' }),
        row({ employee_id: w3.code, disbursed_on: `${ym(beforeHire)}-01` }),
        row({ disbursed_on: today }),
        row({ disbursed_on: today, principal_outstanding: '12,000' }),
      ]),
    );
    expect(imp).toMatchObject({ status: 'invalid', rows: 10, valid_rows: 1 });
    expect(imp.errors).toEqual([
      { row: 2, column: 'employee_id', message: 'The selected employee id is invalid.' },
      { row: 3, column: 'emi', message: 'The EMI may not be more than the amount lent.' },
      { row: 4, column: 'interest_rate', message: 'A salary advance carries no interest.' },
      {
        row: 5,
        column: 'next_deduction_month',
        message: 'Recovery cannot start before the month the amount is paid out.',
      },
      { row: 6, column: 'kind', message: 'Choose a loan or a salary advance.' },
      { row: 7, column: 'emi', message: 'Enter the monthly instalment (EMI).' },
      {
        row: 8,
        column: 'next_deduction_month',
        message:
          'The next deduction month must be a month as YYYY-MM, MM-YYYY or Mon-YYYY (2026-11, 11-2026, Nov-2026).',
      },
      {
        row: 9,
        column: 'disbursed_on',
        message: expect.stringMatching(/^The amount cannot be paid out before .* joined \(/),
      },
      {
        row: 11,
        column: 'disbursed_on',
        message: 'Row 10 has the same disbursed on: a record may appear once in a file.',
      },
    ]);
    const all = await commit(imp.id, 'all');
    expect(all.statusCode).toBe(422);
    expect(await loansOf(w2.id)).toEqual([]);
    expect(await committed(imp.id, 'valid_rows')).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    expect(await loansOf(w2.id)).toEqual([expect.objectContaining({ principal: 10000, kind: 'loan' })]);
  });

  it('needs manage-loans besides import-data, to import and to export', async () => {
    const importer = await userWith(t, admin, 'loan_importer', ['import-data']);
    const refused = await upload('loans.csv', fileOf(running()), importer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Importing loans needs the manage-loans permission.');
    const exported = await t.as(importer, { method: 'GET', url: '/api/exports/loans?format=csv' });
    expect(exported.statusCode).toBe(403);
  });
});
