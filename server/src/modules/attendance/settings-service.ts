import type { Shift, ShiftRequest } from '@hrms/contracts/attendance';
import type { Db } from '../../db/client';
import { companyScope, isInCompanyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { fieldError, notFound } from '../../platform/errors';
import { addListedHoliday } from '../holidays/public';
import { shiftSpanMinutes } from './engine/clock';
import { shiftsOf } from './queries';
import { DEFAULT_SHIFT_RULES } from './scoring';
import {
  assignShiftToDepartment,
  assignShiftToEmployees,
  findCompanyShift,
  saveShift,
} from './settings-queries';

/** The company a shift or holiday belongs to: the one given (super admins) or the caller's own. */
function companyFor(principal: Principal, given?: number): number {
  const companyId = given ?? principal.companyId;
  if (companyId == null || !isInCompanyScope(companyScope(principal), companyId)) {
    throw fieldError('company_id', 'The selected company id is invalid.');
  }
  return companyId;
}

const toShift = (s: Awaited<ReturnType<typeof saveShift>>): Shift => ({
  id: s.id,
  name: s.name,
  start_time: s.start_time,
  end_time: s.end_time,
  grace_minutes: s.grace_minutes,
  half_day_hours: Number(s.half_day_hours),
  break_minutes: s.break_minutes,
  weekly_offs: s.weekly_offs,
  is_default: s.is_default,
});

export async function companyShifts(db: Db, principal: Principal, companyId?: number) {
  return (await shiftsOf(db, companyFor(principal, companyId))).map(toShift);
}

export async function upsertShift(db: Db, principal: Principal, input: ShiftRequest, id?: number) {
  const companyId = companyFor(principal, input.company_id);
  const span = shiftSpanMinutes({
    ...DEFAULT_SHIFT_RULES,
    startTime: input.start_time,
    endTime: input.end_time,
  });
  if (input.break_minutes >= span)
    throw fieldError('break_minutes', 'The break must be shorter than the shift.');
  return db.transaction(async (tx) => {
    if (id !== undefined && !(await findCompanyShift(tx, companyId, id))) throw notFound('Shift');
    const { company_id: _c, ...fields } = input;
    return toShift(
      await saveShift(
        tx,
        { ...fields, company_id: companyId, half_day_hours: fields.half_day_hours.toFixed(2) },
        id,
      ),
    );
  });
}

export async function assignShift(
  db: Db,
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

export async function addHoliday(
  db: Db,
  principal: Principal,
  input: { company_id?: number; date: string; name: string; state: string | null },
) {
  const { company_id, ...fields } = input;
  return addListedHoliday(db, principal, companyFor(principal, company_id), fields);
}
