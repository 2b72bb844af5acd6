// The month-locks module's public door: whether a company's pay month is closed. It depends on nothing but
// the database, so payroll, attendance and compensation can all ask it (the pay-runs module locks and unlocks).
import type { DbOrTx } from '../../db/client';
import { monthYearName } from '../../platform/dates';
import { conflict } from '../../platform/errors';
import type { Period } from '../../platform/period';
import { findLock } from './queries';

export { deleteLock, findLock, insertLock, lockedCompanies } from './queries';

/** The message a change into a locked month is refused with (409). */
export const lockedMonthMessage = (period: Period, what: string) =>
  `${monthYearName(period)} is locked: ${what} cannot change until an admin unlocks the month.`;

/** Refuses (409) a change `what` into a month the company has locked. */
export async function assertMonthOpen(db: DbOrTx, companyId: number, period: Period, what: string) {
  if (await findLock(db, companyId, period)) throw conflict(lockedMonthMessage(period, what));
}
