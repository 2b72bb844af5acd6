import {
  attendanceListQuery,
  attendanceRecord,
  attendanceStats,
  attendanceUpdateRequest,
  clockRequest,
  attendanceDashboard as dashboardSchema,
  holidayRequest,
  manualEntryRequest,
  overtimeBulkRequest,
  overtimeDecisionRequest,
  overtimeItem,
  overtimeListQuery,
  attendanceStatus as statusSchema,
  employeeSummary as summarySchema,
} from '@hrms/contracts/attendance';
import { idParam, messageResponse, recordId } from '@hrms/contracts/common';
import { holiday } from '@hrms/contracts/leave';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { principalOf, requirePermission, signedIn } from '../../platform/auth/guard';
import { monthOfDate } from '../../platform/dates';
import { pagedResponse } from '../../platform/pagination';
import { idParams } from '../../platform/params';
import { removeHoliday } from '../holidays/public';
import { correctAttendance } from './correction';
import { decideOvertime, decideOvertimeInBulk, listOvertime } from './overtime';
import {
  approveAttendance,
  attendanceDashboard,
  attendanceStatus,
  bulkApprove,
  clock,
  companyHolidays,
  employeeSummary,
  getRecord,
  listAttendance,
  manualEntry,
} from './service';
import { addHoliday } from './settings-service';

const recordAnswer = z.object({ message: z.string(), attendance: attendanceRecord });
const viewAttendance = requirePermission('view-attendance', 'manage-attendance', 'approve-attendance');
const employeeParams = z.object({ employeeId: idParam });

export const attendanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['attendance'];

  app.get(
    '/attendance',
    {
      config: viewAttendance,
      schema: {
        tags,
        querystring: attendanceListQuery,
        response: { 200: pagedResponse(attendanceRecord).extend({ summary: attendanceStats }) },
      },
    },
    async (request) => listAttendance(db, principalOf(request), request.query),
  );

  app.get(
    '/attendance/status/:employeeId',
    { config: signedIn, schema: { tags, params: employeeParams, response: { 200: statusSchema } } },
    async (request) => attendanceStatus(db, principalOf(request), request.params.employeeId),
  );

  app.post(
    '/attendance/clock-in-out',
    {
      config: signedIn,
      schema: { tags, body: clockRequest, response: { 200: statusSchema.extend({ message: z.string() }) } },
    },
    async (request) => {
      const { status, rule } = await clock(db, principalOf(request), request.body);
      const done = {
        clock_in: 'Clocked in',
        clock_out: 'Clocked out',
        lunch_start: 'Lunch break started',
        lunch_end: 'Lunch break ended',
      };
      const message = `${done[request.body.action]} successfully`;
      return { message: rule ? `${message}. ${rule}.` : message, ...status };
    },
  );

  app.get(
    '/attendance/dashboard',
    {
      config: requirePermission('manage-attendance', 'approve-attendance'),
      schema: { tags, response: { 200: dashboardSchema } },
    },
    async (request) => attendanceDashboard(db, principalOf(request)),
  );

  app.get(
    '/attendance/holidays',
    {
      config: signedIn,
      schema: {
        tags,
        querystring: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
        response: { 200: z.object({ data: z.array(holiday) }) },
      },
    },
    async (request) => ({
      data: await companyHolidays(db, principalOf(request), request.query.year ?? new Date().getFullYear()),
    }),
  );

  const manage = requirePermission('manage-attendance');

  app.post(
    '/attendance/holidays',
    {
      config: manage,
      schema: { tags, body: holidayRequest, response: { 201: z.object({ message: z.string(), holiday }) } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Holiday added successfully',
        holiday: await addHoliday(db, principalOf(request), request.body),
      }),
  );

  app.delete(
    '/attendance/holidays/:id',
    { config: manage, schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await removeHoliday(db, principalOf(request), request.params.id);
      return { message: 'Holiday removed successfully' };
    },
  );

  app.get(
    '/attendance/employee-summary/:employeeId',
    {
      config: signedIn,
      schema: {
        tags,
        params: employeeParams,
        querystring: z.object({
          month: z.coerce.number().int().min(1).max(12),
          year: z.coerce.number().int().min(2000).max(2100),
        }),
        response: { 200: summarySchema },
      },
    },
    async (request) =>
      employeeSummary(
        db,
        principalOf(request),
        request.params.employeeId,
        request.query.year,
        request.query.month,
      ),
  );

  app.post(
    '/attendance/manual-entry',
    {
      config: requirePermission('manage-attendance'),
      schema: { tags, body: manualEntryRequest, response: { 201: recordAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Attendance entry created successfully',
        attendance: await manualEntry(db, principalOf(request), request.body),
      }),
  );

  app.post(
    '/attendance/bulk-approve',
    {
      config: requirePermission('approve-attendance'),
      schema: {
        tags,
        body: z.object({ ids: z.array(recordId()).min(1).max(500) }),
        response: { 200: z.object({ message: z.string(), approved: z.number() }) },
      },
    },
    async (request) => {
      const approved = await bulkApprove(db, principalOf(request), request.body.ids);
      return { message: `${approved} attendance record(s) approved`, approved };
    },
  );

  app.get(
    '/attendance/overtime',
    {
      config: requirePermission('manage-attendance', 'approve-attendance'),
      schema: { tags, querystring: overtimeListQuery, response: { 200: pagedResponse(overtimeItem) } },
    },
    async (request) => listOvertime(db, principalOf(request), request.query),
  );

  app.post(
    '/attendance/overtime/bulk',
    {
      config: requirePermission('approve-attendance'),
      schema: {
        tags,
        body: overtimeBulkRequest,
        response: { 200: z.object({ message: z.string(), decided: z.number() }) },
      },
    },
    async (request) => {
      const { ids, decision } = request.body;
      const decided = await decideOvertimeInBulk(db, principalOf(request), ids, decision);
      const done = decision === 'approve' ? 'approved' : 'rejected';
      return { message: `Overtime of ${decided} day(s) ${done}`, decided };
    },
  );

  app.put(
    '/attendance/:id/overtime',
    {
      config: requirePermission('approve-attendance'),
      schema: { tags, params: idParams, body: overtimeDecisionRequest, response: { 200: recordAnswer } },
    },
    async (request) => {
      const attendance = await decideOvertime(db, principalOf(request), request.params.id, request.body);
      const done = request.body.decision === 'approve' ? 'approved' : 'rejected';
      return { message: `Overtime ${done}`, attendance };
    },
  );

  app.get(
    '/attendance/:id',
    {
      config: viewAttendance,
      schema: { tags, params: idParams, response: { 200: z.object({ attendance: attendanceRecord }) } },
    },
    async (request) => ({ attendance: await getRecord(db, principalOf(request), request.params.id) }),
  );

  // Signed in only: a record outside the caller's scope answers 404 before the permission is asked (403).
  app.put(
    '/attendance/:id',
    {
      config: signedIn,
      schema: {
        tags,
        params: idParams,
        body: attendanceUpdateRequest,
        response: {
          200: recordAnswer.extend({
            payroll_run: z.object({ id: z.number(), status: z.string() }).nullable(),
          }),
        },
      },
    },
    async (request) => {
      const done = await correctAttendance(db, principalOf(request), request.params.id, request.body);
      const rerun = done.payroll_run
        ? ` The ${monthOfDate(done.attendance.attendance_date)} payroll run was recomputed.`
        : '';
      return { message: `Attendance updated successfully.${rerun}`, ...done };
    },
  );

  app.put(
    '/attendance/:id/approve',
    {
      config: requirePermission('approve-attendance'),
      schema: { tags, params: idParams, response: { 200: recordAnswer } },
    },
    async (request) => ({
      message: 'Attendance approved successfully',
      attendance: await approveAttendance(db, principalOf(request), request.params.id),
    }),
  );
};
