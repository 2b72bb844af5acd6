/**
 * An employee's balances of a year, from the ledger: what the policy credited (settled first, so a balance
 * read is never behind the sweep), the opening brought in, HR's adjustments, what lapsed, and the requests.
 */
import type { LeaveBalance, LeaveType } from '@hrms/contracts/leave';
import type { DbOrTx } from '../../db/client';
import { todayIn } from '../../platform/dates';
import {
  accountsOf,
  ensureAccounts,
  ledgerSums,
  openings,
  policyEmployees,
  takenSums,
  typesById,
} from './ledger-queries';
import type { RuleRow } from './policy-queries';
import { type LeaveTypeRow, leaveEmployee } from './queries';
import { type CompanyPolicies, companyPolicies, type DueLine, settle } from './settlement';

export type BalanceEmployee = { id: number; company_id: number; hire_date: string };

/** The leave type as the employee's policy sets it: the rule's figures where the catalogue had its own. */
export function typeUnderRule(t: LeaveTypeRow, rule: RuleRow | undefined): LeaveType {
  const base = {
    ...t,
    annual_allocation: Number(t.annual_allocation),
    carry_forward_days: Number(t.carry_forward_days),
  };
  if (!rule) return base;
  return {
    ...base,
    annual_allocation: Number(rule.annual_days),
    carry_forward_days: Number(rule.carry_forward_max),
    max_consecutive_days: rule.max_consecutive_days,
    advance_notice_days: rule.notice_days,
    requires_attachment: rule.document_after_days !== null,
  };
}

const yearEnd = (year: number) => `${year}-12-31`;

/**
 * Posts what is due to the employee by today (last year to its end first, so its carry-forward is right),
 * and returns what a date later than today would add, for a projection.
 */
export async function settleEmployee(
  db: DbOrTx,
  employee: BalanceEmployee,
  policies: CompanyPolicies,
  through: string,
): Promise<DueLine[]> {
  const today = todayIn();
  const w = { employeeIds: [employee.id] };
  const year = Number(through.slice(0, 4));
  const thisYear = Number(today.slice(0, 4));
  const settleTo = (asOf: string, post: boolean) =>
    settle(db, employee.company_id, w, asOf, { post, policies });
  if (Number(employee.hire_date.slice(0, 4)) < Math.min(year, thisYear)) {
    await settleTo(yearEnd(Math.min(year, thisYear) - 1), true);
  }
  if (year < thisYear) {
    await settleTo(yearEnd(year), true);
    return [];
  }
  await settleTo(today, true);
  return through > today ? settleTo(through, false) : [];
}

const n = (v: string | undefined) => Number(v ?? 0);

/**
 * The year's balances: the policy's leave types, and any other the year has lines or requests of. For a
 * year still to come, the credits due on its first day are projected, as they will be posted then. With
 * `asOf` (a day of the year), the balances at its end: the lines dated and the requests starting by then, and
 * the credits due by then projected when it is still to come.
 */
export async function balancesOf(db: DbOrTx, employee: BalanceEmployee, year: number, asOf?: string) {
  const today = todayIn();
  const policies = await companyPolicies(db, employee.company_id);
  // Today, held within the year: the middle of the three dates.
  const on = asOf ?? [`${year}-01-01`, today, yearEnd(year)].sort()[1] ?? today;
  const projected = await settleEmployee(db, employee, policies, on);
  const w = { employeeIds: [employee.id] };
  const sums = await ledgerSums(db, w, year, false, asOf);
  const opened = await openings(db, w, year);
  const taken = await takenSums(db, w, year, asOf);
  const [person] = await policyEmployees(db, w);
  const policyId = person ? policies.policyOf(person, on) : policies.defaultId;
  const rules = policies.rulesOf(policyId);
  const typeIds = [
    ...new Set([
      ...rules.map((r) => r.leave_type_id),
      ...sums.map((r) => r.leave_type_id),
      ...opened.map((r) => r.leave_type_id),
      ...taken.map((r) => r.leave_type_id),
    ]),
  ];
  const active = new Set([...sums, ...opened, ...taken].map((r) => r.leave_type_id));
  // A type taken out of the catalogue still shows where the year has something of it.
  const types = (await typesById(db, typeIds)).filter((t) => t.is_active || active.has(t.id));
  await ensureAccounts(db, employee.id, year, typeIds);
  const accounts = new Map((await accountsOf(db, employee.id, year)).map((a) => [a.leave_type_id, a.id]));
  const balances: LeaveBalance[] = types
    .sort((a, b) => a.id - b.id)
    .map((t) => {
      const kind = (k: string) =>
        n(sums.find((s) => s.leave_type_id === t.id && s.kind === k)?.days) +
        projected
          .filter((p) => p.leave_type_id === t.id && p.kind === k)
          .reduce((s, p) => s + Number(p.days), 0);
      const opening = opened.find((o) => o.leave_type_id === t.id);
      const took = taken.find((r) => r.leave_type_id === t.id);
      const compOff = kind('comp_off');
      const allocated = kind('accrual') + n(opening?.days) + compOff;
      const carried = kind('carry_forward');
      const adjusted = kind('adjustment');
      const expired = -kind('expiry');
      const encashed = -kind('encashment');
      const used = n(took?.approved);
      return {
        id: accounts.get(t.id) ?? 0,
        year,
        leave_type_id: t.id,
        leave_type: typeUnderRule(
          t,
          rules.find((r) => r.leave_type_id === t.id),
        ),
        allocated_days: allocated,
        carried_forward_days: carried,
        used_days: used,
        pending_days: n(took?.pending),
        adjusted_days: adjusted,
        expired_days: expired,
        comp_off_days: compOff,
        encashed_days: encashed,
        remaining_days: round2(allocated + carried + adjusted - expired - encashed - used),
        opening_days: opening ? Number(opening.days) : null,
        opening_as_of: opening?.as_of ?? null,
      };
    });
  return { policies, policyId, rules, balances, projected };
}

export const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Each paid leave type's balance at the end of `date` (a payslip's month end), by name, in days; none for an
 * employee leave does not know.
 */
export async function balancesOn(db: DbOrTx, employeeId: number, date: string) {
  const employee = await leaveEmployee(db, employeeId);
  if (!employee) return [];
  const { balances } = await balancesOf(db, employee, Number(date.slice(0, 4)), date);
  return balances
    .filter((b) => b.leave_type.is_paid)
    .map((b) => ({ name: b.leave_type.name, days: b.remaining_days }));
}
