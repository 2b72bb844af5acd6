import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
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
/** A month with no attendance in the population: the shared run's employees are computed as drafts. */
const SHARED_PERIOD = { year: 2026, month: 7 };
/** Longer than the test pauses an instance holding a part (at most PAUSE_MS), so that part is never taken over. */
const STALE_SECONDS = 8;
const PAUSE_MS = 5000;
const LOGIN_LIMIT = 4;
/** Quick takeover of a dead instance's job, and a sign-in limit small enough to reach. */
const instanceEnv = {
  JOB_STALE_SECONDS: String(STALE_SECONDS),
  LOGIN_MAX_ATTEMPTS_PER_EMAIL: String(LOGIN_LIMIT),
};

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How an instance names itself on the jobs it claims (host:pid). */
const workerOf = (instance: Instance) => `${hostname()}:${instance.child.pid}`;

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

  /** Signs in on A as the super admin and starts a bulk payroll of the whole population there. */
  async function startPopulationPayroll(period: { year: number; month: number }) {
    const token = (await call(a, 'POST', '/login', { email: 'admin@demo.test', password: DEMO_PASSWORD }))
      .body.token;
    const ids = (
      await db.query<{ id: number }>(`select id from employees where employee_id like 'SCL%' order by id`)
    ).rows.map((r) => r.id);
    const start = await call(
      a,
      'POST',
      '/payroll/bulk-process-indian',
      { employee_ids: ids, ...period },
      token,
    );
    expect(start.status).toBe(202);
    return { token, ids, jobId: start.body.job_id as number };
  }

  /** Polls a job on an instance until it ends (at most a minute). */
  async function finishedJob(instance: Instance, id: number, token: string): Promise<Json> {
    let job: Json = {};
    for (let i = 0; i < 240; i += 1) {
      job = (await call(instance, 'GET', `/jobs/${id}`, undefined, token)).body.job;
      if (job.status === 'succeeded' || job.status === 'failed') break;
      await sleep(250);
    }
    return job;
  }

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

  it('shares one bulk payroll between both instances, each part taken once, each employee computed once', async () => {
    const { token, ids, jobId } = await startPopulationPayroll(SHARED_PERIOD);
    const partsTakenBy = async (instance: Instance) =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from jobs where parent_id = $1 and worker = $2`,
          [jobId, workerOf(instance)],
        )
      ).rows[0]?.n ?? 0;

    // A splits the job and starts on its parts at once; B learns of them at pg-boss's next poll. A is paused
    // until B has taken a part, so the sharing does not depend on how fast either is.
    for (let i = 0; i < 800 && !(await partsTakenBy(a)); i += 1) await sleep(10);
    expect(await partsTakenBy(a)).toBeGreaterThan(0);
    a.child.kill('SIGSTOP');
    for (let i = 0; i < PAUSE_MS / 20 && !(await partsTakenBy(b)); i += 1) await sleep(20);
    a.child.kill('SIGCONT');
    expect(await partsTakenBy(b)).toBeGreaterThan(0);

    const job = await finishedJob(b, jobId, token);
    expect(job).toMatchObject({ status: 'succeeded', progress: ids.length, total: ids.length });
    expect(job.result.results).toHaveLength(ids.length);

    // The parts cover every employee once, each part was claimed by one of the two and ran once.
    const parts = await db.query<{ worker: string; ids: number[]; status: string }>(
      `select worker, status, array(select jsonb_array_elements_text(payload->'employee_ids')::int) as ids
       from jobs where parent_id = $1 order by id`,
      [jobId],
    );
    expect(parts.rows.length).toBe(Math.ceil(ids.length / 500));
    expect(parts.rows.every((p) => p.status === 'succeeded')).toBe(true);
    expect(new Set(parts.rows.map((p) => p.worker))).toEqual(new Set([workerOf(a), workerOf(b)]));
    expect(parts.rows.flatMap((p) => p.ids).sort((x, y) => x - y)).toEqual(ids);

    // One run per employee, saved once: a part computed twice would have left a second run event.
    const month = await db.query<{ runs: number; employees: number; events: number }>(
      `select count(*)::int as runs, count(distinct employee_id)::int as employees,
              (select count(*)::int from payroll_run_events e join payroll_runs r on r.id = e.payroll_run_id
               where r.year = $1 and r.month = $2) as events
       from payroll_runs where year = $1 and month = $2`,
      [SHARED_PERIOD.year, SHARED_PERIOD.month],
    );
    expect(month.rows[0]).toEqual({ runs: ids.length, employees: ids.length, events: ids.length });
  }, 120_000);

  it('survives the instance running a bulk payroll being killed: no half-written run, B finishes the job', async () => {
    // B is paused while the job is queued and split, so that A's worker is the one to run its parts.
    b.child.kill('SIGSTOP');
    const { token, ids, jobId } = await startPopulationPayroll(PERIOD);
    const jobRow = async () =>
      (
        await db.query<{ status: string; progress: number; running: number }>(
          `select status, progress,
                  (select count(*)::int from jobs p where p.parent_id = j.id and p.status = 'running') as running
           from jobs j where id = $1`,
          [jobId],
        )
      ).rows[0];

    // Kill A once it has saved a part and is running another.
    for (let i = 0; i < 800; i += 1) {
      const row = await jobRow();
      if (row?.progress && row.running) break;
      await sleep(10);
    }
    expect(await jobRow()).toMatchObject({ status: 'running' });
    a.child.kill('SIGKILL');
    await new Promise((r) => a.child.once('exit', r));

    // Each part (a chunk of 500) is saved in one transaction: what A left is whole chunks, each run whole.
    const left = await db.query<{ runs: number; broken: number }>(
      `select count(*)::int as runs,
              count(*) filter (where gross_salary - total_deductions <> net_salary)::int as broken
       from payroll_runs where year = $1 and month = $2`,
      [PERIOD.year, PERIOD.month],
    );
    expect(left.rows[0]?.broken).toBe(0);
    expect((left.rows[0]?.runs ?? 0) % 500).toBe(0);
    expect(left.rows[0]?.runs).toBeLessThan(ids.length);

    // B runs the parts still queued, and takes over those A was running once A's heartbeat goes stale.
    b.child.kill('SIGCONT');
    const job = await finishedJob(b, jobId, token);
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
