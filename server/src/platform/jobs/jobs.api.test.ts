import { PAYROLL_JOB_KINDS } from '@hrms/contracts/payroll';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import { users } from '../../db/schema/access';
import { jobs } from '../../db/schema/platform';
import type { Principal } from '../auth/principal';
import { principalForUser } from '../auth/sessions';
import { monthYearName, todayIn } from '../dates';
import { AppError } from '../errors';
import { STALE_JOB_ERROR } from './queries';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

const today = todayIn();
const lastMonth = (() => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
})();

describe('jobs: long payroll work queued, run in-process and polled', () => {
  let t: TestApp;
  let hr: string;
  let admin: string;
  let employee: string;
  let hrUserId: number;
  let active: Json[];

  /** Polls GET /api/jobs/{id} until the job has finished (at most 20 s). */
  async function finished(id: number, token = hr): Promise<Json> {
    for (let i = 0; i < 200; i += 1) {
      const job = (await t.as(token, { method: 'GET', url: `/api/jobs/${id}` })).json().job;
      if (job.status === 'succeeded' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`job ${id} did not finish`);
  }

  beforeAll(async () => {
    // A short stale time, so that the sweep for jobs of a dead instance runs every second.
    t = await createTestApp({ jobStaleSeconds: 3 });
    [hr, admin, employee] = await Promise.all([
      t.login('hr@demo.test'),
      t.login('admin@demo.test'),
      t.login('employee@demo.test'),
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'hr@demo.test'));
    hrUserId = row?.id as number;
    active = (await t.as(hr, { method: 'GET', url: '/api/employees?status=active&per_page=100' })).json()
      .data;
  });
  afterAll(() => t.close());

  it('answers a small selection in the request, and a large one with 202 and a job to poll', async () => {
    const few = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: active.slice(0, 2).map((e) => e.id), ...lastMonth },
    });
    expect(few.statusCode).toBe(200);
    expect(few.json().processed).toBe(2);

    // Every active employee, and ids of nobody to pass the threshold: those are refused one by one.
    const ids = [...active.map((e) => e.id), ...Array.from({ length: 250 }, (_, i) => 900_000 + i)];
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process',
      payload: { employee_ids: ids, ...lastMonth },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: `Processing payroll for ${ids.length} employees`,
      job_id: expect.any(Number),
    });

    const job = await finished(res.json().job_id);
    expect(job).toMatchObject({
      kind: PAYROLL_JOB_KINDS.bulkProcess,
      status: 'succeeded',
      progress: ids.length,
      total: ids.length,
      error: null,
    });
    expect(job.started_at).not.toBeNull();
    expect(job.finished_at).not.toBeNull();
    const results: Json[] = job.result.results;
    expect(results).toHaveLength(ids.length);
    expect(
      results.filter((r) => r.employee_id >= 900_000).every((r) => r.error === 'Employee not found'),
    ).toBe(true);
    expect(job.result.processed).toBe(results.filter((r) => r.error === null).length);
    expect(job.result.message).toBe(`Successfully processed payroll for ${job.result.processed} employees`);
    expect(job.result.processed).toBeGreaterThan(0);
  });

  it('shows a job to its creator and a super admin only', async () => {
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/bulk-process',
      payload: { employee_ids: Array.from({ length: 201 }, (_, i) => 800_000 + i), ...lastMonth },
    });
    const id = res.json().job_id;
    await finished(id);
    expect((await t.as(admin, { method: 'GET', url: `/api/jobs/${id}` })).statusCode).toBe(200);
    const other = await t.as(employee, { method: 'GET', url: `/api/jobs/${id}` });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Job not found');
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).statusCode).toBe(401);
    expect((await t.as(hr, { method: 'GET', url: '/api/jobs/abc' })).statusCode).toBe(422);
  });

  it('applies a large CSV as a job, with the same result the request would give', async () => {
    const header = 'employee_code,employee_name,total_days,days_present,days_paid,basic_salary,hra';
    const people = active
      .slice(0, 5)
      .map((p) => `${p.employee_id},${p.first_name} ${p.last_name},30,22,30,40000,16000`);
    const strangers = Array.from({ length: 200 }, (_, i) => `ZZ${i},Nobody ${i},30,22,30,1000,0`);
    const csv = [header, ...people, ...strangers].join('\n');
    const res = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/upload-csv',
      ...multipartForm(
        // This month: every active employee is employed in it and has a structure in force, which the rows'
        // blank PF, ESIC and PT cells are computed from.
        { month: Number(today.slice(5, 7)), year: Number(today.slice(0, 4)), overwrite: 'false' },
        { field: 'file', name: 'big.csv', data: Buffer.from(csv), type: 'text/csv' },
      ),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe('Applying 205 CSV rows');
    const job = await finished(res.json().job_id);
    expect(job).toMatchObject({ kind: PAYROLL_JOB_KINDS.csvUpload, status: 'succeeded', total: 205 });
    expect(job.result.summary).toEqual({ total: 205, success: 5, errors: 200, skipped: 0 });
    expect(job.result.message).toBe(
      'CSV processed with errors: 5 records created/updated, 200 errors, 0 skipped.',
    );

    // A file that cannot be read is still refused in the request, whatever its size.
    const unreadable = await t.as(hr, {
      method: 'POST',
      url: '/api/payroll/upload-csv',
      ...multipartForm(
        { month: 1, year: 2024 },
        {
          field: 'file',
          name: 'big.csv',
          data: Buffer.from(`a,b\n${'1,2\n'.repeat(300)}`),
          type: 'text/csv',
        },
      ),
    });
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().errors.file).toHaveLength(1);
  });

  it('takes over a job whose instance stopped beating, and fails one that has run past its deadline', async () => {
    const payload = { employee_ids: active.slice(0, 3).map((e) => e.id), ...lastMonth };
    const insert = (startedAgo: string) =>
      rawRows<{ id: number }>(
        t.database.db,
        sql`insert into jobs (kind, status, payload, total, created_by, started_at, heartbeat_at)
            values (${PAYROLL_JOB_KINDS.bulkProcess}, 'running', ${JSON.stringify(payload)}::jsonb, 3, ${hrUserId},
                    now() - ${startedAgo}::interval, now() - interval '1 minute')
            returning id`,
      );
    const [orphan] = await insert('1 minute');
    const [ancient] = await insert('2 hours');
    const taken = await finished(orphan?.id as number);
    expect(taken).toMatchObject({ status: 'succeeded', progress: 3 });
    expect(taken.result.results).toHaveLength(3);
    const dead = await finished(ancient?.id as number);
    expect(dead).toMatchObject({ status: 'failed', error: STALE_JOB_ERROR, result: null });
    // The sweep that failed it told its creator, as a worker finishing a job does.
    const told = (await t.as(hr, { method: 'GET', url: '/api/notifications?per_page=100' })).json().data;
    expect(told.filter((n: Json) => n.event === 'job.finished').map((n: Json) => n.body)).toContain(
      `Payroll processing for ${monthYearName(lastMonth)}, which you started, failed: ${STALE_JOB_ERROR}.`,
    );
  });

  it('fails a job whose creator may no longer do the work, with the reason', async () => {
    const [row] = await t.database.db
      .insert(jobs)
      .values({
        kind: PAYROLL_JOB_KINDS.bulkProcess,
        payload: { employee_ids: [1], ...lastMonth },
        created_by: (await t.database.db.select().from(users).where(eq(users.email, 'employee@demo.test')))[0]
          ?.id,
      })
      .returning();
    // Queued behind the app's back: the worker's poll finds it.
    const job = await finished(row?.id as number, admin);
    expect(job).toMatchObject({
      status: 'failed',
      error: 'The user who started the job may no longer do this',
    });
  });
});

describe('jobs split into parts: any instance takes a part, the job ends with its last part', () => {
  let t: TestApp;
  let hr: Principal;

  /** The job as its row stands once it has finished (at most 20 s). */
  async function finishedRow(id: number) {
    for (let i = 0; i < 200; i += 1) {
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
      if (row && (row.status === 'succeeded' || row.status === 'failed')) return row;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`job ${id} did not finish`);
  }
  const partsOf = (id: number) =>
    t.database.db.select().from(jobs).where(eq(jobs.parent_id, id)).orderBy(jobs.id);

  beforeAll(async () => {
    t = await createTestApp({ jobStaleSeconds: 3 });
    await t.app.ready();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'hr@demo.test'));
    hr = (await principalForUser(t.database.db, row?.id as number)) as Principal;
    // Items in parts of two; a part holding 13 fails as a refusal would.
    t.app.jobs.register<{ items: number[] }>('test.split', {
      permission: 'process-payroll',
      run: ({ items }, { split }) => {
        const parts = [];
        for (let i = 0; i < items.length; i += 2) {
          const part = items.slice(i, i + 2);
          parts.push({ kind: 'test.part', payload: { items: part }, total: part.length });
        }
        return split(parts);
      },
      combine: (parts) => ({ items: parts.flatMap((p) => p.items as number[]) }),
    });
    t.app.jobs.register<{ items: number[] }>('test.part', {
      permission: 'process-payroll',
      run: async ({ items }, { progress }) => {
        if (items.includes(13)) throw new AppError(422, 'Thirteen cannot be processed');
        await progress(items.length);
        return { items: items.map((i) => i * 10) };
      },
    });
  });
  afterAll(() => t.close());

  it('runs every part once and combines their results in order', async () => {
    const id = await t.app.jobs.enqueue('test.split', { items: [1, 2, 3, 4, 5, 6, 7] }, hr, 7);
    const job = await finishedRow(id);
    expect(job).toMatchObject({ status: 'succeeded', progress: 7, total: 7, parts: 4, error: null });
    expect(job.result).toEqual({ items: [10, 20, 30, 40, 50, 60, 70] });
    const parts = await partsOf(id);
    expect(parts.map((p) => [p.status, p.total, p.payload])).toEqual([
      ['succeeded', 2, { items: [1, 2] }],
      ['succeeded', 2, { items: [3, 4] }],
      ['succeeded', 2, { items: [5, 6] }],
      ['succeeded', 1, { items: [7] }],
    ]);
    expect(parts.every((p) => p.worker === job.worker && p.created_by === hr.userId)).toBe(true);
  });

  it('tells onFinished listeners of the job once, never of its parts, in the transaction that finishes it', async () => {
    const heard: { id: number; kind: string; status: string; result: unknown; seen: string }[] = [];
    // A listener that fails is undone alone (its savepoint): what it wrote is gone, the job still finishes.
    const stopFailing = t.app.jobs.onFinished(async (tx) => {
      await tx.execute(
        sql`insert into notifications (user_id, event, title, body) values (${hr.userId}, 'test.undone', 'x', 'x')`,
      );
      await tx.execute(sql`select 1 / 0`);
    });
    const stopHearing = t.app.jobs.onFinished(async (tx, job) => {
      const [row] = await rawRows<{ status: string }>(tx, sql`select status from jobs where id = ${job.id}`);
      heard.push({ ...job, result: job.status === 'succeeded' ? job.result : null, seen: row?.status ?? '' });
    });
    try {
      const id = await t.app.jobs.enqueue('test.split', { items: [1, 2, 3] }, hr, 3);
      expect(await finishedRow(id)).toMatchObject({ status: 'succeeded', parts: 2 });
      expect(heard.map((j) => [j.id, j.kind, j.status, j.result, j.seen])).toEqual([
        [id, 'test.split', 'succeeded', { items: [10, 20, 30] }, 'succeeded'],
      ]);
      const undone = await rawRows(
        t.database.db,
        sql`select id from notifications where event = 'test.undone'`,
      );
      expect(undone).toEqual([]);
    } finally {
      stopFailing();
      stopHearing();
    }
  });

  it('fails the job, after every part has ended, when a part failed', async () => {
    const id = await t.app.jobs.enqueue('test.split', { items: [11, 12, 13, 14] }, hr, 4);
    const job = await finishedRow(id);
    expect(job).toMatchObject({
      status: 'failed',
      error: '1 of 2 parts failed: Thirteen cannot be processed',
      result: null,
    });
    expect((await partsOf(id)).map((p) => p.status)).toEqual(['succeeded', 'failed']);
  });

  it('never takes over a split job, and fails it when its part runs past the deadline', async () => {
    const [parent] = await rawRows<{ id: number }>(
      t.database.db,
      sql`insert into jobs (kind, status, payload, total, created_by, started_at, parts)
          values ('test.split', 'running', '{}'::jsonb, 2, ${hr.userId}, now() - interval '2 hours', 1)
          returning id`,
    );
    const id = parent?.id as number;
    await rawRows(
      t.database.db,
      sql`insert into jobs (kind, status, payload, total, created_by, started_at, heartbeat_at, parent_id)
          values ('test.part', 'running', '{"items":[1,2]}'::jsonb, 2, ${hr.userId},
                  now() - interval '2 hours', now() - interval '1 minute', ${id})`,
    );
    const job = await finishedRow(id);
    expect(job).toMatchObject({ status: 'failed', error: `1 of 1 parts failed: ${STALE_JOB_ERROR}` });
  });

  it('finishes a split job whose last part finished without settling it (its instance died in between)', async () => {
    const [parent] = await rawRows<{ id: number }>(
      t.database.db,
      sql`insert into jobs (kind, status, payload, total, created_by, started_at, parts)
          values ('test.split', 'running', '{}'::jsonb, 2, ${hr.userId}, now(), 1) returning id`,
    );
    const id = parent?.id as number;
    await rawRows(
      t.database.db,
      sql`insert into jobs (kind, status, payload, total, progress, result, created_by, parent_id, finished_at)
          values ('test.part', 'succeeded', '{"items":[1,2]}'::jsonb, 2, 2, '{"items":[10,20]}'::jsonb,
                  ${hr.userId}, ${id}, now())`,
    );
    const job = await finishedRow(id);
    expect(job).toMatchObject({ status: 'succeeded', progress: 2, result: { items: [10, 20] } });
  });
});

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready with the database reachable and migrated, and not once shutting down', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });

    await t.database.db.execute(
      sql`delete from schema_migrations where hash = (select max(hash) from schema_migrations)`,
    );
    const behind = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({ status: 'unavailable', reason: '1 database migrations not applied' });

    t.app.lifecycle.shuttingDown = true;
    const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'unavailable', reason: 'Shutting down' });
  });
});
