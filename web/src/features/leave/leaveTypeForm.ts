import type { LeaveType, LeaveTypeRequest } from '@hrms/contracts/leave';
import { z } from 'zod';

/** A number typed into a box: blank is `blank`, anything else must be a number in range. */
const amount = (label: string, { min, max, step }: { min: number; max: number; step: 0.5 | 1 }) =>
  z
    .string()
    .trim()
    .refine((v) => v !== '' && Number.isFinite(Number(v)), {
      message: `${label} must be a number`,
      abort: true,
    })
    .refine((v) => Number(v) >= min && Number(v) <= max, {
      message: `${label} must be between ${min} and ${max}`,
      abort: true,
    })
    .refine((v) => Number.isInteger(Number(v) / step), {
      message: step === 1 ? `${label} must be a whole number` : `${label} must be in half days (e.g. 1.5)`,
    })
    .transform(Number);

/**
 * The leave type add/edit form (/leaves/types): the server's limits (leaveTypeRequest) with messages
 * per field, from the text the boxes hold to the body POST/PUT /leave-types take.
 */
export const leaveTypeForm = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name may not be greater than 100 characters'),
  code: z
    .string()
    .trim()
    .min(1, 'Code is required')
    .max(20, 'Code may not be greater than 20 characters')
    .transform((v) => v.toUpperCase()),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex colour like #4f46e5'),
  is_paid: z.boolean(),
  annual_allocation: amount('Annual allocation', { min: 0, max: 366, step: 0.5 }),
  carry_forward_days: amount('Carry-forward days', { min: 0, max: 366, step: 0.5 }),
  max_consecutive_days: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 366),
      'Maximum consecutive days must be a whole number between 1 and 366, or empty for no limit',
    )
    .transform((v) => (v === '' ? null : Number(v))),
  advance_notice_days: amount('Advance notice days', { min: 0, max: 365, step: 1 }),
  requires_attachment: z.boolean(),
  requires_approval: z.boolean(),
  is_encashable: z.boolean(),
  is_compensatory: z.boolean(),
  is_active: z.boolean(),
}) satisfies z.ZodType<LeaveTypeRequest, unknown>;

export type LeaveTypeFormValues = z.input<typeof leaveTypeForm>;

export const LEAVE_TYPE_FIELDS: readonly string[] = Object.keys(leaveTypeForm.shape);

/** A new type: paid, needs approval, active, nothing allocated. */
export const NEW_LEAVE_TYPE: LeaveTypeFormValues = {
  name: '',
  code: '',
  color: '#6366f1',
  is_paid: true,
  annual_allocation: '0',
  carry_forward_days: '0',
  max_consecutive_days: '',
  advance_notice_days: '0',
  requires_attachment: false,
  requires_approval: true,
  is_encashable: false,
  is_compensatory: false,
  is_active: true,
};

export function leaveTypeFormValues(type: LeaveType): LeaveTypeFormValues {
  return {
    name: type.name,
    code: type.code,
    color: /^#[0-9a-fA-F]{6}$/.test(type.color) ? type.color : '#6366f1',
    is_paid: type.is_paid,
    annual_allocation: String(type.annual_allocation),
    carry_forward_days: String(type.carry_forward_days),
    max_consecutive_days: type.max_consecutive_days === null ? '' : String(type.max_consecutive_days),
    advance_notice_days: String(type.advance_notice_days),
    requires_attachment: type.requires_attachment,
    requires_approval: type.requires_approval,
    is_encashable: type.is_encashable,
    is_compensatory: type.is_compensatory,
    is_active: type.is_active,
  };
}
