import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { jobs } from '../../db/schema/platform';

export type JobRow = typeof jobs.$inferSelect;
/** What a worker needs of a job it has claimed. */
export type ClaimedJob = Pick<JobRow, 'id' | 'kind' | 'payload' | 'created_by'>;

export async function insertJob(
  db: DbOrTx,
  values: { kind: string; payload: Record<string, unknown>; total: number; created_by: number },
): Promise<number> {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  if (!row) throw new Error('job insert returned no row');
  return row.id;
}

export async function findJob(db: DbOrTx, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/**
 * Takes the oldest queued job for this instance, atomically: `skip locked` lets every instance claim at
 * the same time without two of them taking the same row. A job taken over keeps its first start time.
 */
export async function claimNextJob(db: DbOrTx): Promise<ClaimedJob | null> {
  const [row] = await rawRows<ClaimedJob>(
    db,
    sql`update jobs set status = 'running', started_at = coalesce(started_at, now()), heartbeat_at = now()
        where id = (select id from jobs where status = 'queued' order by id limit 1 for update skip locked)
        returning id, kind, payload, created_by`,
  );
  return row ?? null;
}

export async function heartbeat(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ heartbeat_at: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

export async function recordProgress(db: DbOrTx, id: number, progress: number, total?: number) {
  await db
    .update(jobs)
    .set({ progress, ...(total === undefined ? {} : { total }), heartbeat_at: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

export async function finishJob(
  db: DbOrTx,
  id: number,
  outcome: { status: 'succeeded'; result: Record<string, unknown> } | { status: 'failed'; error: string },
) {
  await db
    .update(jobs)
    .set({
      status: outcome.status,
      result: outcome.status === 'succeeded' ? outcome.result : null,
      error: outcome.status === 'failed' ? outcome.error : null,
      ...(outcome.status === 'succeeded' ? { progress: sql`greatest(${jobs.progress}, ${jobs.total})` } : {}),
      finished_at: sql`now()`,
      heartbeat_at: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

/** Hands a running job back to the queue (its instance is stopping); another instance starts it again. */
export async function releaseJob(db: DbOrTx, id: number) {
  await db
    .update(jobs)
    .set({ status: 'queued', heartbeat_at: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

export const STALE_JOB_ERROR = 'The job was stopped: the server running it stopped responding too often';

/**
 * Jobs whose instance stopped beating: requeued for another instance, or failed with a reason once they
 * have been going longer than `deadlineSeconds` since they first started (so a job that kills every
 * instance that runs it does not go round for ever). Returns how many were requeued.
 */
export async function sweepStaleJobs(db: DbOrTx, staleSeconds: number, deadlineSeconds: number) {
  const rows = await rawRows<{ status: string }>(
    db,
    sql`update jobs set
          status = case when started_at < now() - make_interval(secs => ${deadlineSeconds}) then 'failed' else 'queued' end,
          error = case when started_at < now() - make_interval(secs => ${deadlineSeconds}) then ${STALE_JOB_ERROR} end,
          finished_at = case when started_at < now() - make_interval(secs => ${deadlineSeconds}) then now() end,
          heartbeat_at = null
        where status = 'running' and heartbeat_at < now() - make_interval(secs => ${staleSeconds})
        returning status`,
  );
  return rows.filter((r) => r.status === 'queued').length;
}

/** Finished jobs are kept for a week (their results hold salaries and uploaded files), then deleted. */
export async function pruneFinishedJobs(db: DbOrTx, keepDays = 7) {
  await db.execute(sql`delete from jobs where finished_at < now() - make_interval(days => ${keepDays})`);
}

export async function hasQueuedJobs(db: DbOrTx): Promise<boolean> {
  const rows = await rawRows<{ id: number }>(db, sql`select id from jobs where status = 'queued' limit 1`);
  return rows.length > 0;
}
