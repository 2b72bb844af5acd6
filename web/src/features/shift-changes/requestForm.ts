import {
  SHIFT_CHANGE_KINDS,
  SHIFT_CHANGE_MAX_DAYS,
  type ShiftChangeCreate,
  type ShiftChangeKind,
} from '@hrms/contracts/shifts';
import { z } from 'zod';

/** The dialog's boxes, named as the server names them so its 422 messages land under each. */
export type ShiftChangeFormValues = {
  kind: ShiftChangeKind;
  from_date: string;
  to_date: string;
  shift_id: string;
  swap_with_employee_id: string;
  reason: string;
};

export const SHIFT_CHANGE_FIELDS: readonly string[] = [
  'kind',
  'from_date',
  'to_date',
  'shift_id',
  'swap_with_employee_id',
  'reason',
];

/** A new request: a change of one's own shift (the simpler kind), its days and shift left to choose. */
export const NEW_SHIFT_CHANGE: ShiftChangeFormValues = {
  kind: 'change',
  from_date: '',
  to_date: '',
  shift_id: '',
  swap_with_employee_id: '',
  reason: '',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d*$/;
const DAY_MS = 86_400_000;

/** The calendar days from one date to another, both counted. */
export const calendarDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

type Problems = Partial<Record<keyof ShiftChangeFormValues, string>>;

/**
 * The problems of the boxes as filled, one per field, against the company's today (the server checks the
 * same, and the shifts of the days, the colleague and the months being open).
 */
export function shiftChangeProblems(values: ShiftChangeFormValues, today: string): Problems {
  const problems: Problems = {};
  const { from_date: from, to_date: to } = values;
  if (!DATE.test(from)) problems.from_date = 'The start date is required';
  else if (from < today)
    problems.from_date =
      'A shift change is asked for before the day: for a day already worked, ask for a regularisation';
  if (!DATE.test(to)) problems.to_date = 'The end date is required';
  else if (DATE.test(from) && to < from) problems.to_date = 'The end date cannot be before the start date';
  else if (DATE.test(from) && calendarDays(from, to) > SHIFT_CHANGE_MAX_DAYS)
    problems.to_date = `A request covers at most ${SHIFT_CHANGE_MAX_DAYS} days`;
  if (values.kind === 'change' && !ID.test(values.shift_id))
    problems.shift_id = 'Choose the shift you want to work';
  if (values.kind === 'swap' && !ID.test(values.swap_with_employee_id))
    problems.swap_with_employee_id = 'Choose the colleague to swap with';
  const reason = values.reason.trim();
  if (!reason) problems.reason = 'Reason is required';
  else if (reason.length > 500) problems.reason = 'Reason may not be greater than 500 characters';
  return problems;
}

/**
 * The dialog's schema on the company's `today`: every check at once, then the body POST
 * /shift-change-requests takes (the shift for a change, the colleague for a swap, never both).
 */
export const shiftChangeForm = (today: string) =>
  z
    .object({
      kind: z.enum(SHIFT_CHANGE_KINDS),
      from_date: z.string(),
      to_date: z.string(),
      shift_id: z.string(),
      swap_with_employee_id: z.string(),
      reason: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(shiftChangeProblems(values, today))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform(
      (values): ShiftChangeCreate => ({
        kind: values.kind,
        from_date: values.from_date,
        to_date: values.to_date,
        ...(values.kind === 'change'
          ? { shift_id: Number(values.shift_id) }
          : { swap_with_employee_id: Number(values.swap_with_employee_id) }),
        reason: values.reason.trim(),
      }),
    );
