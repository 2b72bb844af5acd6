import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attendanceRecords } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';

/** An employee on the books (archived people are nobody) as the calendar names them. */
export async function calendarPerson(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: employees.id,
      company_id: employees.company_id,
      name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`,
      employee_code: employees.employee_id,
      hire_date: employees.hire_date,
      last_working_day: employees.last_working_day,
    })
    .from(employees)
    .where(and(eq(employees.id, id), isNull(employees.archived_at)))
    .limit(1);
  return row ?? null;
}

/** The employee's attendance records between two dates, with the day's hours and first and last punch. */
export const recordsBetween = (db: DbOrTx, employeeId: number, from: string, to: string) =>
  db
    .select({
      date: attendanceRecords.attendance_date,
      status: attendanceRecords.status,
      worked_hours: attendanceRecords.worked_hours,
      total_hours: attendanceRecords.total_hours,
      clock_in: attendanceRecords.clock_in,
      clock_out: attendanceRecords.clock_out,
    })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.employee_id, employeeId),
        gte(attendanceRecords.attendance_date, from),
        lte(attendanceRecords.attendance_date, to),
      ),
    );
