import {
  approvalChain,
  approvalChainListQuery,
  approvalChainRequest,
  approvalDelegation,
  approvalDelegationRequest,
  approvalStep,
  approvalTrailQuery,
  bulkDecisionRequest,
  bulkDecisionResponse,
  colleague,
  colleaguesQuery,
  inboxQuery,
  inboxResponse,
} from '@hrms/contracts/approvals';
import { messageResponse } from '@hrms/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { idParams } from '../../platform/params';
import { createChain, editChain, listChains, removeChain } from './chains';
import { colleagues, createDelegation, listDelegations, removeDelegation } from './delegations';
import { decideInBulk, inbox, trail } from './service';

const chainAnswer = z.object({ message: z.string(), chain: approvalChain });

/** Approval chains (HR), each approver's inbox and decisions, and delegations while away. */
export const approvalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['approvals'];
  const manage = requirePermission('manage-approval-chains');

  app.get(
    '/approval-chains',
    {
      config: manage,
      schema: {
        tags,
        querystring: approvalChainListQuery,
        response: { 200: z.object({ data: z.array(approvalChain) }) },
      },
    },
    async (request) => ({ data: await listChains(db, principalOf(request), request.query.company_id) }),
  );

  app.post(
    '/approval-chains',
    { config: manage, schema: { tags, body: approvalChainRequest, response: { 201: chainAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Approval chain saved successfully',
        chain: await createChain(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/approval-chains/:id',
    {
      config: manage,
      schema: { tags, params: idParams, body: approvalChainRequest, response: { 200: chainAnswer } },
    },
    async (request) => ({
      message: 'Approval chain saved successfully',
      chain: await editChain(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/approval-chains/:id',
    { config: manage, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await removeChain(db, principalOf(request), request.params.id);
      return { message: 'Approval chain removed: the default applies' };
    },
  );

  app.get(
    '/approvals/inbox',
    { config: signedIn, schema: { tags, querystring: inboxQuery, response: { 200: inboxResponse } } },
    async (request) => inbox(db, principalOf(request), request.query.request_type),
  );

  app.post(
    '/approvals/bulk',
    {
      config: signedIn,
      schema: { tags, body: bulkDecisionRequest, response: { 200: bulkDecisionResponse } },
    },
    async (request) => decideInBulk(db, principalOf(request), request.body),
  );

  app.get(
    '/approvals/trail',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: approvalTrailQuery,
        response: { 200: z.object({ data: z.array(approvalStep) }) },
      },
    },
    async (request) => ({
      data: await trail(db, principalOf(request), request.query.request_type, request.query.request_id),
    }),
  );

  app.get(
    '/approval-delegations',
    {
      config: signedIn,
      schema: { tags, response: { 200: z.object({ data: z.array(approvalDelegation) }) } },
    },
    async (request) => ({ data: await listDelegations(db, principalOf(request)) }),
  );

  app.get(
    '/approval-delegations/colleagues',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: colleaguesQuery,
        response: { 200: z.object({ data: z.array(colleague) }) },
      },
    },
    async (request) => ({ data: await colleagues(db, principalOf(request), request.query.search) }),
  );

  app.post(
    '/approval-delegations',
    {
      config: signedIn,
      schema: {
        tags,
        body: approvalDelegationRequest,
        response: { 201: z.object({ message: z.string(), delegation: approvalDelegation }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Delegation saved successfully',
        delegation: await createDelegation(db, principalOf(request), request.body),
      }),
  );

  app.delete(
    '/approval-delegations/:id',
    { config: signedIn, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await removeDelegation(db, principalOf(request), request.params.id);
      return { message: 'Delegation removed successfully' };
    },
  );
};
