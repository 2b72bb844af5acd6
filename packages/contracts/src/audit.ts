import { z } from 'zod';
import { idParam, isoDate, pageQuery } from './common';

/** Everything the audit trail records, as entity.verb. */
export const AUDIT_ACTIONS = [
  'user.created',
  'user.updated',
  'user.password_changed',
  'user.activated',
  'user.deactivated',
  'user.roles_changed',
  'user.deleted',
  'role.created',
  'role.updated',
  'role.permissions_changed',
  'role.deleted',
  'employee.salary_structure_saved',
  'employee.statutory_details_changed',
  'payroll_run.processed',
  'payroll_run.csv_uploaded',
  'payroll_run.approved',
  'payroll_run.paid',
  'payroll_run.released',
  'pay_month.locked',
  'pay_month.unlocked',
  'statutory_rate.created',
  'statutory_rate.updated',
  'statutory_rate.deleted',
  'tds_challan.created',
  'tds_challan.updated',
  'tds_challan.deleted',
  'tds_challan.allocated',
  'statutory_payment.created',
  'statutory_payment.updated',
  'statutory_payment.deleted',
  'tds_statement.recorded',
  'tds_statement.corrected',
  'tax_declaration.regime_chosen',
  'tax_declaration.updated',
  'tax_declaration.previous_employment_updated',
  'tax_declaration.verified',
  'tax_declaration.form124_signed',
  'tax_proof.uploaded',
  'tax_proof.deleted',
  'tax_year.settings_updated',
  'form16.generated',
  'employee.exit_recorded',
  'employee.exit_withdrawn',
  'final_settlement.computed',
  'final_settlement.approved',
  'final_settlement.paid',
  'final_settlement.deleted',
  'loan.created',
  'loan.updated',
  'loan.closed',
  'reimbursement.claimed',
  'reimbursement.approved',
  'reimbursement.rejected',
  'reimbursement.withdrawn',
  'bonus_run.computed',
  'bonus_run.approved',
  'bonus_run.deleted',
  'payroll_settings.updated',
  'ledger_mapping.updated',
  'attendance.corrected',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = [
  'user',
  'role',
  'employee',
  'payroll_run',
  'pay_month',
  'statutory_rate',
  'tds_challan',
  'statutory_payment',
  'tds_statement',
  'tax_declaration',
  'tax_declaration_item',
  'tax_proof',
  'tax_year',
  'form16',
  'final_settlement',
  'loan',
  'reimbursement',
  'bonus_run',
  'payroll_settings',
  'ledger_mapping',
  'attendance',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const auditEvent = z.object({
  id: z.number(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().nullable(),
  company_id: z.number().nullable(),
  summary: z.string(),
  changes: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  at: z.string(),
  /** Who made the change; null when the account has since been deleted or the system made it. */
  user: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const auditListQuery = pageQuery
  .extend({
    action: z.enum(AUDIT_ACTIONS).optional(),
    entity_type: z.enum(AUDIT_ENTITY_TYPES).optional(),
    entity_id: idParam.optional(),
    user_id: idParam.optional(),
    /** Inclusive calendar dates (the server's zone: Asia/Kolkata). */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The to date must be a date after or equal to from.',
  });
export type AuditListQuery = z.infer<typeof auditListQuery>;
