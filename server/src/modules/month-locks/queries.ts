import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/access';
import { payMonthLocks } from '../../db/schema/payroll';
import type { Period } from '../../platform/period';

/** The company's lock of a month with who locked it, or null when the month is open. */
export async function findLock(db: DbOrTx, companyId: number, period: Period) {
  const [row] = await db
    .select({ locked_at: payMonthLocks.locked_at, locked_by: users.name })
    .from(payMonthLocks)
    .leftJoin(users, eq(users.id, payMonthLocks.locked_by))
    .where(
      and(
        eq(payMonthLocks.company_id, companyId),
        eq(payMonthLocks.year, period.year),
        eq(payMonthLocks.month, period.month),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Which of these companies have locked the month. */
export async function lockedCompanies(db: DbOrTx, companyIds: readonly number[], period: Period) {
  if (!companyIds.length) return new Set<number>();
  const rows = await db
    .select({ company_id: payMonthLocks.company_id })
    .from(payMonthLocks)
    .where(
      and(
        inArray(payMonthLocks.company_id, [...companyIds]),
        eq(payMonthLocks.year, period.year),
        eq(payMonthLocks.month, period.month),
      ),
    );
  return new Set(rows.map((r) => r.company_id));
}

/** Locks the month; false when it was already locked (the unique index decides between parallel calls). */
export async function insertLock(db: DbOrTx, companyId: number, period: Period, userId: number) {
  const rows = await db
    .insert(payMonthLocks)
    .values({ company_id: companyId, year: period.year, month: period.month, locked_by: userId })
    .onConflictDoNothing()
    .returning({ id: payMonthLocks.id });
  return rows.length > 0;
}

/** Unlocks the month; false when it was not locked. */
export async function deleteLock(db: DbOrTx, companyId: number, period: Period) {
  const rows = await db
    .delete(payMonthLocks)
    .where(
      and(
        eq(payMonthLocks.company_id, companyId),
        eq(payMonthLocks.year, period.year),
        eq(payMonthLocks.month, period.month),
      ),
    )
    .returning({ id: payMonthLocks.id });
  return rows.length > 0;
}
