import {
  encashableQuery,
  encashableResponse,
  leaveEncashment,
  leaveEncashmentCreate,
  leaveEncashmentListQuery,
  leaveEncashmentReject,
} from '@hrms/contracts/leave-encashments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { createEncashment } from './create';
import { cancelEncashment, decideOutright } from './decide';
import { encashableTypes, getEncashment, HR, listLeaveEncashments } from './service';

const encashmentAnswer = z.object({ message: z.string(), leave_encashment: leaveEncashment });

/**
 * Leave encashed during service: anyone signed in asks for themselves (HR for anyone of their company); the
 * chain's approvers decide through the approvals inbox, HR outright here; the next payroll month pays it.
 */
export const leaveEncashmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['leave-encashments'];
  const decide = requirePermission(HR);

  app.get(
    '/leave-encashments',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: leaveEncashmentListQuery,
        response: { 200: pagedResponse(leaveEncashment) },
      },
    },
    async (request) => listLeaveEncashments(db, principalOf(request), request.query),
  );

  app.get(
    '/leave-encashments/encashable',
    {
      config: signedIn,
      schema: { tags, querystring: encashableQuery, response: { 200: encashableResponse } },
    },
    async (request) => ({
      data: await encashableTypes(db, principalOf(request), request.query.employee_id),
    }),
  );

  app.post(
    '/leave-encashments',
    { config: signedIn, schema: { tags, body: leaveEncashmentCreate, response: { 201: encashmentAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Leave encashment submitted successfully',
        leave_encashment: await createEncashment(db, principalOf(request), request.body),
      }),
  );

  app.get(
    '/leave-encashments/:id',
    {
      config: signedIn,
      schema: { tags, params: idParams, response: { 200: z.object({ leave_encashment: leaveEncashment }) } },
    },
    async (request) => ({
      leave_encashment: await getEncashment(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/leave-encashments/:id/approve',
    { config: decide, schema: { tags, params: idParams, response: { 200: encashmentAnswer } } },
    async (request) => ({
      message: 'Leave encashment approved successfully',
      leave_encashment: await decideOutright(db, principalOf(request), request.params.id, { approve: true }),
    }),
  );

  app.post(
    '/leave-encashments/:id/reject',
    {
      config: decide,
      schema: { tags, params: idParams, body: leaveEncashmentReject, response: { 200: encashmentAnswer } },
    },
    async (request) => ({
      message: 'Leave encashment rejected successfully',
      leave_encashment: await decideOutright(db, principalOf(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
    }),
  );

  app.post(
    '/leave-encashments/:id/cancel',
    { config: signedIn, schema: { tags, params: idParams, response: { 200: encashmentAnswer } } },
    async (request) => ({
      message: 'Leave encashment cancelled successfully',
      leave_encashment: await cancelEncashment(db, principalOf(request), request.params.id),
    }),
  );
};
