import { z } from 'zod';
import { requestEmployeeRef } from './approvals';
import { booleanParam, idParam, isoDate, nullableText, pageQuery, recordId, requiredText } from './common';

/**
 * Biometric devices and their punches. A device (or the middleware beside it) sends punches with its own key
 * in the X-Device-Key header; the key is shown once when made and kept only as a hash. A punch names the
 * device's user id (the PIN enrolled on the device), matched to an employee by HR's mapping or, failing
 * that, by the employee code; each punch is kept once per device, user and instant, so a resend changes
 * nothing. Punches become attendance through the shift of their day (docs/decisions/time-and-leave.md,
 * "Device punches become attendance through the day's shift").
 */

/** The header a device's key travels in. */
export const DEVICE_KEY_HEADER = 'x-device-key';

/** A day's punches begin this long before its shift starts (and end that long before the next day's). */
export const PUNCH_DAY_LEAD_MINUTES = 240;
/** A punch this close after the last one counted is a repeat (a second touch of the reader). */
export const PUNCH_REPEAT_MINUTES = 2;
/** The most punches one call or one file may carry. */
export const PUNCHES_PER_CALL_MAX = 5000;
export const PUNCH_IMPORT_ROWS_MAX = 100_000;

/**
 * The punch-log layouts an upload reads: ZKTeco's USB export (`1_attlog.dat`: tab-separated user id, date and
 * time, then status codes) and the device log of eSSL eTimeTrackLite (a CSV with a header naming at least
 * UserId and LogDate, as its DeviceLogs tables and Log Records export hold them).
 */
export const PUNCH_IMPORT_LAYOUTS = ['zkteco_attlog', 'essl_device_logs'] as const;
export type PunchImportLayout = (typeof PUNCH_IMPORT_LAYOUTS)[number];
export const PUNCH_IMPORT_LAYOUT_LABELS: Record<PunchImportLayout, string> = {
  zkteco_attlog: 'ZKTeco attendance log (attlog.dat)',
  essl_device_logs: 'eSSL eTimeTrackLite device logs (CSV)',
};

export const PUNCH_SOURCES = ['device', 'import'] as const;
export type PunchSource = (typeof PUNCH_SOURCES)[number];

export const attendanceDeviceRequest = z.object({
  company_id: recordId().optional(),
  name: requiredText(100),
  serial_number: nullableText(100),
  branch_id: recordId().nullish(),
});
export type AttendanceDeviceRequest = z.infer<typeof attendanceDeviceRequest>;

export const attendanceDevice = z.object({
  id: z.number(),
  company_id: z.number(),
  name: z.string(),
  serial_number: z.string().nullable(),
  branch: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The key's last four characters, to tell keys apart; the key itself is never shown again. */
  key_hint: z.string(),
  revoked_at: z.string().nullable(),
  last_punch_at: z.string().nullable(),
  punches: z.number(),
  created_at: z.string(),
});
export type AttendanceDevice = z.infer<typeof attendanceDevice>;

/** A new device or a new key: the key appears in this answer only. */
export const attendanceDeviceKeyAnswer = z.object({
  message: z.string(),
  attendance_device: attendanceDevice,
  key: z.string(),
});

/** Wall-clock "YYYY-MM-DD HH:MM[:SS]" in the company's zone, or an ISO instant with its offset. */
export const punchInstant = z
  .string()
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/,
    'Use YYYY-MM-DD HH:MM:SS (the company’s time) or an ISO date-time with its offset.',
  );

export const punchBatch = z.object({
  punches: z
    .array(
      z.object({
        device_user_id: z.string().trim().min(1).max(30),
        punched_at: punchInstant,
      }),
    )
    .min(1, 'Send at least one punch.')
    .max(PUNCHES_PER_CALL_MAX, `Send at most ${PUNCHES_PER_CALL_MAX} punches at once.`),
});
export type PunchBatch = z.infer<typeof punchBatch>;

/** What a batch (or a file) did: punches kept, resent ones already kept, ones of no known employee, days written. */
export const punchOutcome = z.object({
  received: z.number(),
  recorded: z.number(),
  duplicates: z.number(),
  unmatched: z.number(),
  days_updated: z.number(),
  /** Days whose month is locked or paid, or which HR entered by hand: punches kept, the day left as it is. */
  days_skipped: z.number(),
});
export type PunchOutcome = z.infer<typeof punchOutcome>;

export const punch = z.object({
  id: z.number(),
  device: z.object({ id: z.number(), name: z.string() }),
  device_user_id: z.string(),
  employee: requestEmployeeRef.nullable(),
  punched_at: z.string(),
  /** The day of attendance it counts towards (null until matched to an employee). */
  attendance_date: z.string().nullable(),
  source: z.enum(PUNCH_SOURCES),
  created_at: z.string(),
});
export type Punch = z.infer<typeof punch>;

export const punchListQuery = pageQuery.extend({
  company_id: idParam.optional(),
  device_id: idParam.optional(),
  employee_id: idParam.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  unmatched: booleanParam.optional(),
});
export type PunchListQuery = z.infer<typeof punchListQuery>;

/** A device user id no employee is matched to yet, with its punches so far. */
export const unmatchedDeviceUser = z.object({
  company_id: z.number(),
  device_user_id: z.string(),
  punches: z.number(),
  first_at: z.string(),
  last_at: z.string(),
  devices: z.array(z.string()),
});
export type UnmatchedDeviceUser = z.infer<typeof unmatchedDeviceUser>;

/** HR matches a device user id to an employee; the punches already kept are then counted for them. */
export const deviceUserMapping = z.object({
  company_id: recordId().optional(),
  device_user_id: z.string().trim().min(1).max(30),
  employee_id: recordId('Choose an employee.'),
});
export type DeviceUserMapping = z.infer<typeof deviceUserMapping>;

export const punchImportRequest = z.object({
  device_id: z.coerce.number().int().positive(),
  layout: z.enum(PUNCH_IMPORT_LAYOUTS).optional(),
});

/** HR's match of a device user id to an employee, with how many punches it has given them. */
export const deviceUser = z.object({
  id: z.number(),
  company_id: z.number(),
  device_user_id: z.string(),
  employee: requestEmployeeRef,
  punches: z.number(),
  created_at: z.string(),
});
export type DeviceUser = z.infer<typeof deviceUser>;

/** A match saved: the punches it gave the employee and the days they made. */
export const deviceUserMappingAnswer = z.object({
  message: z.string(),
  device_user: deviceUser,
  outcome: punchOutcome,
});

/** A row of an uploaded punch log that was not read (its line in the file, and why). */
export const punchImportProblem = z.object({ line: z.number(), message: z.string() });

/** The first this many refused rows are kept with an import. */
export const PUNCH_IMPORT_PROBLEMS_KEPT = 100;

export const punchImport = z.object({
  id: z.number(),
  file_name: z.string(),
  layout: z.enum(PUNCH_IMPORT_LAYOUTS),
  device: z.object({ id: z.number(), name: z.string() }),
  outcome: punchOutcome,
  /** Rows not read (the first PUNCH_IMPORT_PROBLEMS_KEPT); `problems_total` counts them all. */
  problems: z.array(punchImportProblem),
  problems_total: z.number(),
  created_at: z.string(),
});
export type PunchImport = z.infer<typeof punchImport>;

export const punchImportListQuery = pageQuery.extend({
  company_id: idParam.optional(),
  device_id: idParam.optional(),
});

/** The largest punch log an upload takes. */
export const PUNCH_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Lists of one company's devices and device users: a super admin names the company, others get their own. */
export const deviceCompanyQuery = z.object({ company_id: idParam.optional() });
