import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handWorkedCodeWages } from '../../../test/code-wages';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { employees } from '../../db/schema/employees';
import { payrollRuns } from '../../db/schema/payroll';
import { todayIn } from '../../platform/dates';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/** Last month: the demo database has its attendance and processed runs. */
const lastMonth = (() => {
  const [y, m] = todayIn().split('-').map(Number) as [number, number];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
})();
const day = (d: number) =>
  `${lastMonth.year}-${String(lastMonth.month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const PASSWORD = 'Settle@12345';

describe('full and final settlements', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let employee: string;
  let other: string;
  let me: number;
  let otherId: number;
  let noExitId: number;
  let settlement: Json;

  /** Records an exit straight in the table (the exits API is another area's; its rules are tested there). */
  const recordExit = (id: number, exit: { notice: string; lwd: string; type: string }) =>
    t.database.db
      .update(employees)
      .set({
        hire_date: '2014-01-01',
        notice_date: exit.notice,
        last_working_day: exit.lwd,
        exit_type: exit.type,
        exit_reason: 'Moving on',
      })
      .where(eq(employees.id, id));

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, employee] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    me = (await t.as(employee, { method: 'GET', url: '/api/me' })).json().user.employee.id;
    // A second employee with a sign-in of their own, who must not see the first one's settlement.
    const list = (
      await t.as(admin, { method: 'GET', url: '/api/employees?without_user=true&per_page=3' })
    ).json().data as Json[];
    [otherId, noExitId] = list.map((e) => e.id) as [number, number];
    const user = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Settlement Other',
        email: 'settle-other@demo.test',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        employee_id: otherId,
      },
    });
    expect(user.statusCode).toBe(201);
    await t.as(admin, {
      method: 'POST',
      url: `/api/users/${user.json().user.id}/assign-roles`,
      payload: { roles: ['employee'] },
    });
    other = await t.login('settle-other@demo.test', PASSWORD);
    // Resigned: notice on the 1st, left on the 20th of last month — 20 days served of 30.
    await recordExit(me, { notice: day(1), lwd: day(20), type: 'resignation' });
    await recordExit(otherId, { notice: day(1), lwd: day(25), type: 'termination' });
  });
  afterAll(() => t.close());

  const read = async (token: string) =>
    (await t.as(token, { method: 'GET', url: `/api/final-settlements/${settlement.id}` })).json()
      .final_settlement as Json;
  const statementText = async (token: string) =>
    pdfText(
      (await t.as(token, { method: 'GET', url: `/api/final-settlements/${settlement.id}/statement` }))
        .rawPayload,
    );

  it('refuses an employee without an exit (409), and anyone without manage-final-settlements (403)', async () => {
    const none = await t.as(hr, { method: 'POST', url: `/api/employees/${noExitId}/final-settlement` });
    expect(none.statusCode).toBe(409);
    const self = await t.as(employee, { method: 'POST', url: `/api/employees/${me}/final-settlement` });
    expect(self.statusCode).toBe(403);
    const missing = await t.as(hr, { method: 'POST', url: '/api/employees/999999/final-settlement' });
    expect(missing.statusCode).toBe(404);
  });

  it('computes the draft, processing the final month first, with every working', async () => {
    const res = await t.as(hr, { method: 'POST', url: `/api/employees/${me}/final-settlement`, payload: {} });
    expect(res.statusCode).toBe(201);
    settlement = res.json().final_settlement;
    const w = settlement.workings;
    expect(settlement).toMatchObject({
      status: 'draft',
      last_working_day: day(20),
      exit_type: 'resignation',
    });
    expect(settlement.employee.id).toBe(me);

    // The final month's run was (re)processed to the last working day, and its net is paid with the settlement.
    const run = (
      await t.as(hr, {
        method: 'GET',
        url: `/api/payroll-runs?month=${lastMonth.month}&year=${lastMonth.year}&employee_id=${me}`,
      })
    ).json().data[0];
    expect(run.id).toBe(settlement.final_month_run_id);
    expect(['processed', 'approved']).toContain(run.status);
    expect(settlement.final_month_net).toBe(run.net_salary);
    expect(w.final_month.included).toBe(true);

    // Gratuity: hired 1 Jan 2014 — well past five years; 15/26 of the wages last drawn per year counted, to the
    // rupee. Under the Labour Codes (the company's default) the wages are the Codes' wages of the structure in
    // force (Code on Social Security s.53(2), s.2(88)), more than its BASIC + DA; leave is encashed on the
    // company's basis (BASIC) but never on less than them.
    const breakdown = (
      await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${run.id}/breakdown` })
    ).json();
    const hand = handWorkedCodeWages(breakdown.inputs.structure);
    expect(hand.codeWages).toBeGreaterThan(hand.basicDa);
    expect(w.gratuity).toMatchObject({
      wages_basis: 'code_wages',
      monthly_wages: Math.round(hand.codeWages),
    });
    expect(w.leave_encashment).toMatchObject({
      basis: 'basic',
      monthly_basis_pay: Math.round(hand.codeWages),
      raised_to_code_wages: true,
    });
    expect(w.gratuity.eligible).toBe(true);
    const years = w.gratuity.service.years + (w.gratuity.service.months >= 6 ? 1 : 0);
    expect(w.gratuity.years_counted).toBeGreaterThanOrEqual(years);
    expect(settlement.gratuity).toBe(
      Math.round((w.gratuity.monthly_wages * 15 * w.gratuity.years_counted) / 26),
    );

    // Notice: 20 days served of 30 → 10 days recovered at gross ÷ 30.
    expect(w.notice_pay).toMatchObject({
      required_days: 30,
      served_days: 20,
      shortfall_days: 10,
      waived: false,
    });
    expect(settlement.notice_pay).toBe(-Math.round((w.notice_pay.monthly_basis_pay * 10) / 30));

    // Leave encashment: the Annual Leave balance (encashable in the seed) at BASIC ÷ 26.
    expect(w.leave_encashment.balances.map((b: Json) => b.code)).toContain('AL');
    expect(settlement.leave_encashment).toBeCloseTo(
      Math.round((w.leave_encashment.monthly_basis_pay * w.leave_encashment.days) / 26),
      0,
    );

    expect(settlement.tds).toBeGreaterThanOrEqual(0);
    expect(settlement.tds).toBe(w.tds.tds);
    expect(settlement.net_payable).toBeCloseTo(
      settlement.final_month_net +
        settlement.leave_encashment +
        settlement.gratuity +
        settlement.notice_pay +
        settlement.reimbursements +
        settlement.bonus -
        settlement.loan_recovery -
        settlement.tds +
        w.net_rounding,
      2,
    );
    // Paid to the rupee (docs/decisions/exits.md): whole rupees, the paise in the rounding line.
    expect(Number.isInteger(settlement.net_payable)).toBe(true);
    expect(Math.abs(w.net_rounding)).toBeLessThanOrEqual(0.5);
  });

  it('recomputes the draft, waiving the notice recovery when asked', async () => {
    const res = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${me}/final-settlement`,
      payload: { waive_notice_recovery: true },
    });
    expect(res.statusCode).toBe(200);
    const again = res.json().final_settlement;
    expect(again.id).toBe(settlement.id);
    expect(again.notice_pay).toBe(0);
    expect(again.workings.notice_pay.waived).toBe(true);
    settlement = again;
  });

  it('is read by HR; the employee sees it on their own card once approved, never as a draft', async () => {
    expect(
      (await t.as(hr, { method: 'GET', url: `/api/final-settlements/${settlement.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await t.as(employee, { method: 'GET', url: `/api/final-settlements/${settlement.id}` })).statusCode,
    ).toBe(403);
    const draft = await t.as(employee, { method: 'GET', url: `/api/employees/${me}/final-settlement` });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toEqual({ final_settlement: null });
    const draftStatement = await t.as(employee, {
      method: 'GET',
      url: `/api/final-settlements/${settlement.id}/statement`,
    });
    expect(draftStatement.statusCode).toBe(404);
    // HR's print of the draft is marked as one.
    const printed = await statementText(hr);
    expect(printed).toContain('DRAFT');
    // Its exemptions and TDS cite the statute of the leaver's tax year, not a section written in the code.
    const year = (await read(hr)).workings.tds.financial_year;
    const statute = (await t.as(hr, { method: 'GET', url: `/api/statute?tax_year=${year}` })).json();
    const text = printed.replace(/\s+/g, ' ');
    expect(text).toContain(`TDS under s.${statute.sections.salary_tds}`);
    expect(text).toContain(`Exempt under s.${statute.sections.leave_encashment}`);
    const forHr = await t.as(hr, { method: 'GET', url: `/api/employees/${me}/final-settlement` });
    expect(forHr.json().final_settlement.id).toBe(settlement.id);
    expect(
      (await t.as(other, { method: 'GET', url: `/api/employees/${me}/final-settlement` })).statusCode,
    ).toBe(404);
    const none = await t.as(other, { method: 'GET', url: `/api/employees/${otherId}/final-settlement` });
    expect(none.json()).toEqual({ final_settlement: null });
  });

  it('keeps duties apart: whoever computed it cannot approve it', async () => {
    // The settlement says so before anyone tries: the page disables Approve with this reason.
    expect((await read(hr)).approval_blocked).toBe(
      'You computed this settlement; someone else must approve it',
    );
    expect((await read(admin)).approval_blocked).toBeNull();
    const res = await t.as(hr, { method: 'PUT', url: `/api/final-settlements/${settlement.id}/approve` });
    expect(res.statusCode).toBe(403);
    const employeeTries = await t.as(employee, {
      method: 'PUT',
      url: `/api/final-settlements/${settlement.id}/approve`,
    });
    expect(employeeTries.statusCode).toBe(403);
    const notYet = await t.as(admin, {
      method: 'PUT',
      url: `/api/final-settlements/${settlement.id}/mark-paid`,
    });
    expect(notYet.statusCode).toBe(409);
  });

  it('refuses to approve a draft the exit has moved away from, until it is recomputed (409)', async () => {
    await recordExit(me, { notice: day(1), lwd: day(19), type: 'resignation' });
    const stale = await t.as(admin, {
      method: 'PUT',
      url: `/api/final-settlements/${settlement.id}/approve`,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/exit has changed/);
    expect((await read(admin)).approval_blocked).toBe(stale.json().message);
    await recordExit(me, { notice: day(1), lwd: day(20), type: 'resignation' });
  });

  it('refuses to approve while the final month’s run is a draft, and says why on the settlement', async () => {
    const runId = settlement.final_month_run_id as number;
    const [run] = await t.database.db
      .select({ status: payrollRuns.status })
      .from(payrollRuns)
      .where(eq(payrollRuns.id, runId));
    if (!run) throw new Error('The final month has no run');
    await t.database.db.update(payrollRuns).set({ status: 'draft' }).where(eq(payrollRuns.id, runId));
    try {
      const blocked = (await read(admin)).approval_blocked;
      expect(blocked).toMatch(
        /payroll run must be processed before the settlement is approved \(it is draft\)$/,
      );
      const refused = await t.as(admin, {
        method: 'PUT',
        url: `/api/final-settlements/${settlement.id}/approve`,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(blocked);
    } finally {
      await t.database.db.update(payrollRuns).set({ status: run.status }).where(eq(payrollRuns.id, runId));
    }
  });

  it('approves exactly once under parallel requests; the employee is terminated and the final month approved', async () => {
    const answers = await Promise.all([
      t.as(admin, { method: 'PUT', url: `/api/final-settlements/${settlement.id}/approve` }),
      t.as(admin, { method: 'PUT', url: `/api/final-settlements/${settlement.id}/approve` }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const approved = answers.find((a) => a.statusCode === 200)?.json().final_settlement;
    expect(approved.status).toBe('approved');
    expect(approved.employee.status).toBe('terminated');
    // Nothing stands in the approver's way to paying it.
    expect(approved).toMatchObject({ approval_blocked: null, payment_blocked: null });
    // Approved, the statement is no longer a draft's.
    expect(await statementText(hr)).not.toContain('DRAFT');
    const own = await t.as(employee, { method: 'GET', url: `/api/employees/${me}/final-settlement` });
    expect(own.statusCode).toBe(200);
    expect(own.json().final_settlement).toMatchObject({ id: settlement.id, status: 'approved' });
    const run = (
      await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${settlement.final_month_run_id}` })
    ).json().payroll_run;
    expect(run.status).toBe('approved');
    // Approved: no recomputation, no deletion.
    expect(
      (await t.as(hr, { method: 'POST', url: `/api/employees/${me}/final-settlement` })).statusCode,
    ).toBe(409);
    expect(
      (await t.as(hr, { method: 'DELETE', url: `/api/final-settlements/${settlement.id}` })).statusCode,
    ).toBe(409);
  });

  it('is marked paid once, with the final month’s run', async () => {
    const paid = await t.as(admin, {
      method: 'PUT',
      url: `/api/final-settlements/${settlement.id}/mark-paid`,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().final_settlement.status).toBe('paid');
    const again = await t.as(admin, {
      method: 'PUT',
      url: `/api/final-settlements/${settlement.id}/mark-paid`,
    });
    expect(again.statusCode).toBe(409);
    const run = (
      await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${settlement.final_month_run_id}` })
    ).json().payroll_run;
    expect(run.status).toBe('paid');
  });

  it('lists the settlement in Reports (final-settlements) by its last working day', async () => {
    const res = await t.as(hr, {
      method: 'GET',
      url: `/api/reports/final-settlements?start_date=${day(1)}&end_date=${day(28)}&per_page=100`,
    });
    expect(res.statusCode).toBe(200);
    const row = res.json().rows.find((r: Json) => r.last_working_day === day(20));
    expect(row).toMatchObject({ status: 'paid', exit_type: 'resignation' });
    expect(row.net_payable).toBe(settlement.net_payable);
    expect(row.gratuity).toBe(settlement.gratuity);
  });

  it('gives the statement as a PDF to HR and to the employee, and 404 to another employee', async () => {
    for (const token of [hr, employee]) {
      const pdf = await t.as(token, {
        method: 'GET',
        url: `/api/final-settlements/${settlement.id}/statement`,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const stranger = await t.as(other, {
      method: 'GET',
      url: `/api/final-settlements/${settlement.id}/statement`,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('pays notice in lieu on a termination, and deletes a draft', async () => {
    const res = await t.as(hr, { method: 'POST', url: `/api/employees/${otherId}/final-settlement` });
    expect(res.statusCode).toBe(201);
    const draft = res.json().final_settlement;
    // Terminated on the 25th after notice on the 1st: 25 days served, 5 paid in lieu.
    expect(draft.workings.notice_pay).toMatchObject({ served_days: 25, shortfall_days: 5 });
    expect(draft.notice_pay).toBeGreaterThan(0);
    const gone = await t.as(hr, { method: 'DELETE', url: `/api/final-settlements/${draft.id}` });
    expect(gone.statusCode).toBe(200);
    expect((await t.as(hr, { method: 'GET', url: `/api/final-settlements/${draft.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.as(hr, { method: 'DELETE', url: `/api/final-settlements/${draft.id}` })).statusCode).toBe(
      404,
    );
  });
});

describe('full and final settlements of a death and a retrenchment', () => {
  let t: TestApp;
  let hr: string;
  let ids: number[];

  /** Hired on `hire`, the exit recorded through the exits API (notice on the 1st, left on the 20th). */
  const leave = async (id: number, hire: string, type: string) => {
    await t.database.db.update(employees).set({ hire_date: hire }).where(eq(employees.id, id));
    const res = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${id}/exit`,
      payload: { notice_date: day(1), last_working_day: day(20), exit_type: type, reason: 'Recorded by HR' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().employee.exit_type).toBe(type);
    const settled = await t.as(hr, {
      method: 'POST',
      url: `/api/employees/${id}/final-settlement`,
      payload: {},
    });
    expect(settled.statusCode).toBe(201);
    return settled.json().final_settlement as Json;
  };
  const netOf = (s: Json) =>
    s.final_month_net +
    s.leave_encashment +
    s.gratuity +
    s.notice_pay +
    s.retrenchment_compensation +
    s.reimbursements +
    s.bonus -
    s.loan_recovery -
    s.tds +
    s.workings.net_rounding;

  beforeAll(async () => {
    t = await createTestApp();
    hr = await t.login('hr@demo.test');
    const admin = await t.login('admin@demo.test');
    const list = (
      await t.as(admin, { method: 'GET', url: '/api/employees?without_user=true&per_page=2' })
    ).json().data as Json[];
    ids = list.map((e) => e.id);
  });
  afterAll(() => t.close());

  it('a death: gratuity without five years, no notice either way, payable to the nominee or heirs', async () => {
    // Hired 1 April 2023, died on the 20th of last month (2026 or later): 3 years, 7 months and some days —
    // fewer than 240 days in the fourth year, so no gratuity on a resignation; on death the part year above six
    // months counts whole (s.4(2)): 4 years × 15 ÷ 26 of the Codes' wages.
    const s = await leave(ids[0] as number, '2023-04-01', 'death');
    const w = s.workings;
    expect(s.exit_type).toBe('death');
    expect(w.gratuity).toMatchObject({ eligible: true, years_counted: 4 });
    expect(w.gratuity.service).toMatchObject({ years: 3, months: 7 });
    expect(w.gratuity.service.part_year_days).toBeLessThan(240);
    expect(s.gratuity).toBe(Math.round((w.gratuity.monthly_wages * 15 * 4) / 26));
    expect(w.notice_pay).toMatchObject({ amount: 0, note: 'Death: no notice pay' });
    expect(s.notice_pay).toBe(0);
    expect(s.retrenchment_compensation).toBe(0);
    expect(w.retrenchment).toBeNull();
    expect(w.payable_to).toMatch(/nominee/);
    expect(s.net_payable).toBeCloseTo(netOf(s), 2);
    // The statement says who is paid.
    const pdf = await t.as(hr, { method: 'GET', url: `/api/final-settlements/${s.id}/statement` });
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')).toContain(
      'Payable to the nominee or, without a nomination, the legal heirs',
    );
  });

  it('a retrenchment: compensation for each year and the part above six months, notice paid in lieu', async () => {
    // Hired 1 May 2024, retrenched on the 20th of last month: 2 years 6 months and some days → 3 years ×
    // 15 ÷ 26 of the Codes' wages (IR Code s.70(b)); notice from the 1st: the statutory month is 30 days here
    // (as the company's), 20 served, 10 paid in lieu; 15 days' wages to the re-skilling fund, not in the net.
    const s = await leave(ids[1] as number, '2024-05-01', 'retrenchment');
    const w = s.workings;
    expect(s.exit_type).toBe('retrenchment');
    expect(w.retrenchment).toMatchObject({
      eligible: true,
      law: 'Industrial Relations Code 2020 s.70',
      years_counted: 3,
      wages_basis: 'code_wages',
      days_per_year: 15,
      day_divisor: 26,
      exemption_limit: 500_000,
      reskilling_fund_days: 15,
    });
    expect(w.retrenchment.monthly_wages).toBe(w.gratuity.monthly_wages);
    const compensation = Math.round((w.retrenchment.monthly_wages * 15 * 3) / 26);
    expect(s.retrenchment_compensation).toBe(compensation);
    expect(w.retrenchment).toMatchObject({ amount: compensation, exempt: compensation, taxable: 0 });
    expect(w.retrenchment.reskilling_fund).toBe(Math.round((w.retrenchment.monthly_wages * 15) / 26));
    expect(w.notice_pay.shortfall_days).toBeGreaterThan(0);
    expect(s.notice_pay).toBe(
      Math.round((w.notice_pay.monthly_basis_pay * w.notice_pay.shortfall_days) / w.notice_pay.day_divisor),
    );
    // Under five years: no gratuity on a retrenchment.
    expect(s.gratuity).toBe(0);
    expect(w.payable_to).toBeNull();
    expect(s.net_payable).toBeCloseTo(netOf(s), 2);
    // The register carries it.
    const register = await t.as(hr, {
      method: 'GET',
      url: `/api/reports/final-settlements?start_date=${day(1)}&end_date=${day(28)}&per_page=100`,
    });
    const row = register.json().rows.find((r: Json) => r.exit_type === 'retrenchment');
    expect(row.retrenchment_compensation).toBe(compensation);
    // The statement prints it, with the fund beside it.
    const pdf = await t.as(hr, { method: 'GET', url: `/api/final-settlements/${s.id}/statement` });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Retrenchment compensation (Industrial Relations Code 2020 s.70)');
    expect(text).toContain('Worker Re-skilling Fund');
  });
});
