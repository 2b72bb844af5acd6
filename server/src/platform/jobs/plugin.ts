import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type Dispatcher, localDispatcher, pgBossDispatcher, sharedPgBoss } from './dispatch';
import { DEFAULT_JOB_OPTIONS, JobQueue } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    /** A dispatcher of wake-ups for a queue of its own (the mail outbox), on this instance's pg-boss. */
    dispatcherFor(queue: string, pollMs: number): Dispatcher;
  }
}

/**
 * The instance's job queue as `app.jobs`: modules register their handlers while the app is built; the
 * worker starts when the app is ready and stops (releasing its running job) when it closes. On PostgreSQL
 * (DATABASE_URL) wake-ups go through pg-boss to any instance; on the embedded database the one instance
 * wakes itself.
 */
export const jobsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { db: Db; config: Pick<Config, 'databaseUrl' | 'jobStaleSeconds' | 'jobConcurrency'> },
  ) => {
    const { databaseUrl, jobStaleSeconds, jobConcurrency } = opts.config;
    const boss = databaseUrl
      ? sharedPgBoss(databaseUrl, (err) => app.log.warn({ err }, 'pg-boss error'))
      : null;
    const dispatcherFor = (queue: string, pollMs: number) =>
      boss ? pgBossDispatcher(boss, queue) : localDispatcher(pollMs);
    const dispatcher = dispatcherFor('hrms-jobs', 1000);
    const queue = new JobQueue(opts.db, dispatcher, app.log.child({ module: 'jobs' }), {
      ...DEFAULT_JOB_OPTIONS,
      staleSeconds: jobStaleSeconds,
      concurrency: jobConcurrency,
    });
    app.decorate('jobs', queue);
    app.decorate('dispatcherFor', dispatcherFor);
    app.addHook('onReady', () => queue.start());
    app.addHook('onClose', () => queue.stop());
  },
  { name: 'jobs' },
);
