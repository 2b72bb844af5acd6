import type { SalaryPreviewResponse } from '@hrms/contracts/employees';
import type { DbOrTx } from '../../db/client';
import { slot } from '../../platform/slot';

/**
 * A full month of an employee's structure after payroll's deductions. Payroll computes it and reads the
 * employees' records, so it fills this slot when the server starts (server/src/wiring.ts) instead of employees
 * importing payroll.
 */
export type SalaryPreview = (
  db: DbOrTx,
  employeeId: number,
  asOf?: string,
  structureOn?: string,
) => Promise<SalaryPreviewResponse>;

export const salaryPreview = slot<SalaryPreview>('employees → payroll salary preview');
