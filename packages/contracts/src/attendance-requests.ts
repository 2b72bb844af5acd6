import { z } from 'zod';
import { REQUEST_LIST_SCOPES, requestEmployeeRef, requestWaiting } from './approvals';
import { clockTime } from './attendance';
import { dateField, idParam, pageQuery, recordId, requiredText } from './common';

/**
 * What an employee asks about their time: a missed or wrong punch put right (regularisation), a day worked
 * away from the office (on duty), or a day worked from home. Approved, each working day of the request
 * counts as worked.
 */
export const ATTENDANCE_REQUEST_TYPES = ['regularisation', 'on_duty', 'work_from_home'] as const;
export type AttendanceRequestType = (typeof ATTENDANCE_REQUEST_TYPES)[number];

export const ATTENDANCE_REQUEST_LABELS: Record<AttendanceRequestType, string> = {
  regularisation: 'Regularisation',
  on_duty: 'On duty',
  work_from_home: 'Work from home',
};

export const ATTENDANCE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type AttendanceRequestStatus = (typeof ATTENDANCE_REQUEST_STATUSES)[number];

/** The longest range one request may cover, in calendar days. */
export const ATTENDANCE_REQUEST_MAX_DAYS = 31;

export const attendanceRequestCreate = z
  .object({
    /** HR (manage-attendance) may ask for an employee of their company; everyone else for themselves. */
    employee_id: recordId().optional(),
    type: z.enum(ATTENDANCE_REQUEST_TYPES),
    from_date: dateField('The start date is required.'),
    to_date: dateField('The end date is required.'),
    /** The day's times: required for a regularisation; for on duty, the hours away (optional). */
    clock_in: clockTime.nullish(),
    clock_out: clockTime.nullish(),
    reason: requiredText(500),
  })
  .refine((r) => r.to_date >= r.from_date, {
    message: 'The end date cannot be before the start date.',
    path: ['to_date'],
  })
  .refine((r) => r.type !== 'regularisation' || Boolean(r.clock_in), {
    message: 'Give the time you started work.',
    path: ['clock_in'],
  })
  .refine((r) => r.type !== 'regularisation' || Boolean(r.clock_out), {
    message: 'Give the time you finished work.',
    path: ['clock_out'],
  })
  .refine((r) => !r.clock_in || !r.clock_out || r.clock_out.slice(0, 5) !== r.clock_in.slice(0, 5), {
    message: 'The finishing time must differ from the starting time.',
    path: ['clock_out'],
  });
export type AttendanceRequestCreate = z.infer<typeof attendanceRequestCreate>;

export const attendanceRequestReject = z.object({ reason: requiredText(500) });

export const attendanceRequest = z.object({
  id: z.number(),
  company_id: z.number(),
  employee: requestEmployeeRef,
  type: z.enum(ATTENDANCE_REQUEST_TYPES),
  from_date: z.string(),
  to_date: z.string(),
  /** The working days it covers (weekly offs, holidays and approved leave aside): the days it marks worked. */
  days: z.number(),
  clock_in: z.string().nullable(),
  clock_out: z.string().nullable(),
  reason: z.string(),
  status: z.enum(ATTENDANCE_REQUEST_STATUSES),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  waiting: requestWaiting,
});
export type AttendanceRequest = z.infer<typeof attendanceRequest>;

/** `mine` (default): the caller's own; `team`: their reports'; `all`: the company's (approve-attendance). */
export const ATTENDANCE_REQUEST_SCOPES = REQUEST_LIST_SCOPES;

export const attendanceRequestListQuery = pageQuery.extend({
  scope: z.enum(ATTENDANCE_REQUEST_SCOPES).default('mine'),
  status: z.enum(ATTENDANCE_REQUEST_STATUSES).optional(),
  type: z.enum(ATTENDANCE_REQUEST_TYPES).optional(),
  employee_id: idParam.optional(),
});
export type AttendanceRequestListQuery = z.infer<typeof attendanceRequestListQuery>;

/** How many days of each type an employee may ask for in a month (a leave policy's); absent: no limit. */
export const requestLimits = z
  .object({
    regularisation: z.number().int().min(0).max(31).nullish(),
    on_duty: z.number().int().min(0).max(31).nullish(),
    work_from_home: z.number().int().min(0).max(31).nullish(),
  })
  .strict();
export type RequestLimits = z.infer<typeof requestLimits>;
