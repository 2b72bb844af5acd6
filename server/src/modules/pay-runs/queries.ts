import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { attendanceRecords } from '../../db/schema/attendance';
import { salaryStructures } from '../../db/schema/compensation';
import { employees } from '../../db/schema/employees';
import { leaveRequests } from '../../db/schema/leave';
import { reimbursementClaims } from '../../db/schema/reimbursements';
import { firstDayOf, lastDayOf, type Period } from '../../platform/period';
import { leftOn } from '../employees/public';

/** What the month's inputs count: each figure the pay run's first step shows. */
export type InputCounts = {
  joiners: number;
  leavers: number;
  revisions: number;
  attendance_to_approve: number;
  overtime_to_approve: number;
  leave_to_decide: number;
  claims_to_decide: number;
  without_attendance: number;
};

/**
 * The month's inputs for a company in one statement: joiners and leavers, salary revisions dated in it,
 * and what still waits for a decision (attendance, overtime, leave, claims) or was never recorded
 * (employees on the payroll with no attendance or leave in the month: their runs would be drafts).
 */
export async function monthInputs(db: DbOrTx, companyId: number, period: Period): Promise<InputCounts> {
  const first = firstDayOf(period);
  const last = lastDayOf(period);
  const ours = sql`e.company_id = ${companyId} and e.archived_at is null`;
  const [row] = await rawRows<Record<keyof InputCounts, number>>(
    db,
    sql`select
      (select count(*) from ${employees} e where ${ours}
        and e.hire_date between ${first}::date and ${last}::date)::int as joiners,
      (select count(*) from ${employees} where ${employees.company_id} = ${companyId}
        and ${leftOn} between ${first}::date and ${last}::date)::int as leavers,
      (select count(distinct s.employee_id) from ${salaryStructures} s join ${employees} e on e.id = s.employee_id
        where ${ours} and s.effective_from between ${first}::date and ${last}::date)::int as revisions,
      (select count(*) from ${attendanceRecords} a join ${employees} e on e.id = a.employee_id
        where ${ours} and a.attendance_date between ${first}::date and ${last}::date
          and not a.is_approved)::int as attendance_to_approve,
      (select count(*) from ${attendanceRecords} a join ${employees} e on e.id = a.employee_id
        where ${ours} and a.attendance_date between ${first}::date and ${last}::date
          and a.overtime_status = 'pending')::int as overtime_to_approve,
      (select count(*) from ${leaveRequests} l join ${employees} e on e.id = l.employee_id
        where ${ours} and l.status = 'pending'
          and l.start_date <= ${last}::date and l.end_date >= ${first}::date)::int as leave_to_decide,
      (select count(*) from ${reimbursementClaims} c join ${employees} e on e.id = c.employee_id
        where ${ours} and c.status = 'pending')::int as claims_to_decide,
      (select count(*) from ${employees} e where ${ours}
        and e.hire_date <= ${last}::date and e.status <> 'terminated'
        and coalesce(e.last_working_day >= ${first}::date, true)
        and not exists (select 1 from ${attendanceRecords} a where a.employee_id = e.id
          and a.attendance_date between ${first}::date and ${last}::date)
        and not exists (select 1 from ${leaveRequests} l where l.employee_id = e.id and l.status = 'approved'
          and l.start_date <= ${last}::date and l.end_date >= ${first}::date))::int as without_attendance`,
  );
  return row as InputCounts;
}
