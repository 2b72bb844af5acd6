import { PAYROLL_STATUSES, type PayrollStatus } from '@hrms/contracts/enums';
import { shownFields } from '@hrms/contracts/payroll-labels';
import type { AmountLine } from '@/components/AmountTable';
import { humanize } from '@/components/ui/Badge';

/** The status filter's choices (spec 1 §4), in the order a run moves through them. */
export const STATUS_OPTIONS = PAYROLL_STATUSES.map((status) => ({ value: status, label: humanize(status) }));

/** The lines of a breakdown's earnings or deductions worth showing, as the payslip lists them (shownFields). */
export function shownLines<F extends string>(
  fields: readonly F[],
  amounts: Record<F, number>,
  labels: Record<F, string>,
): AmountLine[] {
  return shownFields(fields, amounts).map((field) => ({
    field,
    label: labels[field],
    amount: amounts[field],
  }));
}

/** The two status changes a person makes (spec 1 §4), named as their endpoints are. */
export type RunTransition = 'approve' | 'mark-paid';

export const TRANSITION_FAILED: Record<RunTransition, string> = {
  approve: 'Failed to approve payroll',
  'mark-paid': 'Failed to mark payroll as paid',
};

/** What the caller may do with a run (spec 1 §4): each action by the run's status and a permission. */
export function runActions(
  status: PayrollStatus,
  can: { approve: boolean; markPaid: boolean },
): { approve: boolean; markPaid: boolean; payslip: boolean } {
  return {
    approve: status === 'processed' && can.approve,
    markPaid: status === 'approved' && can.markPaid,
    // A draft is incomplete (no attendance yet), so it has no payslip, and a month imported as an opening
    // balance was paid, with its payslip, by the old system; anyone who sees a run may download the payslip
    // of a computed one.
    payslip: status !== 'draft' && status !== 'imported',
  };
}
