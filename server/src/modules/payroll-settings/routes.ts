import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

/** A company's payroll settings (issue 19). */
export const payrollSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _options) => {};
