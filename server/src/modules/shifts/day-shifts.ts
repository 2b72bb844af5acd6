/**
 * Each employee's shift day by day, read once for many employees: their approved changes, their own and
 * their team's rosters, their own, department's and company default shift (engine/day-shift.ts decides).
 * Attendance scores a day against it; leave and payroll read the day's weekly offs from it.
 */
import type { DbOrTx } from '../../db/client';
import type { shifts } from '../../db/schema/attendance';
import { type DayShift, dayShift } from './engine/day-shift';
import type { RosterRun } from './engine/rotation';
import { baseShifts, changesBetween, rosterRunsOf, shiftsById } from './queries';

export type ShiftRow = typeof shifts.$inferSelect;
export type { DayShift };

export type DayShifts = {
  /** The shift an employee works on a date, and where it comes from (an unknown employee: none, default). */
  of(employeeId: number, date: string): DayShift;
  /** The shift row of an employee's date (null: no shift at all, the built-in day applies). */
  shiftOf(employeeId: number, date: string): ShiftRow | null;
  /** Every shift the employees' days can name, by id. */
  shifts: ReadonlyMap<number, ShiftRow>;
};

const NONE: DayShift = { shiftId: null, source: 'default' };

/**
 * `window`: the dates the caller will ask about, so only those approved changes are read (all of them when
 * absent).
 */
export async function dayShifts(
  db: DbOrTx,
  employeeIds: readonly number[],
  window?: { from: string; to: string },
): Promise<DayShifts> {
  const ids = [...new Set(employeeIds)];
  if (!ids.length) return { of: () => NONE, shiftOf: () => null, shifts: new Map() };
  // One query after another: inside a transaction they share one connection, which runs one at a time.
  const bases = await baseShifts(db, ids);
  const runs = await rosterRunsOf(db, ids);
  const changes = await changesBetween(db, ids, window);
  const own = new Map<number, RosterRun[]>();
  const byTeam = new Map<number, RosterRun[]>();
  for (const r of runs) {
    const into = r.employeeId !== null ? own : byTeam;
    const key = (r.employeeId ?? r.teamId) as number;
    into.set(key, [...(into.get(key) ?? []), r.run]);
  }
  const changed = new Map<number, Map<string, number>>();
  for (const c of changes) {
    const days = changed.get(c.employee_id) ?? new Map<string, number>();
    days.set(c.date, c.shift_id);
    changed.set(c.employee_id, days);
  }
  const sources = new Map(
    bases.map((b) => [
      b.id,
      {
        changes: changed.get(b.id) ?? new Map<string, number>(),
        ownRosters: own.get(b.id) ?? [],
        teamRosters: b.team_id === null ? [] : (byTeam.get(b.team_id) ?? []),
        employeeShift: b.employee_shift,
        departmentShift: b.department_shift,
        defaultShift: b.default_shift,
      },
    ]),
  );
  const named = new Set<number>();
  for (const b of bases)
    for (const id of [b.employee_shift, b.department_shift, b.default_shift]) if (id) named.add(id);
  for (const r of runs) for (const step of r.run.steps) named.add(step.shiftId);
  for (const c of changes) named.add(c.shift_id);
  const rows = new Map((await shiftsById(db, [...named])).map((s) => [s.id, s]));
  const of = (employeeId: number, date: string) => {
    const s = sources.get(employeeId);
    return s ? dayShift(s, date) : NONE;
  };
  return {
    of,
    shiftOf: (employeeId, date) => {
      const id = of(employeeId, date).shiftId;
      return id === null ? null : (rows.get(id) ?? null);
    },
    shifts: rows,
  };
}

/** One employee's shift on one date (a clock action, a request's day). */
export async function shiftOn(db: DbOrTx, employeeId: number, date: string): Promise<ShiftRow | null> {
  return (await dayShifts(db, [employeeId], { from: date, to: date })).shiftOf(employeeId, date);
}
