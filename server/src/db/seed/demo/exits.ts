import { eq } from 'drizzle-orm';
import { lastDayOf, nextMonth, periodOf } from '../../../platform/period';
import type { Tx } from '../../client';
import { employees } from '../../schema/employees';

/** The demo leaver: near the end of the demo list (no demo sign-in, no browser journey, no other seeded workflow). */
const LEAVER_INDEX = 54;

/**
 * One resignation so /exits is not empty: notice given today, the last working day at the end of
 * NEXT month — so no run of a past or the current month (which journeys and tests process) changes; the
 * employee stays active until then.
 */
export async function seedDemoExits(tx: Tx, employeeIds: readonly number[], today: string) {
  const employeeId = employeeIds[LEAVER_INDEX];
  if (employeeId === undefined) return;
  await tx
    .update(employees)
    .set({
      notice_date: today,
      // The last day of the month after today's.
      last_working_day: lastDayOf(nextMonth(periodOf(today))),
      exit_type: 'resignation',
      exit_reason: 'Moving to Pune to join a family business.',
    })
    .where(eq(employees.id, employeeId));
}
