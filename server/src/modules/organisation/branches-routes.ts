import { messageResponse } from '@hrms/contracts/common';
import { branch, branchListQuery, branchRequest } from '@hrms/contracts/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { createBranch, deleteBranch, listBranchesPage, loadBranch, updateBranch } from './branches-service';
import { loadCompany } from './companies-service';

const branchAnswer = z.object({ message: z.string(), branch });
const manageBranches = requirePermission('manage-branches');

export const branchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['branches'];
  const list = pagedResponse(branch);

  app.get(
    '/branches',
    { config: signedIn, schema: { tags, querystring: branchListQuery, response: { 200: list } } },
    async (request) => listBranchesPage(db, principalOf(request), request.query),
  );

  app.get(
    '/companies/:id/branches',
    {
      config: signedIn,
      schema: {
        tags,
        params: idParams,
        querystring: branchListQuery.omit({ company_id: true }),
        response: { 200: list },
      },
    },
    async (request) => {
      // A company outside the caller's scope is not found, rather than an empty list.
      await loadCompany(db, principalOf(request), request.params.id);
      return listBranchesPage(db, principalOf(request), { ...request.query, company_id: request.params.id });
    },
  );

  app.get(
    '/branches/:id',
    { config: signedIn, schema: { tags, params: idParams, response: { 200: z.object({ branch }) } } },
    async (request) => ({ branch: await loadBranch(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/branches',
    { config: manageBranches, schema: { tags, body: branchRequest, response: { 201: branchAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Branch created successfully!',
        branch: await createBranch(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/branches/:id',
    {
      config: manageBranches,
      schema: { tags, params: idParams, body: branchRequest, response: { 200: branchAnswer } },
    },
    async (request) => ({
      message: 'Branch updated successfully!',
      branch: await updateBranch(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/branches/:id',
    { config: manageBranches, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await deleteBranch(db, principalOf(request), request.params.id);
      return { message: 'Branch deleted successfully' };
    },
  );
};
