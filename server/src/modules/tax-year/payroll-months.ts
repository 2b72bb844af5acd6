import type { DbOrTx } from '../../db/client';
import { slot } from '../../platform/slot';
import type { SalaryMonth } from './engine/types';

/** One employee's salary months of a financial year, as payroll paid them and would pay the rest. */
export type PayrollTaxMonths = {
  employeeId: number;
  countryId: number;
  defaultTaxRegimeId: number | null;
  dateOfBirth: string | null;
  /** Runs of the year past draft, in month order. */
  paid: SalaryMonth[];
  /** The months after the last run to March at the structure's full monthly rate (none unless projected). */
  projected: SalaryMonth[];
};

export type PayrollTaxMonthsOf = (
  db: DbOrTx,
  employeeIds: number[],
  financialYear: string,
  options: { project: boolean },
) => Promise<Map<number, PayrollTaxMonths>>;

/**
 * Where the tax year's salary comes from. Payroll reads the tax year (declarations, regimes, the engine), so
 * the tax year cannot import payroll: payroll fills this slot when the server starts (server/src/wiring.ts).
 */
export const payrollTaxMonths = slot<PayrollTaxMonthsOf>('tax-year → payroll salary months');
