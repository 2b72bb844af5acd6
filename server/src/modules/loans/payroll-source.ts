import type { AdditionSource } from '../payroll/additions';

/** What payroll pays through this source: each active loan's EMI (H3 fills this in). */
export const loanSource: AdditionSource = {
  load: async () => new Map(),
  attach: async () => {},
};
