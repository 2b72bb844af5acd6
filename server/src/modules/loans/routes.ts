import {
  loan,
  loanCloseRequest,
  loanDetail,
  loanListQuery,
  loanRequest,
  loanUpdateRequest,
} from '@hrms/contracts/loans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { closeLoan, createLoan, employeeLoans, listLoans, loadLoan, updateLoan } from './service';

const loanAnswer = z.object({ message: z.string(), loan: loanDetail });
const manageLoans = requirePermission('manage-loans');

/** Loans and salary advances with their ledgers (docs/decisions/pay-adjustments.md). */
export const loanRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['loans'];

  app.get(
    '/loans',
    {
      config: manageLoans,
      schema: {
        tags,
        summary: 'Loans and salary advances of the company, each with its balance',
        querystring: loanListQuery,
        response: { 200: pagedResponse(loan) },
      },
    },
    async (request) => listLoans(db, principalOf(request), request.query),
  );

  app.post(
    '/loans',
    {
      config: manageLoans,
      schema: {
        tags,
        summary: 'Record a loan or salary advance',
        body: loanRequest,
        response: { 201: loanAnswer },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Loan recorded successfully',
        loan: await createLoan(db, principalOf(request), request.body),
      }),
  );

  app.get(
    '/loans/:id',
    {
      config: manageLoans,
      schema: {
        tags,
        summary: 'A loan with its ledger, balance and projected schedule',
        params: idParams,
        response: { 200: z.object({ loan: loanDetail }) },
      },
    },
    async (request) => ({ loan: await loadLoan(db, principalOf(request), request.params.id) }),
  );

  app.put(
    '/loans/:id',
    {
      config: manageLoans,
      schema: {
        tags,
        summary: 'Change an active loan’s EMI or purpose',
        params: idParams,
        body: loanUpdateRequest,
        response: { 200: loanAnswer },
      },
    },
    async (request) => ({
      message: 'Loan updated successfully',
      loan: await updateLoan(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/loans/:id/close',
    {
      config: manageLoans,
      schema: {
        tags,
        summary: 'Close a loan early: its balance is recovered at once',
        params: idParams,
        body: loanCloseRequest,
        response: { 200: loanAnswer },
      },
    },
    async (request) => ({
      message: 'Loan closed successfully',
      loan: await closeLoan(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/employees/:id/loans',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'An employee’s own loans, read-only (the employee, or whoever manages loans)',
        params: idParams,
        response: { 200: z.object({ loans: z.array(loanDetail) }) },
      },
    },
    async (request) => ({ loans: await employeeLoans(db, principalOf(request), request.params.id) }),
  );
};
