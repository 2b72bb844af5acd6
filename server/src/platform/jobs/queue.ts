import type { Permission } from '@hrms/contracts/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { can, type Principal } from '../auth/principal';
import { principalForUser } from '../auth/sessions';
import { AppError } from '../errors';
import { forgetTotals } from '../list-totals';
import type { Dispatcher } from './dispatch';
import {
  type ClaimedJob,
  claimNextJob,
  finishJob,
  hasQueuedJobs,
  heartbeat,
  insertJob,
  pruneFinishedJobs,
  recordProgress,
  releaseJob,
  sweepStaleJobs,
} from './queries';

export type JobContext = {
  /** The job's creator, as they are now. */
  principal: Principal;
  /** Records how far the job has got; throws JobReleased when this instance is stopping. */
  progress(done: number, total?: number): Promise<void>;
};

/** A kind of job: the permission its creator must still hold, and the work; it returns the job's result. */
export type JobHandler<P> = {
  permission: Permission;
  run(payload: P, context: JobContext): Promise<Record<string, unknown>>;
};

/** Thrown at a progress point when the instance stops: the job goes back to the queue, done work kept. */
class JobReleased extends Error {}

export type JobQueueOptions = {
  /** A running job whose heartbeat is older than this is taken over by another instance. */
  staleSeconds: number;
  /** A job still not finished this long after it first started is failed instead of taken over again. */
  deadlineSeconds: number;
  /** How long stopping waits for the running job to reach a progress point and be released. */
  stopGraceMs: number;
};

export const DEFAULT_JOB_OPTIONS: JobQueueOptions = {
  staleSeconds: 30,
  deadlineSeconds: 3600,
  stopGraceMs: 20_000,
};

/**
 * The one job interface: `enqueue` from a request, handlers registered per kind, and a worker on every
 * instance that claims queued jobs one at a time, beats a heartbeat while it runs one, and sweeps up jobs
 * whose instance died. Handlers must be safe to run again from the start (idempotent or all-or-nothing).
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly stopping = new AbortController();
  private draining: Promise<void> | null = null;
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

  /** Queues a job for `principal` and wakes a worker; answers the job's id at once. */
  async enqueue(kind: string, payload: Record<string, unknown>, principal: Principal, total = 0) {
    if (!this.handlers.has(kind)) throw new Error(`No job handler for ${kind}`);
    const id = await insertJob(this.db, { kind, payload, total, created_by: principal.userId });
    // An idle worker here takes the job at once rather than at the dispatcher's next poll (pg-boss polls
    // each second: half a second's wait on average, issue 21). The claim is a row lock, so the instance the
    // dispatcher wakes as well finds nothing left; a busy worker here claims it after its current job.
    if (this.started) void this.drain();
    await this.dispatcher.notify();
    return id;
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
    const running = this.draining;
    if (running) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise((resolve) => {
          timer = setTimeout(resolve, this.options.stopGraceMs);
        }),
      ]);
      clearTimeout(timer);
    }
    await this.dispatcher.close();
  }

  /** Claims and runs queued jobs until none is left; one drain at a time per instance. */
  private drain(): Promise<void> {
    this.draining ??= (async () => {
      try {
        while (!this.stopping.signal.aborted) {
          const job = await claimNextJob(this.db);
          if (!job) break;
          await this.execute(job);
        }
      } catch (err) {
        this.log.error({ err }, 'job worker failed');
      } finally {
        this.draining = null;
      }
    })();
    return this.draining;
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
      });
      await finishJob(this.db, job.id, { status: 'succeeded', result });
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
      await finishJob(this.db, job.id, { status: 'failed', error: reason });
    } finally {
      clearInterval(beat);
      forgetTotals(this.db);
    }
  }

  private async sweep() {
    try {
      const requeued = await sweepStaleJobs(this.db, this.options.staleSeconds, this.options.deadlineSeconds);
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
