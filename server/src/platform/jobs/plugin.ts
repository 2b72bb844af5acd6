import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { localDispatcher, pgBossDispatcher } from './dispatch';
import { DEFAULT_JOB_OPTIONS, JobQueue } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
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
    const dispatcher = databaseUrl
      ? pgBossDispatcher(databaseUrl, (err) => app.log.warn({ err }, 'pg-boss error'))
      : localDispatcher(1000);
    const queue = new JobQueue(opts.db, dispatcher, app.log.child({ module: 'jobs' }), {
      ...DEFAULT_JOB_OPTIONS,
      staleSeconds: jobStaleSeconds,
      concurrency: jobConcurrency,
    });
    app.decorate('jobs', queue);
    app.addHook('onReady', () => queue.start());
    app.addHook('onClose', () => queue.stop());
  },
  { name: 'jobs' },
);
