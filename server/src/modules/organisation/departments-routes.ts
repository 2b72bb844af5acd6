import { messageResponse } from '@hrms/contracts/common';
import {
  department,
  departmentListQuery,
  departmentRequest,
  departmentStats,
} from '@hrms/contracts/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { loadBranch } from './branches-service';
import { loadCompany } from './companies-service';
import {
  createDepartment,
  deleteDepartment,
  listDepartmentsPage,
  loadDepartment,
  updateDepartment,
} from './departments-service';

const departmentAnswer = z.object({ message: z.string(), department });
const manageDepartments = requirePermission('manage-departments');

export const departmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['departments'];
  const list = pagedResponse(department).extend({ summary: departmentStats });

  app.get(
    '/departments',
    { config: signedIn, schema: { tags, querystring: departmentListQuery, response: { 200: list } } },
    async (request) => listDepartmentsPage(db, principalOf(request), request.query),
  );

  app.get(
    '/companies/:id/departments',
    {
      config: signedIn,
      schema: {
        tags,
        params: idParams,
        querystring: departmentListQuery.omit({ company_id: true }),
        response: { 200: list },
      },
    },
    async (request) => {
      // A parent outside the caller's scope is not found, rather than an empty list.
      await loadCompany(db, principalOf(request), request.params.id);
      return listDepartmentsPage(db, principalOf(request), {
        ...request.query,
        company_id: request.params.id,
      });
    },
  );

  app.get(
    '/branches/:id/departments',
    {
      config: signedIn,
      schema: {
        tags,
        params: idParams,
        querystring: departmentListQuery.omit({ branch_id: true }),
        response: { 200: list },
      },
    },
    async (request) => {
      await loadBranch(db, principalOf(request), request.params.id);
      return listDepartmentsPage(db, principalOf(request), {
        ...request.query,
        branch_id: request.params.id,
      });
    },
  );

  app.get(
    '/departments/:id',
    { config: signedIn, schema: { tags, params: idParams, response: { 200: z.object({ department }) } } },
    async (request) => ({ department: await loadDepartment(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/departments',
    {
      config: manageDepartments,
      schema: { tags, body: departmentRequest, response: { 201: departmentAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Department created successfully',
        department: await createDepartment(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/departments/:id',
    {
      config: manageDepartments,
      schema: { tags, params: idParams, body: departmentRequest, response: { 200: departmentAnswer } },
    },
    async (request) => ({
      message: 'Department updated successfully',
      department: await updateDepartment(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/departments/:id',
    { config: manageDepartments, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await deleteDepartment(db, principalOf(request), request.params.id);
      return { message: 'Department deleted successfully' };
    },
  );
};
