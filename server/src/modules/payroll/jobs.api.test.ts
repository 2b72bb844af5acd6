import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollPopulation } from '../../../test/payroll-population';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { driverOf, rawRows } from '../../db/client';
import { PROCESS_CHUNK } from './service';

/** June 2026: the month payrollPopulation records attendance for. */
const PERIOD = { year: 2026, month: 6 };
const EMPLOYEES = 600;

describe('a bulk payroll job leaves the API answering', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  let ids: number[];

  const jobRow = async (id: number) =>
    (
      await rawRows<{ status: string; progress: number }>(
        t.database.db,
        sql`select status, progress from jobs where id = ${id}`,
      )
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    for (const statement of payrollPopulation({ code: 'RSP', name: 'Responsive', count: EMPLOYEES }))
      await t.database.db.execute(sql.raw(statement));
    ids = (
      await rawRows<{ id: number }>(
        t.database.db,
        sql`select id from employees where employee_id like 'RSP%' order by id`,
      )
    ).map((r) => r.id);
    token = await t.login('admin@demo.test');
    // Over real HTTP: a request must be read from its socket, which needs turns of the event loop.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => t.close());

  it('answers a health check while the job is still running, and saves one audited chunk at a time', async () => {
    const [before] = await rawRows<{ last: number }>(
      t.database.db,
      sql`select coalesce(max(id), 0)::int as last from audit_events`,
    );
    const start = await t.as(token, {
      method: 'POST',
      url: '/api/payroll/bulk-process-indian',
      payload: { employee_ids: ids, ...PERIOD },
    });
    expect(start.statusCode).toBe(202);
    const id = start.json().job_id as number;

    // On PGlite every statement of the job runs on this thread: without a turn of the event loop between
    // them, this request would be read only once the whole job had finished.
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    expect((await jobRow(id))?.status).not.toBe('succeeded');

    let job = await jobRow(id);
    for (let i = 0; i < 300 && job?.status !== 'succeeded' && job?.status !== 'failed'; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      job = await jobRow(id);
    }
    expect(job).toEqual({ status: 'succeeded', progress: EMPLOYEES });

    // Each chunk is one transaction with one audit event, whatever the driver's chunk size.
    const events = await rawRows<{ saved: number }>(
      t.database.db,
      sql`select (changes->>'saved')::int as saved from audit_events
          where id > ${before?.last ?? 0} and action = 'payroll_run.processed' order by id`,
    );
    const size = PROCESS_CHUNK[driverOf(t.database.db)];
    expect(events.length).toBe(Math.ceil(EMPLOYEES / size));
    expect(events.map((e) => e.saved)).toEqual(events.map((_, i) => Math.min(size, EMPLOYEES - i * size)));
  });
});
