import { and, asc, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyId } from '../../db/ids';
import { employees } from '../../db/schema/employees';

/** The current people among these, by name. */
export const teamPeople = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select({
      id: employees.id,
      company_id: employees.company_id,
      name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`,
      employee_code: employees.employee_id,
      job_title: employees.job_title,
    })
    .from(employees)
    .where(and(anyId(employees.id, ids), isNull(employees.archived_at)))
    .orderBy(asc(employees.first_name), asc(employees.last_name), asc(employees.id));
