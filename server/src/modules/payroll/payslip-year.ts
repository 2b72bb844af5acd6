import type { DbOrTx } from '../../db/client';
import { financialYear, lastDayOf } from '../../platform/period';
import { structureCtc } from '../employees/public';
import { balancesOn } from '../leave/public';
import { yearToDate } from './engine/year-to-date';
import type { PayslipYear } from './payslip';
import { yearToDateLines } from './queries';

/**
 * What a run's payslip shows besides the run (docs/decisions/payroll.md, "The payslip PDF"): its tax year to date
 * (April to the run's month), each paid leave type's balance at the month's end, and the CTC of the structure in
 * force at the month's end under that month's rules.
 */
export async function payslipYear(
  db: DbOrTx,
  run: { id: number; employee_id: number; year: number; month: number },
): Promise<PayslipYear> {
  const from = financialYear(run).start;
  const monthEnd = lastDayOf(run);
  const ytd = yearToDate(await yearToDateLines(db, run, from));
  // Reading a balance settles the leave credits due by today, as every balance read does.
  const balances = await balancesOn(db, run.employee_id, monthEnd);
  const found = await structureCtc(db, run.employee_id, monthEnd);
  return {
    from,
    ytd,
    leave: { asOf: monthEnd, balances },
    ctc: found?.ctc
      ? { annualGross: found.ctc.annualGross, annual: found.ctc.annualCtc, from: found.from }
      : null,
  };
}
