import { HALF_DAY_TYPES } from '@hrms/contracts/enums';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  type LeaveDays,
  type LeaveType,
} from '@hrms/contracts/leave';
import { z } from 'zod';
import { formatDate } from '@/lib/format';
import { formatDays, isIsoDate, noticeWords } from './days';

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
  half_day: boolean;
  half_day_type: HalfDayType | null;
  attachment: File | null;
};

/**
 * What the form knows of a leave type. Its rules (notice, consecutive days, documents, half days) are the
 * employee's leave policy's, which only the server holds: it checks them and answers under each field.
 */
export type LeaveTypeRules = Pick<LeaveType, 'id'>;

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
 * applies). `today` is the company's date. The server checks all of this again, and the rules of the
 * employee's leave policy (notice, consecutive days, documents, balance, overlapping requests).
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

  if (!isIsoDate(end)) fail('end_date', 'End date is required');
  else if (isIsoDate(start)) {
    if (end < start) fail('end_date', 'End date cannot be before start date');
    else if (end.slice(0, 4) !== start.slice(0, 4)) {
      fail('end_date', 'A leave request cannot span two calendar years; apply for each year separately.');
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
        half_day: values.half_day,
        half_day_type: values.half_day ? values.half_day_type : null,
        attachment: values.attachment,
      }),
    );
}

/** GET /leave-days's question, once the form holds a type and a usable span of dates; null before. */
export type LeaveDaysQuestion = {
  leave_type_id: number;
  start_date: string;
  end_date: string;
  half_day: boolean;
};

export function leaveDaysQuestion(
  values: Pick<ApplyFormValues, 'leave_type_id' | 'start_date' | 'end_date' | 'half_day'>,
): LeaveDaysQuestion | null {
  const typeId = Number(values.leave_type_id);
  const start = values.start_date;
  const end = values.half_day ? start : values.end_date;
  if (!Number.isInteger(typeId) || typeId <= 0 || !isIsoDate(start) || !isIsoDate(end) || end < start) {
    return null;
  }
  return { leave_type_id: typeId, start_date: start, end_date: end, half_day: values.half_day };
}

/**
 * The leave types the caller may choose: those of their GET /leave-balance for the year (the policy's
 * types, and any other the year has activity in), in its order, a type retired from the catalogue left
 * out (the server refuses it). The server still decides on submit.
 */
export function policyLeaveTypes(balances: readonly { leave_type: LeaveType }[]): LeaveType[] {
  const seen = new Set<number>();
  return balances.flatMap(({ leave_type: type }) => {
    if (!type.is_active || seen.has(type.id)) return [];
    seen.add(type.id);
    return [type];
  });
}

/** The leave type `?type=` preselects: its id when it is one of the types offered, else none (''). */
export function preselectedType(param: string | null, types: readonly LeaveTypeRules[]): string {
  return param !== null && types.some((t) => String(t.id) === param) ? param : '';
}

/** A count the server gave, with the question it answered. */
export type CountedDays = { question: LeaveDaysQuestion; answer: LeaveDays };

/**
 * What the employee's policy asks of the request being filled in, from the server's latest count for the
 * same leave type and year (kept while the next count is under way, so the form does not flicker as the
 * dates change): a document (for a request of at least one date), and whether half days are allowed.
 * Nothing known yet (no count, or one for another type or year): no document asked, half days allowed.
 * Only a hint to the form: the server's 422 on submit decides.
 */
export function policyAsks(
  counted: CountedDays | null,
  now: { leave_type_id: string; year: number; asked: boolean },
): { documentRequired: boolean; halfDaysAllowed: boolean } {
  const same =
    counted !== null &&
    String(counted.question.leave_type_id) === now.leave_type_id &&
    Number(counted.question.start_date.slice(0, 4)) === now.year;
  return {
    documentRequired: same && now.asked && counted.answer.document_required,
    halfDaysAllowed: !same || counted.answer.half_days_allowed,
  };
}

export const DOCUMENT_REQUIRED_HINT = 'Your policy asks for a document for a leave of this length';
export const HALF_DAYS_REFUSED_HINT = 'Your leave policy does not allow half days of this leave type';

/** The attachment field's hint: required by the policy for this many days, or optional. */
export function attachmentHint(documentRequired: boolean): string {
  return documentRequired
    ? `${DOCUMENT_REQUIRED_HINT}. ${ATTACHMENT_HINT}`
    : `Optional, unless your leave policy asks for a document for this leave. ${ATTACHMENT_HINT}`;
}

/**
 * The half-day checkbox under the policy: disabled with a hint when the type allows no half days — unless
 * it is already ticked, so that it can still be unticked (a ticked, disabled box would be stuck).
 */
export function halfDayControl(
  halfDaysAllowed: boolean,
  checked: boolean,
): { disabled: boolean; hint: string } {
  if (halfDaysAllowed) {
    return {
      disabled: false,
      hint: 'Take only the first or the second half of one day (counts as 0.5 day).',
    };
  }
  return checked
    ? { disabled: false, hint: `${HALF_DAYS_REFUSED_HINT}: untick it to apply for whole days.` }
    : { disabled: true, hint: `${HALF_DAYS_REFUSED_HINT}.` };
}

/** A list in words: "a", "a and b", "a, b and c". */
export function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The server's count in words, for the Duration card: what will be counted, the days off the sandwich
 * rule adds ("including 14 Mar 2026 and 15 Mar 2026 under your policy's sandwich rule"), and what is left.
 */
export function dayCountWords(answer: LeaveDays): {
  counted: string;
  sandwich: string | null;
  available: string;
  exceeds: boolean;
} {
  return {
    counted:
      answer.days === 0
        ? 'No days will be counted: these dates hold no working day.'
        : `${formatDays(answer.days)} will be counted`,
    sandwich: answer.sandwich_dates.length
      ? `including ${inWords(answer.sandwich_dates.map((d) => formatDate(d)))} under your policy's sandwich rule`
      : null,
    available:
      answer.available === null
        ? 'Unpaid leave: no balance is used.'
        : `Available: ${formatDays(answer.available)}`,
    exceeds: answer.available !== null && answer.days > answer.available,
  };
}

/**
 * What the chosen type asks for under the employee's policy, as a hint under the select ("7 days' notice ·
 * at most 15 days in a row"). `type` is the leave type as GET /leave-balance gives it, the policy's figures
 * in place of the catalogue's; the server checks them on submit.
 */
export function typeRulesHint(
  type: Pick<LeaveType, 'is_paid' | 'advance_notice_days' | 'max_consecutive_days'>,
): string | undefined {
  const rules = [
    type.is_paid ? null : 'Unpaid leave: no balance is used',
    type.advance_notice_days > 0 ? noticeWords(type.advance_notice_days) : null,
    type.max_consecutive_days !== null ? `at most ${formatDays(type.max_consecutive_days)} in a row` : null,
  ].filter(Boolean);
  return rules.length ? rules.join(' · ') : undefined;
}
