import { z } from 'zod';
import { requestWaiting } from './approvals';
import { booleanParam, dateField, idParam, isoDate, pageQuery, recordId, searchParam } from './common';
import {
  ATTENDANCE_PAY_BASES,
  ATTENDANCE_STATUSES,
  CLOCK_ACTIONS,
  OVERTIME_DECISIONS,
  OVERTIME_STATUSES,
} from './enums';

export const attendanceRecord = z.object({
  id: z.number(),
  employee: z.object({
    id: z.number(),
    employee_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    department: z.object({ name: z.string() }).nullable(),
  }),
  attendance_date: z.string(),
  clock_in: z.string().nullable(),
  clock_out: z.string().nullable(),
  lunch_break_start: z.string().nullable(),
  lunch_break_end: z.string().nullable(),
  status: z.enum(ATTENDANCE_STATUSES),
  /** Time clocked less the clocked lunch break. */
  total_hours: z.number().nullable(),
  late_minutes: z.number(),
  /** Hours of work: the time clocked less the shift's unpaid break (or the clocked break, when longer). */
  worked_hours: z.number().nullable(),
  /** Overtime claimed: work beyond the day's and the week's limits (OSH Code s.25, s.27). */
  overtime_hours: z.number(),
  overtime_status: z.enum(OVERTIME_STATUSES),
  /** The hours an approver approved (paid by payroll); null unless approved. */
  overtime_approved_hours: z.number().nullable(),
  overtime_decided_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  overtime_decided_at: z.string().nullable(),
  method: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_approved: z.boolean(),
  approved_at: z.string().nullable(),
  approved_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  entered_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  entry_reason: z.string().nullable(),
  shift: z
    .object({
      name: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      /** Fewer hours than this make a half day. */
      full_day_hours: z.number(),
      /** Fewer hours than this make the day absent. */
      half_day_hours: z.number(),
    })
    .nullable(),
  updated_at: z.string(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecord>;

export const attendanceStatus = z.object({
  todays_attendance: attendanceRecord.nullable(),
  is_clocked_in: z.boolean(),
  is_on_lunch_break: z.boolean(),
  can_clock_in: z.boolean(),
  can_clock_out: z.boolean(),
  can_start_lunch: z.boolean(),
  can_end_lunch: z.boolean(),
  current_shift: z
    .object({ shift: z.object({ name: z.string(), start_time: z.string(), end_time: z.string() }) })
    .nullable(),
});
export type AttendanceStatusEntity = z.infer<typeof attendanceStatus>;

export const clockRequest = z.object({
  employee_id: recordId(),
  action: z.enum(CLOCK_ACTIONS),
  method: z.literal('web').default('web'),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});

export const attendanceListQuery = pageQuery.extend({
  search: searchParam,
  employee_id: idParam.optional(),
  department_id: idParam.optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  status: z.enum(ATTENDANCE_STATUSES).optional(),
  is_approved: booleanParam.optional(),
  overtime_status: z.enum(OVERTIME_STATUSES).optional(),
});
export type AttendanceListQuery = z.infer<typeof attendanceListQuery>;

export const attendanceStats = z.object({
  total: z.number(),
  present: z.number(),
  late: z.number(),
  absent: z.number(),
  half_day: z.number(),
  pending_approval: z.number(),
});

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the 24-hour form HH:MM.');

export const manualEntryRequest = z.object({
  employee_id: recordId('Please fill in all required fields'),
  attendance_date: dateField('Please fill in all required fields'),
  clock_in: z.string({ error: 'Please fill in all required fields' }).pipe(hhmm),
  clock_out: hhmm.nullish(),
  status: z.enum(ATTENDANCE_STATUSES).default('present'),
  reason: z
    .string({ error: 'Please fill in all required fields' })
    .trim()
    .min(1, 'Please fill in all required fields')
    .max(1000),
});
export type ManualEntryRequest = z.infer<typeof manualEntryRequest>;

/**
 * HR's correction of a record (PUT /attendance/{id}): the day's times in IST and why. Without a status the
 * day is scored from the times as clocking scores it; with one, HR's status stands.
 */
export const attendanceUpdateRequest = z.object({
  clock_in: z.string({ error: 'Please give the clock in time' }).pipe(hhmm),
  clock_out: hhmm.nullish().transform((v) => v ?? null),
  status: z
    .enum(ATTENDANCE_STATUSES)
    .nullish()
    .transform((v) => v ?? null),
  reason: z
    .string({ error: 'Please give the reason for the change' })
    .trim()
    .min(1, 'Please give the reason for the change')
    .max(1000),
});
export type AttendanceUpdateRequest = z.infer<typeof attendanceUpdateRequest>;

export const employeeSummary = z.object({
  employee_id: z.number(),
  month: z.number(),
  year: z.number(),
  calendar_days: z.number(),
  working_days: z.number(),
  days_present: z.number(),
  late_days: z.number(),
  half_days: z.number(),
  on_leave_days: z.number(),
  paid_leave_days: z.number(),
  unpaid_leave_days: z.number(),
  /** Days not paid for absence: those HR marked absent, and under `recorded_attendance` the unmarked ones. */
  absent_days: z.number(),
  /** Past working days with nothing recorded (no attendance, no leave) since joining. */
  unmarked_days: z.number(),
  /** The rule the month was paid under: the employee's leave policy's, else the company's. */
  pay_basis: z.enum(ATTENDANCE_PAY_BASES),
  holidays: z.number(),
  weekends: z.number(),
  days_before_joining: z.number(),
  /** Calendar days after the employee's last working day: not paid, not absences. */
  days_after_exit: z.number(),
  leave_by_type: z.record(z.string(), z.number()),
  total_hours: z.number(),
  overtime_hours: z.number(),
  /** Overtime on approved records only: what payroll pays. */
  approved_overtime_hours: z.number(),
});
export type EmployeeSummary = z.infer<typeof employeeSummary>;

export const attendanceDashboard = z.object({
  today: z.object({
    date: z.string(),
    total_employees: z.number(),
    present_count: z.number(),
    absent_count: z.number(),
    late_count: z.number(),
    on_leave_count: z.number(),
    currently_in: z.number(),
  }),
  this_month: z.object({
    avg_attendance_rate: z.number(),
    avg_late_minutes: z.number(),
    total_overtime_hours: z.number(),
  }),
  recent_activities: z.array(
    z.object({
      employee: z.object({ id: z.number(), name: z.string() }),
      action: z.enum(CLOCK_ACTIONS),
      time: z.string(),
    }),
  ),
});

export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use the 24-hour form HH:MM.');

export const holidayRequest = z.object({
  company_id: recordId().optional(),
  date: isoDate,
  name: z.string().trim().min(1).max(150),
  state: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || null),
});

/** PUT /api/attendance/{id}/overtime: approve (all the hours claimed, or fewer) or reject a day's overtime. */
export const overtimeDecisionRequest = z.object({
  decision: z.enum(OVERTIME_DECISIONS, { error: 'Choose approve or reject.' }),
  hours: z
    .number({ error: 'The hours must be a number.' })
    .gt(0, 'Approve more than 0 hours, or reject the overtime.')
    .max(24, 'The hours must be at most 24.')
    .multipleOf(0.01, 'The hours may have at most two decimals.')
    .nullish(),
});
export type OvertimeDecisionRequest = z.infer<typeof overtimeDecisionRequest>;

/** POST /api/attendance/overtime/bulk: a week's or a month's claims at once, each at the hours claimed. */
export const overtimeBulkRequest = z.object({
  ids: z.array(recordId()).min(1, 'Choose at least one day.').max(500),
  decision: z.enum(OVERTIME_DECISIONS, { error: 'Choose approve or reject.' }),
});

/** GET /api/attendance/overtime: days with overtime (pending first by default), with each one's quarter. */
export const overtimeListQuery = pageQuery.extend({
  search: searchParam,
  employee_id: idParam.optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  overtime_status: z.enum(OVERTIME_STATUSES).exclude(['none']).optional(),
});
export type OvertimeListQuery = z.infer<typeof overtimeListQuery>;

/**
 * A day's overtime with the employee's quarter (calendar quarters): the hours already approved in it, the
 * ceiling, and whether approving this day's claim would pass it (a warning; the approver decides); while it
 * waits, the level of its approval chain (`overtime`) it waits at.
 */
export const overtimeItem = attendanceRecord.extend({
  waiting: requestWaiting,
  quarter: z.object({
    from: z.string(),
    to: z.string(),
    approved_hours: z.number(),
    limit_hours: z.number().nullable(),
    exceeds_if_approved: z.boolean(),
  }),
});
export type OvertimeItem = z.infer<typeof overtimeItem>;
