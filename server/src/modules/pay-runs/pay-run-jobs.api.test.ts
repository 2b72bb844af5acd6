import { monthBeingPaid } from '@hrms/contracts/pay-runs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rawRows } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { principalForUser } from '../../platform/auth/sessions';
import { todayIn } from '../../platform/dates';
import { queueIfLarge } from './service';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in these tests
type Json = Record<string, any>;

/**
 * A large month's bulk actions run as jobs (more than PAY_RUN_SYNC_MAX runs; here the limit is lowered to 1
 * so the demo month is "large"): the job does what the request would have, a flagged approval without a note
 * fails the job with the review's message, and a small month stays in the request.
 */
describe('the pay run’s bulk actions as jobs', () => {
  let t: TestApp;
  let token: string;
  let admin: Principal;
  let companyId: number;
  const month = monthBeingPaid(todayIn());

  const finished = async (id: number) => {
    for (let i = 0; i < 300; i += 1) {
      const { job } = (await t.as(token, { method: 'GET', url: `/api/jobs/${id}` })).json();
      if (job.status === 'succeeded' || job.status === 'failed') return job as Json;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`job ${id} did not finish`);
  };
  const count = async (where: string) =>
    (
      await rawRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from payroll_runs r join employees e on e.id = r.employee_id
          where e.company_id = ${companyId} and r.year = ${month.year} and r.month = ${month.month}
            and ${sql.raw(where)}`,
      )
    )[0]?.n ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('admin@demo.test');
    const [user] = await rawRows<{ id: number; company_id: number }>(
      t.database.db,
      sql`select u.id, e.company_id from users u join employees e on e.id = u.employee_id
        where u.email = 'admin@demo.test'`,
    );
    admin = (await principalForUser(t.database.db, user?.id as number)) as Principal;
    companyId = user?.company_id as number;
    // A processed run whose employee has no bank account: the review flags it.
    await t.database.db.execute(
      sql`update employees set bank_account_number = null where id = (select r.employee_id from payroll_runs r
        where r.year = ${month.year} and r.month = ${month.month} and r.status = 'processed'
          and r.employee_id <> ${admin.employeeId ?? 0} order by r.id limit 1)`,
    );
  });
  afterAll(() => t.close());

  it('keeps a month within the limit in the request', async () => {
    const body = { company_id: companyId, ...month };
    expect(await queueIfLarge(t.database.db, t.app.jobs, admin, body, 'approved')).toBeNull();
  });

  it('approves as a job, failing it without a note when the review flags a run, then with one', async () => {
    const body = { company_id: companyId, ...month };
    const processed = await count(`r.status = 'processed'`);
    const unnoted = await queueIfLarge(t.database.db, t.app.jobs, admin, body, 'approved', 1);
    expect(unnoted?.message).toMatch(new RegExp(`^Approving ${processed} runs of `));
    const failed = await finished(unnoted?.job_id as number);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/flagged by the review: give a note to approve/);
    expect(await count(`r.status = 'processed'`)).toBe(processed);

    const noted = await queueIfLarge(
      t.database.db,
      t.app.jobs,
      admin,
      { ...body, note: 'Bank account to follow' },
      'approved',
      1,
    );
    const done = await finished(noted?.job_id as number);
    expect(done).toMatchObject({ status: 'succeeded', progress: processed, total: processed });
    // HR processed them all, so the admin approves every one but their own (skipped, saying why).
    expect(done.result.changed + done.result.skipped.length).toBe(processed);
    expect(done.result.pay_run.counts.processed).toBe(done.result.skipped.length);
  });

  it('releases the approved payslips as a job', async () => {
    const unreleased = await count(`r.status in ('approved', 'paid') and r.released_at is null`);
    expect(unreleased).toBeGreaterThan(0);
    const queued = await queueIfLarge(
      t.database.db,
      t.app.jobs,
      admin,
      { company_id: companyId, ...month },
      'released',
      1,
    );
    const done = await finished(queued?.job_id as number);
    expect(done.result.changed).toBe(unreleased);
    expect(await count(`r.status in ('approved', 'paid') and r.released_at is null`)).toBe(0);
  });
});
