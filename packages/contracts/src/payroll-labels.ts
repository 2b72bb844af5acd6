import type { DeductionField, EarningField, EmployerContributionField } from './payroll';

/**
 * One name per breakdown line, used by the run page and the payslip PDF alike. Special Allowance is
 * the seeded OTHER_ALLOWANCE component's name: `other_allowance` is where a structure's unmapped earnings go.
 */
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
  other_allowance: 'Special Allowance',
  other_reimbursement: 'Other Reimbursement',
  arrears: 'Arrears',
  overtime: 'Overtime (Approved Hours)',
  reimbursements: 'Expense Reimbursements',
  bonus: 'Statutory Bonus',
  leave_encashment: 'Leave Encashed (Approved Days)',
};

/** The label of `earnings.ot_hours`, a count of hours shown beside the amounts, never as one. */
export const OT_HOURS_LABEL = 'Overtime Hours';

export const DEDUCTION_LABELS: Record<DeductionField, string> = {
  pf_deduction: 'Provident Fund',
  vpf_deduction: 'Voluntary Provident Fund',
  esic_deduction: 'ESIC',
  professional_tax: 'Professional Tax',
  lwf_deduction: 'Labour Welfare Fund',
  nps_deduction: 'NPS',
  tds_deduction: 'Income Tax (TDS)',
  loan_deduction: 'Loan EMI',
  advance_deduction: 'Salary Advance',
  other_deduction: 'Other Deduction',
};

/** The employer's contributions on top of gross pay, in the breakdown's order (run page, salary page, payslip). */
export const EMPLOYER_CONTRIBUTION_LABELS: Record<EmployerContributionField, string> = {
  pf_pension: 'PF Pension (EPS)',
  pf_provident_fund: 'PF Provident Fund (EPF)',
  edli: 'EDLI Insurance',
  pf_admin: 'PF Admin Charges',
  esic: 'ESIC',
  lwf: 'Labour Welfare Fund',
  nps: 'Employer NPS (s.80CCD(2))',
};

/** The lines a run page or payslip lists: those not zero, in the fields' order; basic salary always. */
export const shownFields = <F extends string>(fields: readonly F[], amounts: Record<F, number>): F[] =>
  fields.filter((field) => amounts[field] !== 0 || field === 'basic_salary');
