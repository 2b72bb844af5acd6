import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { applicationRoutes } from './applications-routes';
import { careersRoutes } from './careers-routes';
import { postingRoutes } from './postings-routes';

/** Job postings, the applications pipeline and the public careers pages. */
export const recruitmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(postingRoutes, { db });
  await app.register(applicationRoutes, { db });
  await app.register(careersRoutes, { db });
};
