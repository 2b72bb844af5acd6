import { messageResponse } from '@hrms/contracts/common';
import {
  statutoryPayment,
  statutoryPaymentListQuery,
  statutoryPaymentRequest,
} from '@hrms/contracts/statutory-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { createPayment, deletePayment, listPayments, loadPayment, updatePayment } from './service';

const paymentAnswer = z.object({ message: z.string(), statutory_payment: statutoryPayment });
/**
 * Whoever processes payroll records what was paid; whoever produces the payroll reports (the compliance
 * summary shows these payments) may read them (docs/decisions/statutory.md, "Who records statutory payments").
 */
const readPayments = requirePermission('process-payroll', 'generate-payroll-reports');
const managePayments = requirePermission('process-payroll');

/** The statutory payments register: EPF, ESIC, PT and LWF paid for each wage month, with their lateness. */
export const statutoryPaymentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['statutory payments'];

  app.get(
    '/statutory-payments',
    {
      config: readPayments,
      schema: {
        tags,
        summary: 'Payments recorded, each with its due date, days late, interest and damages',
        querystring: statutoryPaymentListQuery,
        response: { 200: pagedResponse(statutoryPayment) },
      },
    },
    async (request) => listPayments(db, principalOf(request), request.query),
  );

  app.get(
    '/statutory-payments/:id',
    {
      config: readPayments,
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ statutory_payment: statutoryPayment }) },
      },
    },
    async (request) => ({
      statutory_payment: await loadPayment(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/statutory-payments',
    {
      config: managePayments,
      schema: {
        tags,
        summary: 'Record a payment (EPF by TRRN with its accounts, ESIC challan, PT or LWF per state)',
        body: statutoryPaymentRequest,
        response: { 201: paymentAnswer },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Statutory payment recorded successfully',
        statutory_payment: await createPayment(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/statutory-payments/:id',
    {
      config: managePayments,
      schema: { tags, params: idParams, body: statutoryPaymentRequest, response: { 200: paymentAnswer } },
    },
    async (request) => ({
      message: 'Statutory payment updated successfully',
      statutory_payment: await updatePayment(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/statutory-payments/:id',
    { config: managePayments, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await deletePayment(db, principalOf(request), request.params.id);
      return { message: 'Statutory payment deleted successfully' };
    },
  );
};
