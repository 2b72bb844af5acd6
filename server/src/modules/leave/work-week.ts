/**
 * Each employee's working week and pay basis, as their leave policy sets them on a date: the policy's weekly
 * offs, else their shift's (their own, their department's or the company's default), else Saturday and Sunday;
 * the policy's pay basis, or null for the company's setting (docs/decisions/time-and-leave.md, "The working
 * week and the pay basis").
 */
import type { RequestLimits } from '@hrms/contracts/attendance-requests';
import type { AttendancePayBasis } from '@hrms/contracts/enums';
import type { WeeklyOff } from '@hrms/contracts/leave-policies';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { shifts } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { departments } from '../../db/schema/organisation';
import { everyWeek, SATURDAY_SUNDAY } from './engine/week';
import { policyEmployees } from './ledger-queries';
import { type CompanyPolicies, companyPolicies } from './settlement';

export type WorkWeek = {
  weeklyOffs: readonly WeeklyOff[];
  payBasis: AttendancePayBasis | null;
  /** Days of attendance requests a month, by type; null: no limit. */
  requestLimits: RequestLimits | null;
};

const shiftWeeks = (db: DbOrTx, ids: number[]) =>
  rawRows<{ id: number; weekly_offs: number[] | null }>(
    db,
    sql`select e.id, s.weekly_offs
        from ${employees} e
        left join ${departments} d on d.id = e.department_id
        left join ${shifts} s on s.id = coalesce(e.shift_id, d.shift_id,
          (select ds.id from ${shifts} ds where ds.company_id = e.company_id and ds.is_default))
        where e.id = any(${`{${ids.join(',')}}`}::int[])`,
  );

/**
 * Per employee, their working week on a date (a policy assignment may change it from one day to the next).
 * `loaded`: companies' policies the caller has already read (applying leave reads them for the balance).
 */
export async function workWeeks(
  db: DbOrTx,
  employeeIds: number[],
  loaded: ReadonlyMap<number, CompanyPolicies> = new Map(),
): Promise<Map<number, (on: string) => WorkWeek>> {
  const weeks = new Map<number, (on: string) => WorkWeek>();
  if (!employeeIds.length) return weeks;
  const people = await policyEmployees(db, { employeeIds });
  const shiftOffs = new Map((await shiftWeeks(db, employeeIds)).map((r) => [r.id, r.weekly_offs]));
  const policies = new Map(loaded);
  for (const companyId of new Set(people.map((p) => p.company_id))) {
    if (!policies.has(companyId)) policies.set(companyId, await companyPolicies(db, companyId));
  }
  for (const person of people) {
    const company = policies.get(person.company_id);
    if (!company) continue;
    const shift = shiftOffs.get(person.id);
    const fallback = shift ? everyWeek(shift) : SATURDAY_SUNDAY;
    weeks.set(person.id, (on) => {
      const { weeklyOffs, payBasis, requestLimits } = company.weekOf(company.policyOf(person, on));
      return { weeklyOffs: weeklyOffs ?? fallback, payBasis, requestLimits };
    });
  }
  return weeks;
}
