import { attendanceCalendar, attendanceCalendarQuery } from '@hrms/contracts/attendance-calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { principalOf, signedIn } from '../../platform/auth/guard';
import { attendanceCalendar as calendarOf } from './service';

/**
 * An employee's month of attendance, day by day. Signed in only: the service decides whose month the caller
 * may read (their own, their reports', or with an attendance permission their company's).
 */
export const attendanceCalendarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/attendance-calendar',
    {
      config: signedIn,
      schema: {
        tags: ['attendance'],
        querystring: attendanceCalendarQuery,
        response: { 200: attendanceCalendar },
      },
    },
    async (request) => calendarOf(db, principalOf(request), request.query),
  );
};
