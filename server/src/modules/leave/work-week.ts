/**
 * Each employee's working week and pay basis, as their leave policy sets them on a date: the policy's weekly
 * offs, else those of the shift they work that day (a change, a roster, their own, their department's or the
 * company's default: the shifts module's dayShifts), else Saturday and Sunday;
 * the policy's pay basis, or null for the company's setting (docs/decisions/time-and-leave.md, "The working
 * week and the pay basis").
 */
import type { RequestLimits } from '@hrms/contracts/attendance-requests';
import type { AttendancePayBasis } from '@hrms/contracts/enums';
import type { WeeklyOff } from '@hrms/contracts/leave-policies';
import type { DbOrTx } from '../../db/client';
import { type DayShifts, dayShifts } from '../shifts/public';
import { everyWeek, SATURDAY_SUNDAY } from './engine/week';
import { policyEmployees } from './ledger-queries';
import { type CompanyPolicies, companyPolicies } from './settlement';

export type WorkWeek = {
  weeklyOffs: readonly WeeklyOff[];
  payBasis: AttendancePayBasis | null;
  /** Days of attendance requests a month, by type; null: no limit. */
  requestLimits: RequestLimits | null;
};

/**
 * Per employee, their working week on a date (a policy assignment may change it from one day to the next).
 * `loaded`: companies' policies the caller has already read (applying leave reads them for the balance);
 * `shifts`: the employees' day shifts the caller has already read (a roster calendar shows them too).
 */
export async function workWeeks(
  db: DbOrTx,
  employeeIds: number[],
  loaded: ReadonlyMap<number, CompanyPolicies> = new Map(),
  shifts?: DayShifts,
): Promise<Map<number, (on: string) => WorkWeek>> {
  const weeks = new Map<number, (on: string) => WorkWeek>();
  if (!employeeIds.length) return weeks;
  const people = await policyEmployees(db, { employeeIds });
  const days = shifts ?? (await dayShifts(db, employeeIds));
  const policies = new Map(loaded);
  for (const companyId of new Set(people.map((p) => p.company_id))) {
    if (!policies.has(companyId)) policies.set(companyId, await companyPolicies(db, companyId));
  }
  for (const person of people) {
    const company = policies.get(person.company_id);
    if (!company) continue;
    weeks.set(person.id, (on) => {
      const { weeklyOffs, payBasis, requestLimits } = company.weekOf(company.policyOf(person, on));
      const shift = weeklyOffs ? null : days.shiftOf(person.id, on);
      return {
        weeklyOffs: weeklyOffs ?? (shift ? everyWeek(shift.weekly_offs) : SATURDAY_SUNDAY),
        payBasis,
        requestLimits,
      };
    });
  }
  return weeks;
}
