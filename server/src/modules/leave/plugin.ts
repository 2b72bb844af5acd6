import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { sweepLeave } from './accrual-sweep';

/** Credits fall due on a day: an hourly sweep posts each on its day, whenever an instance started. */
const SWEEP_MS = 3_600_000;
/** The first sweep waits a minute, so a start (or a test's app) is not slowed by it. */
const FIRST_SWEEP_MS = 60_000;

/**
 * The leave accrual, carry-forward and expiry sweep (accrual-sweep.ts) on every instance: each line is posted
 * once whichever instance gets there first. A balance read settles its own employee as well, so nobody waits
 * for the sweep to see a credit that is due.
 */
export const leaveAccrualPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    const log = app.log.child({ module: 'leave-accrual' });
    const sweep = () =>
      sweepLeave(opts.db)
        .then((due) => due > 0 && log.info({ due }, 'leave lines posted'))
        .catch((err: unknown) => log.warn({ err }, 'leave accrual sweep failed'));
    let first: NodeJS.Timeout | undefined;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      first = setTimeout(() => void sweep(), FIRST_SWEEP_MS);
      first.unref();
      timer = setInterval(() => void sweep(), SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  },
  { name: 'leave-accrual' },
);
