import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@hrms/contracts/enums';
import { z } from 'zod';

export const REQUIRED_MESSAGE = 'Please fill in all required fields';
export const CLOCK_OUT_MESSAGE = 'Clock out time must be after clock in time';
export const FUTURE_MESSAGE = 'The date cannot be in the future.';
export const REASON_MAX = 1000;

/** The form's fields, named as the server names them so its 422 field errors land under each field. */
export type ManualEntryValues = {
  employee_id: string;
  attendance_date: string;
  clock_in: string;
  clock_out: string;
  status: AttendanceStatus;
  reason: string;
};

export type ManualEntryField = keyof ManualEntryValues;
export const MANUAL_ENTRY_FIELDS: readonly string[] = [
  'employee_id',
  'attendance_date',
  'clock_in',
  'clock_out',
  'status',
  'reason',
];

export type ManualEntryPayload = {
  employee_id: number;
  attendance_date: string;
  clock_in: string;
  clock_out: string | null;
  status: AttendanceStatus;
  reason: string;
};

export const newManualEntry = (today: string): ManualEntryValues => ({
  employee_id: '',
  attendance_date: today,
  clock_in: '',
  clock_out: '',
  status: 'present',
  reason: '',
});

/** A time input's value as HH:MM (a browser may add seconds). */
const hhmm = (value: string) => value.trim().slice(0, 5);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The messages of spec §5 for the values typed so far, at most one per field. `today` is the
 * company's date. The server checks all of this again, and that the day has no record yet.
 */
export function manualEntryProblems(
  values: ManualEntryValues,
  today: string,
): Partial<Record<ManualEntryField, string>> {
  const problems: Partial<Record<ManualEntryField, string>> = {};
  const clockIn = hhmm(values.clock_in);
  const clockOut = hhmm(values.clock_out);

  if (!/^[1-9]\d*$/.test(values.employee_id)) problems.employee_id = REQUIRED_MESSAGE;
  if (!DATE.test(values.attendance_date)) problems.attendance_date = REQUIRED_MESSAGE;
  else if (values.attendance_date > today) problems.attendance_date = FUTURE_MESSAGE;
  if (!TIME.test(clockIn)) problems.clock_in = REQUIRED_MESSAGE;
  if (clockOut) {
    if (!TIME.test(clockOut)) problems.clock_out = 'Use the 24-hour form HH:MM.';
    else if (TIME.test(clockIn) && clockOut <= clockIn) problems.clock_out = CLOCK_OUT_MESSAGE;
  }
  if (!(ATTENDANCE_STATUSES as readonly string[]).includes(values.status)) problems.status = REQUIRED_MESSAGE;
  const reason = values.reason.trim();
  if (!reason) problems.reason = REQUIRED_MESSAGE;
  else if (reason.length > REASON_MAX) {
    problems.reason = `The reason may not be greater than ${REASON_MAX} characters.`;
  }
  return problems;
}

/** True when some required field is empty: the form then says so once, over the fields. */
export const missesRequired = (errors: Partial<Record<string, { message?: string } | undefined>>) =>
  Object.values(errors).some((error) => error?.message === REQUIRED_MESSAGE);

/** The form's schema for react-hook-form: every rule in one refinement, then the payload the API takes. */
export function manualEntryForm(today: string) {
  return z
    .object({
      employee_id: z.string(),
      attendance_date: z.string(),
      clock_in: z.string(),
      clock_out: z.string(),
      status: z.enum(ATTENDANCE_STATUSES),
      reason: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(manualEntryProblems(values, today))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform(
      (values): ManualEntryPayload => ({
        employee_id: Number(values.employee_id),
        attendance_date: values.attendance_date,
        clock_in: hhmm(values.clock_in),
        clock_out: hhmm(values.clock_out) || null,
        status: values.status,
        reason: values.reason.trim(),
      }),
    );
}
