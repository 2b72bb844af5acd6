import type { AdditionSource } from './additions';

/** What payroll pays through this source: arrears of back-dated revisions (H6 fills this in). */
export const arrearsSource: AdditionSource = {
  load: async () => new Map(),
  attach: async () => {},
};
