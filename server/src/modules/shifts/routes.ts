import { shift, shiftAssignmentRequest, shiftListQuery, shiftRequest } from '@hrms/contracts/shifts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { idParams } from '../../platform/params';
import { rosterRoutes } from './roster-routes';
import { assignShift, companyShifts, deleteShift, getShift, upsertShift } from './service';

/** Shifts, their assignment, rosters and roster assignments: anyone signed in reads, manage-attendance writes. */
export const shiftRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['shifts'];
  const manage = requirePermission('manage-attendance');
  const shiftAnswer = z.object({ message: z.string(), shift });

  app.get(
    '/shifts',
    {
      config: signedIn,
      schema: { tags, querystring: shiftListQuery, response: { 200: z.object({ data: z.array(shift) }) } },
    },
    async (request) => ({ data: await companyShifts(db, principalOf(request), request.query.company_id) }),
  );

  app.post(
    '/shifts',
    { config: manage, schema: { tags, body: shiftRequest, response: { 201: shiftAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Shift created successfully',
        shift: await upsertShift(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/shifts/assignment',
    {
      config: manage,
      schema: {
        tags,
        body: shiftAssignmentRequest,
        response: { 200: z.object({ message: z.string(), updated: z.number() }) },
      },
    },
    async (request) => {
      const updated = await assignShift(db, principalOf(request), request.body);
      return { message: 'Shift assigned successfully', updated };
    },
  );

  app.put(
    '/shifts/:id',
    {
      config: manage,
      schema: { tags, params: idParams, body: shiftRequest, response: { 200: shiftAnswer } },
    },
    async (request) => ({
      message: 'Shift updated successfully',
      shift: await upsertShift(db, principalOf(request), request.body, request.params.id),
    }),
  );

  app.get(
    '/shifts/:id',
    {
      config: signedIn,
      schema: { tags, params: idParams, response: { 200: z.object({ shift }) } },
    },
    async (request) => ({ shift: await getShift(db, principalOf(request), request.params.id) }),
  );

  app.delete(
    '/shifts/:id',
    {
      config: manage,
      schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await deleteShift(db, principalOf(request), request.params.id);
      return { message: 'Shift deleted successfully' };
    },
  );

  await app.register(rosterRoutes, { db });
};
