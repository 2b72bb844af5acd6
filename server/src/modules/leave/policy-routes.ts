import { messageResponse } from '@hrms/contracts/common';
import {
  assignmentListQuery,
  leaveLedgerQuery,
  leaveLedgerResponse,
  leavePolicy,
  leavePolicyAssignment,
  leavePolicyAssignmentRequest,
  leavePolicyListQuery,
  leavePolicyRequest,
  ledgerAdjustmentRequest,
  ledgerEntry,
  policyPreviewQuery,
  policyPreviewResponse,
} from '@hrms/contracts/leave-policies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { idParams } from '../../platform/params';
import { adjustBalance, leaveLedger } from './ledger-service';
import {
  createAssignment,
  createPolicy,
  editAssignment,
  editPolicy,
  getPolicy,
  listAssignments,
  listPolicies,
  previewPolicy,
  removeAssignment,
  removePolicy,
} from './policy-service';

const policyAnswer = z.object({ message: z.string(), leave_policy: leavePolicy });
const assignmentAnswer = z.object({ message: z.string(), assignment: leavePolicyAssignment });

/** Leave policies, their assignments and preview, and each employee's leave ledger. */
export const leavePolicyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['leave-policies'];
  const manage = requirePermission('manage-leave-policies');

  app.get(
    '/leave-policies',
    {
      config: manage,
      schema: {
        tags,
        querystring: leavePolicyListQuery,
        response: { 200: z.object({ data: z.array(leavePolicy) }) },
      },
    },
    async (request) => ({ data: await listPolicies(db, principalOf(request), request.query.company_id) }),
  );

  app.get(
    '/leave-policies/:id',
    {
      config: manage,
      schema: { tags, params: idParams, response: { 200: z.object({ leave_policy: leavePolicy }) } },
    },
    async (request) => ({ leave_policy: await getPolicy(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/leave-policies',
    { config: manage, schema: { tags, body: leavePolicyRequest, response: { 201: policyAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Leave policy created successfully',
        leave_policy: await createPolicy(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/leave-policies/:id',
    {
      config: manage,
      schema: { tags, params: idParams, body: leavePolicyRequest, response: { 200: policyAnswer } },
    },
    async (request) => ({
      message: 'Leave policy updated successfully',
      leave_policy: await editPolicy(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/leave-policies/:id',
    { config: manage, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await removePolicy(db, principalOf(request), request.params.id);
      return { message: 'Leave policy deleted successfully' };
    },
  );

  app.get(
    '/leave-policies/:id/preview',
    {
      config: manage,
      schema: {
        tags,
        summary: 'What the accrual and year-end jobs will post for the policy’s employees by a date',
        params: idParams,
        querystring: policyPreviewQuery,
        response: { 200: policyPreviewResponse },
      },
    },
    async (request) => previewPolicy(db, principalOf(request), request.params.id, request.query.on),
  );

  app.get(
    '/leave-policy-assignments',
    {
      config: manage,
      schema: {
        tags,
        querystring: assignmentListQuery,
        response: { 200: z.object({ data: z.array(leavePolicyAssignment) }) },
      },
    },
    async (request) => ({ data: await listAssignments(db, principalOf(request), request.query) }),
  );

  app.post(
    '/leave-policy-assignments',
    {
      config: manage,
      schema: { tags, body: leavePolicyAssignmentRequest, response: { 201: assignmentAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Leave policy assigned successfully',
        assignment: await createAssignment(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/leave-policy-assignments/:id',
    {
      config: manage,
      schema: {
        tags,
        params: idParams,
        body: leavePolicyAssignmentRequest,
        response: { 200: assignmentAnswer },
      },
    },
    async (request) => ({
      message: 'Assignment updated successfully',
      assignment: await editAssignment(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/leave-policy-assignments/:id',
    { config: manage, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await removeAssignment(db, principalOf(request), request.params.id);
      return { message: 'Assignment removed successfully' };
    },
  );

  app.get(
    '/employees/:id/leave-ledger',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'The employee’s leave ledger for a year (own, their manager’s, approvers’ and leave administrators’)',
        params: idParams,
        querystring: leaveLedgerQuery,
        response: { 200: leaveLedgerResponse },
      },
    },
    async (request) => leaveLedger(db, principalOf(request), request.params.id, request.query),
  );

  app.post(
    '/employees/:id/leave-ledger',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Adjust a leave balance with a reason',
        params: idParams,
        body: ledgerAdjustmentRequest,
        response: { 201: z.object({ message: z.string(), entry: ledgerEntry }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Leave balance adjusted successfully',
        entry: await adjustBalance(db, principalOf(request), request.params.id, request.body),
      }),
  );
};
