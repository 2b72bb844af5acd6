import { messageResponse } from '@hrms/contracts/common';
import {
  calculateTaxRequest,
  professionalTaxSlab,
  slabsRequest,
  taxCalculation,
  taxRegime,
  taxRegimeListQuery,
  taxRegimeRequest,
  taxRegimeStats,
} from '@hrms/contracts/compensation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { professionalTaxSlabsFor } from './regimes-queries';
import {
  calculateTax,
  createRegime,
  deleteRegime,
  listRegimesPage,
  loadRegime,
  setSlabs,
  updateRegime,
} from './regimes-service';

const regimeAnswer = z.object({ message: z.string(), tax_regime: taxRegime });
// The company form chooses a default regime, so company administrators read regimes too.
const readRegimes = requirePermission('view-tax-regimes', 'update-company-settings');

export const regimeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['tax regimes'];

  app.get(
    '/tax-regimes',
    {
      config: readRegimes,
      schema: {
        tags,
        querystring: taxRegimeListQuery,
        response: { 200: pagedResponse(taxRegime).extend({ summary: taxRegimeStats }) },
      },
    },
    async (request) => listRegimesPage(db, request.query),
  );

  app.get(
    '/tax-regimes/:id',
    {
      config: readRegimes,
      schema: { tags, params: idParams, response: { 200: z.object({ tax_regime: taxRegime }) } },
    },
    async (request) => ({ tax_regime: await loadRegime(db, request.params.id) }),
  );

  app.post(
    '/tax-regimes',
    {
      config: requirePermission('create-tax-regimes'),
      schema: { tags, body: taxRegimeRequest, response: { 201: regimeAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Tax regime created successfully',
        tax_regime: await createRegime(db, request.body),
      }),
  );

  app.put(
    '/tax-regimes/:id',
    {
      config: requirePermission('update-tax-regimes'),
      schema: { tags, params: idParams, body: taxRegimeRequest, response: { 200: regimeAnswer } },
    },
    async (request) => ({
      message: 'Tax regime updated successfully',
      tax_regime: await updateRegime(db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/tax-regimes/:id',
    {
      config: requirePermission('delete-tax-regimes'),
      schema: { tags, params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      await deleteRegime(db, request.params.id);
      return { message: 'Tax regime deleted successfully' };
    },
  );

  app.put(
    '/tax-regimes/:id/slabs',
    {
      config: requirePermission('manage-tax-slabs'),
      schema: {
        tags,
        summary: 'Replace the slab list',
        params: idParams,
        body: slabsRequest,
        response: { 200: regimeAnswer },
      },
    },
    async (request) => ({
      message: 'Tax slabs updated successfully',
      tax_regime: await setSlabs(db, request.params.id, request.body.slabs),
    }),
  );

  app.post(
    '/tax-regimes/:id/calculate-tax',
    {
      config: readRegimes,
      schema: { tags, params: idParams, body: calculateTaxRequest, response: { 200: taxCalculation } },
    },
    async (request) => calculateTax(db, request.params.id, request.body),
  );

  app.get(
    '/professional-tax-slabs',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Professional-tax slabs by state',
        querystring: z.object({ state: z.string().trim().max(100).optional() }),
        response: { 200: z.object({ data: z.array(professionalTaxSlab) }) },
      },
    },
    async (request) => {
      const rows = await professionalTaxSlabsFor(db, request.query.state);
      return {
        data: rows.map((r) => ({
          id: r.id,
          state: r.state,
          gender: r.gender,
          min_salary: Number(r.min_salary),
          max_salary: r.max_salary === null ? null : Number(r.max_salary),
          period_months: r.period_months,
          amount: Number(r.amount),
          special_month: r.special_month,
          special_month_amount: r.special_month_amount === null ? null : Number(r.special_month_amount),
          effective_from: r.effective_from,
        })),
      };
    },
  );
};
