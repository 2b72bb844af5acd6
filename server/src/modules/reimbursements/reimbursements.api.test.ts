import { RECEIPT_MAX_BYTES } from '@hrms/contracts/reimbursements';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPayload, create } from '../../../test/fixtures';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { finalSettlements } from '../../db/schema/exits';
import { auditEvents } from '../../db/schema/platform';
import { reimbursementClaims } from '../../db/schema/reimbursements';
import { addDays, shortDate, todayIn } from '../../platform/dates';
import { claimsDue, settleClaims } from './settlement';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PASSWORD = 'Passw0rd!x';

const today = todayIn();
/** Last month: the demo has attendance for it and leaves its runs processed (every sixth approved). */
const lastMonth = (() => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
})();
const pad = (n: number) => String(n).padStart(2, '0');
const inLastMonth = (day: number) => `${lastMonth.year}-${pad(lastMonth.month)}-${pad(day)}`;

describe('expense claims', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let employee: string;
  /** A colleague of the employee's, signed in with the employee role; their last month's run is open. */
  let claimant: string;
  let claimantId: number;
  /** A user without an employee record. */
  let nobody: string;
  let categories: Record<string, Json>;

  const claim = (
    token: string,
    fields: Record<string, string | number | undefined>,
    receipt: { name: string; data: Buffer; type?: string } | null = { name: 'receipt.pdf', data: PDF },
  ) => {
    const form = multipartForm(fields, receipt ? { field: 'receipt', ...receipt } : undefined);
    return t.as(token, {
      method: 'POST',
      url: '/api/reimbursements',
      headers: form.headers,
      payload: form.payload,
    });
  };
  const get = (token: string, url: string) => t.as(token, { method: 'GET', url });
  const put = (token: string, url: string, payload?: Json) => t.as(token, { method: 'PUT', url, payload });
  const filed = async (token: string, code: string, amount: number, date = inLastMonth(10)) => {
    const res = await claim(token, {
      category_id: categories[code]?.id,
      amount,
      expense_date: date,
      description: `${code} expense`,
    });
    if (res.statusCode !== 201) throw new Error(`claim ${res.statusCode} ${res.body}`);
    return res.json().reimbursement as Json;
  };
  const approved = async (token: string, code: string, amount: number, date?: string) => {
    const made = await filed(token, code, amount, date);
    const res = await put(hr, `/api/reimbursements/${made.id}/approve`);
    if (res.statusCode !== 200) throw new Error(`approve ${res.statusCode} ${res.body}`);
    return made;
  };
  const makeUser = async (email: string, employeeId: number | null, roles: string[]) => {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: {
        name: email,
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        employee_id: employeeId,
      },
    });
    if (created.statusCode !== 201) throw new Error(`user ${created.statusCode} ${created.body}`);
    const assigned = await t.as(admin, {
      method: 'POST',
      url: `/api/users/${created.json().user.id}/assign-roles`,
      payload: { roles },
    });
    if (assigned.statusCode !== 200) throw new Error(`roles ${assigned.statusCode} ${assigned.body}`);
    return t.login(email, PASSWORD);
  };

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, employee] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const [colleague] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select e.id from employees e
          join payroll_runs r on r.employee_id = e.id and r.year = ${lastMonth.year} and r.month = ${lastMonth.month}
          where r.status = 'processed' and e.status = 'active'
            and not exists (select 1 from users u where u.employee_id = e.id)
          order by e.id limit 1`,
    );
    claimantId = colleague?.id ?? 0;
    claimant = await makeUser('claimant@demo.test', claimantId, ['employee']);
    nobody = await makeUser('nobody@demo.test', null, ['employee']);
    const list = await get(employee, '/api/reimbursement-categories');
    categories = Object.fromEntries((list.json().data as Json[]).map((c) => [c.code, c]));
  });
  afterAll(() => t.close());

  it('lists the seeded categories with their taxability, limit and receipt rule to anyone signed in', async () => {
    expect(Object.keys(categories).sort()).toEqual(
      ['BOOKS', 'CONVEYANCE', 'FUEL', 'MEALS', 'MEDICAL', 'MOBILE', 'OTHER', 'RELOCATION', 'TRAVEL'].sort(),
    );
    expect(categories.TRAVEL).toMatchObject({
      is_taxable: false,
      requires_receipt: true,
      max_amount: 100_000,
    });
    expect(categories.CONVEYANCE).toMatchObject({ is_taxable: false, requires_receipt: false });
    expect(categories.MEDICAL).toMatchObject({ is_taxable: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/reimbursement-categories' })).statusCode).toBe(
      401,
    );
  });

  it('answers every problem of a claim field by field', async () => {
    const empty = await claim(employee, {}, null);
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['amount', 'category_id', 'description', 'expense_date'].sort(),
    );

    const bad = await claim(
      employee,
      {
        category_id: categories.MEALS?.id,
        amount: 5000.01,
        expense_date: addDays(today, 1),
        description: 'Dinner with a client',
      },
      null,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      amount: ['A business meals claim may be at most ₹5,000.'],
      expense_date: ['The expense date cannot be in the future.'],
      receipt: ['A receipt is required for this category.'],
    });

    const zero = await claim(employee, {
      category_id: categories.MEALS?.id,
      amount: 0,
      expense_date: today,
      description: 'x',
    });
    expect(zero.json().errors).toEqual({ amount: ['The amount must be greater than zero.'] });

    const text = await claim(
      employee,
      { category_id: categories.MEALS?.id, amount: 10, expense_date: today, description: 'x' },
      { name: 'bill.pdf', data: Buffer.from('not a pdf at all'), type: 'application/pdf' },
    );
    expect(text.json().errors).toEqual({
      receipt: ['The receipt must be a file of type: pdf, jpg, jpeg, png.'],
    });

    const unknown = await claim(employee, {
      category_id: 99_999,
      amount: 10,
      expense_date: today,
      description: 'x',
    });
    expect(unknown.json().errors).toEqual({ category_id: ['The selected category is invalid.'] });

    const large = await claim(
      employee,
      { category_id: categories.MEALS?.id, amount: 10, expense_date: today, description: 'x' },
      { name: 'big.pdf', data: Buffer.concat([PDF, Buffer.alloc(RECEIPT_MAX_BYTES, 0x20)]) },
    );
    expect(large.statusCode).toBe(413);

    // Local conveyance needs no receipt; at its limit exactly is fine.
    const conveyance = await claim(
      employee,
      { category_id: categories.CONVEYANCE?.id, amount: 5000, expense_date: today, description: 'Autos' },
      null,
    );
    expect(conveyance.statusCode).toBe(201);
    expect(conveyance.json().reimbursement).toMatchObject({ status: 'pending', receipt: null, amount: 5000 });
    const me = (await get(employee, '/api/me')).json().user.employee;
    expect(
      await t.database.db
        .select()
        .from(reimbursementClaims)
        .where(eq(reimbursementClaims.employee_id, me.id)),
    ).toHaveLength(1);
  });

  it('refuses a claim from a user without an employee record', async () => {
    const res = await claim(nobody, {
      category_id: categories.MEALS?.id,
      amount: 10,
      expense_date: today,
      description: 'x',
    });
    expect(res.statusCode).toBe(403);
    expect((await get(nobody, '/api/reimbursements')).json().total).toBe(0);
  });

  it('keeps the receipt byte for byte and shows it to the claimant and approvers only', async () => {
    const made = await filed(employee, 'BOOKS', 799.5, today);
    expect(made).toMatchObject({
      amount: 799.5,
      receipt: { filename: 'receipt.pdf', content_type: 'application/pdf' },
      paid_in: null,
      is_paid: false,
    });
    for (const token of [employee, hr, admin]) {
      const down = await get(token, `/api/reimbursements/${made.id}/receipt`);
      expect(down.statusCode).toBe(200);
      expect(down.headers['content-type']).toBe('application/pdf');
      expect(down.rawPayload.equals(PDF)).toBe(true);
    }
    // Someone else's claim does not exist for a colleague without the permission.
    expect((await get(claimant, `/api/reimbursements/${made.id}/receipt`)).statusCode).toBe(404);
    expect((await get(claimant, `/api/reimbursements/${made.id}`)).statusCode).toBe(404);

    const png = await claim(
      employee,
      { category_id: categories.MOBILE?.id, amount: 499, expense_date: today, description: 'Data pack' },
      { name: 'bill.png', data: PNG, type: 'application/octet-stream' },
    );
    expect(png.json().reimbursement.receipt).toEqual({ filename: 'bill.png', content_type: 'image/png' });
  });

  it('lists own claims to an employee and the company’s to an approver, pending first, with filters', async () => {
    const mine = (await get(employee, '/api/reimbursements?per_page=100')).json();
    const me = (await get(employee, '/api/me')).json().user.employee;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.data.every((c: Json) => c.employee.id === me.id)).toBe(true);
    // The employee cannot widen it by asking for someone else.
    expect((await get(employee, `/api/reimbursements?employee_id=${claimantId}`)).json().total).toBe(0);

    await filed(claimant, 'TRAVEL', 1200);
    const all = (await get(hr, '/api/reimbursements?per_page=100')).json();
    const claimants = new Set(all.data.map((c: Json) => c.employee.id));
    expect(claimants.has(me.id) && claimants.has(claimantId)).toBe(true);
    const theirs = (await get(hr, `/api/reimbursements?employee_id=${claimantId}`)).json();
    expect(theirs.data.map((c: Json) => c.category.code)).toEqual(['TRAVEL']);
    const books = (await get(hr, `/api/reimbursements?category_id=${categories.BOOKS?.id}`)).json();
    expect(books.data.map((c: Json) => c.category.code)).toEqual(['BOOKS']);

    const rejected = await filed(claimant, 'MEALS', 300);
    await put(hr, `/api/reimbursements/${rejected.id}/reject`, { reason: 'Not a business meal' });
    const queue = (await get(hr, '/api/reimbursements?per_page=100')).json().data as Json[];
    const firstDecided = queue.findIndex((c) => c.status !== 'pending');
    expect(queue.slice(firstDecided).every((c) => c.status !== 'pending')).toBe(true);
    const onlyRejected = (
      await get(hr, `/api/reimbursements?status=rejected&employee_id=${claimantId}`)
    ).json();
    expect(onlyRejected.data).toHaveLength(1);
    expect(onlyRejected.data[0]).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Not a business meal',
      decided_by: { name: expect.any(String) },
    });
  });

  it('lets only approvers decide, never on their own claim, and a reason is required to reject', async () => {
    const made = await filed(claimant, 'TRAVEL', 640);
    expect((await put(employee, `/api/reimbursements/${made.id}/approve`)).statusCode).toBe(403);
    expect((await put(claimant, `/api/reimbursements/${made.id}/approve`)).statusCode).toBe(403);
    const noReason = await put(hr, `/api/reimbursements/${made.id}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['A rejection reason is required']);

    const hrOwn = await filed(hr, 'TRAVEL', 2000);
    const own = await put(hr, `/api/reimbursements/${hrOwn.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot approve your own expense claim');
    expect((await put(hr, `/api/reimbursements/${hrOwn.id}/reject`, { reason: 'no' })).statusCode).toBe(403);
    // Someone else may.
    expect((await put(admin, `/api/reimbursements/${hrOwn.id}/approve`)).statusCode).toBe(200);
    expect((await put(hr, '/api/reimbursements/999999/approve')).statusCode).toBe(404);
  });

  it('approves a claim exactly once when approvers act at the same time', async () => {
    const made = await filed(claimant, 'TRAVEL', 1500);
    const answers = await Promise.all([
      put(hr, `/api/reimbursements/${made.id}/approve`),
      put(admin, `/api/reimbursements/${made.id}/approve`),
      put(hr, `/api/reimbursements/${made.id}/approve`),
      put(admin, `/api/reimbursements/${made.id}/reject`, { reason: 'Duplicate' }),
      put(hr, `/api/reimbursements/${made.id}/approve`),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_type, 'reimbursement'), eq(auditEvents.entity_id, made.id)));
    expect(events.map((e) => e.action).sort()).toEqual(
      ['reimbursement.claimed', answers.find((a) => a.statusCode === 200)?.json().reimbursement.status]
        .map((s) => (s === 'reimbursement.claimed' ? s : `reimbursement.${s}`))
        .sort(),
    );
    const again = await put(hr, `/api/reimbursements/${made.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^This claim is already (approved|rejected)$/);
  });

  it('hides another company’s claims from its approvers: lists leave them out, the rest answers 404', async () => {
    const made = await filed(claimant, 'TRAVEL', 300);
    const acme = (await create(t, admin, '/api/companies', companyPayload(), 'company')).id as number;
    const [acmeEmployee] = await t.database.db
      .insert(employees)
      .values({
        employee_id: 'ACME-HR',
        first_name: 'Asha',
        last_name: 'Acme',
        email: 'asha@acme.test',
        company_id: acme,
        hire_date: '2024-04-01',
      })
      .returning({ id: employees.id });
    const acmeHr = await makeUser('hr@acme.test', acmeEmployee?.id ?? 0, ['hr_manager']);
    expect((await get(acmeHr, '/api/reimbursements')).json().total).toBe(0);
    expect((await get(acmeHr, `/api/reimbursements/${made.id}`)).statusCode).toBe(404);
    expect((await get(acmeHr, `/api/reimbursements/${made.id}/receipt`)).statusCode).toBe(404);
    expect((await put(acmeHr, `/api/reimbursements/${made.id}/approve`)).statusCode).toBe(404);
    expect((await put(acmeHr, `/api/reimbursements/${made.id}/reject`, { reason: 'No' })).statusCode).toBe(
      404,
    );
    expect((await get(hr, `/api/reimbursements/${made.id}`)).json().reimbursement.status).toBe('pending');
    expect(
      (await t.as(claimant, { method: 'DELETE', url: `/api/reimbursements/${made.id}` })).statusCode,
    ).toBe(200);
  });

  it('lets the claimant alone withdraw a pending claim', async () => {
    const made = await filed(claimant, 'BOOKS', 250);
    expect((await t.as(hr, { method: 'DELETE', url: `/api/reimbursements/${made.id}` })).statusCode).toBe(
      403,
    );
    expect(
      (await t.as(employee, { method: 'DELETE', url: `/api/reimbursements/${made.id}` })).statusCode,
    ).toBe(404);
    const gone = await t.as(claimant, { method: 'DELETE', url: `/api/reimbursements/${made.id}` });
    expect(gone.statusCode).toBe(200);
    expect((await get(claimant, `/api/reimbursements/${made.id}`)).statusCode).toBe(404);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'reimbursement.withdrawn'), eq(auditEvents.entity_id, made.id)));
    expect(event?.summary).toBe(
      `Withdrew a Books and periodicals claim of ₹250.00 (${shortDate(inLastMonth(10))})`,
    );

    const decided = await approved(claimant, 'BOOKS', 100);
    const late = await t.as(claimant, { method: 'DELETE', url: `/api/reimbursements/${decided.id}` });
    expect(late.statusCode).toBe(409);
  });

  describe('paid through payroll', () => {
    let runId: number;
    let before: { gross: number; taxable: number };
    let travel: Json;
    let medical: Json;

    const process = async (month = lastMonth) => {
      const res = await t.as(hr, {
        method: 'POST',
        url: '/api/payroll/process',
        payload: { employee_id: claimantId, ...month },
      });
      const [result] = res.json().results as Json[];
      if (!result?.payroll_run_id) throw new Error(`process ${res.statusCode} ${res.body}`);
      return result.payroll_run_id as number;
    };
    const figures = async (id: number) => {
      const answer = (await get(hr, `/api/payroll-runs/${id}/breakdown`)).json();
      const [stored] = await rawRows<{ taxable: string }>(
        t.database.db,
        sql`select breakdown->>'taxable_earnings' as taxable from payroll_runs where id = ${id}`,
      );
      return {
        gross: answer.breakdown.total_earnings as number,
        taxable: Number(stored?.taxable),
        reimbursements: answer.breakdown.earnings.reimbursements as number,
        claims: answer.breakdown.claims as Json[],
      };
    };

    beforeAll(async () => {
      // Every claim of theirs so far is settled one way or another: start from none approved and unpaid.
      await t.database.db
        .delete(reimbursementClaims)
        .where(
          and(eq(reimbursementClaims.employee_id, claimantId), eq(reimbursementClaims.status, 'approved')),
        );
      runId = await process();
      before = await figures(runId);
      travel = await approved(claimant, 'TRAVEL', 1000);
      medical = await approved(claimant, 'MEDICAL', 500);
    });

    it('pays approved claims in the next run processed, non-taxable ones outside taxable earnings', async () => {
      expect(await process()).toBe(runId);
      const after = await figures(runId);
      expect(after.reimbursements).toBe(1500);
      expect(after.gross).toBeCloseTo(before.gross + 1500, 2);
      // Only the medical claim is taxable salary (travel is s.10(14)(i)).
      expect(after.taxable).toBeCloseTo(before.taxable + 500, 2);
      expect(after.claims.map((c) => [c.id, c.category, c.amount, c.taxable])).toEqual([
        [travel.id, 'Business travel', 1000, false],
        [medical.id, 'Medical', 500, true],
      ]);
      const shown = (await get(claimant, `/api/reimbursements/${travel.id}`)).json().reimbursement;
      expect(shown).toMatchObject({
        status: 'approved',
        paid_in: {
          payroll_run_id: runId,
          pay_period: `${lastMonth.year}-${pad(lastMonth.month)}`,
          status: 'processed',
        },
        is_paid: false,
      });
    });

    it('does not pay a claim twice when the month is processed again', async () => {
      expect(await process()).toBe(runId);
      const again = await figures(runId);
      expect(again.reimbursements).toBe(1500);
      expect(again.claims).toHaveLength(2);
    });

    it('does not pay a claim in a month before its expense', async () => {
      const later = await approved(claimant, 'OTHER', 200, today);
      expect(await process()).toBe(runId);
      expect((await figures(runId)).reimbursements).toBe(1500);
      const shown = (await get(claimant, `/api/reimbursements/${later.id}`)).json().reimbursement;
      expect(shown.paid_in).toBeNull();
      // Not for the settlement either while a run may still take it: it is due, being approved and untaken.
      expect((await claimsDue(t.database.db, claimantId)).map((c) => c.id)).toEqual([later.id]);
      await t.database.db.delete(reimbursementClaims).where(eq(reimbursementClaims.id, later.id));
    });

    it('reads as paid once its run is paid, and a later run does not pick it up again', async () => {
      expect((await put(admin, `/api/payroll-runs/${runId}/approve`)).statusCode).toBe(200);
      expect((await put(hr, `/api/payroll-runs/${runId}/mark-paid`)).statusCode).toBe(200);
      const shown = (await get(claimant, '/api/reimbursements?status=approved')).json().data as Json[];
      const paid = shown.filter((c) => [travel.id, medical.id].includes(c.id));
      expect(paid.map((c) => [c.is_paid, c.paid_in.status])).toEqual([
        [true, 'paid'],
        [true, 'paid'],
      ]);
      // This month's run (a draft until the month ends) finds nothing of theirs to pay.
      const [y, m] = today.split('-').map(Number) as [number, number];
      const next = await process({ year: y, month: m });
      expect((await figures(next)).reimbursements).toBe(0);
      expect(await claimsDue(t.database.db, claimantId)).toEqual([]);
    });

    it('hands approved claims no run has taken to the final settlement, once', async () => {
      const due = await approved(claimant, 'RELOCATION', 25_000, today);
      const owed = await claimsDue(t.database.db, claimantId);
      expect(owed).toEqual([
        { id: due.id, category: 'Relocation', expenseDate: today, amount: 2_500_000, taxable: false },
      ]);
      const [settlement] = await t.database.db
        .insert(finalSettlements)
        .values({ employee_id: claimantId, last_working_day: today, statement: {} })
        .returning({ id: finalSettlements.id });
      const settlementId = settlement?.id ?? 0;
      await t.database.db.transaction((tx) => settleClaims(tx, [due.id], settlementId));
      expect(await claimsDue(t.database.db, claimantId)).toEqual([]);
      const shown = (await get(claimant, `/api/reimbursements/${due.id}`)).json().reimbursement;
      expect(shown).toMatchObject({ paid_in: null, final_settlement: { id: settlementId, status: 'draft' } });
      // Settled already: a second settlement of it is refused, and this month's run leaves it alone.
      await expect(
        t.database.db.transaction((tx) => settleClaims(tx, [due.id], settlementId)),
      ).rejects.toThrow(/paid meanwhile/);
      const [y, m] = today.split('-').map(Number) as [number, number];
      expect((await figures(await process({ year: y, month: m }))).reimbursements).toBe(0);
    });
  });
});
