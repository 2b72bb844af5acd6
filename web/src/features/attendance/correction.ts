import type { AttendanceRecord } from '@hrms/contracts/attendance';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@hrms/contracts/enums';
import { z } from 'zod';
import { zonedParts } from '@/lib/dates';
import { formatHours } from './hours';
import { CLOCK_OUT_MESSAGE, REASON_MAX } from './manualEntry';

export const REASON_MESSAGE = 'Please give the reason for the change';
export const CLOCK_IN_MESSAGE = 'Please give the clock in time';

/** The correction form's fields, named as PUT /attendance/{id} names them; status '' = scored from the times. */
export type CorrectionValues = {
  clock_in: string;
  clock_out: string;
  status: AttendanceStatus | '';
  reason: string;
};
export const CORRECTION_FIELDS: readonly string[] = ['clock_in', 'clock_out', 'status', 'reason'];

export type CorrectionPayload = {
  clock_in: string;
  clock_out: string | null;
  status: AttendanceStatus | null;
  reason: string;
};

/** An instant's wall-clock time in India (HH:MM), as the form and the API take it; '' for none. */
export function wallTime(iso: string | null): string {
  if (!iso) return '';
  const { hour, minute } = zonedParts(new Date(iso));
  return `${hour}:${minute}`;
}

/** The form opens on the record as it stands, its status left to the times unless HR picks one. */
export const correctionOf = (record: AttendanceRecord): CorrectionValues => ({
  clock_in: wallTime(record.clock_in),
  clock_out: wallTime(record.clock_out),
  status: '',
  reason: '',
});

const hhmm = (value: string) => value.trim().slice(0, 5);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The server's rules the form can check before sending (it also checks the future, and the payroll lock). */
export function correctionProblems(
  values: CorrectionValues,
): Partial<Record<keyof CorrectionValues, string>> {
  const problems: Partial<Record<keyof CorrectionValues, string>> = {};
  const clockIn = hhmm(values.clock_in);
  const clockOut = hhmm(values.clock_out);
  if (!clockIn) problems.clock_in = CLOCK_IN_MESSAGE;
  else if (!TIME.test(clockIn)) problems.clock_in = 'Use the 24-hour form HH:MM.';
  if (clockOut) {
    if (!TIME.test(clockOut)) problems.clock_out = 'Use the 24-hour form HH:MM.';
    else if (TIME.test(clockIn) && clockOut <= clockIn) problems.clock_out = CLOCK_OUT_MESSAGE;
  }
  const reason = values.reason.trim();
  if (!reason) problems.reason = REASON_MESSAGE;
  else if (reason.length > REASON_MAX) {
    problems.reason = `The reason may not be greater than ${REASON_MAX} characters.`;
  }
  return problems;
}

export const correctionForm = z
  .object({
    clock_in: z.string(),
    clock_out: z.string(),
    status: z.enum(['', ...ATTENDANCE_STATUSES]),
    reason: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(correctionProblems(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform(
    (values): CorrectionPayload => ({
      clock_in: hhmm(values.clock_in),
      clock_out: hhmm(values.clock_out) || null,
      status: values.status || null,
      reason: values.reason.trim(),
    }),
  );

/**
 * The shift's minimum hours in words, for the form and the record ("A full day needs 4.50 h; a half day
 * 2.25 h; fewer hours count as absent"); null without a shift.
 */
export function dayRuleText(shift: AttendanceRecord['shift']): string | null {
  if (!shift) return null;
  return `A full day needs ${formatHours(shift.full_day_hours)} h and a half day ${formatHours(shift.half_day_hours)} h; fewer hours count as absent.`;
}
