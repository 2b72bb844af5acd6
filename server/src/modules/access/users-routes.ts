import {
  assignRolesRequest,
  createUserRequest,
  updateUserRequest,
  userActivity,
  userDetail,
  userListQuery,
  userStats,
  userSummary,
} from '@hrms/contracts/access';
import { messageResponse } from '@hrms/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import {
  assignUserRoles,
  createUserAccount,
  deleteUserAccount,
  getUser,
  getUserActivity,
  listUsersPage,
  toggleUserStatus,
  updateUserAccount,
} from './users-service';

const userAnswer = z.object({ message: z.string(), user: userDetail });

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['users'];

  app.get(
    '/users',
    {
      config: requirePermission('view-users'),
      schema: {
        tags,
        summary: 'Users, filtered and paged, with counts over all matching users',
        querystring: userListQuery,
        response: { 200: pagedResponse(userSummary).extend({ summary: userStats }) },
      },
    },
    async (request) => listUsersPage(db, principalOf(request), request.query),
  );

  app.get(
    '/users/:id',
    {
      config: requirePermission('view-users'),
      schema: { tags, params: idParams, response: { 200: z.object({ user: userDetail }) } },
    },
    async (request) => ({ user: await getUser(db, principalOf(request), request.params.id) }),
  );

  app.get(
    '/users/:id/activity',
    {
      config: requirePermission('view-users'),
      schema: {
        tags,
        summary: 'A user’s latest actions (with view-audit-trail) and sign-ins, newest first',
        params: idParams,
        response: { 200: userActivity },
      },
    },
    async (request) => getUserActivity(db, principalOf(request), request.params.id),
  );

  app.post(
    '/users',
    {
      config: requirePermission('manage-users'),
      schema: { tags, body: createUserRequest, response: { 201: userAnswer } },
    },
    async (request, reply) => {
      const user = await createUserAccount(db, principalOf(request), request.body);
      return reply.status(201).send({ message: 'User created successfully', user });
    },
  );

  app.put(
    '/users/:id',
    {
      config: requirePermission('manage-users'),
      schema: { tags, params: idParams, body: updateUserRequest, response: { 200: userAnswer } },
    },
    async (request) => ({
      message: 'User updated successfully',
      user: await updateUserAccount(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/users/:id',
    {
      config: requirePermission('manage-users'),
      schema: { tags, params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      await deleteUserAccount(db, principalOf(request), request.params.id);
      return { message: 'User deleted successfully' };
    },
  );

  app.post(
    '/users/:id/assign-roles',
    {
      config: requirePermission('update-users'),
      schema: { tags, params: idParams, body: assignRolesRequest, response: { 200: userAnswer } },
    },
    async (request) => ({
      message: 'User roles updated successfully!',
      user: await assignUserRoles(db, principalOf(request), request.params.id, request.body.roles),
    }),
  );

  app.patch(
    '/users/:id/toggle-status',
    {
      config: requirePermission('update-users'),
      schema: { tags, params: idParams, response: { 200: userAnswer } },
    },
    async (request) => {
      const user = await toggleUserStatus(db, principalOf(request), request.params.id);
      return {
        message: user.is_active ? 'User activated successfully' : 'User deactivated successfully',
        user,
      };
    },
  );
};
