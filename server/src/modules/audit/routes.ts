import { auditEvent, auditListQuery } from '@hrms/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { auditTrailPage } from './service';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/audit-events',
    {
      config: requirePermission('view-audit-trail'),
      schema: {
        tags: ['audit'],
        summary:
          'The audit trail of changes to salaries, payroll, roles, permissions and users, newest first',
        querystring: auditListQuery,
        response: { 200: pagedResponse(auditEvent) },
      },
    },
    async (request) => auditTrailPage(db, principalOf(request), request.query),
  );
};
