import { PAYROLL_STATUSES, type PayrollStatus } from '@hrms/contracts/enums';
import type { DeductionField, EarningField, EmployerContributionField } from '@hrms/contracts/payroll';
import { humanize } from '../../components/ui/Badge';

/** The status filter's choices (spec 1 §4), in the order a run moves through them. */
export const STATUS_OPTIONS = PAYROLL_STATUSES.map((status) => ({ value: status, label: humanize(status) }));

export const EARNING_LABELS: Record<EarningField, string> = {
  basic_salary: 'Basic Salary',
  dearness_allowance: 'Dearness Allowance',
  hra: 'House Rent Allowance',
  medical_allowance: 'Medical Allowance',
  conveyance_allowance: 'Conveyance Allowance',
  travel_allowance: 'Travel Allowance',
  internet_allowance: 'Internet Allowance',
  uniform_allowance: 'Uniform Allowance',
  car_allowance: 'Car Allowance',
  lta: 'Leave Travel Allowance',
  daily_allowance: 'Daily Allowance',
  variable_pay: 'Variable Pay',
  leave_cash: 'Leave Encashment',
  ot_amount: 'Overtime',
  other_allowance: 'Other Allowance',
  other_reimbursement: 'Other Reimbursement',
  arrears: 'Arrears',
  overtime: 'Overtime (approved hours)',
  reimbursements: 'Expense Reimbursements',
  bonus: 'Statutory Bonus',
};

export const DEDUCTION_LABELS: Record<DeductionField, string> = {
  pf_deduction: 'Provident Fund',
  vpf_deduction: 'Voluntary Provident Fund',
  esic_deduction: 'ESIC',
  professional_tax: 'Professional Tax',
  lwf_deduction: 'Labour Welfare Fund',
  nps_deduction: 'NPS',
  tds_deduction: 'TDS (Income Tax)',
  loan_deduction: 'Loan',
  advance_deduction: 'Advance',
  other_deduction: 'Other Deduction',
};

/** The employer's contributions on top of gross pay, in the breakdown's order. */
export const EMPLOYER_CONTRIBUTION_LABELS: Record<EmployerContributionField, string> = {
  pf_pension: 'PF Pension (EPS)',
  pf_provident_fund: 'PF Provident Fund (EPF)',
  edli: 'EDLI Insurance',
  pf_admin: 'PF Admin Charges',
  esic: 'ESIC',
  lwf: 'Labour Welfare Fund',
  nps: 'Employer NPS (s.80CCD(2))',
};

export type AmountLine = { field: string; label: string; amount: number };

/** The lines of a breakdown's earnings or deductions worth showing: those that are not zero, in order. */
export function nonZeroLines<F extends string>(
  fields: readonly F[],
  amounts: Record<F, number>,
  labels: Record<F, string>,
): AmountLine[] {
  return fields
    .filter((field) => amounts[field] !== 0)
    .map((field) => ({ field, label: labels[field], amount: amounts[field] }));
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
    // A draft is incomplete (no attendance yet), so it has no payslip; anyone who sees a run may
    // download the payslip of a computed one.
    payslip: status !== 'draft',
  };
}
