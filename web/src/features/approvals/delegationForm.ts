import type { ApprovalDelegationRequest } from '@hrms/contracts/approvals';
import { z } from 'zod';

/** The delegation dialog's boxes, named as the server names them. */
export type DelegationFormValues = { delegate_id: string; from_date: string; to_date: string };

export const DELEGATION_FIELDS: readonly string[] = ['delegate_id', 'from_date', 'to_date'];

/** A new delegation starts today, for a day (the usual short absence); the end is moved for a longer one. */
export const newDelegation = (today: string): DelegationFormValues => ({
  delegate_id: '',
  from_date: today,
  to_date: today,
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The dialog's schema, to the body POST /approval-delegations takes (the caller's own absence). */
export const delegationForm = z
  .object({
    delegate_id: z.string().regex(/^[1-9]\d*$/, 'Choose who decides for you'),
    from_date: z.string().regex(DATE, 'The start date is required'),
    to_date: z.string().regex(DATE, 'The end date is required'),
  })
  .refine((d) => !DATE.test(d.from_date) || !DATE.test(d.to_date) || d.to_date >= d.from_date, {
    message: 'The end date cannot be before the start date',
    path: ['to_date'],
  })
  .transform(
    (d): ApprovalDelegationRequest => ({
      delegate_id: Number(d.delegate_id),
      from_date: d.from_date,
      to_date: d.to_date,
    }),
  );
