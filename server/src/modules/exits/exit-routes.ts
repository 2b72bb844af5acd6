import { employeeListItem } from '@hrms/contracts/employees';
import { exitListItem, exitListQuery, exitRequest } from '@hrms/contracts/exits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { exitsPage, recordExit, withdrawExit } from './exit-service';

const exitAnswer = z.object({ message: z.string(), employee: employeeListItem });

/** An employee's exit: record or change it, withdraw it, and the leavers' list. */
export const exitRecordRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['exits'];

  app.post(
    '/employees/:id/exit',
    {
      config: requirePermission('manage-exits'),
      schema: {
        tags,
        summary:
          'Record or change the exit (notice date, last working day, type, reason); unlocked runs of months after the last working day are removed',
        params: idParams,
        body: exitRequest,
        response: { 200: exitAnswer },
      },
    },
    async (request) => {
      const { employee, removedRuns } = await recordExit(
        db,
        principalOf(request),
        request.params.id,
        request.body,
      );
      return {
        message:
          removedRuns > 0
            ? `Exit recorded; ${removedRuns} unapproved payroll run${removedRuns === 1 ? '' : 's'} after the last working day removed`
            : 'Exit recorded successfully',
        employee,
      };
    },
  );

  app.delete(
    '/employees/:id/exit',
    {
      config: requirePermission('manage-exits'),
      schema: {
        tags,
        summary: 'Withdraw the recorded exit (refused once a full and final settlement exists)',
        params: idParams,
        response: { 200: exitAnswer },
      },
    },
    async (request) => ({
      message: 'Exit withdrawn successfully',
      employee: await withdrawExit(db, principalOf(request), request.params.id),
    }),
  );

  app.get(
    '/exits',
    {
      config: requirePermission('manage-exits', 'manage-final-settlements'),
      schema: {
        tags,
        summary:
          'Employees with an exit (upcoming or left), each with their full and final settlement if any',
        querystring: exitListQuery,
        response: { 200: pagedResponse(exitListItem) },
      },
    },
    async (request) => exitsPage(db, principalOf(request), request.query),
  );
};
