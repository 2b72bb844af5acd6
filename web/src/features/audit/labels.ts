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
};

const ENTITY_LABELS: Record<(typeof AUDIT_ENTITY_TYPES)[number], string> = {
  user: 'User',
  role: 'Role',
  employee: 'Employee',
  payroll_run: 'Payroll run',
  statutory_rate: 'Statutory rate',
};

/** An action's label; an action this client does not know yet shows as recorded. */
export const actionLabel = (action: string) => ACTION_LABELS[action as AuditAction] ?? action;

export const entityLabel = (type: string) => ENTITY_LABELS[type as keyof typeof ENTITY_LABELS] ?? type;

export const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }));
export const ENTITY_OPTIONS = AUDIT_ENTITY_TYPES.map((value) => ({ value, label: ENTITY_LABELS[value] }));
