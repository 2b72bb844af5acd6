/**
 * The older holiday list (GET/POST /api/attendance/holidays; queries.companyYearHolidays lists it). A holiday
 * added there with a state goes to that state's calendar, made if need be.
 */
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { shortDate } from '../../platform/dates';
import { conflict } from '../../platform/errors';
import { listedState } from '../organisation/public';
import { ensureCompanyCalendar, findHoliday, insertCalendar, stateCalendar } from './queries';
import { addHoliday } from './service';

export async function addListedHoliday(
  db: Db,
  principal: Principal,
  companyId: number,
  input: { date: string; name: string; state: string | null },
) {
  // The state as the branches name it where it is a listed one; the older list took any text.
  const state = input.state
    ? ((await listedState(db, input.state).catch(() => null))?.state ?? input.state)
    : null;
  return db.transaction(async (tx) => {
    const calendarId = state
      ? ((await stateCalendar(tx, companyId, state)) ??
        (await insertCalendar(tx, { company_id: companyId, name: `${state} holidays`, state })))
      : await ensureCompanyCalendar(tx, companyId);
    const id = await addHoliday(tx, principal, {
      calendar_id: calendarId,
      date: input.date,
      name: input.name,
      is_optional: false,
    }).catch((err: { statusCode?: number }) => {
      if (err.statusCode === 422) throw conflict(`There is already a holiday on ${shortDate(input.date)}`);
      throw err;
    });
    const holiday = await findHoliday(tx, id);
    if (!holiday) throw new Error('holiday not saved');
    return { id: holiday.id, date: holiday.date, name: holiday.name, state };
  });
}
