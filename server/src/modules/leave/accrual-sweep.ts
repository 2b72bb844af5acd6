import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import { chunksOf } from '../../platform/chunks';
import { todayIn } from '../../platform/dates';
import { companyPolicies, settle } from './settlement';

/** Employees settled together: a few queries and at most a few thousand lines in memory at a time. */
const CHUNK = 2_000;

/**
 * Posts every company's leave lines due by today, a chunk of employees at a time: in January last year's to
 * its end first (its last credits, so the carry-forward counts them), then this year's. Safe on every
 * instance at once: each line is posted once by the ledger's unique key (docs/decisions/time-and-leave.md,
 * "Accrual and year end"). Returns how many lines were due.
 */
export async function sweepLeave(db: Db, today = todayIn()): Promise<number> {
  const companies = await rawRows<{ id: number }>(db, sql`select id from companies order by id`);
  let due = 0;
  for (const { id: companyId } of companies) {
    const policies = await companyPolicies(db, companyId);
    const people = await rawRows<{ id: number }>(
      db,
      sql`select id from employees where company_id = ${companyId} and archived_at is null
            and hire_date <= ${today} order by id`,
    );
    for (const part of chunksOf(people, CHUNK)) {
      const w = { employeeIds: part.map((p) => p.id) };
      await db.transaction(async (tx) => {
        if (today.slice(5, 7) === '01') {
          const lastYearEnd = `${Number(today.slice(0, 4)) - 1}-12-31`;
          due += (await settle(tx, companyId, w, lastYearEnd, { post: true, policies })).length;
        }
        due += (await settle(tx, companyId, w, today, { post: true, policies })).length;
      });
    }
  }
  return due;
}
