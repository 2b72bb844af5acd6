import { messageResponse } from '@hrms/contracts/common';
import {
  tdsAllocationRequest,
  tdsChallan,
  tdsChallanAllocations,
  tdsChallanListQuery,
  tdsChallanRequest,
  tdsChallanSummary,
  tdsChallanSummaryQuery,
  tdsStatement,
  tdsStatementListQuery,
  tdsStatementRequest,
} from '@hrms/contracts/tax-year';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { sendDownload } from '../../platform/download';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { challanAllocations, setChallanAllocations } from './allocations-service';
import {
  challanSummary,
  createChallan,
  deleteChallan,
  listChallans,
  loadChallan,
  updateChallan,
} from './challans-service';
import { correctionStatement } from './correction-service';
import { listStatements, recordStatement } from './statements-service';

const challanAnswer = z.object({ message: z.string(), tds_challan: tdsChallan });
/** Whoever keeps the register, or produces the tax reports it feeds (Form 24Q), may read it. */
const readChallans = requirePermission('manage-tds-challans', 'generate-tax-reports');
const manageChallans = requirePermission('manage-tds-challans');

/** The TDS challan register: each month's deposit of tax deducted from salaries. */
export const tdsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['tds challans'];

  app.get(
    '/tds-challans',
    {
      config: readChallans,
      schema: {
        tags,
        summary: 'The challans of a financial year, each with its month’s deductions and coverage',
        querystring: tdsChallanListQuery,
        response: { 200: pagedResponse(tdsChallan) },
      },
    },
    async (request) => listChallans(db, principalOf(request), request.query),
  );

  app.get(
    '/tds-challans/summary',
    {
      config: readChallans,
      schema: {
        tags,
        summary: 'Deducted against deposited, month by month and quarter by quarter',
        querystring: tdsChallanSummaryQuery,
        response: { 200: z.object({ tds_challan_summary: tdsChallanSummary }) },
      },
    },
    async (request) => ({
      tds_challan_summary: await challanSummary(db, principalOf(request), request.query),
    }),
  );

  app.get(
    '/tds-challans/:id',
    {
      config: readChallans,
      schema: { tags, params: idParams, response: { 200: z.object({ tds_challan: tdsChallan }) } },
    },
    async (request) => ({ tds_challan: await loadChallan(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/tds-challans',
    {
      config: manageChallans,
      schema: {
        tags,
        summary: 'Record a deposit',
        body: tdsChallanRequest,
        response: { 201: challanAnswer },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'TDS challan recorded successfully',
        tds_challan: await createChallan(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/tds-challans/:id',
    {
      config: manageChallans,
      schema: { tags, params: idParams, body: tdsChallanRequest, response: { 200: challanAnswer } },
    },
    async (request) => ({
      message: 'TDS challan updated successfully',
      tds_challan: await updateChallan(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/tds-challans/:id',
    { config: manageChallans, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await deleteChallan(db, principalOf(request), request.params.id);
      return { message: 'TDS challan deleted successfully' };
    },
  );

  app.get(
    '/tds-statements',
    {
      config: readChallans,
      schema: {
        tags: ['tds statements'],
        summary: 'The quarterly statements filed for a tax year, with their receipt numbers and due dates',
        querystring: tdsStatementListQuery,
        response: { 200: z.object({ data: z.array(tdsStatement) }) },
      },
    },
    async (request) => ({ data: await listStatements(db, principalOf(request), request.query) }),
  );

  app.get(
    '/tds-statements/:id/correction',
    {
      config: readChallans,
      schema: {
        tags: ['tds statements'],
        summary:
          'The correction statement (text file) of a filed Form 24Q quarter: C5 for a deductee’s PAN, C3 for its amounts, against the statement as kept when its receipt was recorded',
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await correctionStatement(db, principalOf(request), request.params.id);
      return sendDownload(reply, {
        filename: file.filename,
        body: file.text,
        contentType: 'text/plain; charset=us-ascii',
      });
    },
  );

  app.post(
    '/tds-statements',
    {
      // Whoever keeps the challans or files the tax reports records what the portal gave back.
      config: readChallans,
      schema: {
        tags: ['tds statements'],
        summary:
          'Record a filed quarterly statement’s receipt number (again for the same quarter: corrects it)',
        body: tdsStatementRequest,
        response: { 201: z.object({ message: z.string(), tds_statement: tdsStatement }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Statement recorded successfully',
        tds_statement: await recordStatement(db, principalOf(request), request.body),
      }),
  );

  app.get(
    '/tds-challans/:id/allocations',
    {
      config: readChallans,
      schema: {
        tags,
        summary: 'The deductees a challan pays: HR’s choice, or the default split of its month',
        params: idParams,
        response: { 200: z.object({ tds_challan_allocations: tdsChallanAllocations }) },
      },
    },
    async (request) => ({
      tds_challan_allocations: await challanAllocations(db, principalOf(request), request.params.id),
    }),
  );

  app.put(
    '/tds-challans/:id/allocations',
    {
      config: manageChallans,
      schema: {
        tags,
        summary: 'Choose the runs a challan paid and how much of each ([]: back to the default split)',
        params: idParams,
        body: tdsAllocationRequest,
        response: { 200: z.object({ message: z.string(), tds_challan_allocations: tdsChallanAllocations }) },
      },
    },
    async (request) => ({
      message: 'Challan allocation saved',
      tds_challan_allocations: await setChallanAllocations(
        db,
        principalOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );
};
