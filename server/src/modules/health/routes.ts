import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { pendingMigrations } from '../../db/migrate';
import { publicRoute } from '../../platform/auth/guard';

/** Readiness gives up on a database that does not answer within this, rather than hang the probe. */
const READY_TIMEOUT_MS = 2000;

const notReady = z.object({ status: z.literal('unavailable'), reason: z.string() });

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: publicRoute,
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        security: [],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    {
      config: publicRoute,
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable, migrations applied, not shutting down (503 otherwise)',
        security: [],
        response: { 200: z.object({ status: z.literal('ready') }), 503: notReady },
      },
    },
    async (_request, reply) => {
      const unavailable = (reason: string) => reply.code(503).send({ status: 'unavailable', reason });
      if (app.lifecycle.shuttingDown) return unavailable('Shutting down');
      let pending: number;
      try {
        pending = await withTimeout(pendingMigrations(db), READY_TIMEOUT_MS);
      } catch {
        return unavailable('Database unreachable');
      }
      if (pending > 0) return unavailable(`${pending} database migrations not applied`);
      return { status: 'ready' as const };
    },
  );
};
