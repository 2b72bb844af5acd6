import { jobAccepted } from '@hrms/contracts/jobs';
import {
  PAY_RUN_SYNC_MAX,
  payRun,
  payRunAction,
  payRunActionResult,
  payRunQuery,
  varianceAnswer,
  varianceQuery,
} from '@hrms/contracts/pay-runs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import type { MonthAction } from '../payroll/public';
import { PAY_RUN_PERMISSIONS, registerPayRunJobs } from './jobs';
import { actOnPayRun, lockPayRun, payRunOf, queueIfLarge, unlockPayRun } from './service';
import { varianceOfMonth } from './variance-service';

const lockAnswer = z.object({ message: z.string(), pay_run: payRun });

/** The bulk actions: where each is asked for and what it does. */
const ACTIONS: { path: string; action: MonthAction; summary: string }[] = [
  {
    path: '/pay-runs/approve',
    action: 'approved',
    summary: 'Approve the month’s processed runs (or the named ones), each once; skipped runs say why',
  },
  {
    path: '/pay-runs/mark-paid',
    action: 'paid',
    summary: 'Mark the month’s approved runs (or the named ones) as paid, each once; a paid run is released',
  },
  {
    path: '/pay-runs/release',
    action: 'released',
    summary: 'Release the month’s approved payslips to their employees, who see nothing of the month before',
  },
];

export const payRunRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['pay-runs'];

  app.get(
    '/pay-runs',
    {
      config: requirePermission('process-payroll', 'approve-payroll', 'mark-payroll-paid'),
      schema: {
        tags,
        summary:
          'A company’s month of payroll: its state, totals, inputs and steps (the month being paid by default)',
        querystring: payRunQuery,
        response: { 200: z.object({ pay_run: payRun }) },
      },
    },
    async (request) => ({ pay_run: await payRunOf(db, principalOf(request), request.query) }),
  );

  registerPayRunJobs(app.jobs, db);
  for (const { path, action, summary } of ACTIONS) {
    app.post(
      path,
      {
        config: requirePermission(PAY_RUN_PERMISSIONS[action]),
        schema: {
          tags,
          summary: `${summary}; more than ${PAY_RUN_SYNC_MAX} runs are queued as a job (202)`,
          body: payRunAction,
          response: { 200: payRunActionResult, 202: jobAccepted },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const queued = await queueIfLarge(db, app.jobs, principal, request.body, action);
        if (queued) return reply.code(202).send(queued);
        return actOnPayRun(db, principal, request.body, action);
      },
    );
  }

  app.get(
    '/payroll/variance',
    {
      config: requirePermission('process-payroll', 'approve-payroll', 'mark-payroll-paid'),
      schema: {
        tags,
        summary:
          'The review before approval: each run against the month before, its change in net pay explained by cause, and the flags',
        querystring: varianceQuery,
        response: { 200: varianceAnswer },
      },
    },
    async (request) => varianceOfMonth(db, principalOf(request), request.query),
  );

  app.post(
    '/pay-runs/lock',
    {
      config: requirePermission('approve-payroll'),
      schema: {
        tags,
        summary:
          'Lock the month once every run is approved: no reprocessing, attendance correction or revision into it',
        body: payRunAction,
        response: { 200: lockAnswer },
      },
    },
    async (request) => lockPayRun(db, principalOf(request), request.body),
  );

  app.post(
    '/pay-runs/unlock',
    {
      config: requirePermission('update-company-settings'),
      schema: {
        tags,
        summary: 'Unlock a locked month (an admin)',
        body: payRunAction,
        response: { 200: lockAnswer },
      },
    },
    async (request) => unlockPayRun(db, principalOf(request), request.body),
  );
};
