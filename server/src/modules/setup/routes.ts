import { setupAnswer, setupQuery } from '@hrms/contracts/setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { setupOf } from './service';

export const setupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/setup',
    {
      config: requirePermission('import-data', 'update-company-settings'),
      schema: {
        tags: ['setup'],
        summary: 'The first-run checklist: what a company moving in has set up and what is left',
        querystring: setupQuery,
        response: { 200: setupAnswer },
      },
    },
    async (request) => setupOf(db, principalOf(request), request.query.company_id),
  );
};
