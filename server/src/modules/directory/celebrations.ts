import { CELEBRATION_DAYS, type CelebrationsResponse } from '@hrms/contracts/directory';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { colleaguesOf, placeOf } from './celebration-queries';
import { upcomingCelebrations } from './engine/celebrations';
import { shownFields } from './settings';

/**
 * The birthdays and work anniversaries of the caller's colleagues in the next days. Only what the company's
 * directory shows: birthdays when it shows them, anniversaries when it shows joining dates. Someone without
 * an employee record has no colleagues.
 */
export async function colleagueCelebrations(db: Db, principal: Principal): Promise<CelebrationsResponse> {
  if (principal.employeeId === null) return { data: [] };
  const place = await placeOf(db, principal.employeeId);
  if (!place) return { data: [] };
  const shown = new Set(await shownFields(db, place.company_id));
  if (!shown.has('birthday') && !shown.has('hire_date')) return { data: [] };
  const today = todayIn();
  const people = await colleaguesOf(db, principal.employeeId, place, shown, today);
  return { data: upcomingCelebrations(people, today, CELEBRATION_DAYS) };
}
