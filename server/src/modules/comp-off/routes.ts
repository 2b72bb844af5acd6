import {
  compOffEligibleQuery,
  compOffEligibleResponse,
  compOffListQuery,
  compOffRequest,
  compOffRequestCreate,
  compOffRequestReject,
} from '@hrms/contracts/comp-off';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { createCompOffRequest } from './create';
import { cancelCompOff, decideOutright } from './decide';
import { eligibleDays, getRequest, HR, listCompOffRequests } from './service';

const requestAnswer = z.object({ message: z.string(), comp_off_request: compOffRequest });

/**
 * Compensatory off for a worked holiday or weekly off: anyone signed in asks for themselves (HR for anyone of
 * their company); the chain's approvers decide through the approvals inbox, HR outright here.
 */
export const compOffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['comp-off'];
  const decide = requirePermission(HR);

  app.get(
    '/comp-off-requests',
    {
      config: signedIn,
      schema: { tags, querystring: compOffListQuery, response: { 200: pagedResponse(compOffRequest) } },
    },
    async (request) => listCompOffRequests(db, principalOf(request), request.query),
  );

  app.get(
    '/comp-off-requests/eligible',
    {
      config: signedIn,
      schema: { tags, querystring: compOffEligibleQuery, response: { 200: compOffEligibleResponse } },
    },
    async (request) => eligibleDays(db, principalOf(request), request.query.employee_id),
  );

  app.post(
    '/comp-off-requests',
    { config: signedIn, schema: { tags, body: compOffRequestCreate, response: { 201: requestAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Comp-off request submitted successfully',
        comp_off_request: await createCompOffRequest(db, principalOf(request), request.body),
      }),
  );

  app.get(
    '/comp-off-requests/:id',
    {
      config: signedIn,
      schema: { tags, params: idParams, response: { 200: z.object({ comp_off_request: compOffRequest }) } },
    },
    async (request) => ({ comp_off_request: await getRequest(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/comp-off-requests/:id/approve',
    { config: decide, schema: { tags, params: idParams, response: { 200: requestAnswer } } },
    async (request) => ({
      message: 'Comp-off request approved successfully',
      comp_off_request: await decideOutright(db, principalOf(request), request.params.id, { approve: true }),
    }),
  );

  app.post(
    '/comp-off-requests/:id/reject',
    {
      config: decide,
      schema: { tags, params: idParams, body: compOffRequestReject, response: { 200: requestAnswer } },
    },
    async (request) => ({
      message: 'Comp-off request rejected successfully',
      comp_off_request: await decideOutright(db, principalOf(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
    }),
  );

  app.post(
    '/comp-off-requests/:id/cancel',
    { config: signedIn, schema: { tags, params: idParams, response: { 200: requestAnswer } } },
    async (request) => ({
      message: 'Comp-off request cancelled successfully',
      comp_off_request: await cancelCompOff(db, principalOf(request), request.params.id),
    }),
  );
};
