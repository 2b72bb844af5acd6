import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, startInstance } from '../../../test/instance';
import { payrollPopulation } from '../../../test/payroll-population';
import { DEMO_PASSWORD } from '../../db/seed/demo/seed';

/**
 * Two real API instances (child processes running server/src/main.ts) on one PostgreSQL database. The
 * embedded database lives inside one process and cannot be shared, so this runs on the PostgreSQL pass of
 * the suite (TEST_DATABASE_URL, set in CI).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const EXTRA_EMPLOYEES = 4000;
/** A month of FY 2026-27 (seeded tax regimes) that the demo data does not touch. */
const PERIOD = { year: 2026, month: 6 };
const STALE_SECONDS = 3;
const LOGIN_LIMIT = 4;
/** Quick takeover of a dead instance's job, and a sign-in limit small enough to reach. */
const instanceEnv = {
  JOB_STALE_SECONDS: String(STALE_SECONDS),
  LOGIN_MAX_ATTEMPTS_PER_EMAIL: String(LOGIN_LIMIT),
};

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(instance: Instance, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${instance.base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

describe('two API instances on one PostgreSQL database', () => {
  const name = `hrms_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  let db: pg.Client;
  let a: Instance;
  let b: Instance;
  const started: Instance[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    a = await startInstance({ name: 'A', databaseUrl: url.toString(), seedDemo: true, env: instanceEnv });
    started.push(a);
    b = await startInstance({ name: 'B', databaseUrl: url.toString(), seedDemo: false, env: instanceEnv });
    started.push(b);
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    // Thousands of employees with a structure and a month of attendance, for a bulk run long enough to stop.
    for (const statement of payrollPopulation({ code: 'SCL', name: 'Scale', count: EXTRA_EMPLOYEES }))
      await db.query(statement);
  }, 240_000);

  afterAll(async () => {
    for (const instance of started) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await db?.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }, 60_000);

  it('takes a token issued by one instance on the other, and both answer ready', async () => {
    const login = await call(a, 'POST', '/login', { email: 'hr@demo.test', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const me = await call(b, 'GET', '/me', undefined, login.body.token);
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('hr@demo.test');
    expect((await call(a, 'GET', '/ready')).body).toEqual({ status: 'ready' });
    expect((await call(b, 'GET', '/ready')).body).toEqual({ status: 'ready' });
  });

  it('counts failed sign-ins across both instances', async () => {
    const wrong = { email: 'employee@demo.test', password: 'not-the-password' };
    for (let i = 0; i < LOGIN_LIMIT; i += 1) {
      expect((await call(i % 2 ? b : a, 'POST', '/login', wrong)).status).toBe(401);
    }
    expect((await call(a, 'POST', '/login', wrong)).status).toBe(429);
    const right = await call(b, 'POST', '/login', { ...wrong, password: DEMO_PASSWORD });
    expect(right.status).toBe(429);
  });

  it('survives the instance running a bulk payroll being killed: no half-written run, B finishes the job', async () => {
    const token = (await call(a, 'POST', '/login', { email: 'admin@demo.test', password: DEMO_PASSWORD }))
      .body.token;
    const ids = (
      await db.query<{ id: number }>(`select id from employees where employee_id like 'SCL%' order by id`)
    ).rows.map((r) => r.id);
    // B is paused while the job is queued, so that A's worker is the one to claim it.
    b.child.kill('SIGSTOP');
    const start = await call(
      a,
      'POST',
      '/payroll/bulk-process-indian',
      { employee_ids: ids, ...PERIOD },
      token,
    );
    expect(start.status).toBe(202);
    const jobId = start.body.job_id;
    const jobRow = async () =>
      (
        await db.query<{ status: string; progress: number }>(
          'select status, progress from jobs where id = $1',
          [jobId],
        )
      ).rows[0];
    for (let i = 0; i < 400 && (await jobRow())?.status === 'queued'; i += 1) await sleep(25);
    b.child.kill('SIGCONT');

    // Kill A once it has saved part of the month.
    for (let i = 0; i < 800 && !((await jobRow())?.progress ?? 0); i += 1) await sleep(10);
    expect(await jobRow()).toMatchObject({ status: 'running' });
    a.child.kill('SIGKILL');
    await new Promise((r) => a.child.once('exit', r));

    // Each chunk of 500 is saved in one transaction: what A left is whole chunks, each run whole.
    const left = await db.query<{ runs: number; broken: number }>(
      `select count(*)::int as runs,
              count(*) filter (where gross_salary - total_deductions <> net_salary)::int as broken
       from payroll_runs where year = $1 and month = $2`,
      [PERIOD.year, PERIOD.month],
    );
    expect(left.rows[0]?.broken).toBe(0);
    expect((left.rows[0]?.runs ?? 0) % 500).toBe(0);
    expect(left.rows[0]?.runs).toBeLessThan(ids.length);

    // B sees A's heartbeat go stale, takes the job over and processes the month again from the start.
    let job: Json = {};
    for (let i = 0; i < 240; i += 1) {
      job = (await call(b, 'GET', `/jobs/${jobId}`, undefined, token)).body.job;
      if (job.status === 'succeeded' || job.status === 'failed') break;
      await sleep(250);
    }
    expect(job).toMatchObject({ status: 'succeeded', progress: ids.length, total: ids.length });
    expect(job.result.processed).toBe(ids.length);

    const after = await db.query<{ runs: number; broken: number; employees: number }>(
      `select count(*)::int as runs, count(distinct employee_id)::int as employees,
              count(*) filter (where gross_salary - total_deductions <> net_salary)::int as broken
       from payroll_runs where year = $1 and month = $2`,
      [PERIOD.year, PERIOD.month],
    );
    expect(after.rows[0]).toEqual({ runs: ids.length, employees: ids.length, broken: 0 });

    // B still serves, and still answers ready.
    const list = await call(
      b,
      'GET',
      `/payroll-runs?year=${PERIOD.year}&month=${PERIOD.month}`,
      undefined,
      token,
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(ids.length);
    expect((await call(b, 'GET', '/ready')).status).toBe(200);
  }, 120_000);

  it('shuts down on SIGTERM: not ready, then closed, exiting cleanly', async () => {
    const exited = new Promise<number | null>((r) => b.child.once('exit', (code) => r(code)));
    b.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);
});
