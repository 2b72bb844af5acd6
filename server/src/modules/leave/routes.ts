import {
  leaveApplication,
  leaveBalanceQuery,
  leaveBalanceResponse,
  leaveDaysQuery,
  leaveDaysResponse,
  leaveListQuery,
  leaveRequest,
  leaveStats,
  leaveType,
  leaveTypeRequest,
  rejectRequest,
} from '@hrms/contracts/leave';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { parseFields } from '../../platform/errors';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { readForm } from '../../platform/uploads';
import { leavePolicyRoutes } from './policy-routes';
import {
  ATTACHMENT_RULES,
  applyForLeave,
  cancelLeave,
  createLeaveType,
  decideLeave,
  getLeaveRequest,
  leaveAttachment,
  leaveBalance,
  leaveDaysFor,
  leaveTypes,
  listLeaveRequests,
  teamLeaveRequests,
  updateLeaveType,
} from './service';

const requestAnswer = z.object({ message: z.string(), leave_request: leaveRequest });
const typeAnswer = z.object({ message: z.string(), leave_type: leaveType });
const listAnswer = pagedResponse(leaveRequest).extend({ summary: leaveStats });

export const leaveRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['leave'];
  await app.register(leavePolicyRoutes, { db });

  app.get(
    '/leave-types',
    { config: signedIn, schema: { tags, response: { 200: z.object({ data: z.array(leaveType) }) } } },
    async () => ({ data: await leaveTypes(db) }),
  );

  app.post(
    '/leave-types',
    {
      config: requirePermission('manage-leave-types'),
      schema: { tags, body: leaveTypeRequest, response: { 201: typeAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Leave type created successfully',
        leave_type: await createLeaveType(db, request.body),
      }),
  );

  app.put(
    '/leave-types/:id',
    {
      config: requirePermission('manage-leave-types'),
      schema: { tags, params: idParams, body: leaveTypeRequest, response: { 200: typeAnswer } },
    },
    async (request) => ({
      message: 'Leave type updated successfully',
      leave_type: await updateLeaveType(db, request.params.id, request.body),
    }),
  );

  app.get(
    '/leave-balance',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Balances per leave type for a year (own, or an employee’s for approvers)',
        querystring: leaveBalanceQuery,
        response: { 200: leaveBalanceResponse },
      },
    },
    async (request) =>
      leaveBalance(
        db,
        principalOf(request),
        request.query.year ?? new Date().getFullYear(),
        request.query.employee_id,
      ),
  );

  app.get(
    '/leave-days',
    {
      config: requirePermission('apply-leave'),
      schema: {
        tags,
        summary:
          'The days a request would count for the caller under their leave policy, and the balance available',
        querystring: leaveDaysQuery,
        response: { 200: leaveDaysResponse },
      },
    },
    async (request) => leaveDaysFor(db, principalOf(request), request.query),
  );

  app.get(
    '/leaves',
    {
      config: requirePermission('view-leaves', 'approve-leaves'),
      schema: { tags, querystring: leaveListQuery, response: { 200: listAnswer } },
    },
    async (request) => listLeaveRequests(db, principalOf(request), request.query),
  );

  app.get(
    '/team-leaves',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Requests of the caller’s direct reports and team',
        querystring: leaveListQuery,
        response: { 200: listAnswer },
      },
    },
    async (request) => teamLeaveRequests(db, principalOf(request), request.query),
  );

  app.get(
    '/leaves/:id',
    {
      config: requirePermission('view-leaves', 'approve-leaves'),
      schema: { tags, params: idParams, response: { 200: z.object({ leave_request: leaveRequest }) } },
    },
    async (request) => ({
      leave_request: await getLeaveRequest(db, principalOf(request), request.params.id),
    }),
  );

  app.get(
    '/leaves/:id/attachment',
    { config: requirePermission('view-leaves', 'approve-leaves'), schema: { tags, params: idParams } },
    async (request, reply) => {
      const file = await leaveAttachment(db, principalOf(request), request.params.id);
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`)
        .send(file.data);
    },
  );

  app.post(
    '/leaves',
    {
      config: requirePermission('apply-leave'),
      schema: {
        tags,
        summary: 'Apply for leave (multipart form with an optional attachment, or JSON)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: requestAnswer },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readForm(request, 'attachment', ATTACHMENT_RULES);
      const leave = await applyForLeave(
        db,
        principalOf(request),
        parseFields(leaveApplication, fields),
        file,
      );
      return reply
        .status(201)
        .send({ message: 'Leave application submitted successfully', leave_request: leave });
    },
  );

  app.post(
    '/leaves/:id/approve',
    {
      config: requirePermission('approve-leaves'),
      schema: { tags, params: idParams, response: { 200: requestAnswer } },
    },
    async (request) => ({
      message: 'Leave request approved successfully',
      leave_request: await decideLeave(db, principalOf(request), request.params.id, { approve: true }),
    }),
  );

  app.post(
    '/leaves/:id/reject',
    {
      config: requirePermission('approve-leaves'),
      schema: { tags, params: idParams, body: rejectRequest, response: { 200: requestAnswer } },
    },
    async (request) => ({
      message: 'Leave request rejected successfully',
      leave_request: await decideLeave(db, principalOf(request), request.params.id, {
        approve: false,
        reason: request.body.rejection_reason,
      }),
    }),
  );

  app.post(
    '/leaves/:id/cancel',
    {
      config: requirePermission('apply-leave'),
      schema: { tags, params: idParams, response: { 200: requestAnswer } },
    },
    async (request) => ({
      message: 'Leave request cancelled successfully',
      leave_request: await cancelLeave(db, principalOf(request), request.params.id),
    }),
  );
};
