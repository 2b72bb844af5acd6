import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction } from '@hrms/contracts/audit';

export const ACTION_LABELS: Record<AuditAction, string> = {
  'user.created': 'User created',
  'user.updated': 'User updated',
  'user.password_changed': 'Password changed',
  'user.activated': 'User activated',
  'user.deactivated': 'User deactivated',
  'user.roles_changed': 'User roles changed',
  'user.deleted': 'User deleted',
  'role.created': 'Role created',
  'role.updated': 'Role updated',
  'role.permissions_changed': 'Role permissions changed',
  'role.deleted': 'Role deleted',
  'employee.salary_structure_saved': 'Salary structure saved',
  'employee.statutory_details_changed': 'Statutory details changed',
  'payroll_run.processed': 'Payroll processed',
  'payroll_run.csv_uploaded': 'Payroll CSV uploaded',
  'payroll_run.approved': 'Payroll approved',
  'payroll_run.paid': 'Payroll marked paid',
  'statutory_rate.created': 'Statutory rate added',
  'statutory_rate.updated': 'Statutory rate updated',
  'statutory_rate.deleted': 'Statutory rate deleted',
  'tds_challan.created': 'TDS challan recorded',
  'tds_challan.updated': 'TDS challan updated',
  'tds_challan.deleted': 'TDS challan deleted',
  'tax_declaration.regime_chosen': 'Tax regime chosen',
  'tax_declaration.updated': 'Tax declaration updated',
  'tax_declaration.previous_employment_updated': 'Previous employment updated',
  'tax_declaration.verified': 'Tax proof verified',
  'tax_proof.uploaded': 'Tax proof uploaded',
  'tax_proof.deleted': 'Tax proof deleted',
  'tax_year.settings_updated': 'Tax year settings updated',
  'form16.generated': 'Form 16 generated',
  'employee.exit_recorded': 'Exit recorded',
  'employee.exit_withdrawn': 'Exit withdrawn',
  'final_settlement.computed': 'Full and final computed',
  'final_settlement.approved': 'Full and final approved',
  'final_settlement.paid': 'Full and final paid',
  'final_settlement.deleted': 'Full and final draft deleted',
  'loan.created': 'Loan recorded',
  'loan.updated': 'Loan updated',
  'loan.closed': 'Loan closed',
  'reimbursement.claimed': 'Expense claimed',
  'reimbursement.approved': 'Expense claim approved',
  'reimbursement.rejected': 'Expense claim rejected',
  'reimbursement.withdrawn': 'Expense claim withdrawn',
  'bonus_run.computed': 'Bonus run computed',
  'bonus_run.approved': 'Bonus run approved',
  'bonus_run.deleted': 'Bonus run deleted',
  'payroll_settings.updated': 'Payroll settings updated',
};

const ENTITY_LABELS: Record<(typeof AUDIT_ENTITY_TYPES)[number], string> = {
  user: 'User',
  role: 'Role',
  employee: 'Employee',
  payroll_run: 'Payroll run',
  statutory_rate: 'Statutory rate',
  tds_challan: 'TDS challan',
  tax_declaration: 'Tax declaration',
  tax_declaration_item: 'Declared amount',
  tax_proof: 'Tax proof',
  tax_year: 'Tax year settings',
  form16: 'Form 16',
  final_settlement: 'Full and final settlement',
  loan: 'Loan',
  reimbursement: 'Expense claim',
  bonus_run: 'Bonus run',
  payroll_settings: 'Payroll settings',
};

/** An action's label; an action this client does not know yet shows as recorded. */
export const actionLabel = (action: string) => ACTION_LABELS[action as AuditAction] ?? action;

export const entityLabel = (type: string) => ENTITY_LABELS[type as keyof typeof ENTITY_LABELS] ?? type;

export const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }));
export const ENTITY_OPTIONS = AUDIT_ENTITY_TYPES.map((value) => ({ value, label: ENTITY_LABELS[value] }));
