import {
  ATTENDANCE_REQUEST_MAX_DAYS,
  ATTENDANCE_REQUEST_TYPES,
  type AttendanceRequestCreate,
  type AttendanceRequestType,
} from '@hrms/contracts/attendance-requests';
import { z } from 'zod';

/** The new request's boxes, named as the server names them so its 422 messages land under each. */
export type RequestFormValues = {
  type: AttendanceRequestType;
  from_date: string;
  to_date: string;
  clock_in: string;
  clock_out: string;
  reason: string;
};

export const REQUEST_FIELDS: readonly string[] = [
  'type',
  'from_date',
  'to_date',
  'clock_in',
  'clock_out',
  'reason',
];

/** A new request: a regularisation of one day (the most common), its day left to choose. */
export const NEW_REQUEST: RequestFormValues = {
  type: 'regularisation',
  from_date: '',
  to_date: '',
  clock_in: '',
  clock_out: '',
  reason: '',
};

/** Whether a type needs the day's times: a regularisation puts a day's punches right, so it names them. */
export const timesRequired = (type: AttendanceRequestType) => type === 'regularisation';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DAY_MS = 86_400_000;

/** The calendar days from one date to another, both counted. */
export const calendarDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

type Problems = Partial<Record<keyof RequestFormValues, string>>;

/** The problems of the boxes as filled, one per field (the server checks the same, and the month's limits). */
export function requestProblems(values: RequestFormValues): Problems {
  const problems: Problems = {};
  const { from_date: from, to_date: to } = values;
  if (!DATE.test(from)) problems.from_date = 'The start date is required';
  if (!DATE.test(to)) problems.to_date = 'The end date is required';
  else if (DATE.test(from) && to < from) problems.to_date = 'The end date cannot be before the start date';
  else if (DATE.test(from) && calendarDays(from, to) > ATTENDANCE_REQUEST_MAX_DAYS)
    problems.to_date = `A request covers at most ${ATTENDANCE_REQUEST_MAX_DAYS} days`;
  const clockIn = values.clock_in.trim();
  const clockOut = values.clock_out.trim();
  const required = timesRequired(values.type);
  if (clockIn && !TIME.test(clockIn)) problems.clock_in = 'Use the 24-hour form HH:MM';
  else if (!clockIn && required) problems.clock_in = 'Give the time you started work';
  if (clockOut && !TIME.test(clockOut)) problems.clock_out = 'Use the 24-hour form HH:MM';
  else if (!clockOut && required) problems.clock_out = 'Give the time you finished work';
  else if (clockIn && clockOut && clockIn.slice(0, 5) === clockOut.slice(0, 5))
    problems.clock_out = 'The finishing time must differ from the starting time';
  // Hours away on duty are a span: both ends or neither.
  if (values.type === 'on_duty' && Boolean(clockIn) !== Boolean(clockOut))
    problems[clockIn ? 'clock_out' : 'clock_in'] ??= 'Give both times away on duty, or neither';
  const reason = values.reason.trim();
  if (!reason) problems.reason = 'Reason is required';
  else if (reason.length > 500) problems.reason = 'Reason may not be greater than 500 characters';
  return problems;
}

/** The dialog's schema: every check at once, then the body POST /attendance-requests takes. */
export const requestForm = z
  .object({
    type: z.enum(ATTENDANCE_REQUEST_TYPES),
    from_date: z.string(),
    to_date: z.string(),
    clock_in: z.string(),
    clock_out: z.string(),
    reason: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(requestProblems(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform(
    (values): AttendanceRequestCreate => ({
      type: values.type,
      from_date: values.from_date,
      to_date: values.to_date,
      clock_in: values.clock_in.trim() || null,
      clock_out: values.clock_out.trim() || null,
      reason: values.reason.trim(),
    }),
  );
