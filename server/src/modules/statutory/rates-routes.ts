import { messageResponse } from '@hrms/contracts/common';
import {
  statutoryRateListQuery,
  statutoryRateRequest,
  statutoryRateUpdateRequest,
  statutoryRateVersion,
} from '@hrms/contracts/statutory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { idParams } from '../../platform/params';
import { createRate, deleteRate, listRates, loadRate, updateRate } from './rates-service';

const rateAnswer = z.object({ message: z.string(), statutory_rate: statutoryRateVersion });
/** Whoever sees salary components or produces payroll reports sees the rates behind them. */
const readRates = requirePermission(
  'view-salary-components',
  'generate-payroll-reports',
  'manage-statutory-rates',
);
/** The rates are the whole platform's: only a super admin holds this permission. */
const manageRates = requirePermission('manage-statutory-rates');

export const rateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['statutory rates'];

  app.get(
    '/statutory-rates',
    {
      config: readRates,
      schema: {
        tags,
        summary: 'Dated versions of the PF, ESIC, LWF and PT rules',
        querystring: statutoryRateListQuery,
        response: { 200: z.object({ data: z.array(statutoryRateVersion) }) },
      },
    },
    async (request) => ({ data: await listRates(db, request.query) }),
  );

  app.get(
    '/statutory-rates/:id',
    {
      config: readRates,
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ statutory_rate: statutoryRateVersion }) },
      },
    },
    async (request) => ({ statutory_rate: await loadRate(db, request.params.id) }),
  );

  app.post(
    '/statutory-rates',
    {
      config: manageRates,
      schema: {
        tags,
        summary: 'Add a dated version',
        body: statutoryRateRequest,
        response: { 201: rateAnswer },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Statutory rates added successfully',
        statutory_rate: await createRate(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/statutory-rates/:id',
    {
      config: manageRates,
      schema: { tags, params: idParams, body: statutoryRateUpdateRequest, response: { 200: rateAnswer } },
    },
    async (request) => ({
      message: 'Statutory rates updated successfully',
      statutory_rate: await updateRate(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/statutory-rates/:id',
    { config: manageRates, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await deleteRate(db, principalOf(request), request.params.id);
      return { message: 'Statutory rates deleted successfully' };
    },
  );
};
