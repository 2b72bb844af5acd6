import { z } from 'zod';
import { idParam, pageQuery } from './common';
import { PAYROLL_STATUSES } from './enums';

const month = z.number().int().min(1).max(12);
const year = z.number().int().min(2000).max(2100);

export const processRequest = z.object({ employee_id: z.number().int().positive(), month, year });
export const bulkProcessRequest = z.object({
  employee_ids: z
    .array(z.number().int().positive())
    .min(1, 'Please select at least one employee')
    .max(20_000),
  month,
  year,
});

export const payrollRun = z.object({
  id: z.number(),
  employee: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    employee_id: z.string(),
  }),
  pay_period: z.string(),
  month: z.number(),
  year: z.number(),
  status: z.enum(PAYROLL_STATUSES),
  draft_reason: z.string().nullable(),
  basic_salary: z.number(),
  gross_salary: z.number(),
  net_salary: z.number(),
  total_deductions: z.number(),
  days_paid: z.number(),
  total_days: z.number(),
  pf_deduction: z.number(),
  professional_tax: z.number(),
  tds_deduction: z.number(),
  processed_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type PayrollRun = z.infer<typeof payrollRun>;

export const payrollListQuery = pageQuery.extend({
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  status: z.enum(PAYROLL_STATUSES).optional(),
  employee_id: idParam.optional(),
});

export const payrollStats = z.object({
  total: z.number(),
  draft: z.number(),
  processed: z.number(),
  approved: z.number(),
  paid: z.number(),
  total_net: z.number(),
});

export const processResult = z.object({
  employee_id: z.number(),
  payroll_run_id: z.number().nullable(),
  status: z.enum(PAYROLL_STATUSES).nullable(),
  error: z.string().nullable(),
});
