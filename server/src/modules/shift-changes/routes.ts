import {
  shiftChangeCreate,
  shiftChangeListQuery,
  shiftChangeReject,
  shiftChangeRequest,
} from '@hrms/contracts/shifts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { answerSwap } from './answer';
import { createShiftChange } from './create';
import { cancelShiftChange, decideOutright, HR_DECIDES } from './decide';
import { getRequest, listShiftChanges } from './service';

const requestAnswer = z.object({ message: z.string(), shift_change_request: shiftChangeRequest });

/**
 * Shift change and swap requests: anyone signed in asks for themselves (HR for anyone of their company); the
 * colleague asked to swap accepts or declines; the chain's approvers decide through the approvals inbox, HR
 * (approve-attendance) outright here.
 */
export const shiftChangeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['shift-changes'];
  const decide = requirePermission(HR_DECIDES);

  app.get(
    '/shift-change-requests',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: shiftChangeListQuery,
        response: { 200: pagedResponse(shiftChangeRequest) },
      },
    },
    async (request) => listShiftChanges(db, principalOf(request), request.query),
  );

  app.post(
    '/shift-change-requests',
    { config: signedIn, schema: { tags, body: shiftChangeCreate, response: { 201: requestAnswer } } },
    async (request, reply) => {
      const made = await createShiftChange(db, principalOf(request), request.body);
      return reply.status(201).send({
        message:
          made.kind === 'swap'
            ? 'Shift swap asked: it waits for your colleague’s answer'
            : 'Shift change request submitted successfully',
        shift_change_request: made,
      });
    },
  );

  app.get(
    '/shift-change-requests/:id',
    {
      config: signedIn,
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ shift_change_request: shiftChangeRequest }) },
      },
    },
    async (request) => ({
      shift_change_request: await getRequest(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/shift-change-requests/:id/accept',
    { config: signedIn, schema: { tags, params: idParams, response: { 200: requestAnswer } } },
    async (request) => ({
      message: 'Shift swap accepted: it now waits for approval',
      shift_change_request: await answerSwap(db, principalOf(request), request.params.id, true),
    }),
  );

  app.post(
    '/shift-change-requests/:id/decline',
    { config: signedIn, schema: { tags, params: idParams, response: { 200: requestAnswer } } },
    async (request) => ({
      message: 'Shift swap declined',
      shift_change_request: await answerSwap(db, principalOf(request), request.params.id, false),
    }),
  );

  app.post(
    '/shift-change-requests/:id/approve',
    { config: decide, schema: { tags, params: idParams, response: { 200: requestAnswer } } },
    async (request) => ({
      message: 'Shift change request approved successfully',
      shift_change_request: await decideOutright(db, principalOf(request), request.params.id, {
        approve: true,
      }),
    }),
  );

  app.post(
    '/shift-change-requests/:id/reject',
    {
      config: decide,
      schema: { tags, params: idParams, body: shiftChangeReject, response: { 200: requestAnswer } },
    },
    async (request) => ({
      message: 'Shift change request rejected successfully',
      shift_change_request: await decideOutright(db, principalOf(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
    }),
  );

  app.post(
    '/shift-change-requests/:id/cancel',
    { config: signedIn, schema: { tags, params: idParams, response: { 200: requestAnswer } } },
    async (request) => ({
      message: 'Shift change request cancelled successfully',
      shift_change_request: await cancelShiftChange(db, principalOf(request), request.params.id),
    }),
  );
};
