import { idParam, messageResponse } from '@hrms/contracts/common';
import {
  salaryComponent,
  salaryComponentListQuery,
  salaryComponentRequest,
  salaryComponentStats,
} from '@hrms/contracts/compensation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requirePermission } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import {
  componentsByType,
  createComponent,
  deleteComponent,
  listComponentsPage,
  loadComponent,
  updateComponent,
} from './components-service';

const componentAnswer = z.object({ message: z.string(), salary_component: salaryComponent });
// Salary-structure screens pick components too.
const readComponents = requirePermission(
  'view-salary-components',
  'view-salary-structures',
  'update-salary-structures',
);

export const componentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['salary components'];

  app.get(
    '/salary-components',
    {
      config: readComponents,
      schema: {
        tags,
        querystring: salaryComponentListQuery,
        response: { 200: pagedResponse(salaryComponent).extend({ summary: salaryComponentStats }) },
      },
    },
    async (request) => listComponentsPage(db, request.query),
  );

  app.get(
    '/salary-components-by-type',
    {
      config: readComponents,
      schema: {
        tags,
        summary: 'Active components grouped by type',
        querystring: z.object({ country_id: idParam.optional() }),
        response: {
          200: z.object({
            data: z.object({ earnings: z.array(salaryComponent), deductions: z.array(salaryComponent) }),
          }),
        },
      },
    },
    async (request) => ({ data: await componentsByType(db, request.query.country_id) }),
  );

  app.get(
    '/salary-components/:id',
    {
      config: readComponents,
      schema: { tags, params: idParams, response: { 200: z.object({ salary_component: salaryComponent }) } },
    },
    async (request) => ({ salary_component: await loadComponent(db, request.params.id) }),
  );

  app.post(
    '/salary-components',
    {
      config: requirePermission('create-salary-components'),
      schema: { tags, body: salaryComponentRequest, response: { 201: componentAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Salary component created successfully',
        salary_component: await createComponent(db, request.body),
      }),
  );

  app.put(
    '/salary-components/:id',
    {
      config: requirePermission('update-salary-components'),
      schema: { tags, params: idParams, body: salaryComponentRequest, response: { 200: componentAnswer } },
    },
    async (request) => ({
      message: 'Salary component updated successfully',
      salary_component: await updateComponent(db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/salary-components/:id',
    {
      config: requirePermission('delete-salary-components'),
      schema: { tags, params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      await deleteComponent(db, request.params.id);
      return { message: 'Salary component deleted successfully' };
    },
  );
};
