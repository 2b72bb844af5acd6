import { describe, expect, it } from 'vitest';
import { allocate, allocationProblems, type ChallanRoom, type Deduction } from './allocation';

/**
 * Deductees under the challan that paid them (Form 24Q / 138: the deductee records of a challan follow its
 * challan record). October 2025: three employees deduct ₹2,500 + ₹6,120.40 + ₹1,000 = ₹9,620.40, deposited
 * with two challans — ₹6,000 on 7 November and ₹3,620.40 on 10 November. Paise throughout.
 */
const R = (rupees: number) => Math.round(rupees * 100);
const OCT = { year: 2025, month: 10 };
const runs: Deduction[] = [
  { runId: 11, employeeCode: 'CHF0002', ...OCT, tds: R(6_120.4) },
  { runId: 10, employeeCode: 'CHF0001', ...OCT, tds: R(2_500) },
  { runId: 12, employeeCode: 'CHF0003', ...OCT, tds: R(1_000) },
];
const challans: ChallanRoom[] = [
  { id: 2, ...OCT, depositedOn: '2025-11-10', amount: R(3_620.4) },
  { id: 1, ...OCT, depositedOn: '2025-11-07', amount: R(6_000) },
];

describe('which challan paid whose tax', () => {
  it('by default fills the earlier challan first, in employee-code order, splitting the run that straddles', () => {
    expect(allocate(runs, challans, [])).toEqual([
      { challanId: 1, runId: 10, amount: R(2_500) },
      { challanId: 1, runId: 11, amount: R(3_500) },
      { challanId: 2, runId: 11, amount: R(2_620.4) },
      { challanId: 2, runId: 12, amount: R(1_000) },
    ]);
    expect(allocationProblems(runs, challans, allocate(runs, challans, []))).toEqual([]);
  });

  it('keeps HR’s choice on the challan HR allocated; the month’s other challan takes what is left', () => {
    // HR puts Vikram's whole ₹6,120.40 on the second challan... which paid in only ₹3,620.40.
    const partial = [{ challanId: 2, runId: 11, amount: R(3_620.4) }];
    expect(allocate(runs, challans, partial)).toEqual([
      { challanId: 2, runId: 11, amount: R(3_620.4) },
      { challanId: 1, runId: 10, amount: R(2_500) },
      { challanId: 1, runId: 11, amount: R(2_500) },
      { challanId: 1, runId: 12, amount: R(1_000) },
    ]);
  });

  it('takes HR’s choice for every challan of a month: whole runs per challan', () => {
    const chosen = [
      { challanId: 1, runId: 11, amount: R(6_000) },
      { challanId: 2, runId: 10, amount: R(2_500) },
      { challanId: 2, runId: 12, amount: R(1_000) },
    ];
    expect(allocate(runs, challans, chosen)).toEqual(chosen);
    // ₹6,120.40 deducted from run 11, ₹6,000 allocated: October is ₹120.40 short.
    expect(allocationProblems(runs, challans, chosen)).toEqual([
      { kind: 'not_covered', year: 2025, month: 10, deducted: R(9_620.4), allocated: R(9_500) },
    ]);
  });

  it('refuses a challan credited with more than it paid in', () => {
    const chosen = [
      { challanId: 2, runId: 11, amount: R(6_120.4) },
      { challanId: 1, runId: 10, amount: R(2_500) },
      { challanId: 1, runId: 12, amount: R(1_000) },
    ];
    expect(allocationProblems(runs, challans, chosen)).toEqual([
      { kind: 'over_allocated', challanId: 2, allocated: R(6_120.4), deposited: R(3_620.4) },
    ]);
  });

  it('a month short of challans is not covered; a nil deduction needs no challan', () => {
    const short = [{ id: 1, ...OCT, depositedOn: '2025-11-07', amount: R(6_000) }];
    expect(allocationProblems(runs, short, allocate(runs, short, []))).toEqual([
      { kind: 'not_covered', year: 2025, month: 10, deducted: R(9_620.4), allocated: R(6_000) },
    ]);
    const nil: Deduction[] = [{ runId: 20, employeeCode: 'CHF0009', ...OCT, tds: 0 }];
    expect(allocate(nil, [], [])).toEqual([]);
    expect(allocationProblems(nil, [], [])).toEqual([]);
  });
});
