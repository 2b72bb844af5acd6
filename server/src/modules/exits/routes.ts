import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { exitRecordRoutes } from './exit-routes';
import { settlementRoutes } from './settlement-routes';

/** Exits (POST /api/employees/{id}/exit) and full and final settlements. */
export const exitRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, options) => {
  await app.register(exitRecordRoutes, options);
  await app.register(settlementRoutes, options);
};
