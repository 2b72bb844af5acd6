import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchPayload, create } from '../../../test/fixtures';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;
type Person = { id: number; code: string; name: string };

/**
 * CSV rows whose PF, ESIC or PT cells are blank get them computed by the payroll engine's rules; cells given
 * (0 included) are kept; rows for months the employee was not employed are refused. The uploaded months are
 * in FY 2025-26, for which the demo seeds a tax regime and no runs for the employees created here.
 */
describe('payroll CSV: statutory cells and months of employment', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let components: Map<string, number>;
  let branches: { maharashtra: number; tamilNadu: number };

  const HEADER =
    'employee_code,employee_name,total_days,days_present,days_paid,basic_salary,hra,other_allowance,pf_deduction,esic_deduction,professional_tax';

  const hire = async (
    name: string,
    opts: {
      branch: number;
      hireDate: string;
      lines?: [code: string, line: { amount: number } | { percentage: number }][];
    },
  ): Promise<Person> => {
    const [first, last] = name.split(' ') as [string, string];
    const employee = await create(
      t,
      admin,
      '/api/employees',
      {
        first_name: first,
        last_name: last,
        email: `${first}.${last}@csv.test`.toLowerCase(),
        company_id: 1,
        branch_id: opts.branch,
        department_id: 1,
        hire_date: opts.hireDate,
        gender: 'male',
      },
      'employee',
    );
    if (opts.lines) {
      const res = await t.as(admin, {
        method: 'PUT',
        url: `/api/employees/${employee.id}/salary-structure`,
        payload: {
          effective_from: opts.hireDate,
          components: opts.lines.map(([code, line]) => ({
            salary_component_id: components.get(code),
            ...line,
          })),
        },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    return { id: employee.id, code: employee.employee_id as string, name };
  };

  /** A row of 30 paid days; a cell left out of `cells` is blank. */
  const row = (p: Person, cells: Partial<Record<string, string | number>>) =>
    [
      p.code,
      p.name,
      30,
      30,
      30,
      cells.basic_salary ?? '',
      cells.hra ?? '',
      cells.other_allowance ?? '',
      cells.pf_deduction ?? '',
      cells.esic_deduction ?? '',
      cells.professional_tax ?? '',
    ].join(',');

  const upload = async (period: { year: number; month: number }, rows: string[], overwrite = false) => {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/upload-csv',
      ...multipartForm(
        { ...period, overwrite: String(overwrite) },
        {
          field: 'file',
          name: 'payroll.csv',
          data: Buffer.from([HEADER, ...rows].join('\n')),
          type: 'text/csv',
        },
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results as Json;
  };

  const breakdownOf = async (p: Person, period: { year: number; month: number }) => {
    const runs = await t.as(hr, {
      method: 'GET',
      url: `/api/payroll-runs?employee_id=${p.id}&year=${period.year}&month=${period.month}`,
    });
    const run = runs.json().data[0];
    return (await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${run.id}/breakdown` })).json().breakdown;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin] = await Promise.all([t.login('hr@demo.test'), t.login('admin@demo.test')]);
    const list = (await t.as(admin, { method: 'GET', url: '/api/salary-components?per_page=100' })).json()
      .data;
    components = new Map(list.map((c: Json) => [c.code, c.id]));
    const all = (await t.as(admin, { method: 'GET', url: '/api/branches?per_page=100' })).json().data;
    const chennai = await create(
      t,
      admin,
      '/api/branches',
      branchPayload(1, {
        name: 'Chennai Office',
        code: 'chn',
        address: {
          street: '1 Anna Salai',
          city: 'Chennai',
          state: 'Tamil Nadu',
          postal_code: '600002',
          country: 'India',
        },
      }),
      'branch',
    );
    branches = {
      maharashtra: all.find((b: Json) => b.address?.state === 'Maharashtra' || b.state === 'Maharashtra').id,
      tamilNadu: chennai.id,
    };
  });
  afterAll(() => t.close());

  it('computes blank PF, ESIC and PT by the engine’s rules (EPF para 29, ESI rule 51, Maharashtra Sch. I)', async () => {
    // BASIC ₹12,000 + HRA 40% of it (₹4,800) + other ₹2,000 = ₹18,800 a month: under the ₹21,000 ESIC ceiling.
    const asha = await hire('Asha Covered', {
      branch: branches.maharashtra,
      hireDate: '2024-01-01',
      lines: [
        ['BASIC', { amount: 12_000 }],
        ['HRA', { percentage: 40 }],
        ['OTHER_ALLOWANCE', { amount: 2_000 }],
      ],
    });
    const june = { year: 2025, month: 6 };
    const results = await upload(june, [
      row(asha, { basic_salary: 12000, hra: 4800, other_allowance: 2000 }),
    ]);
    expect(results.errors).toEqual([]);
    // PF 12% of ₹12,000 = ₹1,440; ESIC 0.75% of ₹18,800 = ₹141; PT ₹200 (a man above ₹10,000, not February).
    expect(results.success[0]).toMatchObject({ row: 2, net_salary: 18_800 - 1_440 - 141 - 200 });
    const breakdown = await breakdownOf(asha, june);
    expect(breakdown.deductions).toMatchObject({
      pf_deduction: 1_440,
      esic_deduction: 141,
      professional_tax: 200,
    });
    // Employer: EPS 8.33% of ₹12,000 = ₹999.60 → ₹1,000, EPF ₹1,440 − ₹1,000; EDLI and admin 0.5% = ₹60;
    // ESIC 3.25% of ₹18,800 = ₹611.
    expect(breakdown.employer_contributions).toMatchObject({
      pf_pension: 1_000,
      pf_provident_fund: 440,
      edli: 60,
      pf_admin: 60,
      esic: 611,
    });
    expect(breakdown.statutory).toMatchObject({ esic_wages: 18_800, esic_covered: true });
  });

  it('keeps cells given as they are, an explicit 0 included, and computes only the blank ones', async () => {
    const ravi = await hire('Ravi Explicit', {
      branch: branches.maharashtra,
      hireDate: '2024-01-01',
      lines: [
        ['BASIC', { amount: 12_000 }],
        ['HRA', { percentage: 40 }],
        ['OTHER_ALLOWANCE', { amount: 2_000 }],
      ],
    });
    const june = { year: 2025, month: 6 };
    const results = await upload(june, [
      row(ravi, {
        basic_salary: 12000,
        hra: 4800,
        other_allowance: 2000,
        pf_deduction: 0,
        professional_tax: 175,
      }),
    ]);
    expect(results.success[0]).toMatchObject({ net_salary: 18_800 - 0 - 141 - 175 });
    const breakdown = await breakdownOf(ravi, june);
    expect(breakdown.deductions).toMatchObject({
      pf_deduction: 0,
      esic_deduction: 141,
      professional_tax: 175,
    });
    // No PF deducted, so no employer PF either; the computed ESIC brings its employer share.
    expect(breakdown.employer_contributions).toMatchObject({
      pf_pension: 0,
      pf_provident_fund: 0,
      esic: 611,
    });
  });

  it('a half-yearly state: blank PT follows what earlier uploaded months of the half-year deducted', async () => {
    // Tamil Nadu (Greater Chennai Corporation, 2024 slabs): ₹7,000 a month is ₹42,000 a half-year → ₹425,
    // ₹71 a month. A raise to ₹9,000 in June makes the half-year ₹14,000 + ₹9,000 × 4 = ₹50,000 → ₹930:
    // what is still due, ₹930 − ₹142 = ₹788, over the four months left → ₹197.
    const meena = await hire('Meena Chennai', {
      branch: branches.tamilNadu,
      hireDate: '2024-01-01',
      lines: [['BASIC', { amount: 7_000 }]],
    });
    const cells = (basic: number) => ({ basic_salary: basic, pf_deduction: 0, esic_deduction: 0 });
    for (const [month, basic, pt] of [
      [4, 7_000, 71],
      [5, 7_000, 71],
      [6, 9_000, 197],
    ] as const) {
      const results = await upload({ year: 2025, month }, [row(meena, cells(basic))]);
      expect(results.errors, `month ${month}`).toEqual([]);
      expect(results.success[0].net_salary, `month ${month}`).toBe(basic - pt);
    }
  });

  it('refuses a month before the month of joining, naming the row and the employee; the joining month is paid', async () => {
    const late = await hire('Kiran Joiner', { branch: branches.maharashtra, hireDate: '2025-07-10' });
    const given = { basic_salary: 20000, pf_deduction: 1800, esic_deduction: 0, professional_tax: 200 };
    const june = await upload({ year: 2025, month: 6 }, [row(late, given)]);
    expect(june.success).toEqual([]);
    expect(june.errors).toEqual([
      {
        row: 2,
        employee_code: late.code,
        employee_name: late.name,
        error: `Row 2: ${late.code} ${late.name} joined on 10 Jul 2025, after June 2025: no pay before the month of joining`,
      },
    ]);
    const july = await upload({ year: 2025, month: 7 }, [row(late, given)]);
    expect(july.errors).toEqual([]);
    expect(july.success[0]).toMatchObject({ net_salary: 20_000 - 1_800 - 200 });
  });

  it('refuses a month after the month a terminated employee left; the leaving month is paid', async () => {
    const leaver = await hire('Sunil Leaver', { branch: branches.maharashtra, hireDate: '2024-01-01' });
    // We keep no exit date yet: a terminated employee left when their record last changed (reports' leftOn).
    await t.database.db.execute(
      sql`update employees set status = 'terminated', updated_at = '2025-05-20 10:00:00+05:30' where id = ${leaver.id}`,
    );
    const given = { basic_salary: 20000, pf_deduction: 1800, esic_deduction: 0, professional_tax: 200 };
    const june = await upload({ year: 2025, month: 6 }, [row(leaver, given)]);
    expect(june.errors.map((e: Json) => e.error)).toEqual([
      `Row 2: ${leaver.code} ${leaver.name} left on 20 May 2025, before June 2025: no pay after the month of leaving`,
    ]);
    const may = await upload({ year: 2025, month: 5 }, [row(leaver, given)]);
    expect(may.errors).toEqual([]);
    expect(may.success).toHaveLength(1);
  });

  it('says what to do when blank cells cannot be computed: no salary structure in force', async () => {
    const bare = await hire('Nina Bare', { branch: branches.maharashtra, hireDate: '2024-01-01' });
    const results = await upload({ year: 2025, month: 6 }, [row(bare, { basic_salary: 20000 })]);
    expect(results.errors.map((e: Json) => e.error)).toEqual([
      'PF, ESIC, PT left blank cannot be computed: No salary structure in force for the month; fill them in',
    ]);
    // With the cells given the row needs no structure.
    const given = await upload({ year: 2025, month: 6 }, [
      row(bare, { basic_salary: 20000, pf_deduction: 1800, esic_deduction: 0, professional_tax: 200 }),
    ]);
    expect(given.success).toHaveLength(1);
  });
});
