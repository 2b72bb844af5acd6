import { createRequire } from 'node:module';
import type PgBoss from 'pg-boss';

const require = createRequire(import.meta.url);

/**
 * How an instance learns there is work: the jobs table is the record of every job (status, progress,
 * result), and a dispatcher only wakes a worker, which then claims queued rows itself. So a lost or
 * doubled wake-up never loses or doubles a job.
 */
export interface Dispatcher {
  /** Starts calling `drain` whenever there may be queued jobs; `drain` claims and runs them. */
  start(drain: () => Promise<void>): Promise<void>;
  /** Tells some instance (this one or another) that a job was queued; `count` jobs wake as many. */
  notify(count?: number): Promise<void>;
  /** Stops calling `drain`; a drain under way is left to finish. */
  stopTaking(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded database has one instance: it wakes itself, and looks again every `pollMs` (0: only when
 * told; the outbox worker keeps its own timer).
 */
export function localDispatcher(pollMs: number): Dispatcher {
  let drain: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | undefined;
  return {
    async start(run) {
      drain = run;
      if (!pollMs) return;
      timer = setInterval(() => void drain?.(), pollMs);
      timer.unref();
    },
    async notify() {
      void drain?.();
    },
    async stopTaking() {
      clearInterval(timer);
      drain = null;
    },
    async close() {},
  };
}

/**
 * One pg-boss for the instance, shared by every queue that wakes workers through it (jobs, the mail outbox):
 * started by its first user and stopped by its last, so the instance keeps one small pool for wake-ups.
 */
export function sharedPgBoss(connectionString: string, onError: (err: Error) => void) {
  // Loaded here, on PostgreSQL only: the embedded database wakes its workers without pg-boss.
  const Boss = require('pg-boss') as typeof PgBoss;
  const boss = new Boss({ connectionString, max: 2, schedule: false });
  boss.on('error', onError);
  let starting: Promise<unknown> | null = null;
  let users = 0;
  return {
    boss,
    async acquire() {
      users += 1;
      starting ??= boss.start();
      await starting;
    },
    async release() {
      users -= 1;
      if (users === 0 && starting) await boss.stop({ graceful: true, timeout: 2000 });
    },
  };
}
export type SharedPgBoss = ReturnType<typeof sharedPgBoss>;

/**
 * On PostgreSQL the wake-ups go through pg-boss: a message per queued job, fetched by exactly one idle
 * instance. A busy instance fetches no message until its drain is done, so queued work spreads over the
 * instances that are free. The message carries nothing; pg-boss neither retries it nor keeps it long.
 */
export function pgBossDispatcher(shared: SharedPgBoss, queue: string): Dispatcher {
  const { boss } = shared;
  let started = false;
  return {
    async start(drain) {
      await shared.acquire();
      started = true;
      await boss.createQueue(queue, { name: queue, retryLimit: 0, expireInHours: 12, retentionMinutes: 60 });
      await boss.work(queue, { pollingIntervalSeconds: 1, batchSize: 1 }, () => drain());
    },
    async notify(count = 1) {
      await boss.insert(Array.from({ length: count }, () => ({ name: queue, data: {} })));
    },
    async stopTaking() {
      if (started) await boss.offWork(queue);
    },
    async close() {
      if (started) await shared.release();
      started = false;
    },
  };
}
