import type { ReimbursementClaim } from '@hrms/contracts/reimbursements';
import { MONTH_NAMES } from '@/lib/months';

/** "2026-10" → "October 2026". */
export function payPeriodLabel(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[month - 1] ?? period} ${year}`;
}

/**
 * Where an approved claim's money stands: paid (by a paid run or settlement), on a run not yet paid, or
 * waiting for the next payroll. Null for a claim that is not approved.
 */
export function paidInLabel(
  claim: Pick<ReimbursementClaim, 'status' | 'paid_in' | 'final_settlement' | 'is_paid'>,
) {
  if (claim.status !== 'approved') return null;
  if (claim.final_settlement) {
    return claim.is_paid ? 'Paid in the full and final settlement' : 'In the full and final settlement';
  }
  if (claim.paid_in) {
    const month = payPeriodLabel(claim.paid_in.pay_period);
    return claim.is_paid
      ? `Paid with ${month} salary`
      : `In ${month} payroll (${claim.paid_in.status}), not paid yet`;
  }
  return 'Awaiting the next payroll';
}

export const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

export const claimantName = (claim: Pick<ReimbursementClaim, 'employee'>) =>
  `${claim.employee.first_name} ${claim.employee.last_name}`;
