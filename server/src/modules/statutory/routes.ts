import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { rateRoutes } from './rates-routes';
import { stateRoutes } from './states-routes';

/** The dated statutory rates (PF, ESIC, LWF, PT) and the states list. */
export const statutoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(rateRoutes, { db });
  await app.register(stateRoutes, { db });
};
