import { messageResponse } from '@hrms/contracts/common';
import {
  employeeSettlementAnswer,
  finalSettlementAnswer,
  finalSettlementMessage,
  finalSettlementRequest,
} from '@hrms/contracts/final-settlements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { idParams } from '../../platform/params';
import {
  approveSettlement,
  computeSettlement,
  deleteSettlement,
  loadSettlement,
  markSettlementPaid,
  settlementOfEmployeeFor,
  settlementStatement,
} from './settlement-service';

const readSettlements = requirePermission('manage-final-settlements', 'approve-final-settlements');

/** Full and final settlements: compute the draft, read it, approve, pay, delete, the PDF statement. */
export const settlementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['final settlements'];

  app.post(
    '/employees/:id/final-settlement',
    {
      config: requirePermission('manage-final-settlements'),
      schema: {
        tags,
        summary:
          'Compute the full and final settlement as a draft, or recompute the draft (the final month’s run is processed first unless locked)',
        params: idParams,
        body: finalSettlementRequest,
        response: { 200: finalSettlementMessage, 201: finalSettlementMessage },
      },
    },
    async (request, reply) => {
      const { created, final_settlement } = await computeSettlement(
        db,
        principalOf(request),
        request.params.id,
        request.body ?? {},
      );
      return reply.code(created ? 201 : 200).send({
        message: created ? 'Full and final settlement computed' : 'Full and final settlement recomputed',
        final_settlement,
      });
    },
  );

  app.get(
    '/employees/:id/final-settlement',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'The employee’s settlement (HR of their company, or the employee themselves); null when none',
        params: idParams,
        response: { 200: employeeSettlementAnswer },
      },
    },
    async (request) => ({
      final_settlement: await settlementOfEmployeeFor(db, principalOf(request), request.params.id),
    }),
  );

  app.get(
    '/final-settlements/:id',
    { config: readSettlements, schema: { tags, params: idParams, response: { 200: finalSettlementAnswer } } },
    async (request) => ({
      final_settlement: await loadSettlement(db, principalOf(request), request.params.id),
    }),
  );

  app.put(
    '/final-settlements/:id/approve',
    {
      config: requirePermission('approve-final-settlements'),
      schema: {
        tags,
        summary: 'Approve the draft once: marks the employee terminated and approves the final month’s run',
        params: idParams,
        response: { 200: finalSettlementMessage },
      },
    },
    async (request) => ({
      message: 'Full and final settlement approved',
      final_settlement: await approveSettlement(db, principalOf(request), request.params.id),
    }),
  );

  app.put(
    '/final-settlements/:id/mark-paid',
    {
      config: requirePermission('approve-final-settlements'),
      schema: {
        tags,
        summary: 'Mark the approved settlement as paid',
        params: idParams,
        response: { 200: finalSettlementMessage },
      },
    },
    async (request) => ({
      message: 'Full and final settlement marked as paid',
      final_settlement: await markSettlementPaid(db, principalOf(request), request.params.id),
    }),
  );

  app.delete(
    '/final-settlements/:id',
    {
      config: requirePermission('manage-final-settlements'),
      schema: { tags, summary: 'Delete a draft', params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      await deleteSettlement(db, principalOf(request), request.params.id);
      return { message: 'Full and final settlement draft deleted' };
    },
  );

  app.get(
    '/final-settlements/:id/statement',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The settlement statement as a PDF (HR, or the employee themselves)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await settlementStatement(db, principalOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
};
