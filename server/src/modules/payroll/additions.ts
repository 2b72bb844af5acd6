import type { DbOrTx } from '../../db/client';
import type { Period } from '../../platform/period';
import { registry } from '../../platform/slot';
import { type MonthAdditions, NO_ADDITIONS } from './engine/additions';

export type SavedRun = { id: number; employee_id: number };

/**
 * Something a month's run pays or recovers besides the structure: arrears, expense claims, loan
 * EMIs, the statutory bonus. `load` finds each employee's part for the month — what is due and not yet paid by
 * an approved or paid run, and what this month's unlocked run already carries (reprocessing recomputes it).
 * `attach`, in the transaction that saves the runs, ties what each saved run pays to it and releases what a
 * reprocessed run paid before and no longer does; a run a CSV upload replaced is attached nothing.
 */
export type AdditionSource = {
  load(db: DbOrTx, employeeIds: number[], period: Period): Promise<Map<number, Partial<MonthAdditions>>>;
  attach(
    tx: DbOrTx,
    saved: readonly SavedRun[],
    additions: ReadonlyMap<number, MonthAdditions>,
    period: Period,
  ): Promise<void>;
};

/**
 * The sources payroll asks, in the order they were registered at start-up (server/src/wiring.ts): payroll owns
 * the interface and the modules that feed it register, so payroll imports none of them.
 */
export const additionSources = registry<AdditionSource>();

/** Each employee's additions for the month from every source (overtime is the batch's: attendance). */
export async function loadAdditions(db: DbOrTx, employeeIds: number[], period: Period) {
  const merged = new Map<number, MonthAdditions>();
  // One source after another: inside a transaction they share one connection.
  for (const source of additionSources.all()) {
    for (const [employeeId, part] of await source.load(db, employeeIds, period)) {
      merged.set(employeeId, { ...(merged.get(employeeId) ?? NO_ADDITIONS), ...part });
    }
  }
  return merged;
}

/** Ties what each saved run pays to it, source by source (see AdditionSource.attach). */
export async function attachAdditions(
  tx: DbOrTx,
  saved: readonly SavedRun[],
  additions: ReadonlyMap<number, MonthAdditions>,
  period: Period,
) {
  if (!saved.length) return;
  for (const source of additionSources.all()) await source.attach(tx, saved, additions, period);
}
