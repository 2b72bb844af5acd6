/**
 * Rotating rosters (pure): a roster is a cycle of steps, each a shift for some consecutive days (week A
 * morning for 7 days, week B night for 7). An assignment runs it from a date, starting at one of its steps,
 * and the cycle repeats until the assignment ends.
 */

export type RosterStep = { shiftId: number; days: number };

export type RosterRun = {
  from: string;
  /** null: open-ended. */
  to: string | null;
  /** The step (1-based) the rotation is at on `from`. */
  startSlot: number;
  steps: readonly RosterStep[];
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const cycleDays = (steps: readonly RosterStep[]) => steps.reduce((sum, s) => sum + s.days, 0);

/** The shift a run gives on a date, or null when the date lies outside it (or the roster has no steps). */
export function rotationShift(run: RosterRun, date: string): number | null {
  if (date < run.from || (run.to !== null && date > run.to)) return null;
  const cycle = cycleDays(run.steps);
  if (cycle === 0) return null;
  // Days into the cycle on `from`: the whole steps before the one it starts at.
  const start = Math.min(Math.max(run.startSlot, 1), run.steps.length) - 1;
  const lead = cycleDays(run.steps.slice(0, start));
  let day = (daysBetween(run.from, date) + lead) % cycle;
  for (const step of run.steps) {
    if (day < step.days) return step.shiftId;
    day -= step.days;
  }
  return null;
}
