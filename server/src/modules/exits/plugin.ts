import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { remindSettlements } from './reminders';

/** Reminders are per day: an hourly sweep catches each one on its day, whenever an instance started. */
const SWEEP_MS = 3_600_000;

/**
 * The full and final settlements' reminders (reminders.ts), swept when the app is ready and every hour after,
 * on every instance (each reminder is claimed once, so instances do not repeat one another).
 */
export const settlementRemindersPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    const log = app.log.child({ module: 'settlement-reminders' });
    const sweep = () =>
      remindSettlements(opts.db).catch((err: unknown) => log.warn({ err }, 'settlement reminders failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(() => void sweep(), SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'settlement-reminders', dependencies: ['notifications'] },
);
