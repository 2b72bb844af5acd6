import { teamCalendarQuery, teamCalendarResponse } from '@hrms/contracts/team-calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { principalOf, signedIn } from '../../platform/auth/guard';
import { teamCalendar } from './service';

/** A manager's team calendar: who is away, off or working elsewhere on each day. */
export const teamCalendarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/team-calendar',
    {
      config: signedIn,
      schema: {
        tags: ['approvals'],
        querystring: teamCalendarQuery,
        response: { 200: teamCalendarResponse },
      },
    },
    async (request) => teamCalendar(db, principalOf(request), request.query),
  );
};
