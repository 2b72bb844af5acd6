import type { CompOffEligibleDay, CompOffRequestCreate } from '@hrms/contracts/comp-off';
import { z } from 'zod';

/** The dialog's boxes, named as the server names them so its 422 messages land under each. */
export type CompOffFormValues = { work_date: string; half_day: boolean; reason: string };

/** The boxes a server message can land under; one on `days` shows in the dialog's banner. */
export const COMP_OFF_FIELDS: readonly string[] = ['work_date', 'reason'];

export const NEW_COMP_OFF: CompOffFormValues = { work_date: '', half_day: false, reason: '' };

/** Whether the half-day choice applies: only a day that earns a full day can be asked for by halves. */
export const halfDayOffered = (day: Pick<CompOffEligibleDay, 'earns'> | undefined) => day?.earns === 1;

type Problems = Partial<Record<keyof CompOffFormValues, string>>;

/** The problems of the boxes as filled (the server checks the same, and the day's attendance). */
export function compOffProblems(values: CompOffFormValues, days: readonly CompOffEligibleDay[]): Problems {
  const problems: Problems = {};
  const day = days.find((d) => d.date === values.work_date);
  if (!day) problems.work_date = 'Choose the day you worked';
  else if (day.requested) problems.work_date = 'This day is already requested';
  const reason = values.reason.trim();
  if (!reason) problems.reason = 'Reason is required';
  else if (reason.length > 500) problems.reason = 'Reason may not be greater than 500 characters';
  return problems;
}

/**
 * The dialog's schema over the eligible days: every check at once, then the body POST /comp-off-requests
 * takes, asking for what the day earns or, by choice, half of a full day.
 */
export const compOffForm = (days: readonly CompOffEligibleDay[]) =>
  z
    .object({ work_date: z.string(), half_day: z.boolean(), reason: z.string() })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(compOffProblems(values, days))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform((values): CompOffRequestCreate => {
      const day = days.find((d) => d.date === values.work_date);
      const half = day?.earns === 0.5 || (values.half_day && halfDayOffered(day));
      return {
        work_date: values.work_date,
        days: half ? 0.5 : 1,
        reason: values.reason.trim(),
      };
    });
