import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { componentRoutes } from './components-routes';
import { regimeRoutes } from './regimes-routes';

/** Salary components, tax regimes and their slabs, professional-tax slabs. */
export const compensationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(componentRoutes, { db });
  await app.register(regimeRoutes, { db });
};
