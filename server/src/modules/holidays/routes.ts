import { messageResponse } from '@hrms/contracts/common';
import {
  employeeHoliday,
  employeeHolidaysQuery,
  employeeHolidaysResponse,
  holidayCalendar,
  holidayCalendarListQuery,
  holidayCalendarRequest,
  holidayEntry,
  holidayEntryRequest,
  holidayListQuery,
  holidayOptInQuery,
} from '@hrms/contracts/holidays';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { idParams } from '../../platform/params';
import {
  createCalendar,
  createHoliday,
  editCalendar,
  editHoliday,
  employeeHolidays,
  listCalendars,
  listHolidays,
  optIn,
  optOut,
  removeCalendar,
  removeHoliday,
} from './service';

const calendarAnswer = z.object({ message: z.string(), calendar: holidayCalendar });
const holidayAnswer = z.object({ message: z.string(), holiday: holidayEntry });

/** Holiday calendars and their holidays (HR), and each employee's holidays with their restricted choices. */
export const holidayRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['holidays'];
  const manage = requirePermission('manage-attendance');

  app.get(
    '/holiday-calendars',
    {
      config: manage,
      schema: {
        tags,
        querystring: holidayCalendarListQuery,
        response: { 200: z.object({ data: z.array(holidayCalendar) }) },
      },
    },
    async (request) => ({ data: await listCalendars(db, principalOf(request), request.query) }),
  );

  app.post(
    '/holiday-calendars',
    { config: manage, schema: { tags, body: holidayCalendarRequest, response: { 201: calendarAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Holiday calendar created successfully',
        calendar: await createCalendar(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/holiday-calendars/:id',
    {
      config: manage,
      schema: { tags, params: idParams, body: holidayCalendarRequest, response: { 200: calendarAnswer } },
    },
    async (request) => ({
      message: 'Holiday calendar updated successfully',
      calendar: await editCalendar(db, principalOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/holiday-calendars/:id',
    { config: manage, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await removeCalendar(db, principalOf(request), request.params.id);
      return { message: 'Holiday calendar deleted successfully' };
    },
  );

  app.get(
    '/holidays',
    {
      config: manage,
      schema: {
        tags,
        querystring: holidayListQuery,
        response: { 200: z.object({ data: z.array(holidayEntry) }) },
      },
    },
    async (request) => ({
      data: await listHolidays(db, principalOf(request), request.query.calendar_id, request.query.year),
    }),
  );

  app.post(
    '/holidays',
    { config: manage, schema: { tags, body: holidayEntryRequest, response: { 201: holidayAnswer } } },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Holiday added successfully',
        holiday: await createHoliday(db, principalOf(request), request.body),
      }),
  );

  app.put(
    '/holidays/:id',
    {
      config: manage,
      schema: { tags, params: idParams, body: holidayEntryRequest, response: { 200: holidayAnswer } },
    },
    async (request) => ({
      message: 'Holiday updated successfully',
      holiday: await db.transaction((tx) =>
        editHoliday(tx, principalOf(request), request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/holidays/:id',
    { config: manage, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await removeHoliday(db, principalOf(request), request.params.id);
      return { message: 'Holiday removed successfully' };
    },
  );

  app.post(
    '/holidays/:id/opt-in',
    {
      config: signedIn,
      schema: {
        tags,
        params: idParams,
        querystring: holidayOptInQuery,
        response: { 201: z.object({ message: z.string(), holiday: employeeHoliday }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Restricted holiday chosen',
        holiday: await optIn(db, principalOf(request), request.params.id, request.query.employee_id),
      }),
  );

  app.delete(
    '/holidays/:id/opt-in',
    {
      config: signedIn,
      schema: { tags, params: idParams, querystring: holidayOptInQuery, response: { 200: messageResponse } },
    },
    async (request) => {
      await optOut(db, principalOf(request), request.params.id, request.query.employee_id);
      return { message: 'Restricted holiday given up' };
    },
  );

  app.get(
    '/employees/:id/holidays',
    {
      config: signedIn,
      schema: {
        tags,
        params: idParams,
        querystring: employeeHolidaysQuery,
        response: { 200: employeeHolidaysResponse },
      },
    },
    async (request) => employeeHolidays(db, principalOf(request), request.params.id, request.query.year),
  );
};
