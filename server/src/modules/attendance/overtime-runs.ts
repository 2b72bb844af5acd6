import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { monthOfDate } from '../../platform/dates';
import { conflict } from '../../platform/errors';
import { recomputeRun } from './payroll-recompute';
import { lockMonthRun } from './queries';

/** The employee's run of each decided day's month recomputed, when it is still open (draft or processed). */
export async function recomputeRuns(
  tx: DbOrTx,
  principal: Principal,
  days: { employee_id: number; date: string }[],
) {
  const months = new Map(days.map((d) => [`${d.employee_id}|${d.date.slice(0, 7)}`, d]));
  for (const day of months.values()) {
    const [year, month] = day.date.split('-').map(Number) as [number, number];
    const run = await lockMonthRun(tx, day.employee_id, year, month);
    if (!run) continue;
    if (run.status !== 'draft' && run.status !== 'processed') {
      throw conflict(
        `The payroll run of ${monthOfDate(day.date)} is already ${run.status}: its overtime can no longer change`,
      );
    }
    const result = await recomputeRun.get()(tx, principal, day.employee_id, year, month);
    if ('error' in result) {
      throw conflict(`The payroll run of ${monthOfDate(day.date)} could not be recomputed: ${result.error}`);
    }
  }
}
