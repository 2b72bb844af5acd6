/**
 * Settling leave: the ledger lines each employee's policy makes due by a date — the period's accruals, the
 * year's carry-forward on 1 January, the carried days' expiry and the lapse of unused comp-off — posted by
 * the scheduled sweep, on first read of a balance, or only worked out for a preview or a projection. Each
 * line has a period (or its comp-off request) and the ledger's unique key, so whoever posts first posts it
 * and nobody posts it twice
 * (docs/decisions/time-and-leave.md, "Accrual and year end").
 */
import type { AttendancePayBasis } from '@hrms/contracts/enums';
import type { AccrualFrequency, AssignmentScope } from '@hrms/contracts/leave-policies';
import type { DbOrTx } from '../../db/client';
import { shortDate } from '../../platform/dates';
import { type AccrualRule, creditsDue, type Proration } from './engine/accrual';
import { policyOn } from './engine/assignment';
import { carriedHundredths, carryExpiresOn, expiredHundredths } from './engine/carry-forward';
import { type CompOffCredit, type CompOffTaken, lapsesDue } from './engine/comp-off-expiry';
import { addDays } from './engine/days';
import {
  compOffCredits,
  compOffLeaveTaken,
  type LedgerLine,
  ledgerSums,
  openings,
  type PolicyEmployee,
  policyEmployees,
  postLines,
  takenSums,
  type Whose,
} from './ledger-queries';
import {
  companyAssignments,
  ensureDefaultPolicy,
  policyWeeks,
  type RuleRow,
  rulesOf,
} from './policy-queries';

const h = (days: string | number | null | undefined) => Math.round(Number(days ?? 0) * 100);
const key = (employeeId: number, typeId: number) => `${employeeId}:${typeId}`;

export const accrualRuleOf = (r: RuleRow): AccrualRule => ({
  annual_days: Number(r.annual_days),
  accrual: r.accrual as AccrualFrequency,
  accrue_at: r.accrue_at as 'start' | 'end',
  prorate_joiners: r.prorate_joiners as Proration,
  prorate_leavers: r.prorate_leavers as Proration,
  accrual_starts_after_days: r.accrual_starts_after_days,
  rounding_step: Number(r.rounding_step),
  rounding: r.rounding as 'down' | 'nearest',
});

/** A company's policies, their rules and assignments: what says whose rule is which. */
export async function companyPolicies(db: DbOrTx, companyId: number) {
  const defaultId = await ensureDefaultPolicy(db, companyId);
  const assignments = (await companyAssignments(db, companyId)).map((a) => ({
    ...a,
    scope: a.scope as AssignmentScope,
  }));
  const policyIds = [...new Set([defaultId, ...assignments.map((a) => a.policy_id)])];
  const rules = await rulesOf(db, policyIds);
  const byPolicy = new Map<number, RuleRow[]>();
  for (const { rule } of rules) byPolicy.set(rule.policy_id, [...(byPolicy.get(rule.policy_id) ?? []), rule]);
  // Unpaid leave (loss of pay) has no balance: nothing accrues, carries or lapses, and what was taken of it
  // is not a deficit.
  const unpaid = new Set(rules.filter((r) => !r.type.is_paid).map((r) => r.type.id));
  const weeks = new Map((await policyWeeks(db, companyId)).map((p) => [p.id, p]));
  return {
    defaultId,
    policyOf: (e: PolicyEmployee, on: string) => policyOn(e, on, assignments, defaultId),
    rulesOf: (policyId: number) => byPolicy.get(policyId) ?? [],
    isUnpaid: (leaveTypeId: number) => unpaid.has(leaveTypeId),
    /** The policy's working week (null: the shift's) and pay basis (null: the company's). */
    weekOf: (policyId: number) => ({
      weeklyOffs: weeks.get(policyId)?.weekly_offs ?? null,
      payBasis: (weeks.get(policyId)?.pay_basis ?? null) as AttendancePayBasis | null,
      requestLimits: weeks.get(policyId)?.request_limits ?? null,
    }),
  };
}
export type CompanyPolicies = Awaited<ReturnType<typeof companyPolicies>>;

/** A year's figures per employee and leave type, in hundredths, as the ledger and requests have them. */
async function yearState(db: DbOrTx, w: Whose, year: number) {
  // Comp-off lapses apart: an `expiry` entry is the carried days' lapse, posted once a year.
  const sums = await ledgerSums(db, w, year, true);
  const opened = await openings(db, w, year);
  const taken = await takenSums(db, w, year);
  const state = new Map<
    string,
    {
      kinds: Map<string, { days: number; last: string; expires: string | null }>;
      opening: number | null;
      approved: number;
      byExpiry: number;
    }
  >();
  const at = (k: string) => {
    let s = state.get(k);
    if (!s) {
      s = { kinds: new Map(), opening: null, approved: 0, byExpiry: 0 };
      state.set(k, s);
    }
    return s;
  };
  for (const r of sums)
    at(key(r.employee_id, r.leave_type_id)).kinds.set(r.kind, {
      days: h(r.days),
      last: r.last_date,
      expires: r.expires_on,
    });
  for (const r of opened) at(key(r.employee_id, r.leave_type_id)).opening = h(r.days);
  for (const r of taken) {
    const s = at(key(r.employee_id, r.leave_type_id));
    s.approved = h(r.approved);
    s.byExpiry = h(r.by_expiry);
  }
  const openingAsOf = new Map(opened.map((r) => [key(r.employee_id, r.leave_type_id), r.as_of]));
  return { state, openingAsOf };
}

/** What is left of a year: opening and every ledger line less the approved days (hundredths). */
const remainingOf = (
  s: { kinds: Map<string, { days: number }>; opening: number | null; approved: number } | undefined,
) => (s ? (s.opening ?? 0) + [...s.kinds.values()].reduce((sum, k) => sum + k.days, 0) - s.approved : 0);

export type DueLine = LedgerLine & { employee: PolicyEmployee };

/**
 * The lines due by `asOf` (within its year) for the employees, not posted yet. `post` posts them. For a
 * date past today, the previous year's credits still to come are counted into its carry-forward, so a
 * projection of next year is what the year end will carry if nothing else changes.
 */
export async function settle(
  db: DbOrTx,
  companyId: number,
  w: Whose,
  asOf: string,
  options: { post: boolean; policies?: CompanyPolicies },
): Promise<DueLine[]> {
  const year = Number(asOf.slice(0, 4));
  const policies = options.policies ?? (await companyPolicies(db, companyId));
  const people = await policyEmployees(db, w);
  if (!people.length) return [];
  const previous = await yearState(db, w, year - 1);
  const current = await yearState(db, w, year);
  const yearStart = `${year}-01-01`;
  const lastYearEnd = `${year - 1}-12-31`;
  const compOff = await compOffOf(db, w, year);
  const due: DueLine[] = [];
  for (const e of people) {
    if (e.hire_date > asOf) continue;
    const service = { hire_date: e.hire_date, last_working_day: e.last_working_day };
    const rules = policies.rulesOf(policies.policyOf(e, asOf));
    const lastYearRules = policies.rulesOf(policies.policyOf(e, lastYearEnd));
    for (const rule of rules) {
      if (policies.isUnpaid(rule.leave_type_id)) continue;
      const k = key(e.id, rule.leave_type_id);
      const now = current.state.get(k);
      const line = (l: Omit<LedgerLine, 'employee_id' | 'leave_type_id' | 'year' | 'policy_id'>) =>
        due.push({
          ...l,
          employee_id: e.id,
          leave_type_id: rule.leave_type_id,
          year,
          policy_id: rule.policy_id,
          employee: e,
        });

      // 1 January: what last year leaves, for those employed on both sides of the year end.
      let carried = now?.kinds.get('carry_forward')?.days ?? null;
      let expiresOn = now?.kinds.get('carry_forward')?.expires ?? null;
      const closing = lastYearRules.find((r) => r.leave_type_id === rule.leave_type_id) ?? rule;
      if (carried === null && e.hire_date < yearStart && (e.last_working_day ?? yearStart) >= yearStart) {
        const last = previous.state.get(k);
        // Last year's credits not posted yet count too: a projection made before the year ends, or a year
        // nobody settled (an employee brought in with an earlier joining date).
        const remaining =
          remainingOf(last) + stillToCome(closing, service, year - 1, last, previous.openingAsOf.get(k));
        const days = carriedHundredths(remaining, h(closing.carry_forward_max));
        expiresOn = carryExpiresOn(year, closing.carry_forward_expiry_months);
        if (days !== 0) {
          carried = days;
          line({
            kind: 'carry_forward',
            days: (days / 100).toFixed(2),
            effective_date: yearStart,
            period: String(year),
            expires_on: expiresOn,
          });
        }
      }

      // The period's credits.
      const accrued = now?.kinds.get('accrual');
      for (const credit of creditsDue(
        accrualRuleOf(rule),
        service,
        year,
        asOf,
        { days: (accrued?.days ?? 0) / 100, lastDate: accrued?.last ?? null },
        current.openingAsOf.get(k) ?? null,
      )) {
        line({
          kind: 'accrual',
          days: credit.days.toFixed(2),
          effective_date: credit.date,
          period: credit.period,
          expires_on: null,
        });
      }

      // The day after the carried days' last: what is unused of them lapses.
      if (
        carried !== null &&
        carried > 0 &&
        expiresOn !== null &&
        addDays(expiresOn, 1) <= asOf &&
        !now?.kinds.has('expiry')
      ) {
        const posting = due.filter((d) => d.employee_id === e.id && d.leave_type_id === rule.leave_type_id);
        const remaining = remainingOf(now) + posting.reduce((s, d) => s + h(d.days), 0);
        const lapsed = expiredHundredths(carried, now?.byExpiry ?? 0, remaining);
        if (lapsed > 0) {
          line({
            kind: 'expiry',
            days: (-lapsed / 100).toFixed(2),
            effective_date: addDays(expiresOn, 1),
            period: String(year),
            expires_on: null,
            reason: `Carried forward days unused by ${expiresOn}`,
          });
        }
      }
    }

    // The day after a comp-off credit's last: what leave did not use of it lapses.
    for (const [typeId, credits] of compOff.creditsOf(e.id)) {
      if (policies.isUnpaid(typeId)) continue;
      const k = key(e.id, typeId);
      const posting = due.filter((d) => d.employee_id === e.id && d.leave_type_id === typeId);
      const remaining = remainingOf(current.state.get(k)) + posting.reduce((s, d) => s + h(d.days), 0);
      for (const lapse of lapsesDue(credits, compOff.takenOf(k), asOf, remaining, compOff.lapsed)) {
        const credit = credits.find((c) => c.id === lapse.id) as CompOffCredit;
        due.push({
          employee_id: e.id,
          leave_type_id: typeId,
          year,
          policy_id: rules.find((r) => r.leave_type_id === typeId)?.policy_id ?? null,
          kind: 'expiry',
          days: (-lapse.days / 100).toFixed(2),
          effective_date: lapse.effectiveDate,
          period: null,
          expires_on: null,
          comp_off_request_id: lapse.id,
          reason: `Comp-off for ${shortDate(credit.validFrom)} unused by ${shortDate(credit.expiresOn ?? lapse.effectiveDate)}`,
          employee: e,
        });
      }
    }
  }
  if (options.post)
    await postLines(
      db,
      due.map(({ employee: _, ...l }) => l),
    );
  return due;
}

/** The year's comp-off credits per employee and type, the compensatory leave that uses them, and which lapsed. */
async function compOffOf(db: DbOrTx, w: Whose, year: number) {
  const credits = await compOffCredits(db, w, year);
  const taken = credits.length ? await compOffLeaveTaken(db, w, year) : [];
  const byEmployee = new Map<number, Map<number, CompOffCredit[]>>();
  for (const c of credits) {
    const types = byEmployee.get(c.employee_id) ?? new Map<number, CompOffCredit[]>();
    byEmployee.set(c.employee_id, types);
    types.set(c.leave_type_id, [
      ...(types.get(c.leave_type_id) ?? []),
      {
        id: c.request_id,
        days: h(c.days),
        validFrom: c.work_date,
        expiresOn: c.expires_on,
        postedOn: c.effective_date,
      },
    ]);
  }
  const takenBy = new Map<string, CompOffTaken[]>();
  for (const t of taken) {
    const k = key(t.employee_id, t.leave_type_id);
    takenBy.set(k, [...(takenBy.get(k) ?? []), { start: t.start_date, days: h(t.days) }]);
  }
  return {
    creditsOf: (employeeId: number) => byEmployee.get(employeeId) ?? new Map<number, CompOffCredit[]>(),
    takenOf: (k: string) => takenBy.get(k) ?? [],
    lapsed: new Set(credits.filter((c) => c.lapsed).map((c) => c.request_id)),
  };
}

/** Last year's credits not posted yet (a projection made before the year has ended). */
function stillToCome(
  rule: RuleRow,
  service: { hire_date: string; last_working_day: string | null },
  year: number,
  last: { kinds: Map<string, { days: number; last: string }> } | undefined,
  openingAsOf: string | undefined,
) {
  const accrued = last?.kinds.get('accrual');
  return creditsDue(
    accrualRuleOf(rule),
    service,
    year,
    `${year}-12-31`,
    { days: (accrued?.days ?? 0) / 100, lastDate: accrued?.last ?? null },
    openingAsOf ?? null,
  ).reduce((s, c) => s + Math.round(c.days * 100), 0);
}
