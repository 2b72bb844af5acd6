// The attendance module's public door: what other modules may use. Everything else in the folder is private.

export type { ShiftRules } from './clock';
export { scoreDay } from './clock';
export { type RecomputeRun, recomputeRun } from './payroll-recompute';
export { employeeSummary, employeesMonth } from './service';
