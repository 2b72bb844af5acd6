import { eq } from 'drizzle-orm';
import { startChecklist } from '../../../modules/checklists/public';
import { settlementDue, workingDayOf } from '../../../modules/exits/public';
import { SATURDAY_SUNDAY } from '../../../modules/leave/public';
import { pickInForce, SEEDED_STATUTORY_RATES } from '../../../modules/statutory/public';
import { lastDayOf, nextMonth, periodOf } from '../../../platform/period';
import type { Tx } from '../../client';
import { employees } from '../../schema/employees';
import { demoHolidays } from './holidays';

/** The demo leaver: near the end of the demo list (no demo sign-in, no browser journey, no other seeded workflow). */
const LEAVER_INDEX = 54;

/**
 * One resignation so /exits is not empty: notice given today, the last working day at the end of
 * NEXT month — so no run of a past or the current month (which journeys and tests process) changes; the
 * employee stays active until then.
 */
export async function seedDemoExits(
  tx: Tx,
  employeeIds: readonly number[],
  today: string,
  companyId: number,
) {
  const employeeId = employeeIds[LEAVER_INDEX];
  if (employeeId === undefined) return;
  // The last day of the month after today's; the settlement due two working days after it (the General
  // Shift's weekends off, the company's holidays for every state).
  const lastWorkingDay = lastDayOf(nextMonth(periodOf(today)));
  const year = Number(lastWorkingDay.slice(0, 4));
  const holidays = new Set(
    [year, year + 1].flatMap((y) =>
      demoHolidays(y)
        .filter((h) => h.state === null)
        .map((h) => h.date),
    ),
  );
  const days = pickInForce(SEEDED_STATUTORY_RATES, lastWorkingDay).codeWages?.settlement_working_days;
  const due = days ? settlementDue(lastWorkingDay, days, workingDayOf(SATURDAY_SUNDAY, holidays)) : null;
  await tx
    .update(employees)
    .set({
      notice_date: today,
      last_working_day: lastWorkingDay,
      settlement_due_on: due?.dueOn ?? null,
      settlement_remind_on: due?.remindOn ?? null,
      exit_type: 'resignation',
      exit_reason: 'Moving to Pune to join a family business.',
    })
    .where(eq(employees.id, employeeId));
  // Their offboarding (no-dues) checklist, as recording the exit starts it, so /checklists is not empty.
  const leaving = { employeeId, companyId, kind: 'offboarding' as const, anchorDate: lastWorkingDay };
  await startChecklist(tx, null, leaving, { tell: false });
}
