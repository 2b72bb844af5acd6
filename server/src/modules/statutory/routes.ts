import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { rateRoutes } from './rates-routes';
import { stateRoutes } from './states-routes';
import { statuteRoutes } from './statute-routes';

/** The dated statutory rates (PF, ESIC, LWF, PT, the income-tax statute), the states list and the statute of a year. */
export const statutoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(rateRoutes, { db });
  await app.register(stateRoutes, { db });
  await app.register(statuteRoutes, { db });
};
