import type { DayShiftSource } from '@hrms/contracts/shifts';
import { type RosterRun, rotationShift } from './rotation';

/**
 * Which shift an employee works on a day (pure), strongest first: an approved change or swap for that day,
 * their own roster, their team's roster, their own shift, their department's, the company's default.
 */
export type ShiftSources = {
  /** Approved changes: date → shift. */
  changes: ReadonlyMap<string, number>;
  ownRosters: readonly RosterRun[];
  teamRosters: readonly RosterRun[];
  employeeShift: number | null;
  departmentShift: number | null;
  defaultShift: number | null;
};

export type DayShift = { shiftId: number | null; source: DayShiftSource };

const fromRuns = (runs: readonly RosterRun[], date: string) => {
  for (const run of runs) {
    const shiftId = rotationShift(run, date);
    if (shiftId !== null) return shiftId;
  }
  return null;
};

export function dayShift(sources: ShiftSources, date: string): DayShift {
  const changed = sources.changes.get(date);
  if (changed !== undefined) return { shiftId: changed, source: 'change' };
  const own = fromRuns(sources.ownRosters, date);
  if (own !== null) return { shiftId: own, source: 'roster' };
  const team = fromRuns(sources.teamRosters, date);
  if (team !== null) return { shiftId: team, source: 'team_roster' };
  if (sources.employeeShift !== null) return { shiftId: sources.employeeShift, source: 'employee' };
  if (sources.departmentShift !== null) return { shiftId: sources.departmentShift, source: 'department' };
  return { shiftId: sources.defaultShift, source: 'default' };
}
