import { hostname } from 'node:os';
import type { Permission } from '@hrms/contracts/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { can, type Principal } from '../auth/principal';
import { principalForUser } from '../auth/sessions';
import { AppError } from '../errors';
import { forgetTotals } from '../list-totals';
import type { Dispatcher } from './dispatch';
import {
  type ClaimedJob,
  claimNextJob,
  type FinishedJob,
  type FinishOutcome,
  finishJob,
  hasQueuedJobs,
  heartbeat,
  insertJob,
  type JobPart,
  pruneFinishedJobs,
  recordProgress,
  releaseJob,
  settleParent,
  splitJob,
  sweepStaleJobs,
  unsettledParents,
} from './queries';

/** What `split` answers; a handler returns it instead of a result. */
export class JobSplit {
  constructor(readonly parts: number) {}
}

export type JobContext = {
  /** The job's creator, as they are now. */
  principal: Principal;
  /** Records how far the job has got; throws JobReleased when this instance is stopping. */
  progress(done: number, total?: number): Promise<void>;
  /**
   * Hands the work on as parts, each a job of its own that any instance may run; this job finishes when
   * its last part does, with its handler's `combine` of their results. Return what it answers.
   */
  split(parts: JobPart[]): Promise<JobSplit>;
};

/** A kind of job: the permission its creator must still hold, and the work; it returns the job's result. */
export type JobHandler<P> = {
  permission: Permission;
  run(payload: P, context: JobContext): Promise<Record<string, unknown> | JobSplit>;
  /** A job that splits: its result from its parts' results, in the order the parts were given. */
  combine?(parts: Record<string, unknown>[]): Record<string, unknown>;
};

/**
 * Hears of a job as it finishes (see JobQueue.onFinished), in the transaction that marks it finished. The
 * platform knows no module: notifications and payroll register theirs.
 */
export type JobFinishedListener = (tx: Tx, job: FinishedJob) => Promise<void>;
export type { FinishedJob };

/** Thrown at a progress point when the instance stops: the job goes back to the queue, done work kept. */
class JobReleased extends Error {}

export type JobQueueOptions = {
  /** A running job whose heartbeat is older than this is taken over by another instance. */
  staleSeconds: number;
  /** A job still not finished this long after it first started is failed instead of taken over again. */
  deadlineSeconds: number;
  /** How long stopping waits for the running job to reach a progress point and be released. */
  stopGraceMs: number;
  /**
   * Jobs this instance runs at once. Two on PostgreSQL: while one part of a bulk payroll waits on the
   * database the other computes. One on the embedded database, whose one connection the requests share
   * (docs/decisions/platform.md, "Each instance runs two jobs at a time on PostgreSQL").
   */
  concurrency: number;
};

export const DEFAULT_JOB_OPTIONS: JobQueueOptions = {
  staleSeconds: 30,
  deadlineSeconds: 3600,
  stopGraceMs: 20_000,
  concurrency: 1,
};

/** This instance, as recorded on the jobs it claims. */
const WORKER = `${hostname()}:${process.pid}`;

/**
 * The one job interface: `enqueue` from a request, handlers registered per kind, and a worker on every
 * instance that claims queued jobs (`concurrency` at a time), beats a heartbeat while it runs one, and
 * sweeps up jobs whose instance died. Handlers must be safe to run again from the start (idempotent or
 * all-or-nothing); so must each part of a split job.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly finishedListeners = new Set<JobFinishedListener>();
  private readonly stopping = new AbortController();
  /** The worker loops running now, each claiming jobs until none is queued. */
  private readonly loops = new Set<Promise<void>>();
  private sweeper: NodeJS.Timeout | undefined;
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly dispatcher: Dispatcher,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions = DEFAULT_JOB_OPTIONS,
  ) {}

  register<P>(kind: string, handler: JobHandler<P>) {
    if (this.handlers.has(kind)) throw new Error(`A job handler for ${kind} is already registered`);
    this.handlers.set(kind, handler as JobHandler<never>);
  }

  /**
   * `listener` hears of every job (never a part of one: its job, once the last part has finished) that
   * succeeds or fails, in the transaction that marks it finished, so what it writes (a notification)
   * commits with the outcome or not at all. A listener that throws is logged and undone alone (it runs in a
   * savepoint): the job still finishes.
   */
  onFinished(listener: JobFinishedListener) {
    this.finishedListeners.add(listener);
    return () => this.finishedListeners.delete(listener);
  }

  /** Finishes a running job and tells the listeners, in one transaction. */
  private finish(id: number, outcome: FinishOutcome) {
    return this.db.transaction(async (tx) => {
      const job = await finishJob(tx, id, outcome);
      if (job) await this.tellFinished(tx, job);
    });
  }

  private async tellFinished(tx: Tx, job: FinishedJob) {
    if (job.parent_id !== null) return;
    for (const listener of this.finishedListeners) {
      await tx
        .transaction((savepoint) => listener(savepoint, job))
        .catch((err) => this.log.error({ err, job_id: job.id }, 'a job-finished listener failed'));
    }
  }

  /** Queues a job for `principal` and wakes a worker; answers the job's id at once. */
  async enqueue(kind: string, payload: Record<string, unknown>, principal: Principal, total = 0) {
    if (!this.handlers.has(kind)) throw new Error(`No job handler for ${kind}`);
    const id = await insertJob(this.db, { kind, payload, total, created_by: principal.userId });
    // An idle worker here takes the job at once rather than at the dispatcher's next poll (pg-boss polls
    // each second: half a second's wait on average). The claim is a row lock, so the instance the
    // dispatcher wakes as well finds nothing left; a busy worker here claims it after its current job.
    if (this.started) void this.drain();
    await this.dispatcher.notify();
    return id;
  }

  /** Queues a running job's parts (see JobContext.split) and wakes workers here and elsewhere. */
  private async split(id: number, parts: JobPart[]) {
    await splitJob(this.db, id, parts);
    if (this.started) void this.drain();
    await this.dispatcher.notify(parts.length);
    return new JobSplit(parts.length);
  }

  async start() {
    if (this.started) return;
    this.started = true;
    await this.sweep();
    await this.dispatcher.start(() => this.drain());
    const every = Math.max(1000, (this.options.staleSeconds * 1000) / 3);
    this.sweeper = setInterval(() => void this.sweep(), every);
    this.sweeper.unref();
    // Work queued while no instance was running (or whose wake-up was lost) is picked up now.
    if (await hasQueuedJobs(this.db)) await this.dispatcher.notify();
  }

  /**
   * Takes no new job; the running one finishes, or at its next progress point goes back to the queue
   * for another instance (after `stopGraceMs` at most we stop waiting; its heartbeat then goes stale).
   */
  async stop() {
    if (!this.started) return;
    this.started = false;
    clearInterval(this.sweeper);
    await this.dispatcher.stopTaking();
    this.stopping.abort();
    if (this.loops.size) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(this.loops),
        new Promise((resolve) => {
          timer = setTimeout(resolve, this.options.stopGraceMs);
        }),
      ]);
      clearTimeout(timer);
    }
    await this.dispatcher.close();
  }

  /**
   * Claims and runs queued jobs until none is left, in up to `concurrency` loops; resolves when every loop
   * has ended (a dispatcher's wake-up is busy until then, so idle instances get the next one).
   */
  private drain(): Promise<void> {
    while (this.loops.size < this.options.concurrency && !this.stopping.signal.aborted) {
      const loop = this.work();
      this.loops.add(loop);
      void loop.finally(() => this.loops.delete(loop));
    }
    return Promise.all(this.loops).then(() => {});
  }

  /** One worker loop: claims and runs jobs one after another until none is queued. */
  private async work() {
    try {
      while (!this.stopping.signal.aborted) {
        const job = await claimNextJob(this.db, WORKER);
        if (!job) break;
        await this.execute(job);
      }
    } catch (err) {
      this.log.error({ err }, 'job worker failed');
    }
  }

  private async execute(job: ClaimedJob) {
    const log = this.log.child({ job_id: job.id, job_kind: job.kind });
    const beat = setInterval(
      () => void heartbeat(this.db, job.id).catch((err) => log.warn({ err }, 'job heartbeat failed')),
      Math.max(500, (this.options.staleSeconds * 1000) / 6),
    );
    try {
      const handler = this.handlers.get(job.kind);
      if (!handler) throw new AppError(500, `This server cannot run jobs of kind ${job.kind}`);
      // The creator as they are now (on whichever instance runs the job): their current permissions and
      // scope, or none once they are gone or inactive.
      const principal = job.created_by === null ? null : await principalForUser(this.db, job.created_by);
      if (!principal || !can(principal, handler.permission))
        throw new AppError(403, 'The user who started the job may no longer do this');
      log.info('job started');
      const result = await handler.run(job.payload as never, {
        principal,
        progress: async (done, total) => {
          await recordProgress(this.db, job.id, done, total);
          if (this.stopping.signal.aborted) throw new JobReleased();
        },
        split: (parts) => this.split(job.id, parts),
      });
      if (result instanceof JobSplit) {
        log.info({ parts: result.parts }, 'job split into parts');
        return;
      }
      await this.finish(job.id, { status: 'succeeded', result });
      log.info('job succeeded');
    } catch (err) {
      if (err instanceof JobReleased) {
        await releaseJob(this.db, job.id);
        log.info('job released to the queue: this instance is stopping');
        return;
      }
      // A refusal a request would answer (422, 403, 404) is the job's error as the user should read it.
      const reason = err instanceof AppError ? appErrorText(err) : 'The job failed because of a server error';
      if (!(err instanceof AppError)) log.error({ err }, 'job failed');
      await this.finish(job.id, { status: 'failed', error: reason });
    } finally {
      clearInterval(beat);
      forgetTotals(this.db);
    }
    if (job.parent_id === null) return;
    // Lost here (the database went away), the parent is settled by the next sweep instead.
    await this.settle(job.parent_id).catch((err) => log.warn({ err }, 'settling the split job failed'));
  }

  /** A part has finished: its parent's progress, and its outcome once every part has finished. */
  private settle(parentId: number) {
    return settleParent(
      this.db,
      parentId,
      (kind, parts) => {
        const failed = parts.filter((p) => p.status !== 'succeeded');
        const first = failed[0];
        if (first)
          return {
            status: 'failed',
            error: `${failed.length} of ${parts.length} parts failed: ${first.error ?? 'no reason recorded'}`,
          };
        const combine = this.handlers.get(kind)?.combine;
        if (!combine) return { status: 'failed', error: `This server cannot combine jobs of kind ${kind}` };
        return { status: 'succeeded', result: combine(parts.map((p) => p.result ?? {})) };
      },
      (tx, job) => this.tellFinished(tx, job),
    );
  }

  private async sweep() {
    try {
      const { requeued } = await this.db.transaction(async (tx) => {
        const swept = await sweepStaleJobs(tx, this.options.staleSeconds, this.options.deadlineSeconds);
        for (const job of swept.failed) await this.tellFinished(tx, job);
        return swept;
      });
      for (const parentId of await unsettledParents(this.db)) await this.settle(parentId);
      if (requeued) {
        this.log.warn({ requeued }, 'took over jobs whose server stopped responding');
        await this.dispatcher.notify();
      }
      await pruneFinishedJobs(this.db);
    } catch (err) {
      this.log.warn({ err }, 'job sweep failed');
    }
  }
}

/** An error's message with its first field message, when it has any ("The given data was invalid.: …"). */
function appErrorText(err: AppError): string {
  const first = Object.values(err.errors ?? {})[0]?.[0];
  return first ?? err.message;
}
