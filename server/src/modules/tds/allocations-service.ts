import type { TdsAllocationRequest, TdsChallanAllocations } from '@hrms/contracts/tax-year';
import type { Db, DbOrTx } from '../../db/client';
import { assertInScope, companyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { notFound, validationFailed } from '../../platform/errors';
import { numericText, paise, rupees } from '../../platform/money';
import {
  chosenAllocations,
  type DeductionRow,
  lockChallan,
  monthChallans,
  monthDeductions,
  replaceAllocations,
} from './allocations-queries';
import { findChallan } from './challans-queries';
import { type Allocation, allocate, allocationProblems } from './engine/allocation';

type Month = { year: number; month: number };
export type ChallanRow = Awaited<ReturnType<typeof monthChallans>>[number];

/**
 * The months' deductions, challans and who-paid-whom (HR's choice where made, the default split of the rest),
 * in paise, with the problems that stop a statement: the one source of the challan screen and the statements.
 */
export async function monthsAllocated(db: DbOrTx, companyId: number, months: Month[]) {
  const [runs, challans] = await Promise.all([
    monthDeductions(db, companyId, months),
    monthChallans(db, companyId, months),
  ]);
  const chosen = await chosenAllocations(
    db,
    challans.map((c) => c.id),
  );
  const deductions = runs.map((r) => ({
    runId: r.run_id,
    employeeCode: r.employee_code,
    year: r.year,
    month: r.month,
    tds: paise(r.tds),
  }));
  const rooms = challans.map((c) => ({
    id: c.id,
    year: c.year,
    month: c.month,
    depositedOn: c.deposited_on,
    amount: paise(c.tax) + paise(c.surcharge) + paise(c.cess),
  }));
  const choice: Allocation[] = chosen.map((a) => ({
    challanId: a.challan_id,
    runId: a.payroll_run_id,
    amount: paise(a.amount),
  }));
  const allocations = allocate(deductions, rooms, choice);
  return {
    runs,
    challans,
    allocations,
    chosenChallans: new Set(choice.map((a) => a.challanId)),
    problems: allocationProblems(deductions, rooms, allocations),
  };
}

async function challanInScope(db: DbOrTx, principal: Principal, challanId: number) {
  const challan = await findChallan(db, challanId);
  if (!challan) throw notFound('TDS challan');
  assertInScope(companyScope(principal), challan.company_id, 'TDS challan');
  return challan;
}

const nameOf = (r: DeductionRow) => `${r.first_name} ${r.last_name}`;

/** The deductees a challan pays: every run of its month with TDS, with this challan's share of each. */
export async function challanAllocations(
  db: DbOrTx,
  principal: Principal,
  challanId: number,
): Promise<TdsChallanAllocations> {
  const challan = await challanInScope(db, principal, challanId);
  const month = { year: challan.year, month: challan.month };
  const { runs, allocations, chosenChallans } = await monthsAllocated(db, challan.company_id, [month]);
  // One pass over the month's allocations (a month of a large company has a lakh of them).
  const hereBy = new Map<number, number>();
  const elsewhereBy = new Map<number, number>();
  for (const a of allocations) {
    const into = a.challanId === challanId ? hereBy : elsewhereBy;
    into.set(a.runId, (into.get(a.runId) ?? 0) + a.amount);
  }
  const here = (runId: number) => hereBy.get(runId) ?? 0;
  const elsewhere = (runId: number) => elsewhereBy.get(runId) ?? 0;
  const lines = runs
    .filter((r) => paise(r.tds) > 0)
    .map((r) => ({
      payroll_run_id: r.run_id,
      employee_id: r.employee_id,
      employee_code: r.employee_code,
      employee_name: nameOf(r),
      run_tds: rupees(paise(r.tds)),
      elsewhere: rupees(elsewhere(r.run_id)),
      amount: rupees(here(r.run_id)),
    }));
  return {
    challan_id: challan.id,
    year: challan.year,
    month: challan.month,
    deposited: rupees(paise(challan.tax) + paise(challan.surcharge) + paise(challan.cess)),
    allocated: rupees(lines.reduce((t, l) => t + paise(l.amount), 0)),
    chosen: chosenChallans.has(challan.id),
    lines,
  };
}

/**
 * Records which runs a challan paid and how much of each (an empty list returns it to the default split).
 * Each run must be an approved or paid run of the challan's company and month, at most once and at most its
 * TDS less what the month's other chosen challans pay of it; together no more than the challan paid in. The
 * challan's row is locked meanwhile, so two edits cannot both pass the check. Audited.
 */
export async function setChallanAllocations(
  db: Db,
  principal: Principal,
  challanId: number,
  body: TdsAllocationRequest,
) {
  await db.transaction(async (tx) => {
    await lockChallan(tx, challanId);
    const challan = await challanInScope(tx, principal, challanId);
    const month = { year: challan.year, month: challan.month };
    const [runs, challans] = await Promise.all([
      monthDeductions(tx, challan.company_id, [month]),
      monthChallans(tx, challan.company_id, [month]),
    ]);
    const others = (
      await chosenAllocations(
        tx,
        challans.map((c) => c.id),
      )
    ).filter((a) => a.challan_id !== challanId);
    const errors: string[] = [];
    const seen = new Set<number>();
    const runById = new Map(runs.map((r) => [r.run_id, r]));
    const otherBy = new Map<number, number>();
    for (const o of others)
      otherBy.set(o.payroll_run_id, (otherBy.get(o.payroll_run_id) ?? 0) + paise(o.amount));
    for (const [i, a] of body.allocations.entries()) {
      const run = runById.get(a.payroll_run_id);
      const line = `Line ${i + 1}`;
      if (!run) {
        errors.push(`${line}: not an approved or paid payroll run of this challan’s company and month.`);
        continue;
      }
      if (seen.has(run.run_id)) errors.push(`${line}: ${run.employee_code} is listed twice.`);
      seen.add(run.run_id);
      const paidElsewhere = otherBy.get(run.run_id) ?? 0;
      const room = paise(run.tds) - paidElsewhere;
      if (paise(a.amount) > room)
        errors.push(
          `${line}: ${run.employee_code}'s TDS is ₹${numericText(paise(run.tds))}${paidElsewhere ? `, ₹${numericText(paidElsewhere)} of it paid by another challan` : ''}; at most ₹${numericText(Math.max(room, 0))} is left for this one.`,
        );
    }
    const total = body.allocations.reduce((t, a) => t + paise(a.amount), 0);
    const deposited = paise(challan.tax) + paise(challan.surcharge) + paise(challan.cess);
    if (total > deposited)
      errors.push(
        `The challan paid in ₹${numericText(deposited)}; ₹${numericText(total)} is more than it can cover.`,
      );
    if (errors.length) throw validationFailed({ allocations: errors });
    await replaceAllocations(
      tx,
      challanId,
      body.allocations.map((a) => ({
        payroll_run_id: a.payroll_run_id,
        amount: numericText(paise(a.amount)),
      })),
    );
    await recordAudit(tx, principal, {
      action: 'tds_challan.allocated',
      entity_type: 'tds_challan',
      entity_id: challanId,
      company_id: challan.company_id,
      summary: body.allocations.length
        ? `Allocated challan ${challan.bsr_code}/${challan.challan_serial} to ${body.allocations.length} deductees`
        : `Returned challan ${challan.bsr_code}/${challan.challan_serial} to the default split`,
      changes: { allocations: body.allocations.length, total: rupees(total) },
    });
  });
  return challanAllocations(db, principal, challanId);
}
