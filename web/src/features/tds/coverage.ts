import type { TdsChallanSummary } from '@hrms/contracts/tax-year';

/**
 * A quarter's (or a challan's month's) state: nothing deducted, covered by its challans, or short. The server
 * counts a quarter with no TDS deducted as covered (no shortfall), but "Covered" then says challans paid
 * something that was never due.
 */
export type Coverage = 'nothing' | 'covered' | 'short';

export function coverageOf(c: Pick<TdsChallanSummary['quarters'][number], 'deducted' | 'covered'>): Coverage {
  if (!c.covered) return 'short';
  return c.deducted > 0 ? 'covered' : 'nothing';
}
