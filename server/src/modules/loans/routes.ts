import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

/** Loans and salary advances with their ledgers (issue 19). */
export const loanRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _options) => {};
