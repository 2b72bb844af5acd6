import { sweepPlugin } from '../../platform/sweep-plugin';
import { sweepLeave } from './accrual-sweep';

/**
 * The leave accrual, carry-forward and expiry sweep (accrual-sweep.ts) on every instance: each line is posted
 * once whichever instance gets there first. Credits fall due on a day: an hourly sweep posts each on its day,
 * whenever an instance started. A balance read settles its own employee as well, so nobody waits for the
 * sweep to see a credit that is due.
 */
export const leaveAccrualPlugin = sweepPlugin('leave-accrual', (db) => sweepLeave(db), {
  everyMs: 3_600_000,
  firstMs: 60_000,
  done: 'leave lines posted',
});
