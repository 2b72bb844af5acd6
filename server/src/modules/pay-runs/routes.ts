import {
  payRun,
  payRunAction,
  payRunActionResult,
  payRunQuery,
  varianceAnswer,
  varianceQuery,
} from '@hrms/contracts/pay-runs';
import type { Permission } from '@hrms/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import type { MonthAction } from '../payroll/public';
import { actOnPayRun, lockPayRun, payRunOf, unlockPayRun } from './service';
import { varianceOfMonth } from './variance-service';

const lockAnswer = z.object({ message: z.string(), pay_run: payRun });

/** The bulk actions: who may take each (the single-run actions' permissions) and what it does. */
const ACTIONS: { path: string; permission: Permission; action: MonthAction; summary: string }[] = [
  {
    path: '/pay-runs/approve',
    permission: 'approve-payroll',
    action: 'approved',
    summary: 'Approve the month’s processed runs (or the named ones), each once; skipped runs say why',
  },
  {
    path: '/pay-runs/mark-paid',
    permission: 'mark-payroll-paid',
    action: 'paid',
    summary: 'Mark the month’s approved runs (or the named ones) as paid, each once; a paid run is released',
  },
  {
    path: '/pay-runs/release',
    permission: 'approve-payroll',
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

  for (const { path, permission, action, summary } of ACTIONS) {
    app.post(
      path,
      {
        config: requirePermission(permission),
        schema: { tags, summary, body: payRunAction, response: { 200: payRunActionResult } },
      },
      async (request) => actOnPayRun(db, principalOf(request), request.body, action),
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
