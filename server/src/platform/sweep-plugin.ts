import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';

/**
 * A sweep run on every instance on a timer (leave accrual, approval escalation): each is safe to run
 * anywhere at once, so no instance is special. The first pass waits `firstMs`, so a start (or a test's app)
 * is not slowed by it. `run` returns how many things it did; more than none is logged as `done`.
 */
export function sweepPlugin(
  name: string,
  run: (db: Db) => Promise<number>,
  options: { everyMs: number; firstMs: number; done: string },
) {
  return fp(
    async (app: FastifyInstance, opts: { db: Db }) => {
      const log = app.log.child({ module: name });
      const sweep = () =>
        run(opts.db)
          .then((count) => count > 0 && log.info({ count }, options.done))
          .catch((err: unknown) => log.warn({ err }, `${name} sweep failed`));
      let first: NodeJS.Timeout | undefined;
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        first = setTimeout(() => void sweep(), options.firstMs);
        first.unref();
        timer = setInterval(() => void sweep(), options.everyMs);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        clearTimeout(first);
        clearInterval(timer);
      });
    },
    { name },
  );
}
