/**
 * Which challan paid whose tax: each month's deductions (one per payroll run, paise) spread over the month's
 * challans. The quarterly statement lists each deductee under the challan that paid it (Form 24Q / 138:
 * deductee records follow their challan record), so a month paid with two challans splits its deductees
 * between them. HR may say which challan covers which run; a month with no choice recorded gets the default:
 * challans in the order they were deposited, runs in employee-code order, each run on the first challan with
 * room left — split over two challans only when one has too little room for it. A challan HR allocated keeps
 * HR's choice and the month's other challans share what is left. Pure, in paise.
 */

export type Deduction = { runId: number; employeeCode: string; year: number; month: number; tds: number };
export type ChallanRoom = { id: number; year: number; month: number; depositedOn: string; amount: number };
export type Allocation = { challanId: number; runId: number; amount: number };

const monthKey = (m: { year: number; month: number }) => m.year * 12 + m.month;

/** The default split of one month: challans by deposit date, runs by employee code, filled in turn. */
function splitMonth(deductions: Deduction[], challans: ChallanRoom[]): Allocation[] {
  const rooms = [...challans]
    .sort((a, b) => a.depositedOn.localeCompare(b.depositedOn) || a.id - b.id)
    .map((c) => ({ id: c.id, left: c.amount }));
  const runs = [...deductions].sort(
    (a, b) => a.employeeCode.localeCompare(b.employeeCode) || a.runId - b.runId,
  );
  const allocations: Allocation[] = [];
  let at = 0;
  for (const run of runs) {
    let owed = run.tds;
    if (owed <= 0) continue;
    while (owed > 0 && at < rooms.length) {
      const room = rooms[at] as { id: number; left: number };
      const amount = Math.min(owed, room.left);
      if (amount > 0) {
        allocations.push({ challanId: room.id, runId: run.runId, amount });
        room.left -= amount;
        owed -= amount;
      }
      if (room.left <= 0) at += 1;
    }
  }
  return allocations;
}

/**
 * The allocations the statement reports, month by month: HR's own (`chosen`) on the challans HR allocated,
 * and the default split of what is left — the runs' TDS not yet allocated — over the month's other challans.
 * Chosen allocations of runs outside the deductions are ignored (a run since reversed or moved).
 */
export function allocate(
  deductions: Deduction[],
  challans: ChallanRoom[],
  chosen: Allocation[],
): Allocation[] {
  const runIds = new Set(deductions.map((d) => d.runId));
  const kept = chosen.filter((a) => runIds.has(a.runId));
  const chosenChallans = new Set(kept.map((a) => a.challanId));
  const months = [...new Set(deductions.map(monthKey))].sort((a, b) => a - b);
  return months.flatMap((m) => {
    const monthChallans = challans.filter((c) => monthKey(c) === m);
    const own = kept.filter((a) => monthChallans.some((c) => c.id === a.challanId));
    const taken = new Map<number, number>();
    for (const a of own) taken.set(a.runId, (taken.get(a.runId) ?? 0) + a.amount);
    const left = deductions
      .filter((d) => monthKey(d) === m)
      .map((d) => ({ ...d, tds: d.tds - (taken.get(d.runId) ?? 0) }));
    return [
      ...own,
      ...splitMonth(
        left,
        monthChallans.filter((c) => !chosenChallans.has(c.id)),
      ),
    ];
  });
}

export type AllocationProblem =
  | { kind: 'over_allocated'; challanId: number; allocated: number; deposited: number }
  | { kind: 'not_covered'; year: number; month: number; deducted: number; allocated: number };

/**
 * What stops a statement: a challan credited with more than it paid in, and a month whose deductions its
 * challans do not cover (what was allocated to the month's runs falls short of what they deducted).
 */
export function allocationProblems(
  deductions: Deduction[],
  challans: ChallanRoom[],
  allocations: Allocation[],
): AllocationProblem[] {
  const problems: AllocationProblem[] = [];
  for (const c of [...challans].sort((a, b) => a.id - b.id)) {
    const allocated = allocations.filter((a) => a.challanId === c.id).reduce((t, a) => t + a.amount, 0);
    if (allocated > c.amount)
      problems.push({ kind: 'over_allocated', challanId: c.id, allocated, deposited: c.amount });
  }
  const byRun = new Map<number, number>();
  for (const a of allocations) byRun.set(a.runId, (byRun.get(a.runId) ?? 0) + a.amount);
  const months = [...new Set(deductions.map(monthKey))].sort((a, b) => a - b);
  for (const m of months) {
    const inMonth = deductions.filter((d) => monthKey(d) === m);
    const deducted = inMonth.reduce((t, d) => t + d.tds, 0);
    const allocated = inMonth.reduce((t, d) => t + Math.min(byRun.get(d.runId) ?? 0, d.tds), 0);
    if (allocated < deducted) {
      const first = inMonth[0] as Deduction;
      problems.push({ kind: 'not_covered', year: first.year, month: first.month, deducted, allocated });
    }
  }
  return problems;
}
