import { rosterCalendarQuery, rosterCalendarResponse } from '@hrms/contracts/shifts';
import { teamCalendarQuery, teamCalendarResponse } from '@hrms/contracts/team-calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { principalOf, signedIn } from '../../platform/auth/guard';
import { rosterCalendar } from './roster-calendar';
import { teamCalendar } from './service';

/** A manager's team calendar (who is away, off or working elsewhere on each day) and a team's roster calendar. */
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

  // A team's shifts day by day; the static 'calendar' segment wins over the shifts module's /rosters/:id.
  app.get(
    '/rosters/calendar',
    {
      config: signedIn,
      schema: {
        tags: ['shifts'],
        querystring: rosterCalendarQuery,
        response: { 200: rosterCalendarResponse },
      },
    },
    async (request) => rosterCalendar(db, principalOf(request), request.query),
  );
};
