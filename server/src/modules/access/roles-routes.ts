import {
  assignPermissionsRequest,
  createRoleRequest,
  permissionItem,
  roleItem,
  roleListQuery,
  roleStats,
  updateRoleRequest,
} from '@hrms/contracts/access';
import { messageResponse } from '@hrms/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { listPermissions } from './roles-queries';
import {
  assignPermissions,
  createRole,
  deleteRole,
  getRole,
  listRolesPage,
  updateRole,
} from './roles-service';

const roleAnswer = z.object({ message: z.string(), role: roleItem });
// The role pickers of the user screens read roles too.
const readRoles = requirePermission('manage-roles', 'update-users', 'manage-users');

export const roleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['roles'];

  app.get(
    '/permissions',
    {
      config: requirePermission('manage-roles'),
      schema: {
        tags,
        summary: 'The permission catalogue',
        response: { 200: z.object({ data: z.array(permissionItem) }) },
      },
    },
    async () => ({ data: await listPermissions(db) }),
  );

  app.get(
    '/roles',
    {
      // Checklist owners are roles: whoever keeps the checklists chooses among them.
      config: requirePermission('manage-roles', 'update-users', 'manage-users', 'manage-checklists'),
      schema: {
        tags,
        querystring: roleListQuery,
        response: { 200: pagedResponse(roleItem).extend({ summary: roleStats }) },
      },
    },
    async (request) => listRolesPage(db, principalOf(request), request.query),
  );

  app.get(
    '/roles/:id',
    {
      config: readRoles,
      schema: { tags, params: idParams, response: { 200: z.object({ role: roleItem }) } },
    },
    async (request) => ({ role: await getRole(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/roles',
    {
      config: requirePermission('manage-roles'),
      schema: { tags, body: createRoleRequest, response: { 201: roleAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Role created successfully',
        role: await createRole(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/roles/:id',
    {
      config: requirePermission('manage-roles'),
      schema: { tags, params: idParams, body: updateRoleRequest, response: { 200: roleAnswer } },
    },
    async (request) => ({
      message: 'Role updated successfully',
      role: await updateRole(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/roles/:id',
    {
      config: requirePermission('manage-roles'),
      schema: { tags, params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      await deleteRole(db, principalOf(request), request.params.id);
      return { message: 'Role deleted successfully' };
    },
  );

  app.post(
    '/roles/:id/assign-permissions',
    {
      config: requirePermission('manage-roles'),
      schema: { tags, params: idParams, body: assignPermissionsRequest, response: { 200: roleAnswer } },
    },
    async (request) => ({
      message: 'Permissions updated successfully',
      role: await assignPermissions(db, principalOf(request), request.params.id, request.body.permissions),
    }),
  );
};
