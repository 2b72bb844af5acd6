import { HALF_DAY_TYPES } from '@hrms/contracts/enums';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, type LeaveType } from '@hrms/contracts/leave';
import { z } from 'zod';
import { countLeaveDays, daysBetween, isIsoDate } from './days';

/** What the form needs to know of a file: a browser File, or a stand-in in tests. */
export type AttachmentLike = { name: string; size: number };

export type HalfDayType = (typeof HALF_DAY_TYPES)[number];

/** The form's fields, named as the server names them so its 422 field errors land under each field. */
export type ApplyFormValues<F extends AttachmentLike = File> = {
  leave_type_id: string;
  start_date: string;
  end_date: string;
  half_day: boolean;
  half_day_type: HalfDayType;
  reason: string;
  attachment: F | null;
};

export type ApplyField = keyof ApplyFormValues;

/** The fields the form shows a message under (days_requested: next to the day count). */
export const APPLY_FIELDS: readonly string[] = [
  'leave_type_id',
  'start_date',
  'end_date',
  'half_day',
  'half_day_type',
  'reason',
  'attachment',
  'days_requested',
];

export type LeaveApplicationPayload = {
  leave_type_id: number;
  start_date: string;
  end_date: string;
  reason: string;
  days_requested: number;
  half_day: boolean;
  half_day_type: HalfDayType | null;
  attachment: File | null;
};

export type LeaveTypeRules = Pick<
  LeaveType,
  'id' | 'advance_notice_days' | 'max_consecutive_days' | 'requires_attachment'
>;

export const REASON_MAX = 2000;
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',');
export const ATTACHMENT_HINT = `${ATTACHMENT_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')}; at most ${
  ATTACHMENT_MAX_BYTES / (1024 * 1024)
} MB.`;

export const NEW_APPLICATION: ApplyFormValues = {
  leave_type_id: '',
  start_date: '',
  end_date: '',
  half_day: false,
  half_day_type: 'first_half',
  reason: '',
  attachment: null,
};

/**
 * The messages of spec §5 for the values typed so far, at most one per field (the first that
 * applies). `today` is the company's date. The server checks all of this again, and more (holidays,
 * balance, overlapping requests).
 */
export function applicationProblems<F extends AttachmentLike>(
  values: ApplyFormValues<F>,
  types: readonly LeaveTypeRules[],
  today: string,
): Partial<Record<ApplyField, string>> {
  const problems: Partial<Record<ApplyField, string>> = {};
  const fail = (field: ApplyField, message: string) => {
    problems[field] ??= message;
  };
  const type = types.find((t) => String(t.id) === values.leave_type_id);
  const start = values.start_date;
  const end = values.half_day ? values.start_date : values.end_date;

  if (!type) fail('leave_type_id', 'Leave type is required');

  if (!isIsoDate(start)) fail('start_date', 'Start date is required');
  else if (start < today) fail('start_date', 'Start date cannot be in the past');
  else if (type && type.advance_notice_days > 0 && daysBetween(today, start) < type.advance_notice_days) {
    fail('start_date', `This leave type requires ${type.advance_notice_days} days advance notice`);
  }

  if (!isIsoDate(end)) fail('end_date', 'End date is required');
  else if (isIsoDate(start)) {
    if (end < start) fail('end_date', 'End date cannot be before start date');
    else if (end.slice(0, 4) !== start.slice(0, 4)) {
      fail('end_date', 'A leave request cannot span two calendar years; apply for each year separately.');
    } else if (type?.max_consecutive_days != null) {
      const days = countLeaveDays(start, end, values.half_day);
      if (days > type.max_consecutive_days) {
        fail('end_date', `Maximum ${type.max_consecutive_days} consecutive days allowed for this leave type`);
      }
    }
  }

  if (!values.reason.trim()) fail('reason', 'Reason is required');
  else if (values.reason.trim().length > REASON_MAX) {
    fail('reason', `The reason may not be greater than ${REASON_MAX} characters.`);
  }

  const file = values.attachment;
  if (file) {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (file.size > ATTACHMENT_MAX_BYTES) fail('attachment', 'The attachment may not be greater than 5 MB.');
    else if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) {
      fail('attachment', `The attachment must be a file of type: ${ATTACHMENT_EXTENSIONS.join(', ')}.`);
    }
  } else if (type?.requires_attachment) {
    fail('attachment', 'Attachment is required for this leave type');
  }
  return problems;
}

const isAttachment = (value: unknown): value is AttachmentLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AttachmentLike).name === 'string' &&
  typeof (value as AttachmentLike).size === 'number';

/**
 * The form's schema for react-hook-form: every rule in one refinement (so all of them are checked
 * together, not only once the plain fields pass), then the payload POST /leaves takes.
 */
export function applyForm(types: readonly LeaveTypeRules[], today: string) {
  return z
    .object({
      leave_type_id: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      half_day: z.boolean(),
      half_day_type: z.enum(HALF_DAY_TYPES),
      reason: z.string(),
      attachment: z.custom<File | null>((value) => value === null || isAttachment(value)),
    })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(applicationProblems(values, types, today))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform(
      (values): LeaveApplicationPayload => ({
        leave_type_id: Number(values.leave_type_id),
        start_date: values.start_date,
        end_date: values.half_day ? values.start_date : values.end_date,
        reason: values.reason.trim(),
        days_requested: countLeaveDays(values.start_date, values.end_date, values.half_day),
        half_day: values.half_day,
        half_day_type: values.half_day ? values.half_day_type : null,
        attachment: values.attachment,
      }),
    );
}
