import { paise } from '../../platform/money';
import { lastDayOf } from '../../platform/period';
import type { AdditionSource, ClaimPaid } from '../payroll/public';
import { claimsForMonth, linkClaimsToRuns, unlinkClaimsOfRuns } from './queries';

/** A claim row as the engine takes it: the amount in paise, taxable as its category says. */
export const claimPaid = (row: {
  id: number;
  category: string;
  expense_date: string;
  amount: string;
  taxable: boolean;
}): ClaimPaid => ({
  id: row.id,
  category: row.category,
  expenseDate: row.expense_date,
  amount: paise(row.amount),
  taxable: row.taxable,
});

/**
 * What payroll pays through this source: approved expense claims. `load` is one statement for any
 * number of employees (queries.ts, claimsForMonth): claims no run or settlement has taken, and those this
 * month's unlocked run already carries. `attach` releases what the saved runs carried and ties to each the
 * claims it now pays — two statements whatever the number of runs — so reprocessing never pays a claim twice,
 * and a claim an approved or paid run carries is never loaded again.
 */
export const claimSource: AdditionSource = {
  async load(db, employeeIds, period) {
    const byEmployee = new Map<number, { claims: ClaimPaid[] }>();
    if (!employeeIds.length) return byEmployee;
    // A claim is paid no earlier than the month of its expense: up to the month's last day.
    for (const row of await claimsForMonth(db, employeeIds, period, lastDayOf(period))) {
      const own = byEmployee.get(row.employee_id) ?? { claims: [] };
      own.claims.push(claimPaid(row));
      byEmployee.set(row.employee_id, own);
    }
    return byEmployee;
  },

  async attach(tx, saved, additions) {
    await unlinkClaimsOfRuns(
      tx,
      saved.map((r) => r.id),
    );
    const paying = saved.filter((r) => additions.get(r.employee_id)?.claims.length);
    const claimIds = paying.flatMap((r) => additions.get(r.employee_id)?.claims.map((c) => c.id) ?? []);
    await linkClaimsToRuns(
      tx,
      claimIds,
      paying.map((r) => r.id),
    );
  },
};
