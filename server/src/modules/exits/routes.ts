import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

/** Exits (POST /api/employees/{id}/exit) and full and final settlements (issue 19). */
export const exitRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _options) => {};
