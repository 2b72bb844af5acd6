import {
  bulkProcessRequest,
  payrollListQuery,
  payrollRun,
  payrollStats,
  processRequest,
  processResult,
} from '@hrms/contracts/payroll';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { advanceRun, getPayrollRun, listPayrollRuns, payrollBreakdown, processPayroll } from './service';

const runAnswer = z.object({ message: z.string(), payroll_run: payrollRun });
const processAnswer = z.object({
  message: z.string(),
  processed: z.number(),
  results: z.array(processResult),
});
const viewPayroll = requirePermission(
  'view-payroll',
  'process-payroll',
  'approve-payroll',
  'mark-payroll-paid',
);

export const payrollRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['payroll'];

  app.get(
    '/payroll-runs',
    {
      config: viewPayroll,
      schema: {
        tags,
        querystring: payrollListQuery,
        response: { 200: pagedResponse(payrollRun).extend({ summary: payrollStats }) },
      },
    },
    async (request) => listPayrollRuns(db, principalOf(request), request.query),
  );

  app.get(
    '/payroll-runs/:id',
    {
      config: viewPayroll,
      schema: { tags, params: idParams, response: { 200: z.object({ payroll_run: payrollRun }) } },
    },
    async (request) => ({ payroll_run: await getPayrollRun(db, principalOf(request), request.params.id) }),
  );

  app.get(
    '/payroll-runs/:id/breakdown',
    {
      config: viewPayroll,
      schema: {
        tags,
        summary: 'The run with its full breakdown and the inputs it was computed from',
        params: idParams,
      },
    },
    async (request) => payrollBreakdown(db, principalOf(request), request.params.id),
  );

  const processed = (results: z.infer<typeof processResult>[]) => {
    const done = results.filter((r) => r.error === null).length;
    return { message: `Successfully processed payroll for ${done} employees`, processed: done, results };
  };

  app.post(
    '/payroll/process',
    {
      config: requirePermission('process-payroll'),
      schema: { tags, body: processRequest, response: { 200: processAnswer } },
    },
    async (request) => {
      const { employee_id, year, month } = request.body;
      return processed(await processPayroll(db, principalOf(request), [employee_id], year, month));
    },
  );

  for (const path of ['/payroll/bulk-process', '/payroll/bulk-process-indian']) {
    app.post(
      path,
      {
        config: requirePermission('process-payroll'),
        schema: { tags, body: bulkProcessRequest, response: { 200: processAnswer } },
      },
      async (request) => {
        const { employee_ids, year, month } = request.body;
        return processed(await processPayroll(db, principalOf(request), employee_ids, year, month));
      },
    );
  }

  app.put(
    '/payroll-runs/:id/approve',
    {
      config: requirePermission('approve-payroll'),
      schema: { tags, params: idParams, response: { 200: runAnswer } },
    },
    async (request) => ({
      message: 'Payroll approved successfully',
      payroll_run: await advanceRun(db, principalOf(request), request.params.id, 'approved'),
    }),
  );

  app.put(
    '/payroll-runs/:id/mark-paid',
    {
      config: requirePermission('mark-payroll-paid'),
      schema: { tags, params: idParams, response: { 200: runAnswer } },
    },
    async (request) => ({
      message: 'Payroll marked as paid successfully',
      payroll_run: await advanceRun(db, principalOf(request), request.params.id, 'paid'),
    }),
  );
};
