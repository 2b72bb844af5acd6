import type { AdditionSource } from '../payroll/additions';

/** What payroll pays through this source: the approved bonus run's entries not yet paid (H5 fills this in). */
export const bonusSource: AdditionSource = {
  load: async () => new Map(),
  attach: async () => {},
};
