import type { DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { monthOfDate } from '../../platform/dates';
import { conflict } from '../../platform/errors';
import { assertMonthOpen } from '../month-locks/public';
import { recomputeRun } from './payroll-recompute';
import { lockMonthRun } from './queries';

/** Runs whose month's attendance may still change: an approved or paid run has counted it. */
const EDITABLE_RUNS = ['draft', 'processed'];

/**
 * The employee's run of the month of `date`, locked, before its attendance changes (a correction or a day
 * entered by hand): refused (409) once the month is locked or the run approved or paid. Null when there is
 * no run yet.
 */
export async function openMonthRun(
  tx: DbOrTx,
  employee: { id: number; company_id: number },
  date: string,
): Promise<{ id: number; status: string } | null> {
  const [year, month] = date.split('-').map(Number) as [number, number];
  await assertMonthOpen(tx, employee.company_id, { year, month }, 'its attendance');
  const run = await lockMonthRun(tx, employee.id, year, month);
  if (run && !EDITABLE_RUNS.includes(run.status)) {
    throw conflict(
      `The payroll run of ${monthOfDate(date)} is already ${run.status}: its attendance can no longer change`,
    );
  }
  return run;
}

/**
 * The month's unapproved run recomputed from its changed attendance, in the same transaction: nothing changes
 * unless the run follows, so a stale run is never approved as if it had.
 */
export async function followRun(
  tx: DbOrTx,
  principal: Principal,
  employeeId: number,
  date: string,
): Promise<{ id: number; status: string }> {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const result = await recomputeRun.get()(tx, principal, employeeId, year, month);
  if ('error' in result)
    throw conflict(`The payroll run of ${monthOfDate(date)} could not be recomputed: ${result.error}`);
  return result;
}
