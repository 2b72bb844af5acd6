import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rawRows, type Tx } from '../../db/client';
import { jobs } from '../../db/schema/platform';

export type JobRow = typeof jobs.$inferSelect;
/** What a worker needs of a job it has claimed. */
export type ClaimedJob = Pick<JobRow, 'id' | 'kind' | 'payload' | 'created_by' | 'parent_id'>;

export async function insertJob(
  db: DbOrTx,
  values: { kind: string; payload: Record<string, unknown>; total: number; created_by: number },
): Promise<number> {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  if (!row) throw new Error('job insert returned no row');
  return row.id;
}

/**
 * A job as its creator sees it: everything but the payload, which can be megabytes (an uploaded file) and
 * would be read again at every poll of the progress bar.
 */
export async function findJob(db: DbOrTx, id: number) {
  const { payload: _payload, ...shown } = getTableColumns(jobs);
  const [row] = await db.select(shown).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/**
 * Takes the oldest queued job for this instance (`worker`), atomically: `skip locked` lets every instance
 * claim at the same time without two of them taking the same row. A job taken over keeps its first start
 * time.
 */
export async function claimNextJob(db: DbOrTx, worker: string): Promise<ClaimedJob | null> {
  const [row] = await rawRows<ClaimedJob>(
    db,
    sql`update jobs set status = 'running', started_at = coalesce(started_at, now()), heartbeat_at = now(),
          worker = ${worker}
        where id = (select id from jobs where status = 'queued' order by id limit 1 for update skip locked)
        returning id, kind, payload, created_by, parent_id`,
  );
  return row ?? null;
}

/** A running job that runs whole; a split job has no heartbeat of its own (its parts have). */
const runsWhole = (id: number) => and(eq(jobs.id, id), eq(jobs.status, 'running'), isNull(jobs.parts));

export async function heartbeat(db: DbOrTx, id: number): Promise<void> {
  await db.update(jobs).set({ heartbeat_at: sql`now()` }).where(runsWhole(id));
}

export async function recordProgress(db: DbOrTx, id: number, progress: number, total?: number) {
  await db
    .update(jobs)
    .set({ progress, ...(total === undefined ? {} : { total }), heartbeat_at: sql`now()` })
    .where(runsWhole(id));
}

export type JobPart = { kind: string; payload: Record<string, unknown>; total: number };

/**
 * Splits a running job into parts, queued for any instance, in one transaction: the parts are created and
 * the job loses its heartbeat (so no sweep takes it over and splits it again) or neither happens.
 */
export async function splitJob(db: Db, id: number, parts: JobPart[]) {
  await db.transaction(async (tx) => {
    const [parent] = await tx
      .update(jobs)
      .set({ parts: parts.length, total: parts.reduce((sum, p) => sum + p.total, 0), heartbeat_at: null })
      .where(runsWhole(id))
      .returning({ created_by: jobs.created_by });
    if (!parent) throw new Error(`job ${id} is not running whole and cannot be split`);
    await tx.insert(jobs).values(parts.map((p) => ({ ...p, parent_id: id, created_by: parent.created_by })));
  });
}

export type PartOutcome = Pick<JobRow, 'status' | 'result' | 'error'>;

/**
 * After one of its parts has finished (committed): the parent's progress is the sum of its parts', and once
 * no part is left queued or running the parent is finished by `finish` from its parts' outcomes, in order.
 * The parent's row lock makes the parts' last finishers take turns, so exactly one finishes it: each part
 * settles after its own commit, and the last to commit sees every other part finished. `finished` hears of
 * the parent in the transaction that finishes it.
 */
export async function settleParent(
  db: Db,
  id: number,
  finish: (kind: string, parts: PartOutcome[]) => FinishOutcome,
  finished: (tx: Tx, job: FinishedJob) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const [parent] = await rawRows<{ kind: string }>(
      tx,
      sql`select kind from jobs where id = ${id} and status = 'running' for update`,
    );
    if (!parent) return;
    const [left] = await rawRows<{ unfinished: number; progress: number }>(
      tx,
      sql`select count(*) filter (where status in ('queued', 'running'))::int as unfinished,
                 coalesce(sum(progress), 0)::int as progress
          from jobs where parent_id = ${id}`,
    );
    await tx
      .update(jobs)
      .set({ progress: left?.progress ?? 0 })
      .where(eq(jobs.id, id));
    if (left?.unfinished) return;
    const parts = await tx
      .select({ status: jobs.status, result: jobs.result, error: jobs.error })
      .from(jobs)
      .where(eq(jobs.parent_id, id))
      .orderBy(jobs.id);
    const job = await finishJob(tx, id, finish(parent.kind, parts));
    if (job) await finished(tx, job);
  });
}

export type FinishOutcome =
  | { status: 'succeeded'; result: Record<string, unknown> }
  | { status: 'failed'; error: string };

/** A job as it finished, with its outcome: what the queue's `onFinished` listeners hear. */
export type FinishedJob = Pick<JobRow, 'id' | 'kind' | 'payload' | 'created_by' | 'parent_id' | 'parts'> &
  FinishOutcome;

const finishedColumns = {
  id: jobs.id,
  kind: jobs.kind,
  payload: jobs.payload,
  created_by: jobs.created_by,
  parent_id: jobs.parent_id,
  parts: jobs.parts,
};

/** Finishes a running job; answers it, or null when it was not running (finished or requeued already). */
export async function finishJob(db: DbOrTx, id: number, outcome: FinishOutcome): Promise<FinishedJob | null> {
  const [row] = await db
    .update(jobs)
    .set({
      status: outcome.status,
      result: outcome.status === 'succeeded' ? outcome.result : null,
      error: outcome.status === 'failed' ? outcome.error : null,
      ...(outcome.status === 'succeeded' ? { progress: sql`greatest(${jobs.progress}, ${jobs.total})` } : {}),
      finished_at: sql`now()`,
      heartbeat_at: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
    .returning(finishedColumns);
  return row ? { ...row, ...outcome } : null;
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
 * instance that runs it does not go round for ever). Returns how many were requeued, and the jobs failed.
 */
export async function sweepStaleJobs(db: DbOrTx, staleSeconds: number, deadlineSeconds: number) {
  const rows = await rawRows<Omit<FinishedJob, 'status' | 'error' | 'result'> & { status: string }>(
    db,
    sql`update jobs set
          status = case when started_at < now() - make_interval(secs => ${deadlineSeconds}) then 'failed' else 'queued' end,
          error = case when started_at < now() - make_interval(secs => ${deadlineSeconds}) then ${STALE_JOB_ERROR} end,
          finished_at = case when started_at < now() - make_interval(secs => ${deadlineSeconds}) then now() end,
          heartbeat_at = null
        where status = 'running' and heartbeat_at < now() - make_interval(secs => ${staleSeconds})
        returning id, kind, payload, created_by, parent_id, parts, status`,
  );
  return {
    requeued: rows.filter((r) => r.status === 'queued').length,
    failed: rows
      .filter((r) => r.status === 'failed')
      .map((r): FinishedJob => ({ ...r, status: 'failed', error: STALE_JOB_ERROR })),
  };
}

/**
 * Split jobs still running with none of their parts left to run: a part the sweep failed, or whose own
 * settling was lost (its instance died between the part's commit and the parent's). Settling them again
 * is harmless, so the sweep settles every one.
 */
export async function unsettledParents(db: DbOrTx): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`select p.id from jobs p
        where p.status = 'running' and p.parts is not null
          and not exists (select 1 from jobs c where c.parent_id = p.id and c.status in ('queued', 'running'))`,
  );
  return rows.map((r) => r.id);
}

/** Finished jobs are kept for a week (their results hold salaries and uploaded files), then deleted. */
export async function pruneFinishedJobs(db: DbOrTx, keepDays = 7) {
  await db.execute(sql`delete from jobs where finished_at < now() - make_interval(days => ${keepDays})`);
}

export async function hasQueuedJobs(db: DbOrTx): Promise<boolean> {
  const rows = await rawRows<{ id: number }>(db, sql`select id from jobs where status = 'queued' limit 1`);
  return rows.length > 0;
}
