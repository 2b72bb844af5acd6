import type { Shift, ShiftRequest } from '@hrms/contracts/shifts';
import { z } from 'zod';
import { clock, endsNextDay, spanMinutes } from './times';

/** The shift dialog's boxes, named as the server names them so its 422 messages land under each. */
export type ShiftFormValues = {
  name: string;
  start_time: string;
  end_time: string;
  break_minutes: string;
  grace_minutes: string;
  full_day_hours: string;
  /** Blank: half the full day's hours (the server's choice). */
  half_day_hours: string;
  /** The checked weekdays, "0" (Sunday) to "6" (Saturday). */
  weekly_offs: string[];
  is_default: boolean;
};

/** A new shift starts as the built-in day does: 09:30 to 18:30, an hour's break, Saturday and Sunday off. */
export const NEW_SHIFT: ShiftFormValues = {
  name: '',
  start_time: '09:30',
  end_time: '18:30',
  break_minutes: '60',
  grace_minutes: '15',
  full_day_hours: '4.5',
  half_day_hours: '',
  weekly_offs: ['0', '6'],
  is_default: false,
};

export function shiftFormValues(shift: Shift): ShiftFormValues {
  return {
    name: shift.name,
    start_time: clock(shift.start_time),
    end_time: clock(shift.end_time),
    break_minutes: String(shift.break_minutes),
    grace_minutes: String(shift.grace_minutes),
    full_day_hours: String(shift.full_day_hours),
    half_day_hours: String(shift.half_day_hours),
    weekly_offs: shift.weekly_offs.map(String),
    is_default: shift.is_default,
  };
}

export const SHIFT_FIELDS: readonly string[] = [
  'name',
  'start_time',
  'end_time',
  'crosses_midnight',
  'break_minutes',
  'grace_minutes',
  'full_day_hours',
  'half_day_hours',
  'weekly_offs',
  'is_default',
];

/** Where a server message lands: the crossing-midnight confirmation is the end time's matter on this form. */
export const shiftErrorField = (field: string) => (field === 'crosses_midnight' ? 'end_time' : field);

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const WHOLE = /^\d+$/;
const HOURS = /^\d+(\.\d{1,2})?$/;

/** The hours the times and break schedule (null until both times and the break are valid). */
export function scheduledHours(values: Pick<ShiftFormValues, 'start_time' | 'end_time' | 'break_minutes'>) {
  const breakText = values.break_minutes.trim();
  if (!CLOCK.test(values.start_time) || !CLOCK.test(values.end_time) || !WHOLE.test(breakText)) return null;
  if (values.start_time === values.end_time) return null;
  const minutes = spanMinutes(values.start_time, values.end_time) - Number(breakText);
  return minutes > 0 ? Math.round((minutes / 60) * 100) / 100 : null;
}

/** Whether the times as typed make a night shift (the dialog's live note). */
export const crossesMidnight = (values: Pick<ShiftFormValues, 'start_time' | 'end_time'>) =>
  CLOCK.test(values.start_time) &&
  CLOCK.test(values.end_time) &&
  endsNextDay(values.start_time, values.end_time);

type Problems = Partial<Record<keyof ShiftFormValues, string>>;

function minutesProblem(text: string, label: string): string | null {
  const v = text.trim();
  return WHOLE.test(v) && Number(v) <= 240
    ? null
    : `The ${label} must be a whole number of minutes from 0 to 240.`;
}

function hoursProblem(text: string, label: string): string | null {
  const v = text.trim();
  return HOURS.test(v) && Number(v) <= 24 ? null : `The ${label} must be between 0 and 24 hours.`;
}

/** The problems of the boxes as filled, one per field; the server checks again and answers in the same words. */
export function shiftProblems(values: ShiftFormValues): Problems {
  const problems: Problems = {};
  const name = values.name.trim();
  if (!name) problems.name = 'The name is required.';
  else if (name.length > 100) problems.name = 'The name may be at most 100 characters.';
  if (!CLOCK.test(values.start_time)) problems.start_time = 'Enter the time the shift starts.';
  if (!CLOCK.test(values.end_time)) problems.end_time = 'Enter the time the shift ends.';
  else if (values.end_time === values.start_time)
    problems.end_time = 'The shift must end at another time than it starts.';
  const breakProblem = minutesProblem(values.break_minutes, 'break');
  if (breakProblem) problems.break_minutes = breakProblem;
  const grace = minutesProblem(values.grace_minutes, 'grace');
  if (grace) problems.grace_minutes = grace;
  const full = hoursProblem(values.full_day_hours, 'full day');
  if (full) problems.full_day_hours = full;
  const half = values.half_day_hours.trim() ? hoursProblem(values.half_day_hours, 'half day') : null;
  if (half) problems.half_day_hours = half;
  else if (
    !full &&
    values.half_day_hours.trim() &&
    Number(values.half_day_hours) > Number(values.full_day_hours)
  )
    problems.half_day_hours = 'A half day cannot need more hours than a full day.';
  if (values.weekly_offs.length > 6) problems.weekly_offs = 'A shift needs at least one working day a week.';
  if (!problems.start_time && !problems.end_time && !breakProblem) {
    const scheduled = scheduledHours(values);
    if (scheduled === null) problems.break_minutes = 'The break must be shorter than the shift.';
    else if (!full && Number(values.full_day_hours) > scheduled)
      problems.full_day_hours = `A full day cannot need more hours than the shift schedules (${scheduled.toFixed(2)} h).`;
  }
  return problems;
}

/**
 * The dialog's schema: every check at once, then the body POST/PUT /shifts take. A blank half day is left out
 * (the server makes it half the full day).
 */
export const shiftForm = z
  .object({
    name: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    break_minutes: z.string(),
    grace_minutes: z.string(),
    full_day_hours: z.string(),
    half_day_hours: z.string(),
    weekly_offs: z.array(z.string()),
    is_default: z.boolean(),
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(shiftProblems(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform(
    (values): ShiftRequest => ({
      name: values.name.trim(),
      start_time: values.start_time,
      end_time: values.end_time,
      break_minutes: Number(values.break_minutes.trim()),
      grace_minutes: Number(values.grace_minutes.trim()),
      full_day_hours: Number(values.full_day_hours.trim()),
      ...(values.half_day_hours.trim() ? { half_day_hours: Number(values.half_day_hours.trim()) } : {}),
      weekly_offs: values.weekly_offs.map(Number).sort((a, b) => a - b),
      is_default: values.is_default,
    }),
  );
