import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { todayIn } from '../dates';
import { registerErrorHandling } from '../error-handler';

/**
 * Rules that must hold exactly once however many requests race for them: enforced in the database, so
 * they hold on PGlite and on PostgreSQL (TEST_DATABASE_URL), with one instance or many.
 */

const ATTEMPTS = 40;
const LIMIT = 10;

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => {
    counts[s] = (counts[s] ?? 0) + 1;
    return counts;
  }, {});

function signInAgainst(t: () => TestApp) {
  return (email: string, password: string, ip: string) =>
    t().app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });
}

describe('sign-in lockout of one email under parallel attempts', () => {
  let t: TestApp;
  const signIn = signInAgainst(() => t);
  beforeAll(async () => {
    t = await createTestApp({ loginLimits: { perEmail: LIMIT, perIp: 1000, windowSeconds: 600 } });
  });
  afterAll(() => t.close());

  it(`answers exactly ${LIMIT} of ${ATTEMPTS} parallel wrong passwords with 401, the rest 429`, async () => {
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => signIn('hr@demo.test', `wrong-guess-${i}`, '10.20.0.1')),
    );
    // A 401 is a password argon2 checked; a 429 was refused before any check.
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 401: LIMIT, 429: ATTEMPTS - LIMIT });
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    }
    // Locked for the window, even to the right password and from another address.
    expect((await signIn('hr@demo.test', 'Demo@12345', '10.20.0.2')).statusCode).toBe(429);
    const [row] = await rawRows<{ hits: number }>(
      t.database.db,
      sql`select hits from rate_limits where key = 'login:email:hr@demo.test'`,
    );
    expect(Number(row?.hits)).toBe(LIMIT);
  });
});

describe('sign-in limit of one address under parallel attempts', () => {
  let t: TestApp;
  const signIn = signInAgainst(() => t);
  beforeAll(async () => {
    t = await createTestApp({ loginLimits: { perEmail: 1000, perIp: LIMIT, windowSeconds: 600 } });
  });
  afterAll(() => t.close());

  it(`answers exactly ${LIMIT} of ${ATTEMPTS} parallel wrong sign-ins (different emails) with 401, the rest 429`, async () => {
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => signIn(`nobody${i}@demo.test`, 'wrong-guess', '10.30.0.1')),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 401: LIMIT, 429: ATTEMPTS - LIMIT });
    expect((await signIn('employee@demo.test', 'Demo@12345', '10.30.0.1')).statusCode).toBe(429);
    expect((await signIn('employee@demo.test', 'Demo@12345', '10.30.0.2')).statusCode).toBe(200);
  });

  it('counts only failures: successful sign-ins give their hit back', async () => {
    // At most LIMIT attempts of one address are being checked at any moment; every one that was succeeded.
    const answers = await Promise.all(
      Array.from({ length: 3 * LIMIT }, () => signIn('employee@demo.test', 'Demo@12345', '10.30.0.3')),
    );
    const counts = statusCounts(answers.map((a) => a.statusCode));
    expect(counts[200]).toBeGreaterThanOrEqual(LIMIT);
    expect(counts[401]).toBeUndefined();
    for (let i = 0; i < 2 * LIMIT; i++) {
      expect((await signIn('employee@demo.test', 'Demo@12345', '10.30.0.3')).statusCode).toBe(200);
    }
    const [row] = await rawRows<{ hits: number }>(
      t.database.db,
      sql`select hits from rate_limits where key = 'login:ip:10.30.0.3'`,
    );
    expect(Number(row?.hits)).toBe(0);
  });
});

/** Next year's weekdays in March and April: past every notice period, clear of the demo holidays. */
const YEAR = Number(todayIn().slice(0, 4)) + 1;
function weekdays(fromMonth: number, count: number): string[] {
  const days: string[] = [];
  const d = new Date(Date.UTC(YEAR, fromMonth - 1, 1));
  while (days.length < count) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return days;
}

describe('leave applications under parallel requests', () => {
  let t: TestApp;
  let employee: string;
  let hr: string;
  let typeId: Record<string, number>;
  const OVERLAP = { start_date: ['You already have a leave request overlapping these dates.'] };

  beforeAll(async () => {
    t = await createTestApp();
    [employee, hr] = await Promise.all([t.login('employee@demo.test'), t.login('hr@demo.test')]);
    const types = await t.as(employee, { method: 'GET', url: '/api/leave-types' });
    typeId = Object.fromEntries(types.json().data.map((x: { code: string; id: number }) => [x.code, x.id]));
  });
  afterAll(() => t.close());

  const apply = (token: string, code: string, date: string) =>
    t.as(token, {
      method: 'POST',
      url: '/api/leaves',
      payload: { leave_type_id: typeId[code], start_date: date, end_date: date, reason: 'Race' },
    });

  /** Live (pending or approved) requests of the demo employee signed in as `email` that touch `date`. */
  async function liveRequestsOn(email: string, date: string): Promise<number> {
    const [row] = await rawRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from leave_requests r join users u on u.employee_id = r.employee_id
          where u.email = ${email} and r.status in ('pending', 'approved')
            and r.start_date <= ${date} and r.end_date >= ${date}`,
    );
    return Number(row?.count);
  }

  it.each([
    ['a type with a balance (Annual)', ['AL'], 0],
    ['a type without a balance (Loss of Pay)', ['LOP'], 1],
    ['both kinds at once', ['AL', 'LOP'], 2],
  ])('stores exactly one of 20 parallel applications for the same day: %s', async (_, codes, nth) => {
    const date = weekdays(3, 3)[nth] as string;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => apply(employee, codes[i % codes.length] as string, date)),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 201: 1, 422: 19 });
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json().errors).toEqual(OVERLAP);
    }
    expect(await liveRequestsOn('employee@demo.test', date)).toBe(1);
  });

  it('never overdraws a balance: parallel applications on different days stop at what is available', async () => {
    const balance = await t.as(hr, { method: 'GET', url: `/api/leave-balance?year=${YEAR}` });
    const annual = balance
      .json()
      .balances.find((b: { leave_type: { code: string } }) => b.leave_type.code === 'AL');
    const available = Math.floor(annual.remaining_days - annual.pending_days);
    expect(available).toBeGreaterThan(0);
    const days = weekdays(4, available + 5);
    const answers = await Promise.all(days.map((date) => apply(hr, 'AL', date)));
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 201: available, 422: 5 });
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(Object.keys(refused.json().errors)).toEqual(['days_requested']);
    }
    const after = await t.as(hr, { method: 'GET', url: `/api/leave-balance?year=${YEAR}` });
    const annualAfter = after
      .json()
      .balances.find((b: { leave_type: { code: string } }) => b.leave_type.code === 'AL');
    expect(annualAfter.remaining_days - annualAfter.pending_days).toBeGreaterThanOrEqual(0);
  });

  it('answers an overlap refused by the database anywhere else with 409, never 500', async () => {
    // A real exclusion violation from this driver, thrown from a route of its own.
    const [request] = await rawRows<{ employee_id: number; leave_type_id: number; start_date: string }>(
      t.database.db,
      sql`select employee_id, leave_type_id, start_date::text from leave_requests
          where status in ('pending', 'approved') order by id desc limit 1`,
    );
    if (!request) throw new Error('no live leave request to overlap');
    const violation = await t.database.db
      .execute(
        sql`insert into leave_requests (employee_id, leave_type_id, start_date, end_date, days_requested, reason, status)
            values (${request.employee_id}, ${request.leave_type_id}, ${request.start_date}, ${request.start_date}, 1, 'x', 'pending')`,
      )
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(violation).not.toBeNull();

    const bare = Fastify({ logger: false });
    registerErrorHandling(bare);
    bare.get('/overlap', async () => {
      throw violation;
    });
    const res = await bare.inject({ method: 'GET', url: '/overlap' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This record conflicts with another record.' });
    await bare.close();
  });
});
