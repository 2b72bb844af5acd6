import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/access';
import { employees } from '../../db/schema/employees';
import type { FinishedJob } from '../../platform/jobs/queue';
import { notify } from './notify';
import type { JobFinishedFacts } from './templates/jobs';

/** The job's creator if still an active user, with their company (none for a user without an employee). */
async function creatorOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      companyId: employees.company_id,
    })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employee_id))
    .where(sql`${users.id} = ${userId} and ${users.is_active}`)
    .limit(1);
  return row ?? null;
}

const numberIn = (payload: Record<string, unknown>, key: string) =>
  typeof payload[key] === 'number' ? (payload[key] as number) : null;

/** What the message says of the job: its outcome, and the month or year its payload names. */
function factsOf(job: FinishedJob): JobFinishedFacts {
  const payload = job.payload ?? {};
  const year = numberIn(payload, 'year');
  const month = numberIn(payload, 'month');
  const message = job.status === 'succeeded' ? job.result.message : null;
  return {
    kind: job.kind,
    succeeded: job.status === 'succeeded',
    outcome: job.status === 'failed' ? job.error : typeof message === 'string' ? message : null,
    period: year && month ? { year, month } : null,
    financialYear: typeof payload.financial_year === 'string' ? payload.financial_year : null,
  };
}

/**
 * The user who started a job hears that it has finished or failed: registered with the job queue
 * (JobQueue.onFinished), so it runs in the transaction that marks the job finished
 * (docs/decisions/notifications.md, "A job finished").
 */
export async function tellJobFinished(tx: DbOrTx, job: FinishedJob) {
  if (job.created_by === null) return;
  const creator = await creatorOf(tx, job.created_by);
  if (!creator) return;
  const { companyId, ...recipient } = creator;
  await notify(tx, 'job.finished', [recipient], factsOf(job), { companyId });
}
