import {
  attendanceRequest,
  attendanceRequestCreate,
  attendanceRequestListQuery,
  attendanceRequestReject,
} from '@hrms/contracts/attendance-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { createRequest } from './create';
import { cancelRequest, decideOutright, HR_DECIDES } from './decide';
import { getRequest, listAttendanceRequests } from './service';

const requestAnswer = z.object({ message: z.string(), attendance_request: attendanceRequest });

/**
 * Regularisation, on-duty and work-from-home requests: anyone signed in asks for themselves (HR for anyone
 * of their company); the chain's approvers decide through the approvals inbox, HR outright here.
 */
export const attendanceRequestRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['attendance-requests'];
  const decide = requirePermission(HR_DECIDES);

  app.get(
    '/attendance-requests',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: attendanceRequestListQuery,
        response: { 200: pagedResponse(attendanceRequest) },
      },
    },
    async (request) => listAttendanceRequests(db, principalOf(request), request.query),
  );

  app.post(
    '/attendance-requests',
    { config: signedIn, schema: { tags, body: attendanceRequestCreate, response: { 201: requestAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Attendance request submitted successfully',
        attendance_request: await createRequest(db, principalOf(request), request.body),
      }),
  );

  app.get(
    '/attendance-requests/:id',
    {
      config: signedIn,
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ attendance_request: attendanceRequest }) },
      },
    },
    async (request) => ({
      attendance_request: await getRequest(db, principalOf(request), request.params.id),
    }),
  );

  app.put(
    '/attendance-requests/:id/approve',
    { config: decide, schema: { tags, params: idParams, response: { 200: requestAnswer } } },
    async (request) => ({
      message: 'Attendance request approved successfully',
      attendance_request: await decideOutright(db, principalOf(request), request.params.id, {
        approve: true,
      }),
    }),
  );

  app.put(
    '/attendance-requests/:id/reject',
    {
      config: decide,
      schema: { tags, params: idParams, body: attendanceRequestReject, response: { 200: requestAnswer } },
    },
    async (request) => ({
      message: 'Attendance request rejected successfully',
      attendance_request: await decideOutright(db, principalOf(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
    }),
  );

  app.put(
    '/attendance-requests/:id/cancel',
    { config: signedIn, schema: { tags, params: idParams, response: { 200: requestAnswer } } },
    async (request) => ({
      message: 'Attendance request cancelled successfully',
      attendance_request: await cancelRequest(db, principalOf(request), request.params.id),
    }),
  );
};
