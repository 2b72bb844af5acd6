import { PROFILE_DOCUMENT_REQUIRED } from '@hrms/contracts/profile';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, hireEmployee, signInFor } from '../../../test/accounts';
import { create, createCompanyWithDepartment } from '../../../test/fixtures';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/** Enough of a PNG for the content check: its signature and some bytes. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const NEW_BANK = { account_number: '9182 7364 5500 4321', ifsc: 'hdfc0001234' };
const PENDING = 'You already have a profile change waiting for approval.';

describe('profile change requests', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let priya: string;
  let priyaId: number;
  let priyaUserId: number;
  let outsiderHr: string;
  let outsiderEmployee: string;
  let manager: Json;
  let managerToken: string;
  let worker: Json;
  let workerToken: string;
  let oldAccount: string;
  let bankRequest: Json;

  /** A request as JSON, or as multipart with the proof when `proof` is given. */
  const ask = (token: string, changes: Json, proof?: { name: string; data: Buffer; type?: string }) =>
    t.as(token, {
      method: 'POST',
      url: '/api/profile-change-requests',
      ...(proof
        ? multipartForm(
            { changes: JSON.stringify(changes), reason: 'Moved my salary account' },
            { field: 'document', ...proof },
          )
        : { payload: { changes, reason: 'Moved my salary account' } }),
    });
  const png = { name: 'cheque.png', data: PNG, type: 'image/png' };
  const act = (token: string, id: number, action: string, payload?: Json) =>
    t.as(token, { method: 'PUT', url: `/api/profile-change-requests/${id}/${action}`, payload });
  const read = (token: string, id: number) =>
    t.as(token, { method: 'GET', url: `/api/profile-change-requests/${id}` });
  const list = async (token: string, query: string) =>
    t.as(token, { method: 'GET', url: `/api/profile-change-requests?${query}` });
  const bankOf = async (employeeId: number) =>
    (
      await rawRows<{ account: string; ifsc: string; pan: string }>(
        t.database.db,
        sql`select bank_account_number as account, bank_ifsc as ifsc, pan from employees where id = ${employeeId}`,
      )
    )[0];
  const notified = (userId: number) =>
    rawRows<Json>(
      t.database.db,
      sql`select title, body, link from notifications where user_id = ${userId} and event = 'profile_change.decided' order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    [hr, admin, priya] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const meAnswer = (await t.as(priya, { method: 'GET', url: '/api/me' })).json().user;
    priyaId = meAnswer.employee.id;
    priyaUserId = meAnswer.id;
    oldAccount = (await bankOf(priyaId))?.account as string;

    const { company, department } = await createCompanyWithDepartment(t, admin);
    const hire = (first_name: string) =>
      create<{ id: number }>(
        t,
        admin,
        '/api/employees',
        {
          first_name,
          last_name: 'Outsider',
          email: `${first_name.toLowerCase()}.outsider@acme.test`,
          company_id: company.id,
          department_id: department.id,
          hire_date: '2025-04-01',
        },
        'employee',
      );
    const [olga, otto] = [await hire('Olga'), await hire('Otto')];
    outsiderHr = await signInFor(t, admin, olga.id, 'olga.hr@acme.test', { roles: ['hr_manager'] });
    outsiderEmployee = await signInFor(t, admin, otto.id, 'otto@acme.test');

    manager = await hireEmployee(t, admin, {
      first_name: 'Mohan',
      last_name: 'Lead',
      hire_date: '2025-04-01',
    });
    worker = await hireEmployee(t, admin, {
      first_name: 'Wafa',
      last_name: 'Report',
      hire_date: '2025-04-01',
      manager_id: manager.id,
    });
    [managerToken, workerToken] = await Promise.all([
      accountFor(t, admin, manager),
      accountFor(t, admin, worker),
    ]);
  });
  afterAll(() => t.close());

  it('refuses a sensitive change without a proof, a field left to HR, a value already held and a bad form', async () => {
    const noProof = await ask(priya, { bank_account: NEW_BANK });
    expect(noProof.statusCode, noProof.body).toBe(422);
    expect(noProof.json().errors).toEqual({ document: [PROFILE_DOCUMENT_REQUIRED] });

    await t.as(hr, {
      method: 'PUT',
      url: '/api/profile-policy',
      payload: { fields: { marital_status: 'hr_only' } },
    });
    const hrOnly = await ask(priya, { marital_status: 'married' });
    expect(hrOnly.json().errors).toEqual({
      'changes.marital_status': ['HR keeps your marital status: ask HR to change it.'],
    });

    const same = await ask(priya, { first_name: 'Priya', personal_email: null }, png);
    expect(same.statusCode, same.body).toBe(422);
    expect(same.json().errors).toEqual({
      'changes.first_name': ['Your first name is already this.'],
      'changes.personal_email': ['Your personal e-mail is already this.'],
    });

    const badJson = await t.as(priya, {
      method: 'POST',
      url: '/api/profile-change-requests',
      ...multipartForm({ changes: '{"pan": ' }, { field: 'document', ...png }),
    });
    expect(badJson.statusCode).toBe(422);
    expect(Object.keys(badJson.json().errors)).toEqual(['changes']);
    const badValue = await ask(priya, { bank_account: { ...NEW_BANK, ifsc: 'HDFC1234' } }, png);
    expect(badValue.json().errors).toEqual({
      'changes.bank_account.ifsc': [expect.stringContaining('IFSC')],
    });
    const notAFile = await ask(
      priya,
      { bank_account: NEW_BANK },
      { name: 'cheque.png', data: Buffer.from('hello') },
    );
    expect(notAFile.json().errors).toEqual({
      document: ['The document must be a file of type: pdf, jpg, jpeg, png.'],
    });

    // None of these left a request or a document behind.
    const [left] = await rawRows<{ requests: number; documents: number }>(
      t.database.db,
      sql`select (select count(*)::int from profile_change_requests where employee_id = ${priyaId}) as requests,
                 (select count(*)::int from employee_documents
                   where source = 'profile_change' and employee_id = ${priyaId}) as documents`,
    );
    expect(left).toEqual({ requests: 0, documents: 0 });
  });

  it('asks for a new bank account with a proof, filed as the employee’s bank proof; the record waits', async () => {
    const res = await ask(priya, { bank_account: NEW_BANK }, png);
    expect(res.statusCode, res.body).toBe(201);
    bankRequest = res.json().profile_change_request;
    const ifsc = (await bankOf(priyaId))?.ifsc;
    expect(res.json()).toMatchObject({
      message: 'Profile change requested successfully',
      profile_change_request: {
        employee: { id: priyaId, first_name: 'Priya' },
        changes: [
          {
            field: 'bank_account',
            label: 'Bank account',
            from: `XXXX${oldAccount.slice(-4)} · ${ifsc}`,
            to: 'XXXX4321 · HDFC0001234',
          },
        ],
        document: { id: expect.any(Number), filename: 'cheque.png' },
        reason: 'Moved my salary account',
        status: 'pending',
        waiting: { level: 1, levels: 1, approver: 'Holders of approve-profile-changes' },
      },
    });
    const [document] = await rawRows<Json>(
      t.database.db,
      sql`select d.employee_id, d.visibility, d.source, d.content_type, t.code
          from employee_documents d join document_types t on t.id = d.document_type_id
          where d.id = ${bankRequest.document.id}`,
    );
    expect(document).toEqual({
      employee_id: priyaId,
      visibility: 'employee',
      source: 'profile_change',
      content_type: 'image/png',
      code: 'bank_proof',
    });

    // HR sees the numbers whole; the record still holds the old account.
    const hrView = (await read(hr, bankRequest.id)).json().profile_change_request;
    expect(hrView.changes[0]).toMatchObject({
      from: `${oldAccount} · ${ifsc}`,
      to: '9182736455004321 · HDFC0001234',
    });
    const employee = (await t.as(hr, { method: 'GET', url: `/api/employees/${priyaId}` })).json().employee;
    expect(employee.bank_account_number).toBe(oldAccount);
    expect((await t.as(priya, { method: 'GET', url: '/api/me/profile' })).json().pending_request_id).toBe(
      bankRequest.id,
    );

    const inbox = (
      await t.as(hr, { method: 'GET', url: '/api/approvals/inbox?request_type=profile_change' })
    ).json();
    expect(inbox.data.find((i: Json) => i.request_id === bankRequest.id)).toMatchObject({
      summary: 'Change of bank account',
      link: `/profile-changes/${bankRequest.id}`,
    });

    const second = await ask(priya, { personal_email: 'priya@home.test' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(PENDING);
  });

  it('lets only holders of approve-profile-changes decide, and not of their own company’s outsiders', async () => {
    expect((await act(priya, bankRequest.id, 'approve')).statusCode).toBe(403);
    expect((await act(outsiderHr, bankRequest.id, 'approve')).statusCode).toBe(404);
    expect((await read(outsiderHr, bankRequest.id)).statusCode).toBe(404);
    expect((await read(outsiderEmployee, bankRequest.id)).statusCode).toBe(404);
    expect((await read(workerToken, bankRequest.id)).statusCode).toBe(404);
    expect((await act(hr, bankRequest.id, 'cancel')).json().message).toBe(
      'Only the employee who asked may cancel a profile change',
    );
  });

  it('approved by HR, writes the account, audits it masked, tells the employee, and the payslip reads it', async () => {
    const res = await act(hr, bankRequest.id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profile change approved successfully',
      profile_change_request: { status: 'approved', decided_by: expect.any(String), waiting: null },
    });
    expect(await bankOf(priyaId)).toMatchObject({ account: '9182736455004321', ifsc: 'HDFC0001234' });

    const [audit] = await rawRows<Json>(
      t.database.db,
      sql`select summary, changes, changes::text as raw from audit_events
          where action = 'profile_change.approved' and entity_id = ${bankRequest.id}`,
    );
    expect(audit?.summary).toBe('Approved the change of bank account of Priya Nair');
    expect(audit?.changes.bank_account.from.account_number).toMatch(
      new RegExp(`^X+${oldAccount.slice(-4)}$`),
    );
    expect(audit?.changes.bank_account.to).toEqual({
      account_number: 'XXXXXXXXXXXX4321',
      ifsc: 'HDFC0001234',
    });
    expect(audit?.raw).not.toContain('918273645500');
    expect(audit?.raw).not.toContain(oldAccount);

    expect((await notified(priyaUserId)).at(-1)).toMatchObject({
      title: 'Your profile change was approved',
      link: '/profile',
    });
    const [run] = await rawRows<{ id: number }>(
      t.database.db,
      sql`select id from payroll_runs where employee_id = ${priyaId} order by id desc limit 1`,
    );
    const breakdown = await t.as(hr, { method: 'GET', url: `/api/payroll-runs/${run?.id}/breakdown` });
    expect(breakdown.json().breakdown.bank_account_last4).toBe('4321');

    expect((await act(hr, bankRequest.id, 'approve')).json().message).toBe(
      'This profile change is already approved',
    );
    expect(
      (await t.as(priya, { method: 'GET', url: '/api/me/profile' })).json().pending_request_id,
    ).toBeNull();
  });

  it('takes one of two requests posted at once; the other answers 409, and the employee cancels theirs', async () => {
    const both = await Promise.all([
      ask(priya, { personal_email: 'priya@home.test' }),
      ask(priya, { personal_email: 'priya@elsewhere.test' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const made = both.find((r) => r.statusCode === 201)?.json().profile_change_request;

    const cancelled = await act(priya, made.id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Profile change cancelled successfully',
      profile_change_request: { status: 'cancelled', waiting: null },
    });
    expect((await act(priya, made.id, 'cancel')).statusCode).toBe(409);
    expect((await act(hr, made.id, 'approve')).statusCode).toBe(409);
  });

  it('rejected through the approvals inbox, changes nothing and tells the employee why', async () => {
    const res = await ask(priya, { personal_phone: '+91 90000 11111', blood_group: 'AB+' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().profile_change_request.id;
    expect((await act(hr, id, 'reject', {})).statusCode).toBe(422);

    const inbox = (
      await t.as(hr, { method: 'GET', url: '/api/approvals/inbox?request_type=profile_change' })
    ).json();
    const item = inbox.data.find((i: Json) => i.request_id === id);
    expect(item.summary).toBe('Change of blood group, personal phone');
    const decided = await t.as(hr, {
      method: 'POST',
      url: '/api/approvals/bulk',
      payload: { ids: [item.id], decision: 'reject', reason: 'Give the phone you use for work.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().results[0].outcome).toBe('rejected');

    const after = (await read(priya, id)).json().profile_change_request;
    expect(after).toMatchObject({ status: 'rejected', rejection_reason: 'Give the phone you use for work.' });
    expect((await t.as(priya, { method: 'GET', url: '/api/me/profile' })).json().values).toMatchObject({
      personal_phone: null,
      blood_group: null,
    });
    expect((await notified(priyaUserId)).at(-1)).toMatchObject({ title: 'Your profile change was rejected' });
    const [audit] = await rawRows<Json>(
      t.database.db,
      sql`select changes from audit_events where action = 'profile_change.rejected' and entity_id = ${id}`,
    );
    expect(audit?.changes).toEqual({ reason: 'Give the phone you use for work.' });

    // Rejected outright by HR the same way.
    const next = (await ask(priya, { personal_phone: '+91 90000 22222' })).json().profile_change_request;
    const rejected = await act(hr, next.id, 'reject', { reason: 'Not needed.' });
    expect(rejected.json()).toMatchObject({
      message: 'Profile change rejected successfully',
      profile_change_request: { status: 'rejected' },
    });
  });

  it('refuses to approve a PAN another employee of the company holds, and the request keeps waiting', async () => {
    const [other] = await rawRows<{ pan: string }>(
      t.database.db,
      sql`select pan from employees where company_id = (select company_id from employees where id = ${priyaId})
          and id <> ${priyaId} and pan is not null order by id limit 1`,
    );
    const ownPan = (await bankOf(priyaId))?.pan;
    const res = await ask(
      priya,
      { pan: other?.pan.toLowerCase() },
      { name: 'pan.pdf', data: Buffer.from('%PDF-1.4 x') },
    );
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json().profile_change_request;
    expect(request.changes[0]).toMatchObject({
      field: 'pan',
      label: 'PAN',
      to: `XXXXXX${other?.pan.slice(-4)}`,
    });

    const approved = await act(hr, request.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(422);
    expect(approved.json().errors).toEqual({
      pan: ['This PAN is already recorded for another employee of this company.'],
    });
    expect((await read(hr, request.id)).json().profile_change_request.status).toBe('pending');
    expect((await bankOf(priyaId))?.pan).toBe(ownPan);
    expect((await act(priya, request.id, 'cancel')).statusCode).toBe(200);
  });

  it('lists the employee’s own, a manager’s team’s and, for HR, the company’s', async () => {
    const asked = await ask(workerToken, { blood_group: 'B-' });
    expect(asked.statusCode, asked.body).toBe(201);
    const workers = asked.json().profile_change_request.id;

    const mine = (await list(priya, 'scope=mine')).json();
    expect(mine.data.length).toBeGreaterThanOrEqual(5);
    expect(mine.data.every((r: Json) => r.employee.id === priyaId)).toBe(true);
    // The employee sees their own numbers masked too.
    const own = mine.data.find((r: Json) => r.id === bankRequest.id);
    expect(own.changes[0].to).toBe('XXXX4321 · HDFC0001234');
    expect((await list(priya, 'scope=all')).statusCode).toBe(403);

    const team = (await list(managerToken, 'scope=team')).json();
    expect(team.data.map((r: Json) => r.id)).toEqual([workers]);
    expect((await read(managerToken, workers)).statusCode).toBe(200);

    const all = (await list(hr, 'scope=all&status=approved')).json();
    expect(all.data.map((r: Json) => r.id)).toEqual([bankRequest.id]);
    const everyone = (await list(hr, 'scope=all&per_page=100')).json();
    expect(everyone.data.map((r: Json) => r.id)).toContain(workers);
    expect((await list(outsiderHr, 'scope=all')).json().data).toEqual([]);
    expect((await list(hr, 'scope=everyone')).statusCode).toBe(422);
  });
});
