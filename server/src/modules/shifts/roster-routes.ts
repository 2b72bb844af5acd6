import {
  roster,
  rosterAssignment,
  rosterAssignmentListQuery,
  rosterAssignmentRequest,
  rosterAssignmentUpdate,
  rosterListQuery,
  rosterRequest,
} from '@hrms/contracts/shifts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import {
  createAssignment,
  endAssignment,
  getAssignment,
  listAssignments,
  removeAssignment,
} from './assignment-service';
import { createRoster, editRoster, getRoster, listRosters, removeRoster } from './roster-service';

const rosterAnswer = z.object({ message: z.string(), roster });
const assignmentAnswer = z.object({ message: z.string(), roster_assignment: rosterAssignment });
const deleted = z.object({ message: z.string() });

/** Rotating rosters and whom they are given to: anyone signed in reads, manage-attendance writes. */
export const rosterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['shifts'];
  const manage = requirePermission('manage-attendance');

  app.get(
    '/rosters',
    {
      config: signedIn,
      schema: { tags, querystring: rosterListQuery, response: { 200: z.object({ data: z.array(roster) }) } },
    },
    async (request) => ({ data: await listRosters(db, principalOf(request), request.query.company_id) }),
  );

  app.post(
    '/rosters',
    { config: manage, schema: { tags, body: rosterRequest, response: { 201: rosterAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Roster created successfully',
        roster: await createRoster(db, principalOf(request), request.body),
      }),
  );

  app.get(
    '/rosters/:id',
    { config: signedIn, schema: { tags, params: idParams, response: { 200: z.object({ roster }) } } },
    async (request) => ({ roster: await getRoster(db, principalOf(request), request.params.id) }),
  );

  app.put(
    '/rosters/:id',
    {
      config: manage,
      schema: { tags, params: idParams, body: rosterRequest, response: { 200: rosterAnswer } },
    },
    async (request) => ({
      message: 'Roster updated successfully',
      roster: await editRoster(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/rosters/:id',
    { config: manage, schema: { tags, params: idParams, response: { 200: deleted } } },
    async (request) => {
      await removeRoster(db, principalOf(request), request.params.id);
      return { message: 'Roster deleted successfully' };
    },
  );

  app.get(
    '/roster-assignments',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: rosterAssignmentListQuery,
        response: { 200: pagedResponse(rosterAssignment) },
      },
    },
    async (request) => listAssignments(db, principalOf(request), request.query),
  );

  app.post(
    '/roster-assignments',
    { config: manage, schema: { tags, body: rosterAssignmentRequest, response: { 201: assignmentAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Roster assigned successfully',
        roster_assignment: await createAssignment(db, principalOf(request), request.body),
      }),
  );

  app.get(
    '/roster-assignments/:id',
    {
      config: signedIn,
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ roster_assignment: rosterAssignment }) },
      },
    },
    async (request) => ({
      roster_assignment: await getAssignment(db, principalOf(request), request.params.id),
    }),
  );

  app.put(
    '/roster-assignments/:id',
    {
      config: manage,
      schema: { tags, params: idParams, body: rosterAssignmentUpdate, response: { 200: assignmentAnswer } },
    },
    async (request) => ({
      message: 'Roster assignment updated successfully',
      roster_assignment: await endAssignment(
        db,
        principalOf(request),
        request.params.id,
        request.body.to_date,
      ),
    }),
  );

  app.delete(
    '/roster-assignments/:id',
    { config: manage, schema: { tags, params: idParams, response: { 200: deleted } } },
    async (request) => {
      await removeAssignment(db, principalOf(request), request.params.id);
      return { message: 'Roster assignment removed successfully' };
    },
  );
};
