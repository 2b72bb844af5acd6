import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import { checklistTasks, employeeChecklists } from '../../db/schema/checklists';
import { employees } from '../../db/schema/employees';
import { addDays, todayIn } from '../../platform/dates';
import { notify } from '../notifications/public';
import { recipientsOf } from './owners';

/** An overdue task is reminded again after this many days. */
const AGAIN_AFTER_DAYS = 7;

type Claimed = {
  id: number;
  title: string;
  due_on: string;
  company_id: number;
  owner_kind: string;
  owner_role_id: number | null;
  owner_employee_id: number | null;
  kind: 'onboarding' | 'offboarding';
  employee_name: string;
};

/**
 * Reminds each open checklist's pending tasks due by tomorrow, once, then weekly while overdue. The reminder is
 * claimed by a conditional update, so any number of instances may sweep; claims and messages commit together.
 */
export async function remindChecklistTasks(db: Db, today = todayIn()): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await rawRows<Claimed>(
      tx,
      sql`update ${checklistTasks} t set reminded_on = ${today}, updated_at = now()
          from ${employeeChecklists} c, ${employees} e
          where c.id = t.checklist_id and e.id = t.employee_id and e.archived_at is null
            and c.status = 'open' and t.status = 'pending'
            and t.due_on <= ${addDays(today, 1)}
            and (t.reminded_on is null or t.reminded_on <= ${addDays(today, -AGAIN_AFTER_DAYS)})
          returning t.id, t.title, t.due_on::text as due_on, t.company_id, t.owner_kind, t.owner_role_id,
            t.owner_employee_id, c.kind, e.first_name || ' ' || e.last_name as employee_name`,
    );
    for (const t of claimed) {
      const owner = {
        companyId: t.company_id,
        ownerKind: t.owner_kind,
        roleId: t.owner_role_id,
        employeeId: t.owner_employee_id,
      };
      await notify(
        tx,
        'checklist_task.due',
        await recipientsOf(tx, owner),
        {
          taskId: t.id,
          title: t.title,
          kind: t.kind,
          employeeName: t.employee_name,
          dueOn: t.due_on,
          overdue: t.due_on < today,
        },
        { companyId: t.company_id },
      );
    }
    return claimed.length;
  });
}
