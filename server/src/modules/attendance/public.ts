// The attendance module's public door: what other modules may use. Everything else in the folder is private.

export type { ShiftRules } from './engine/clock';
export { scoreDay } from './engine/clock';
export { type RecomputeRun, recomputeRun } from './payroll-recompute';
export { employeeSummary, employeesMonth } from './service';
