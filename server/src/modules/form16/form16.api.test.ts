import type { Form16Figures } from '@hrms/contracts/form16';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from '../../../test/fixtures';
import { pdfText } from '../../../test/pdf-text';
import { FY, type Json, type TaxYearTestBed, taxYearTestBed } from '../../../test/tax-year-bed';
import { rawRows } from '../../db/client';

/**
 * The salary certificate through the real API for tax year 2026-27, the first under the Income-tax Act, 2025:
 * Form 130 (Form 16 serves the 1961 Act's years). A new joiner's April–June 2026 processed and approved by the
 * payroll endpoints, a challan for April, Q1's Form 138 receipt recorded; HR previews drafts until March 2027
 * is approved, then issues the certificates as a job. Its figures must be the runs' (salary under s.16 = their
 * taxable earnings, TDS = their deductions, one month row per run).
 */
const MONTHS = [4, 5, 6];
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('Form 16', () => {
  let bed: TaxYearTestBed;
  let joiner: number;
  let runs: Json[];
  let breakdowns: Json[];

  const download = (token: string, employeeId: number, fy = FY, draft = false) =>
    bed.get(token, `/api/employees/${employeeId}/form130?tax_year=${fy}${draft ? '&draft=true' : ''}`);
  /** Processes and approves a month for the joiner (HR processes, the admin approves). */
  const payMonth = async (year: number, month: number) => {
    const processed = await bed.t.as(bed.hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: [joiner], year, month },
    });
    expect(processed.statusCode).toBe(200);
    const [run] = (
      await bed.get(bed.hr, `/api/payroll-runs?year=${year}&month=${month}&employee_id=${joiner}`)
    ).json().data as Json[];
    const approved = await bed.t.as(bed.admin, {
      method: 'PUT',
      url: `/api/payroll-runs/${run?.id}/approve`,
      // A joiner's first pay is flagged by the review before approval, so the approval says why it stands.
      payload: { note: 'First pay checked against the offer' },
    });
    expect(approved.statusCode).toBe(200);
    return { run: approved.json().payroll_run as Json, id: run?.id as number };
  };
  const generate = (token: string, payload: Json) =>
    bed.t.as(token, { method: 'POST', url: '/api/form16/generate', payload });

  /** Polls the job until it ends; returns it with every progress value seen. */
  const finish = async (jobId: number) => {
    const seen: number[] = [];
    for (let i = 0; i < 2_000; i += 1) {
      const { job } = (await bed.get(bed.hr, `/api/jobs/${jobId}`)).json();
      seen.push(job.progress);
      if (job.status === 'succeeded' || job.status === 'failed') return { job, seen };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the Form 16 job did not finish');
  };

  const stored = async (employeeId: number) =>
    (
      await rawRows<{ id: number; figures: Form16Figures }>(
        bed.t.database.db,
        sql`select id, figures from form16_documents
            where employee_id = ${employeeId} and financial_year = ${FY}`,
      )
    )[0];

  beforeAll(async () => {
    bed = await taxYearTestBed();
    const { t, admin, hr } = bed;
    const components = (await bed.get(admin, '/api/salary-components?per_page=100&country_id=1')).json()
      .data as Json[];
    const id = (code: string) => components.find((c) => c.code === code)?.id;
    const [branch] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select id from branches where company_id = ${bed.demoCompany} and state_code = 'MH' order by id limit 1`,
    );
    const employee = await create<Json>(
      t,
      admin,
      '/api/employees',
      {
        first_name: 'Form',
        last_name: 'Sixteen',
        email: 'form.sixteen@demo.test',
        company_id: bed.demoCompany,
        department_id: 1,
        branch_id: branch?.id,
        gender: 'female',
        date_of_birth: '1990-05-20',
        hire_date: '2026-04-01',
        pan: 'ABCPS1234K',
      },
      'employee',
    );
    joiner = employee.id;
    const structure = await bed.put(admin, `/api/employees/${joiner}/salary-structure`, {
      effective_from: '2026-04-01',
      components: [
        { salary_component_id: id('BASIC'), amount: 100_000, percentage: null },
        { salary_component_id: id('HRA'), amount: null, percentage: 40 },
      ],
    });
    expect(structure.statusCode).toBe(200);
    await t.database.db.execute(sql`
      insert into attendance_records (employee_id, attendance_date, status, total_hours, is_approved)
      select ${joiner}, d::date, 'present', 8, true
      from generate_series('2026-04-01'::date, '2026-06-30'::date, interval '1 day') d`);

    runs = [];
    breakdowns = [];
    for (const month of MONTHS) {
      const { run, id } = await payMonth(2026, month);
      runs.push(run);
      breakdowns.push((await bed.get(hr, `/api/payroll-runs/${id}/breakdown`)).json().breakdown);
    }
    // April's deductions deposited on 7 May (rule 30(2)); May and June not yet.
    const challan = await t.as(hr, {
      method: 'POST',
      url: '/api/tds-challans',
      payload: {
        year: 2026,
        month: 4,
        bsr_code: '0510032',
        deposited_on: '2026-05-07',
        challan_serial: '04217',
        tax: 500_000,
      },
    });
    expect(challan.statusCode).toBe(201);
  });
  afterAll(() => bed?.close());

  it('processes the joiner’s three months with TDS (the figures the certificate must repeat)', () => {
    expect(runs.map((r) => [r.month, r.status])).toEqual(MONTHS.map((m) => [m, 'approved']));
    expect(runs.every((r) => r.tds_deduction > 0)).toBe(true);
  });

  it('is not issued before HR generates it: the employee gets 404, HR a draft computed now, marked DRAFT', async () => {
    const mine = await download(bed.employee, bed.me);
    expect(mine.statusCode).toBe(404);
    expect(mine.json()).toEqual({ message: `Form 130 for ${FY} has not been issued yet` });
    // Asking the employee's own as a draft changes nothing: drafts are HR's.
    expect((await download(bed.employee, bed.me, FY, true)).statusCode).toBe(404);

    const preview = await download(bed.hr, joiner);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(
      /^attachment; filename="form130_.+_2026-27_draft\.pdf"$/,
    );
    const text = await pdfText(preview.rawPayload);
    expect(text).toContain('Form Sixteen');
    expect(text).toContain('FORM NO. 130 (DRAFT)');
    expect(text).toContain('Income-tax Act, 2025');
    expect(text).not.toContain('1961');
    expect(await stored(joiner)).toBeUndefined();
  });

  it('serves each year on its own form’s route: 2026-27 is not a Form 16, 2025-26 not a Form 130', async () => {
    const asForm16 = await bed.get(bed.hr, `/api/employees/${joiner}/form16?financial_year=${FY}`);
    expect(asForm16.statusCode).toBe(422);
    expect(asForm16.json().errors.financial_year).toEqual([
      'Tax year 2026-27 is certified in Form 130 (Income-tax Act, 2025).',
    ]);
    const asForm130 = await download(bed.hr, joiner, '2025-26');
    expect(asForm130.statusCode).toBe(422);
    expect(asForm130.json().errors.tax_year).toEqual([
      'Financial year 2025-26 is certified in Form 16 (Income-tax Act, 1961).',
    ]);
  });

  it('records Q1’s Form 138 receipt number: the form of the year, after the quarter, corrected in place', async () => {
    const record = (token: string, payload: Json) =>
      bed.t.as(token, { method: 'POST', url: '/api/tds-statements', payload });
    const q1 = { tax_year: FY, quarter: 1, form: '138', receipt_number: 'qvbnmklp', filed_on: '2026-07-28' };
    expect((await record(bed.employee, q1)).statusCode).toBe(403);
    const wrongForm = await record(bed.hr, { ...q1, form: '24Q' });
    expect(wrongForm.statusCode).toBe(422);
    expect(wrongForm.json().errors.form).toEqual(['2026-27 is reported in Form 138 (Income-tax Act, 2025).']);
    const early = await record(bed.hr, { ...q1, filed_on: '2026-06-30' });
    expect(early.json().errors.filed_on).toEqual(['A quarter’s statement is filed after the quarter ends.']);
    const badReceipt = await record(bed.hr, { ...q1, receipt_number: '1234' });
    expect(badReceipt.statusCode).toBe(422);
    expect(badReceipt.json().errors.receipt_number).toHaveLength(1);

    const typo = await record(bed.hr, { ...q1, receipt_number: 'QVBNMKLX' });
    expect(typo.statusCode).toBe(201);
    const fixed = await record(bed.hr, { ...q1, filed_on: '2026-08-03' });
    expect(fixed.statusCode).toBe(201);
    // Recorded again: the same statement, corrected; due 31 July (rule 219), so filed late.
    expect(fixed.json().tds_statement).toMatchObject({
      id: typo.json().tds_statement.id,
      receipt_number: 'QVBNMKLP',
      filed_on: '2026-08-03',
      due_on: '2026-07-31',
      late: true,
    });
    const listed = (await bed.get(bed.hr, `/api/tds-statements?tax_year=${FY}`)).json().data as Json[];
    expect(listed.map((r) => [r.quarter, r.form, r.receipt_number])).toEqual([[1, '138', 'QVBNMKLP']]);
    const audits = await rawRows<{ action: string; changes: Json }>(
      bed.t.database.db,
      sql`select action, changes from audit_events where entity_type = 'tds_statement' order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['tds_statement.recorded', 'tds_statement.corrected']);
    expect(audits[1]?.changes).toEqual({
      receipt_number: { from: 'QVBNMKLX', to: 'QVBNMKLP' },
      filed_on: { from: '2026-07-28', to: '2026-08-03' },
    });
    expect((await bed.get(bed.acmeHr, `/api/tds-statements?tax_year=${FY}`)).json().data).toEqual([]);
  });

  it('issues nothing while the year’s last month is open: 422 naming March 2027', async () => {
    const early = await generate(bed.hr, { financial_year: FY });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.financial_year).toEqual([
      'Form 130 for Tax year 2026-27 can be issued once the payroll of March 2027 is approved; until then HR can preview drafts.',
    ]);
    const list = (await bed.get(bed.hr, `/api/form16?financial_year=${FY}`)).json();
    expect(list.summary).toMatchObject({ form: 'Form 130', year_closed: false });
  });

  it('refuses a generation it cannot do: 403 without the permission, 404 another company, 422 bad or empty year', async () => {
    expect((await generate(bed.employee, { financial_year: FY })).statusCode).toBe(403);
    const elsewhere = await generate(bed.acmeHr, { company_id: bed.demoCompany, financial_year: FY });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: 'Company not found' });
    const malformed = await generate(bed.hr, { financial_year: '2026-28' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.financial_year).toEqual([
      'The financial year must be two consecutive years, like 2025-26.',
    ]);
    const unpaid = await generate(bed.acmeHr, { financial_year: FY });
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().errors.financial_year[0]).toMatch(/no Form 130 to issue/);
    const unpaidYear = await generate(bed.hr, { financial_year: '2030-31' });
    expect(unpaidYear.statusCode).toBe(422);
  });

  // The job issues the whole demo company's certificates (about 60): allow for a loaded machine.
  it('once March 2027 is approved, issues every paid employee’s Form 130 as a job; its figures equal the runs', {
    timeout: 180_000,
  }, async () => {
    // April 2027: March has ended; the joiner's March is paid and approved, closing the year.
    await bed.travelTo('2027-04-10');
    await bed.t.database.db.execute(sql`
      insert into attendance_records (employee_id, attendance_date, status, total_hours, is_approved)
      select ${joiner}, d::date, 'present', 8, true
      from generate_series('2027-03-01'::date, '2027-03-31'::date, interval '1 day') d`);
    const march = await payMonth(2027, 3);
    runs.push(march.run);
    breakdowns.push((await bed.get(bed.hr, `/api/payroll-runs/${march.id}/breakdown`)).json().breakdown);

    const [counted] = await rawRows<{ eligible: number }>(
      bed.t.database.db,
      sql`select count(distinct r.employee_id)::int as eligible from payroll_runs r
          join employees e on e.id = r.employee_id
          where e.company_id = ${bed.demoCompany} and r.status <> 'draft'
            and (r.year * 12 + r.month) between ${2026 * 12 + 4} and ${2027 * 12 + 3}`,
    );
    const eligible = counted?.eligible ?? 0;
    const started = await generate(bed.hr, { financial_year: FY });
    expect(started.statusCode).toBe(202);
    expect(started.json().message).toBe(`Generating Form 130 for ${eligible} employees for ${FY}`);
    const { job, seen } = await finish(started.json().job_id);
    expect(job).toMatchObject({
      status: 'succeeded',
      kind: 'tax.form16-bulk',
      progress: eligible,
      total: eligible,
      result: { generated: eligible, financial_year: FY },
    });
    expect(seen.every((p, i) => i === 0 || p >= (seen[i - 1] ?? 0))).toBe(true);

    const doc = await stored(joiner);
    const f = doc?.figures as Form16Figures;
    const item = (n: string) => f.part_b.find((l) => l.item === n)?.amount;
    // s.17(1) salary = the runs' taxable earnings; TDS = their deductions; one annexure row per run.
    expect(item('1(a)')).toBe(sum(breakdowns.map((b) => b.taxable_earnings ?? b.total_earnings)));
    expect(item('1(d)')).toBe(item('1(a)'));
    expect(f.totals.tds_this_employer).toBe(sum(runs.map((r) => r.tds_deduction)));
    expect(f.months.map((m) => [m.month, m.salary_paid, m.tds])).toEqual(
      runs.map((r) => [r.month, r.gross_salary, r.tds_deduction]),
    );
    expect(f.months.map((m) => m.challans)).toEqual([
      [{ bsr_code: '0510032', deposited_on: '2026-05-07', challan_serial: '04217' }],
      [],
      [],
      [],
    ]);
    const q1 = runs.slice(0, 3);
    expect(f.quarters[0]).toEqual({
      quarter: 1,
      receipt_number: 'QVBNMKLP',
      salary_paid: sum(q1.map((r) => r.gross_salary)),
      tds_deducted: sum(q1.map((r) => r.tds_deduction)),
      tds_deposited: runs[0]?.tds_deduction,
    });
    expect(f).toMatchObject({
      financial_year: FY,
      assessment_year: null,
      statute: { form: 'Form 130', year_label: 'Tax year 2026-27', certificate_section: 'section 395(4)' },
      period_from: '2026-04-01',
      period_to: '2027-03-31',
      regime: 'new',
      opting_out_of_115bac: false,
      employee: { id: joiner, name: 'Form Sixteen', pan: 'ABCPS1234K' },
    });
    expect(item('12')).toBe(f.totals.total_income);
    expect(item('19')).toBe(f.totals.tax_payable);

    const [audit] = await rawRows<{ changes: Json; company_id: number }>(
      bed.t.database.db,
      sql`select changes, company_id from audit_events where action = 'form16.generated' order by id desc limit 1`,
    );
    expect(audit).toEqual({
      company_id: bed.demoCompany,
      changes: { financial_year: FY, form: 'Form 130', generated: eligible },
    });
  });

  it('lets the employee download their own issued Form 130, never someone else’s; HR of another company 404', async () => {
    const mine = await download(bed.employee, bed.me);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    const own = await pdfText(mine.rawPayload);
    expect(own).toContain('FORM NO. 130');
    expect(own).not.toContain('DRAFT');

    const theirs = await download(bed.employee, joiner);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Employee not found' });
    expect((await download(bed.acmeHr, joiner)).statusCode).toBe(404);
    expect(
      (await bed.t.app.inject({ method: 'GET', url: `/api/employees/${joiner}/form130?tax_year=${FY}` }))
        .statusCode,
    ).toBe(401);
    expect((await download(bed.hr, joiner, '2026')).statusCode).toBe(422);

    // HR gets the issued copy: its text carries the runs' gross.
    const issued = await download(bed.hr, joiner);
    const gross = sum(breakdowns.map((b) => b.taxable_earnings ?? b.total_earnings));
    const inr = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    const text = await pdfText(issued.rawPayload);
    expect(text).toContain(inr.format(gross));
    expect(text).toContain('Not yet deposited');
    expect(text).toContain('04217');
    expect(text).toContain('QVBNMKLP');
    // HR can still preview a draft beside the issued copy.
    expect(await pdfText((await download(bed.hr, joiner, FY, true)).rawPayload)).toContain('(DRAFT)');
  });

  it('lists the issued documents with the company’s quarters; generating again replaces, never duplicates', {
    timeout: 120_000,
  }, async () => {
    const list = await bed.get(bed.hr, `/api/form16?financial_year=${FY}&per_page=100`);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    const row = (body.data as Json[]).find((r) => r.employee_id === joiner);
    const f = (await stored(joiner))?.figures as Form16Figures;
    expect(row).toMatchObject({
      employee_name: 'Form Sixteen',
      pan: 'ABCPS1234K',
      regime: 'new',
      gross_salary: f.totals.gross_salary,
      total_income: f.totals.total_income,
      tax_payable: f.totals.tax_payable,
      tds: f.totals.tds_this_employer,
    });
    expect(body.summary).toMatchObject({
      company_id: bed.demoCompany,
      financial_year: FY,
      form: 'Form 130',
      year_closed: true,
    });
    expect(body.summary.quarters[0].receipt_number).toBe('QVBNMKLP');
    expect(body.summary.issued).toBe(body.total);
    expect(body.summary.eligible).toBe(body.total);
    expect(body.summary.quarters[0].tds_deducted).toBeGreaterThanOrEqual(f.quarters[0]?.tds_deducted ?? 0);

    expect((await bed.get(bed.employee, `/api/form16?financial_year=${FY}`)).statusCode).toBe(403);
    expect(
      (await bed.get(bed.acmeHr, `/api/form16?financial_year=${FY}&company_id=${bed.demoCompany}`))
        .statusCode,
    ).toBe(404);
    const acme = (await bed.get(bed.acmeHr, `/api/form16?financial_year=${FY}`)).json();
    expect(acme).toMatchObject({
      data: [],
      total: 0,
      summary: { company_id: bed.acme, eligible: 0, issued: 0 },
    });

    const before = await stored(joiner);
    const again = await generate(bed.hr, { financial_year: FY });
    expect((await finish(again.json().job_id)).job.status).toBe('succeeded');
    const [issued] = await rawRows<{ n: number }>(
      bed.t.database.db,
      sql`select count(*)::int as n from form16_documents where financial_year = ${FY}`,
    );
    expect(issued?.n).toBe(body.total);
    // The same document, issued again in place.
    expect((await stored(joiner))?.id).toBe(before?.id);
  });
});
