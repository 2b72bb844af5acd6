import type { Db } from '../../db/client';
import { todayIn } from '../../platform/dates';
import { holdersInCompany, notify } from '../notifications/public';
import { claimReminders, type ReminderKind } from './settlement-queries';

/**
 * Tells the holders of the settlement permissions of each company about its leavers' full and final
 * settlements: on the working day before one is due (and until it is), and once when it becomes overdue
 * unpaid. Each reminder is claimed once per due day by a unique key, so any number of instances may sweep.
 */
export async function remindSettlements(db: Db, today = todayIn()) {
  let sent = 0;
  for (const kind of ['due_soon', 'overdue'] as const satisfies readonly ReminderKind[]) {
    sent += await db.transaction(async (tx) => {
      const claimed = await claimReminders(tx, kind, today);
      for (const leaver of claimed) {
        const recipients = await holdersInCompany(tx, leaver.company_id, 'manage-final-settlements', null);
        await notify(
          tx,
          kind === 'due_soon' ? 'settlement.due_soon' : 'settlement.overdue',
          recipients,
          {
            employeeId: leaver.employee_id,
            name: leaver.name,
            code: leaver.code,
            lastWorkingDay: leaver.last_working_day,
            dueOn: leaver.due_on,
            status: leaver.status,
          },
          { companyId: leaver.company_id },
        );
      }
      return claimed.length;
    });
  }
  return sent;
}
