import { paise } from '../../platform/money';
import type { AdditionSource, BonusPaid } from '../payroll/public';
import { linkToRuns, payableEntries, unlinkFromRuns } from './queries';

/**
 * What payroll pays through this source: the statutory bonus. `load` takes each employee's entries of approved
 * bonus runs whose pay month is this month or earlier, eligible with a bonus, not paid by an approved or paid
 * run or by a settlement — those tied to no run, or to this month's run (which is unlocked, since it is being
 * computed again); an entry tied to another month's unlocked run stays with that run. A month pays one entry
 * per employee, the earliest accounting year first (a second year's bonus follows the next month). `attach`
 * releases what the saved runs paid before and ties each saved run's entry to it. Two queries each, whatever
 * the number of employees.
 */
export const bonusSource: AdditionSource = {
  async load(db, employeeIds, period) {
    const rows = await payableEntries(db, employeeIds, period);
    const chosen = new Map<number, (typeof rows)[number]>();
    for (const r of rows) {
      const thisMonth =
        r.payroll_run_id !== null && r.run_year === period.year && r.run_month === period.month;
      if (r.payroll_run_id !== null && !thisMonth) continue;
      const seen = chosen.get(r.employee_id);
      // The entry this month's run already pays keeps its place; otherwise the earliest year's (rows come in
      // accounting-year order).
      const seenThisMonth = seen?.payroll_run_id != null;
      if (!seen || (thisMonth && !seenThisMonth)) chosen.set(r.employee_id, r);
    }
    const result = new Map<number, { bonus: BonusPaid }>();
    for (const [employeeId, r] of chosen)
      result.set(employeeId, {
        bonus: {
          entryId: r.id,
          bonusRunId: r.bonus_run_id,
          accountingYear: r.accounting_year,
          amount: paise(r.bonus),
        },
      });
    return result;
  },

  async attach(tx, saved, additions) {
    await unlinkFromRuns(
      tx,
      saved.map((r) => r.id),
    );
    const pairs = saved.flatMap((run) => {
      const bonus = additions.get(run.employee_id)?.bonus;
      return bonus ? [{ entryId: bonus.entryId, runId: run.id }] : [];
    });
    await linkToRuns(tx, pairs);
  },
};
