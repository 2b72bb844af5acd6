import PgBoss from 'pg-boss';

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

/** The embedded database has one instance: it wakes itself, and looks again every few seconds. */
export function localDispatcher(pollMs: number): Dispatcher {
  let drain: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | undefined;
  return {
    async start(run) {
      drain = run;
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

const QUEUE = 'hrms-jobs';

/**
 * On PostgreSQL the wake-ups go through pg-boss: a message per queued job, fetched by exactly one idle
 * instance. A busy instance fetches no message until its drain is done, so queued work spreads over the
 * instances that are free. The message carries nothing; pg-boss neither retries it nor keeps it long.
 */
export function pgBossDispatcher(connectionString: string, onError: (err: Error) => void): Dispatcher {
  const boss = new PgBoss({ connectionString, max: 2, schedule: false });
  boss.on('error', onError);
  let started = false;
  return {
    async start(drain) {
      await boss.start();
      started = true;
      await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 0, expireInHours: 12, retentionMinutes: 60 });
      await boss.work(QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, () => drain());
    },
    async notify(count = 1) {
      await boss.insert(Array.from({ length: count }, () => ({ name: QUEUE, data: {} })));
    },
    async stopTaking() {
      if (started) await boss.offWork(QUEUE);
    },
    async close() {
      if (started) await boss.stop({ graceful: true, timeout: 2000 });
    },
  };
}
