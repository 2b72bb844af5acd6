import {
  bonusDefaults as bonusDefaultsAnswer,
  bonusDefaultsQuery,
  bonusRun,
  bonusRunDetail,
  bonusRunListQuery,
  bonusRunRequest,
} from '@hrms/contracts/bonus';
import { messageResponse } from '@hrms/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { sendCsv } from '../../platform/csv';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import {
  approveBonusRun,
  bonusDefaults,
  bonusRegister,
  createBonusRun,
  deleteBonusRun,
  listBonusRuns,
  loadBonusRun,
  recomputeBonusRun,
} from './service';

const manageBonus = requirePermission('manage-bonus');
const detailAnswer = bonusRunDetail.extend({ message: z.string() });

/** Statutory bonus runs and their register (Payment of Bonus Act 1965). */
export const bonusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['bonus runs'];

  app.get(
    '/bonus-runs',
    {
      config: manageBonus,
      schema: {
        tags,
        summary: 'The bonus runs of the companies in scope, latest accounting year first',
        querystring: bonusRunListQuery,
        response: { 200: pagedResponse(bonusRun) },
      },
    },
    async (request) => listBonusRuns(db, principalOf(request), request.query),
  );

  app.get(
    '/bonus-runs/defaults',
    {
      config: manageBonus,
      schema: {
        tags,
        summary: 'The company’s default bonus rate and the accounting year’s Payment of Bonus Act limits',
        querystring: bonusDefaultsQuery,
        response: { 200: z.object({ bonus_defaults: bonusDefaultsAnswer }) },
      },
    },
    async (request) => ({ bonus_defaults: await bonusDefaults(db, principalOf(request), request.query) }),
  );

  app.get(
    '/bonus-runs/:id',
    {
      config: manageBonus,
      schema: {
        tags,
        summary:
          'A bonus run with its register: each employee eligible or not and why, days, salary and bonus',
        params: idParams,
        response: { 200: bonusRunDetail },
      },
    },
    async (request) => loadBonusRun(db, principalOf(request), request.params.id),
  );

  app.get(
    '/bonus-runs/:id/register',
    {
      config: manageBonus,
      schema: {
        tags,
        summary: 'The bonus register (Payment of Bonus Rules 1975, Form C) as CSV',
        params: idParams,
      },
    },
    async (request, reply) => {
      const { filename, header, rows } = await bonusRegister(db, principalOf(request), request.params.id);
      return sendCsv(reply, filename, header, rows);
    },
  );

  app.post(
    '/bonus-runs',
    {
      config: manageBonus,
      schema: {
        tags,
        summary: 'Compute a draft bonus run for a company’s accounting year from its payroll runs',
        body: bonusRunRequest,
        response: { 201: detailAnswer },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Bonus run computed successfully',
        ...(await createBonusRun(db, principalOf(request), request.body)),
      }),
  );

  app.put(
    '/bonus-runs/:id/recompute',
    {
      config: manageBonus,
      schema: { tags, summary: 'Compute a draft again', params: idParams, response: { 200: detailAnswer } },
    },
    async (request) => ({
      message: 'Bonus run recomputed successfully',
      ...(await recomputeBonusRun(db, principalOf(request), request.params.id)),
    }),
  );

  app.put(
    '/bonus-runs/:id/approve',
    {
      config: manageBonus,
      schema: {
        tags,
        summary: 'Approve a draft (once); its entries are then paid through the pay month’s payroll',
        params: idParams,
        response: { 200: detailAnswer },
      },
    },
    async (request) => ({
      message: 'Bonus run approved successfully',
      ...(await approveBonusRun(db, principalOf(request), request.params.id)),
    }),
  );

  app.delete(
    '/bonus-runs/:id',
    {
      config: manageBonus,
      schema: { tags, summary: 'Delete a draft', params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      await deleteBonusRun(db, principalOf(request), request.params.id);
      return { message: 'Bonus run deleted successfully' };
    },
  );
};
