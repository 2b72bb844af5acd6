import type { Db } from '../../db/client';
import { advance } from './flow';
import { lockStep, overdueSteps, settleStep } from './queries';

/** Steps escalated per pass: a backlog drains over a few passes without one long transaction. */
const BATCH = 500;

/**
 * Every level waiting past its due time moves on: it is marked escalated and the chain's next level opens
 * (after the last, the type's permission holders). Each step in its own transaction under its lock, so
 * instances sweeping at once escalate it once. Returns how many moved.
 */
export async function escalateOverdue(db: Db, now = new Date()): Promise<number> {
  let moved = 0;
  for (const { id } of await overdueSteps(db, now, BATCH)) {
    const done = await db.transaction(async (tx) => {
      const step = await lockStep(tx, id);
      if (step?.status !== 'pending' || !step.due_at || step.due_at > now) return false;
      const days = Math.round((now.getTime() - step.opened_at.getTime()) / 86_400_000);
      await settleStep(tx, id, {
        status: 'escalated',
        note: `Not decided in ${days} day${days === 1 ? '' : 's'}.`,
        decided_by: null,
        decided_at: now,
      });
      await advance(tx, step, null, true);
      return true;
    });
    if (done) moved++;
  }
  return moved;
}
