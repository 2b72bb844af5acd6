import { employeeListItem, employeeListQuery } from '@hrms/contracts/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { listEmployeesPage } from './service';

export const employeeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/employees',
    {
      // The user form's employee picker needs the list too.
      config: requirePermission('view-employees', 'manage-users'),
      schema: {
        tags: ['employees'],
        summary: 'Employees of the caller’s company, filtered on the server',
        querystring: employeeListQuery,
        response: { 200: pagedResponse(employeeListItem) },
      },
    },
    async (request) => listEmployeesPage(db, principalOf(request), request.query),
  );
};
