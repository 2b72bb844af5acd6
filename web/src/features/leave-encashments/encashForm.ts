import type { EncashableType, LeaveEncashmentCreate } from '@hrms/contracts/leave-encashments';
import { z } from 'zod';
import { formatDays } from '@/features/leave';

/** The dialog's boxes, named as the server names them so its 422 messages land under each. */
export type EncashFormValues = { leave_type_id: string; days: string; reason: string };

export const ENCASH_FIELDS: readonly string[] = ['leave_type_id', 'days', 'reason'];

/** The days box as a number, or NaN when it holds none. */
export const daysOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

type Problems = Partial<Record<keyof EncashFormValues, string>>;

/** The problems of the boxes as filled (the server checks the same again, under a lock on the balance). */
export function encashProblems(values: EncashFormValues, types: readonly EncashableType[]): Problems {
  const problems: Problems = {};
  const type = types.find((t) => String(t.leave_type.id) === values.leave_type_id);
  if (!type) problems.leave_type_id = 'Choose the leave to encash';
  const days = daysOf(values.days);
  if (!Number.isFinite(days)) problems.days = 'Enter the days to encash';
  else if (days <= 0) problems.days = 'The days to encash must be more than zero';
  else if (!Number.isInteger(days * 2)) problems.days = 'Days are encashed in whole or half days';
  else if (type && days > type.available)
    problems.days =
      type.available > 0
        ? `You can encash at most ${formatDays(type.available)} of ${type.leave_type.name} now`
        : `You cannot encash ${type.leave_type.name} now`;
  if (values.reason.trim().length > 500) problems.reason = 'Reason may not be greater than 500 characters';
  return problems;
}

/** The dialog's schema over the encashable types, then the body POST /leave-encashments takes. */
export const encashForm = (types: readonly EncashableType[]) =>
  z
    .object({ leave_type_id: z.string(), days: z.string(), reason: z.string() })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(encashProblems(values, types))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform(
      (values): LeaveEncashmentCreate => ({
        leave_type_id: Number(values.leave_type_id),
        days: daysOf(values.days),
        reason: values.reason.trim() || null,
      }),
    );

/** A new request: the first type there is something to encash of, its days left to choose. */
export const newEncashment = (types: readonly EncashableType[]): EncashFormValues => ({
  leave_type_id: String(types.find((t) => t.available > 0)?.leave_type.id ?? ''),
  days: '',
  reason: '',
});
