import {
  claimListQuery,
  claimRejectRequest,
  claimRequest,
  reimbursementCategory,
  reimbursementClaim,
} from '@hrms/contracts/reimbursements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { AppError, parseFields } from '../../platform/errors';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { readForm } from '../../platform/uploads';
import {
  activeCategories,
  claimReceipt,
  createClaim,
  decideClaim,
  getClaim,
  listClaims,
  RECEIPT_RULES,
  withdrawClaim,
} from './service';

const approver = requirePermission('approve-reimbursements');
const claimAnswer = z.object({ message: z.string(), reimbursement: reimbursementClaim });

/** A receipt over the limit while it streams in answers 413, as the size check after reading does. */
function tooLargeAs413(err: unknown): never {
  if (
    err instanceof AppError &&
    err.statusCode === 422 &&
    err.errors?.receipt?.[0]?.includes('greater than')
  ) {
    throw new AppError(413, err.errors.receipt[0]);
  }
  throw err;
}

/**
 * Expense claims, their receipts and their approval. Any signed-in employee claims for themselves and sees
 * their own; approve-reimbursements sees, approves and rejects the claims of its company scope
 * (docs/decisions/pay-adjustments.md, "Reimbursements").
 */
export const reimbursementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['reimbursements'];

  app.get(
    '/reimbursement-categories',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'The active expense categories, with their taxability, limit and whether a receipt is required',
        response: { 200: z.object({ data: z.array(reimbursementCategory) }) },
      },
    },
    async () => ({ data: await activeCategories(db) }),
  );

  app.get(
    '/reimbursements',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Expense claims: the caller’s own, or their company’s for approvers (pending first)',
        querystring: claimListQuery,
        response: { 200: pagedResponse(reimbursementClaim) },
      },
    },
    async (request) => listClaims(db, principalOf(request), request.query),
  );

  app.post(
    '/reimbursements',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Claim an expense (multipart: category_id, amount, expense_date, description and the file `receipt`: PDF, JPEG or PNG)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: claimAnswer },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readForm(request, 'receipt', RECEIPT_RULES).catch(tooLargeAs413);
      const reimbursement = await createClaim(
        db,
        principalOf(request),
        parseFields(claimRequest, fields),
        file,
      );
      return reply.status(201).send({ message: 'Expense claim submitted successfully', reimbursement });
    },
  );

  app.get(
    '/reimbursements/:id',
    {
      config: signedIn,
      schema: { tags, params: idParams, response: { 200: z.object({ reimbursement: reimbursementClaim }) } },
    },
    async (request) => ({ reimbursement: await getClaim(db, principalOf(request), request.params.id) }),
  );

  app.get(
    '/reimbursements/:id/receipt',
    { config: signedIn, schema: { tags, summary: 'Download a claim’s receipt', params: idParams } },
    async (request, reply) => {
      const file = await claimReceipt(db, principalOf(request), request.params.id);
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`)
        .send(file.data);
    },
  );

  app.put(
    '/reimbursements/:id/approve',
    { config: approver, schema: { tags, params: idParams, response: { 200: claimAnswer } } },
    async (request) => ({
      message: 'Expense claim approved successfully',
      reimbursement: await decideClaim(db, principalOf(request), request.params.id, { approve: true }),
    }),
  );

  app.put(
    '/reimbursements/:id/reject',
    {
      config: approver,
      schema: { tags, params: idParams, body: claimRejectRequest, response: { 200: claimAnswer } },
    },
    async (request) => ({
      message: 'Expense claim rejected successfully',
      reimbursement: await decideClaim(db, principalOf(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
    }),
  );

  app.delete(
    '/reimbursements/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Withdraw a pending claim (the claimant only)',
        params: idParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await withdrawClaim(db, principalOf(request), request.params.id);
      return { message: 'Expense claim withdrawn successfully' };
    },
  );
};
