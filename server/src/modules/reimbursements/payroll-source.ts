import type { AdditionSource } from '../payroll/additions';

/** What payroll pays through this source: approved claims not yet paid (H4 fills this in). */
export const claimSource: AdditionSource = {
  load: async () => new Map(),
  attach: async () => {},
};
