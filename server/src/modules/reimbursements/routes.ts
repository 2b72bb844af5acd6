import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

/** Expense claims, their receipts and their approval (issue 19). */
export const reimbursementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _options) => {};
