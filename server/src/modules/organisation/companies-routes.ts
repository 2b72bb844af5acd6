import { messageResponse } from '@hrms/contracts/common';
import { company, companyListQuery, companyRequest, companyStats } from '@hrms/contracts/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import {
  createCompany,
  deleteCompany,
  listCompaniesPage,
  loadCompany,
  updateCompany,
} from './companies-service';

const companyAnswer = z.object({ message: z.string(), company });

export const companyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['companies'];
  // Reading the organisation structure is open to every signed-in user, within their own company.
  app.get(
    '/companies',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: companyListQuery,
        response: { 200: pagedResponse(company).extend({ summary: companyStats }) },
      },
    },
    async (request) => listCompaniesPage(db, principalOf(request), request.query),
  );

  app.get(
    '/companies/:id',
    { config: signedIn, schema: { tags, params: idParams, response: { 200: z.object({ company }) } } },
    async (request) => ({ company: await loadCompany(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/companies',
    {
      config: requirePermission('update-company-settings'),
      schema: { tags, body: companyRequest, response: { 201: companyAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Company created successfully!',
        company: await createCompany(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/companies/:id',
    {
      config: requirePermission('update-company-settings'),
      schema: { tags, params: idParams, body: companyRequest, response: { 200: companyAnswer } },
    },
    async (request) => ({
      message: 'Company updated successfully!',
      company: await updateCompany(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/companies/:id',
    {
      config: requirePermission('update-company-settings'),
      schema: { tags, params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      await deleteCompany(db, principalOf(request), request.params.id);
      return { message: 'Company deleted successfully' };
    },
  );
};
