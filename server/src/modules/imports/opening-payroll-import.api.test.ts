import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchPayload } from '../../../test/fixtures';
import { type Cells, csvOf, importCalls } from '../../../test/imports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { todayIn } from '../../platform/dates';

// Opening balances of pay (docs/decisions/import-types.md, "Opening months are runs of their own status"): a
// company that switches in the middle of a tax year brings each month already paid, and the next month's run
// is what it would have been had those months been paid here.

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const HEADER = [
  'employee_id',
  'month',
  'gross',
  'taxable',
  'exempt',
  'pf_employee',
  'pf_eps',
  'pf_epf',
  'esic_employee',
  'esic_employer',
  'pt',
  'lwf_employee',
  'tds',
  'basic_da',
  'days_paid',
];
const ym = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
/** The tax year's months from April up to the one before the compared month (the last month before today). */
const today = todayIn();
const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
const compared =
  thisMonth === 1 ? { year: thisYear - 1, month: 12 } : { year: thisYear, month: thisMonth - 1 };
const fyStartYear = compared.month >= 4 ? compared.year : compared.year - 1;
const before: { year: number; month: number }[] = [];
for (let i = fyStartYear * 12 + 3; i < compared.year * 12 + compared.month - 1; i += 1)
  before.push({ year: Math.floor(i / 12), month: (i % 12) + 1 });

describe('imports: opening balances of pay', () => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  const calls = importCalls('opening_payroll', () => ({ t, token: admin }));
  const structures = importCalls('salary_structures', () => ({ t, token: admin }));
  /** Two pairs of twins: one pair paid well (TDS), one on low wages (ESIC); in Tamil Nadu (PT by half-year). */
  const pairs: { here: Json; moved: Json; basic: number; hra: number }[] = [];

  const api = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) => {
    const res = await t.as(token, { method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const runOf = async (employeeId: number, period: { year: number; month: number }) =>
    (
      await api(
        hr,
        'GET',
        `/api/payroll-runs?employee_id=${employeeId}&year=${period.year}&month=${period.month}`,
      )
    ).data[0] as Json | undefined;
  /** A run as stored: its columns and its whole breakdown (the API's leaves out the taxable earnings). */
  const stored = async (runId: number | undefined) => {
    const [row] = await rawRows<Json>(
      t.database.db,
      sql`select net_salary::text as net_salary, tds_deduction::text as tds_deduction, status, breakdown
        from payroll_runs where id = ${runId}`,
    );
    expect(row, `run ${runId}`).toBeDefined();
    return row as Json;
  };
  const process = (ids: number[], period: { year: number; month: number }) =>
    api(hr, 'POST', '/api/payroll/bulk-process-indian', { employee_ids: ids, ...period });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr] = await Promise.all([t.login('admin@demo.test'), t.login('hr@demo.test')]);
    const company = (await api(admin, 'GET', '/api/companies?search=Demo Industries')).data[0];
    const branch = (
      await api(
        admin,
        'POST',
        '/api/branches',
        branchPayload(company.id, {
          name: 'Chennai',
          code: 'MAA',
          address: {
            street: '1 Mount Road',
            city: 'Chennai',
            state: 'Tamil Nadu',
            postal_code: '600002',
            country: 'India',
          },
        }),
      )
    ).branch;
    const department = (await api(admin, 'GET', '/api/departments?per_page=1')).data[0];
    const hired = `${fyStartYear}-04-01`;
    for (const [n, basic, hra] of [
      [1, 1_20_000, 48_000],
      [2, 9_000, 3_600],
    ] as const) {
      const twins: Json[] = [];
      for (const who of ['here', 'moved']) {
        const made = await api(admin, 'POST', '/api/employees', {
          first_name: `Twin${n}`,
          last_name: who,
          email: `twin${n}.${who}@demo.test`,
          company_id: company.id,
          branch_id: branch.id,
          department_id: department.id,
          hire_date: hired,
        });
        twins.push(made.employee);
      }
      pairs.push({ here: twins[0] as Json, moved: twins[1] as Json, basic, hra });
    }
    const structure = await structures.validated(
      'structures.csv',
      csvOf(
        ['employee_id', 'effective_from', 'BASIC', 'HRA'],
        pairs.flatMap((p) =>
          [p.here, p.moved].map((e) => ({
            employee_id: e.employee_id,
            effective_from: hired,
            BASIC: String(p.basic),
            HRA: String(p.hra),
          })),
        ),
      ),
    );
    expect(structure.errors).toEqual([]);
    await structures.committed(structure.id);
    // Every weekday worked, April to the compared month, for all four: the same attendance for each twin.
    await t.database.db.execute(sql`insert into attendance_records
        (employee_id, attendance_date, clock_in, clock_out, status, total_hours, worked_hours, method,
         is_approved, approved_at)
      select e.id, d::date, d + interval '3 hours 30 minutes', d + interval '12 hours 30 minutes', 'present',
        9, 8, 'manual', true, now()
      from employees e
      cross join generate_series(${hired}::date, ${`${ym(compared.year, compared.month)}-01`}::date
        + interval '1 month' - interval '1 day', interval '1 day') d
      where e.id in (${sql.join(
        pairs.flatMap((p) => [p.here.id, p.moved.id]),
        sql`, `,
      )}) and extract(isodow from d) < 6`);
  });
  afterAll(() => t.close());

  it('brings the months paid elsewhere, and the next month pays the same TDS, PT, ESIC and PF as had they been paid here', async () => {
    expect(before.length).toBeGreaterThan(0);
    // One twin of each pair is paid here from April, month by month, each month approved.
    const here = pairs.map((p) => p.here.id as number);
    for (const period of before) {
      await process(here, period);
      for (const id of here) {
        const run = await runOf(id, period);
        expect(run?.status, JSON.stringify(run)).toBe('processed');
        await api(admin, 'PUT', `/api/payroll-runs/${run?.id}/approve`, { note: 'Twin paid here' });
      }
    }
    // The other twin's months come from the old system: the same figures, brought by the import.
    const rows: Cells[] = [];
    for (const p of pairs) {
      for (const period of before) {
        const b = (await stored((await runOf(p.here.id, period))?.id)).breakdown;
        const earned = (field: string) => b.earnings[field] ?? 0;
        const cut = (field: string) => String(b.deductions[field] ?? 0);
        rows.push({
          employee_id: p.moved.employee_id,
          month: `${String(period.month).padStart(2, '0')}-${period.year}`,
          gross: String(b.total_earnings),
          taxable: String(b.taxable_earnings),
          pf_employee: cut('pf_deduction'),
          pf_eps: String(b.employer_contributions.pf_pension),
          pf_epf: String(b.employer_contributions.pf_provident_fund),
          esic_employee: cut('esic_deduction'),
          esic_employer: String(b.employer_contributions.esic),
          pt: cut('professional_tax'),
          lwf_employee: cut('lwf_deduction'),
          tds: cut('tds_deduction'),
          basic_da: String(earned('basic_salary') + earned('dearness_allowance')),
        });
      }
    }
    const checked = await calls.validated('opening.csv', csvOf(HEADER, rows));
    expect(checked.errors).toEqual([]);
    expect(await calls.committed(checked.id)).toMatchObject({ created: rows.length, updated: 0 });
    const again = await calls.validated('opening.csv', csvOf(HEADER, rows));
    expect(await calls.committed(again.id)).toMatchObject({ created: 0, updated: 0, unchanged: rows.length });

    // The compared month, processed for all four.
    await process(
      pairs.flatMap((p) => [p.here.id, p.moved.id]),
      compared,
    );
    for (const p of pairs) {
      const a = await stored((await runOf(p.here.id, compared))?.id);
      const b = await stored((await runOf(p.moved.id, compared))?.id);
      expect(a.status).toBe('processed');
      for (const field of [
        'tds_deduction',
        'professional_tax',
        'esic_deduction',
        'pf_deduction',
        'lwf_deduction',
      ] as const) {
        expect(b.breakdown.deductions[field], `${p.moved.employee_id} ${field}`).toBe(
          a.breakdown.deductions[field],
        );
      }
      expect(b.breakdown.employer_contributions.esic).toBe(a.breakdown.employer_contributions.esic);
      expect(b.breakdown.tds.earned_before_month).toBe(a.breakdown.tds.earned_before_month);
      expect(b.breakdown.tds.tds_before_month).toBe(a.breakdown.tds.tds_before_month);
      expect(b.net_salary).toBe(a.net_salary);
    }
    // The well-paid twins pay TDS; the low-paid ones ESIC: the comparison is not of zeroes.
    const rich = await runOf(pairs[0]?.moved.id, compared);
    const poor = await runOf(pairs[1]?.moved.id, compared);
    expect(Number(rich?.tds_deduction)).toBeGreaterThan(0);
    expect((await stored(poor?.id)).breakdown.deductions.esic_deduction).toBeGreaterThan(0);
  });

  it('keeps the months read-only history: never processed, approved, given a payslip or filed', async () => {
    const moved = pairs[0]?.moved as Json;
    const first = before[0] as { year: number; month: number };
    const run = await runOf(moved.id, first);
    expect(run?.status).toBe('imported');
    // Its page shows where the figures came from; the employee sees nothing of it.
    const shown = await api(hr, 'GET', `/api/payroll-runs/${run?.id}/breakdown`);
    expect(shown.breakdown).toMatchObject({ source: 'imported', status: 'imported' });
    expect(shown.breakdown.total_earnings).toBe(Number(run?.gross_salary));
    const reprocessed = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: [moved.id], ...first },
    });
    expect(reprocessed.json().results[0]).toMatchObject({
      error:
        'This month was paid before the company moved to HRMS (an imported opening balance): it is not processed here',
    });
    expect(
      (await t.as(admin, { method: 'PUT', url: `/api/payroll-runs/${run?.id}/approve`, payload: {} }))
        .statusCode,
    ).toBe(409);
    expect((await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${run?.id}/payslip` })).statusCode).toBe(
      409,
    );
    // The month's PF register (what the ECR is written from) lists the twin paid here, never the one whose
    // month was paid elsewhere.
    const register = await t.as(hr, {
      method: 'GET',
      url: `/api/reports/pf-contributions?company_id=${moved.company_id}&month=${first.month}&year=${first.year}`,
    });
    expect(register.statusCode, register.body).toBe(200);
    expect(register.body).toContain(String(pairs[0]?.here.employee_id));
    expect(register.body).not.toContain(String(moved.employee_id));
    // Nor can a file preview them by asking for their status.
    const preview = await t.as(hr, {
      method: 'GET',
      url: `/api/reports/pf-ecr?company_id=${moved.company_id}&month=${first.month}&year=${first.year}&status=imported`,
    });
    expect(preview.statusCode).toBe(422);
  });

  it('refuses a month not yet over, one before joining, one processed here, and figures that do not add up', async () => {
    const moved = pairs[0]?.moved as Json;
    const here = pairs[0]?.here as Json;
    const row = (cells: Cells): Cells => ({
      employee_id: moved.employee_id,
      month: ym(thisYear, thisMonth),
      gross: '1000',
      taxable: '1000',
      ...cells,
    });
    const checked = await calls.validated(
      'bad.csv',
      csvOf(HEADER, [
        row({}),
        row({ month: `${fyStartYear - 1}-12` }),
        row({ employee_id: here.employee_id, month: ym(before[0]?.year ?? 0, before[0]?.month ?? 0) }),
        row({ month: ym(compared.year, compared.month), taxable: '1200', exempt: '100' }),
        row({ month: ym(before[1]?.year ?? 0, before[1]?.month ?? 0), tds: '-5' }),
      ]),
    );
    expect(checked.errors).toEqual([
      { row: 2, column: 'month', message: 'The month must be one already paid: before this month.' },
      {
        row: 3,
        column: 'month',
        message: `The employee joined on 1 Apr ${fyStartYear}: the month is before it.`,
      },
      {
        row: 4,
        column: 'month',
        message: 'This month has a payroll run here: the run processed here is the record.',
      },
      {
        row: 5,
        column: 'taxable',
        message: 'The taxable salary and the exemptions must add up to the gross.',
      },
      { row: 6, column: 'tds', message: 'The tds may not be negative.' },
    ]);
    const [{ n }] = (await rawRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payroll_runs where employee_id = ${moved.id} and status = 'imported'`,
    )) as [{ n: number }];
    expect(n).toBe(before.length);
  });

  it('exports the months in the template, and the export imported again changes nothing', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/exports/opening_payroll?format=csv' });
    expect(res.statusCode).toBe(200);
    const back = await calls.validated('opening-export.csv', res.rawPayload);
    expect(back.errors).toEqual([]);
    expect(back.rows).toBe(before.length * pairs.length);
    expect(await calls.committed(back.id)).toMatchObject({ created: 0, updated: 0, unchanged: back.rows });
  });
});
