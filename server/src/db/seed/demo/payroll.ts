import { advanceRun, processPayroll } from '../../../modules/payroll/public';
import type { Principal } from '../../../platform/auth/principal';
import { addMonths, periodOf } from '../../../platform/period';
import type { Tx } from '../../client';

/**
 * Payroll for the two full months the demo attendance covers, through the real engine: the earlier month
 * approved and paid, the last one processed, with every sixth run already approved. HR processes and the
 * admin approves and pays, as segregation of duties requires. Nobody is told of the demo's history (no
 * `tell`): a fresh demo has no notifications and no mail waiting.
 */
export async function seedDemoPayroll(
  tx: Tx,
  { hr, admin }: { hr: Principal; admin: Principal },
  employeeIds: number[],
  today: string,
) {
  for (const [back, approveEvery, pay] of [
    [2, 1, true],
    [1, 6, false],
  ] as const) {
    const { year, month } = addMonths(periodOf(today), -back);
    const results = await processPayroll(tx, hr, employeeIds, year, month);
    const processed = results.filter((r) => r.status === 'processed' && r.payroll_run_id !== null);
    for (const [i, run] of processed.entries()) {
      if (i % approveEvery !== 0) continue;
      await advanceRun(tx, admin, run.payroll_run_id as number, 'approved');
      if (pay) await advanceRun(tx, admin, run.payroll_run_id as number, 'paid');
    }
  }
}
