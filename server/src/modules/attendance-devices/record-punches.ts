/**
 * Punches kept and turned into days of attendance: each punch is matched to an employee, given the day its
 * shift says it belongs to, kept once (a resend adds nothing), and every day that gained a punch is made again
 * from all its punches through attendance's door. One employee at a time, under their lock, so two batches
 * for one person apply one after the other; an employee's punches and days commit together.
 */
import {
  PUNCH_DAY_LEAD_MINUTES,
  PUNCH_REPEAT_MINUTES,
  type PunchOutcome,
} from '@hrms/contracts/attendance-devices';
import { dateInZone } from '@hrms/contracts/time-zone';
import type { Db, DbOrTx } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { chunksOf } from '../../platform/chunks';
import { addDays } from '../../platform/dates';
import { lockRequester } from '../../platform/request-tables';
import { applyPunchedDays, type PunchedOutcome, shiftStartTime } from '../attendance/public';
import { type DayShifts, dayShifts } from '../shifts/public';
import { companyInstant } from './engine/instants';
import { dayOfPunches, punchDay } from './engine/punch-days';
import {
  insertPunches,
  matchDeviceUsers,
  type PunchOrigin,
  type PunchValues,
  punchesOfDays,
} from './punch-queries';
import { notePunchedAt } from './queries';

export type IncomingPunch = { deviceUserId: string; at: Date };
type Device = { id: number; company_id: number };

/** A punch's day of attendance: its own date once that day's shift's punches have begun, else the day before. */
export function attendanceDateOf(shifts: DayShifts, employeeId: number, at: Date) {
  return punchDay(at, {
    dateOf: (instant) => dateInZone(instant),
    shiftStart: (date) =>
      companyInstant(`${date} ${shiftStartTime(shifts.shiftOf(employeeId, date)).slice(0, 8)}`),
    leadMinutes: PUNCH_DAY_LEAD_MINUTES,
    repeatMinutes: PUNCH_REPEAT_MINUTES,
  });
}

/** The dates (company zone) some instants fall on, as a window for dayShifts. */
export function windowOf(instants: readonly Date[]) {
  const dates = instants.map((at) => dateInZone(at)).sort();
  return { from: addDays(dates[0] as string, -1), to: dates.at(-1) as string };
}

/**
 * Makes the employee's days again from all their punches of those days, under the caller's transaction
 * (which holds the employee's lock): what attendance's door wrote and left.
 */
export async function applyDays(
  tx: DbOrTx,
  by: Principal | null,
  employeeId: number,
  dates: readonly string[],
): Promise<PunchedOutcome> {
  const unique = [...new Set(dates)].sort();
  if (!unique.length) return { updated: 0, skipped: 0 };
  const rows = await punchesOfDays(tx, employeeId, unique);
  const shifts = await dayShifts(tx, [employeeId], {
    from: unique[0] as string,
    to: unique.at(-1) as string,
  });
  const byDay = new Map<string, Date[]>();
  for (const r of rows) byDay.set(r.date, [...(byDay.get(r.date) ?? []), new Date(r.at)]);
  const days = [...byDay].map(([date, list]) => ({
    ...dayOfPunches(date, list, PUNCH_REPEAT_MINUTES),
    shift: shifts.shiftOf(employeeId, date),
  }));
  return applyPunchedDays(tx, by, employeeId, days);
}

const INSERT_CHUNK = 1000;

/**
 * Keeps a device's punches and writes the days they touch; `by` is who an unapproved payroll run is recomputed
 * as (null: such a month's days are left as they are). Answers what happened to them.
 */
export async function recordPunches(
  db: Db,
  device: Device,
  incoming: readonly IncomingPunch[],
  origin: PunchOrigin,
  by: Principal | null,
): Promise<PunchOutcome> {
  const outcome: PunchOutcome = {
    received: incoming.length,
    recorded: 0,
    duplicates: 0,
    unmatched: 0,
    days_updated: 0,
    days_skipped: 0,
  };
  if (!incoming.length) return outcome;
  const matched = await matchDeviceUsers(
    db,
    device.company_id,
    incoming.map((p) => p.deviceUserId),
  );
  const byEmployee = new Map<number, IncomingPunch[]>();
  const unmatched: IncomingPunch[] = [];
  for (const p of incoming) {
    const employeeId = matched.get(p.deviceUserId.toLowerCase());
    if (employeeId === undefined) unmatched.push(p);
    else byEmployee.set(employeeId, [...(byEmployee.get(employeeId) ?? []), p]);
  }
  const values = (p: IncomingPunch, employeeId: number | null, date: string | null): PunchValues => ({
    company_id: device.company_id,
    device_id: device.id,
    device_user_id: p.deviceUserId,
    employee_id: employeeId,
    punched_at: p.at,
    attendance_date: date,
    source: origin.source,
    punch_import_id: origin.importId,
  });

  for (const part of chunksOf(unmatched, INSERT_CHUNK)) {
    const kept = await insertPunches(
      db,
      part.map((p) => values(p, null, null)),
    );
    outcome.recorded += kept.length;
    outcome.unmatched += kept.length;
  }

  const ids = [...byEmployee.keys()].sort((a, b) => a - b);
  const shifts = await dayShifts(db, ids, windowOf(incoming.map((p) => p.at)));
  for (const employeeId of ids) {
    const list = byEmployee.get(employeeId) ?? [];
    const rows = list.map((p) => values(p, employeeId, attendanceDateOf(shifts, employeeId, p.at)));
    const written = await db.transaction(async (tx) => {
      await lockRequester(tx, employeeId);
      const kept = [];
      for (const part of chunksOf(rows, INSERT_CHUNK)) kept.push(...(await insertPunches(tx, part)));
      const days = await applyDays(
        tx,
        by,
        employeeId,
        kept.flatMap((k) => k.attendance_date ?? []),
      );
      return { kept: kept.length, ...days };
    });
    outcome.recorded += written.kept;
    outcome.days_updated += written.updated;
    outcome.days_skipped += written.skipped;
  }
  outcome.duplicates = outcome.received - outcome.recorded;
  let latest = 0;
  for (const p of incoming) latest = Math.max(latest, p.at.getTime());
  await notePunchedAt(db, device.id, new Date(latest));
  return outcome;
}
