import {
  applyProposalRequest,
  labourCodeImpactResponse,
  salaryStructureQuery,
  salaryStructureResponse,
} from '@hrms/contracts/employees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { idParams } from '../../platform/params';
import { applyProposal, employeeImpact } from './service';

export const labourCodeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/employees/:id/salary-structure/labour-code-impact',
    {
      config: requirePermission('view-salary-structures'),
      schema: {
        tags: ['employees'],
        summary:
          'The structure in force (or ?as_of=) under the old Acts’ wage bases and the Labour Codes’, with the proposed restructure',
        params: idParams,
        querystring: salaryStructureQuery,
        response: { 200: labourCodeImpactResponse },
      },
    },
    async (request) => employeeImpact(db, principalOf(request), request.params.id, request.query.as_of),
  );

  app.post(
    '/employees/:id/salary-structure/apply-proposal',
    {
      config: requirePermission('update-salary-structures'),
      schema: {
        tags: ['employees'],
        summary:
          'Apply the Labour Codes impact report’s restructure (same cost to company, no exclusions beyond half) as a new dated structure',
        params: idParams,
        body: applyProposalRequest,
        response: { 200: salaryStructureResponse.extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      message: 'Proposed salary structure applied successfully',
      ...(await applyProposal(db, principalOf(request), request.params.id, request.body)),
    }),
  );
};
