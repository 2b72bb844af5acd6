import {
  DOCUMENT_EXPIRY_REMINDER_DAYS,
  DOCUMENT_REQUEST_REMINDER_EVERY_DAYS,
} from '@hrms/contracts/documents';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { users } from '../../db/schema/access';
import { documentRequests, documentTypes, employeeDocuments } from '../../db/schema/documents';
import { employees } from '../../db/schema/employees';
import { currentBy } from './queries';

const FURTHEST = Math.max(...DOCUMENT_EXPIRY_REMINDER_DAYS);

export type ExpiryClaim = {
  id: number;
  employee_id: number;
  company_id: number;
  expires_on: string;
  visibility: string;
  days_left: number;
  type_name: string;
  employee_name: string;
};

/**
 * Claims the expiry reminders due by `today`: each current employee's document whose days left have reached a
 * threshold smaller than the last one reminded (any, the first time) is marked with the smallest threshold
 * reached, so it is reminded once at 30, once at 7 and once on the day (one already expired: once, as 0).
 * The conditional update decides between instances sweeping at once: the second sees the mark and skips it.
 */
export function claimExpiryReminders(db: DbOrTx, today: string) {
  const thresholds = sql`${sql.param([...DOCUMENT_EXPIRY_REMINDER_DAYS])}::integer[]`;
  return rawRows<ExpiryClaim>(
    db,
    sql`with due as (
          select d.id,
                 (select min(t) from unnest(${thresholds}) t where t >= d.expires_on - ${today}::date) as threshold
          from ${employeeDocuments} d
          join ${employees} on ${employees.id} = d.employee_id
          where d.expires_on is not null and d.expires_on <= ${today}::date + ${FURTHEST}::integer
            and ${currentBy(today)}),
        claimed as (
          update ${employeeDocuments} d set expiry_reminded_days = due.threshold
          from due
          where d.id = due.id and due.threshold < coalesce(d.expiry_reminded_days, ${FURTHEST + 1}::integer)
          returning d.id, d.employee_id, d.company_id, d.document_type_id, d.expires_on, d.visibility)
        select c.id, c.employee_id, c.company_id, c.expires_on::text as expires_on, c.visibility,
               (c.expires_on - ${today}::date)::integer as days_left, t.name as type_name,
               e.first_name || ' ' || e.last_name as employee_name
        from claimed c
        join ${documentTypes} t on t.id = c.document_type_id
        join ${employees} e on e.id = c.employee_id
        order by c.id`,
  );
}

export type OverdueClaim = {
  id: number;
  employee_id: number;
  company_id: number;
  due_on: string;
  note: string | null;
  type_name: string;
  requested_by: string | null;
};

/**
 * Claims the overdue reminders due by `today`: each current employee's pending request past its due day not
 * reminded in the last DOCUMENT_REQUEST_REMINDER_EVERY_DAYS days is marked reminded today, once whichever
 * instance sweeps first.
 */
export function claimOverdueReminders(db: DbOrTx, today: string) {
  return rawRows<OverdueClaim>(
    db,
    sql`with claimed as (
          update ${documentRequests} r set reminded_on = ${today}::date
          from ${employees}
          where ${employees.id} = r.employee_id and r.status = 'pending' and r.due_on < ${today}::date
            and (r.reminded_on is null
                 or r.reminded_on <= ${today}::date - ${DOCUMENT_REQUEST_REMINDER_EVERY_DAYS}::integer)
            and ${currentBy(today)}
          returning r.id, r.employee_id, r.company_id, r.document_type_id, r.due_on, r.note, r.requested_by)
        select c.id, c.employee_id, c.company_id, c.due_on::text as due_on, c.note, t.name as type_name,
               u.name as requested_by
        from claimed c
        join ${documentTypes} t on t.id = c.document_type_id
        left join ${users} u on u.id = c.requested_by
        order by c.id`,
  );
}
