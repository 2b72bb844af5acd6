import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { OutboxWorker } from './delivery';
import { tellJobFinished } from './job-finished';
import { smtpMailer } from './mailer';
import { onMailQueued } from './notify';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

/**
 * The instance's outbox delivery worker as `app.outbox`: started when the app is ready, stopped (after
 * the mail it is sending) when it closes. Needs the jobs plugin for its wake-ups.
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; config: Pick<Config, 'mail'> }) => {
    const { mail } = opts.config;
    const worker = new OutboxWorker(
      opts.db,
      smtpMailer(mail),
      app.dispatcherFor('hrms-outbox', 0),
      mail,
      app.log.child({ module: 'outbox' }),
      mail.pollSeconds * 1000,
    );
    const stopListening = onMailQueued(() => worker.wake());
    // Whoever started a job hears when it has finished (the queue tells, in the finishing transaction).
    app.jobs.onFinished(tellJobFinished);
    app.decorate('outbox', worker);
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', async () => {
      stopListening();
      await worker.stop();
    });
  },
  { name: 'notifications', dependencies: ['jobs'] },
);
