import type { Shift, ShiftRef, ShiftRequest } from '@hrms/contracts/shifts';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, isInCompanyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { conflict, databaseErrorOf, fieldError, notFound, violatesConstraint } from '../../platform/errors';
import { endsNextDay, spanMinutes } from './engine/times';
import {
  assignShiftToDepartment,
  assignShiftToEmployees,
  deleteShiftRow,
  findCompanyShift,
  findShift,
  type ShiftValues,
  saveShift,
  shiftsOf,
  shiftUsage,
} from './queries';

type ShiftRow = Awaited<ReturnType<typeof saveShift>>;

/** The company a shift or roster belongs to: the one given (super admins) or the caller's own. */
export function companyFor(principal: Principal, given?: number): number {
  const companyId = given ?? principal.companyId;
  if (companyId == null || !isInCompanyScope(companyScope(principal), companyId)) {
    throw fieldError('company_id', 'The selected company id is invalid.');
  }
  return companyId;
}

const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

export const toShiftRef = (s: Pick<ShiftRow, 'id' | 'name' | 'start_time' | 'end_time'>): ShiftRef => ({
  id: s.id,
  name: s.name,
  start_time: s.start_time,
  end_time: s.end_time,
  crosses_midnight: endsNextDay(s.start_time, s.end_time),
});

export const toShift = (s: ShiftRow): Shift => ({
  ...toShiftRef(s),
  company_id: s.company_id,
  grace_minutes: s.grace_minutes,
  full_day_hours: Number(s.full_day_hours),
  half_day_hours: Number(s.half_day_hours),
  break_minutes: s.break_minutes,
  scheduled_hours: hoursOf(spanMinutes(s.start_time, s.end_time) - s.break_minutes),
  weekly_offs: s.weekly_offs,
  is_default: s.is_default,
});

export async function companyShifts(db: DbOrTx, principal: Principal, companyId?: number) {
  return (await shiftsOf(db, companyFor(principal, companyId))).map(toShift);
}

const NAME_TAKEN = 'A shift of this name already exists.';

export async function upsertShift(db: Db, principal: Principal, input: ShiftRequest, id?: number) {
  const companyId = companyFor(principal, input.company_id);
  const span = spanMinutes(input.start_time, input.end_time);
  if (input.break_minutes >= span)
    throw fieldError('break_minutes', 'The break must be shorter than the shift.');
  const scheduled = hoursOf(span - input.break_minutes);
  if (input.full_day_hours > scheduled) {
    throw fieldError(
      'full_day_hours',
      `A full day cannot need more hours than the shift schedules (${scheduled.toFixed(2)} h).`,
    );
  }
  const halfDay = input.half_day_hours ?? Math.round((input.full_day_hours / 2) * 100) / 100;
  const { company_id: _c, crosses_midnight: _m, ...fields } = input;
  const values: ShiftValues = {
    ...fields,
    company_id: companyId,
    full_day_hours: fields.full_day_hours.toFixed(2),
    half_day_hours: halfDay.toFixed(2),
  };
  const saved = db.transaction(async (tx) => {
    if (id !== undefined && !(await findCompanyShift(tx, companyId, id))) throw notFound('Shift');
    return toShift(await saveShift(tx, values, id));
  });
  return saved.catch((err: unknown) => {
    if (violatesConstraint(err, 'shifts_company_name_unique')) throw fieldError('name', NAME_TAKEN);
    throw err;
  });
}

export async function assignShift(
  db: DbOrTx,
  principal: Principal,
  input: { shift_id: number | null; employee_ids?: number[]; department_id?: number },
) {
  const companyId = companyFor(principal);
  if (input.shift_id !== null && !(await findCompanyShift(db, companyId, input.shift_id))) {
    throw fieldError('shift_id', 'The selected shift id is invalid.');
  }
  if (input.department_id) {
    const updated = await assignShiftToDepartment(db, companyId, input.department_id, input.shift_id);
    if (!updated) throw fieldError('department_id', 'The selected department id is invalid.');
    return updated;
  }
  return assignShiftToEmployees(db, companyId, input.employee_ids ?? [], input.shift_id);
}

/** A shift of a company in the caller's scope; any other answers 404. */
async function visibleShift(db: DbOrTx, principal: Principal, id: number) {
  const row = await findShift(db, id);
  if (!row || !isInCompanyScope(companyScope(principal), row.company_id)) throw notFound('Shift');
  return row;
}

export const getShift = async (db: DbOrTx, principal: Principal, id: number) =>
  toShift(await visibleShift(db, principal, id));

const counted = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** Why a shift cannot go yet, in a sentence saying what to do first (null: nothing holds it). */
function stillUsed(usage: Awaited<ReturnType<typeof shiftUsage>>): string | null {
  if (usage.rosters.length) {
    const names = usage.rosters.join(', ');
    return usage.rosters.length === 1
      ? `This shift is a step of the roster ${names}: take it out of the roster first.`
      : `This shift is a step of the rosters ${names}: take it out of them first.`;
  }
  if (usage.changes) {
    return 'Shift change requests name this shift, so it stays for their record.';
  }
  const holders = [
    usage.employees ? counted(usage.employees, 'employee') : null,
    usage.departments ? counted(usage.departments, 'department') : null,
  ].filter(Boolean);
  if (holders.length) {
    return `This shift is worked by ${holders.join(' and ')}: give them another shift first.`;
  }
  return null;
}

const IN_USE = 'This shift is in use by a roster or a shift change: it cannot be deleted.';

/**
 * Deletes a shift nothing needs: not the company default, in no roster, named by no shift change, given to
 * no current employee or department. Rosters' steps, changes and overrides restrict the delete in the
 * database too, so one made meanwhile still stops it.
 */
export async function deleteShift(db: Db, principal: Principal, id: number) {
  const row = await visibleShift(db, principal, id);
  if (row.is_default)
    throw conflict('This is the company’s default shift. Make another shift the default first.');
  const why = stillUsed(await shiftUsage(db, id));
  if (why) throw conflict(why);
  await deleteShiftRow(db, id).catch((err: unknown) => {
    if (databaseErrorOf(err)?.code === '23503') throw conflict(IN_USE);
    throw err;
  });
}
