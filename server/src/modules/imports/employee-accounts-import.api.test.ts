import { PASSWORD_LINK_INVALID } from '@hrms/contracts/auth';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cells, csvOf, importCalls, userWith } from '../../../test/imports';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const DEMO_COMPANY = 'Demo Industries';
const HEADER = [
  'employee_id',
  'first_name',
  'last_name',
  'email',
  'company',
  'department',
  'job_title',
  'sign_in_account',
];

const person = (code: string, first: string, account: string): Cells => ({
  employee_id: code,
  first_name: first,
  last_name: 'Joiner',
  email: `${first.toLowerCase()}.joiner@demo.test`,
  company: DEMO_COMPANY,
  department: 'ENG',
  job_title: 'Engineer',
  sign_in_account: account,
});

describe('imports: employees with sign-in accounts and an invitation mail', () => {
  let t: TestApp;
  let admin: string;
  const calls = importCalls('employees', () => ({ t, token: admin }));

  /** The invitations in the outbox, oldest first, with the link's secret. */
  const invitations = async () =>
    (
      await rawRows<{ to_address: string; subject: string; link: string }>(
        t.database.db,
        sql`select to_address, subject, message->>'link' as link from notification_outbox
             where event = 'account.invited' order by id`,
      )
    ).map((m) => ({ ...m, token: new URL(m.link, 'http://x').searchParams.get('token') as string }));

  const account = async (email: string) =>
    ((await calls.get(`/api/users?search=${encodeURIComponent(email)}`)).json().data as Json[]).find(
      (u) => u.email === email,
    ) ?? null;

  const joiners = [
    person('JNR0001', 'Anu', 'yes'),
    person('JNR0002', 'Biju', 'YES'),
    person('JNR0003', 'Chan', 'no'),
  ];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t.close());

  it('validating makes no account and sends nothing; committing makes each asked for and mails its invitation', async () => {
    const checked = await calls.validated('joiners.csv', csvOf(HEADER, joiners));
    expect(checked).toMatchObject({ status: 'validated', rows: 3, valid_rows: 3, errors: [] });
    expect(await invitations()).toEqual([]);
    expect(await account('anu.joiner@demo.test')).toBeNull();

    const done = await calls.committed(checked.id);
    expect(done).toMatchObject({ status: 'committed', created: 3, updated: 0, unchanged: 0 });
    const anu = await account('anu.joiner@demo.test');
    expect(anu).toMatchObject({
      name: 'Anu Joiner',
      is_active: true,
      password_set: false,
      roles: [{ name: 'employee' }],
      employee: { employee_id: 'JNR0001', company: { name: DEMO_COMPANY } },
    });
    expect(await account('chan.joiner@demo.test')).toBeNull();
    const sent = await invitations();
    expect(sent.map((m) => [m.to_address, m.subject])).toEqual([
      ['anu.joiner@demo.test', `Your HRMS account at ${DEMO_COMPANY}`],
      ['biju.joiner@demo.test', `Your HRMS account at ${DEMO_COMPANY}`],
    ]);

    // No password signs an invited account in until its holder chooses one.
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'anu.joiner@demo.test', password: 'Anything@123' },
    });
    expect(before.statusCode).toBe(401);
  });

  it('the invitation sets the password once, and the employee signs in to their own record', async () => {
    const [anu] = await invitations();
    const password = 'Anu@Joiner2026';
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token: anu?.token, password, password_confirmation: password },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().email).toBe('anu.joiner@demo.test');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token: anu?.token, password: 'Other@Joiner2026', password_confirmation: 'Other@Joiner2026' },
    });
    expect(again.json().errors.token).toEqual([PASSWORD_LINK_INVALID]);

    const token = await t.login('anu.joiner@demo.test', password);
    const me = (await t.as(token, { method: 'GET', url: '/api/me' })).json();
    expect(me.user.employee.employee_id).toBe('JNR0001');
    expect(me.roles).toEqual(['employee']);
    expect((await account('anu.joiner@demo.test'))?.password_set).toBe(true);
    const [accepted] = await rawRows<{ summary: string }>(
      t.database.db,
      sql`select summary from audit_events where action = 'user.invitation_accepted'`,
    );
    expect(accepted?.summary).toBe('anu.joiner@demo.test chose a password through their invitation');
  });

  it('exports who has an account; the export and the same file again change nothing and mail nobody', async () => {
    const exported = await calls.get(`/api/exports/employees?format=csv`);
    const [header, ...records] = parse(exported.body, { bom: true }) as string[][];
    const column = (header as string[]).indexOf('sign_in_account');
    expect(column).toBeGreaterThan(-1);
    const answer = (code: string) => records.find((r) => r[0] === code)?.[column];
    expect([answer('JNR0001'), answer('JNR0002'), answer('JNR0003')]).toEqual(['yes', 'yes', 'no']);

    const again = await calls.validated('joiners.csv', csvOf(HEADER, joiners));
    expect(await calls.committed(again.id)).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const roundTrip = await calls.validated('export.csv', Buffer.from(exported.body));
    expect(await calls.committed(roundTrip.id)).toMatchObject({ created: 0, updated: 0 });
    expect(await invitations()).toHaveLength(2);
  });

  it('an existing employee asked for an account gets one: the row is updated', async () => {
    const later = await calls.validated('later.csv', csvOf(HEADER, [person('JNR0003', 'Chan', 'yes')]));
    expect(await calls.committed(later.id)).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(await account('chan.joiner@demo.test')).toMatchObject({ password_set: false });
    expect((await invitations()).map((m) => m.to_address)).toContain('chan.joiner@demo.test');
  });

  it('refuses the row when the caller may not make accounts, or another account uses the email', async () => {
    const free = (await calls.get('/api/employees?without_user=true&per_page=1')).json().data[0] as Json;
    const importer = await userWith(
      t,
      admin,
      'joiner_importer',
      ['import-data', 'create-employees', 'update-employees', 'view-employees'],
      { employee_id: free.id },
    );
    const refused = await calls.validated(
      'joiners.csv',
      csvOf(HEADER, [person('JNR0004', 'Devi', 'yes'), person('JNR0005', 'Esha', 'no')]),
      importer,
    );
    expect(refused).toMatchObject({ status: 'invalid', valid_rows: 1 });
    expect(refused.errors).toEqual([
      {
        row: 2,
        column: 'sign_in_account',
        message: 'Creating sign-in accounts needs the manage-users permission.',
      },
    ]);

    const password = 'Taken@2026x';
    const taken = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Farah', email: 'farah.joiner@demo.test', password, password_confirmation: password },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const clash = await calls.validated('clash.csv', csvOf(HEADER, [person('JNR0006', 'Farah', 'yes')]));
    expect(clash.errors).toEqual([
      {
        row: 2,
        column: 'sign_in_account',
        message:
          'A sign-in account already uses this email: link it to the employee on the Users screen, or leave sign_in_account empty.',
      },
    ]);
  });
});
