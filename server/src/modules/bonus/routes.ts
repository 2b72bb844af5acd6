import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

/** Statutory bonus runs and their register (issue 19). */
export const bonusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _options) => {};
