// The attendance module's public door: what other modules may use. Everything else in the folder is private.

export { correctAttendance } from './correction';
export type { ShiftRules } from './engine/clock';
export { hoursOf, scoreDay, workedMinutes } from './engine/clock';
export { ordinaryMinutes, weekOf, weekOvertime } from './engine/overtime';
export { overtimeKind } from './overtime-chain';
export { type RecomputeRun, recomputeRun } from './payroll-recompute';
export { applyPunchedDays, type PunchedDay, type PunchedOutcome, shiftStartTime } from './punched-days';
export { recordOn, recordsForExport } from './queries';
export {
  applyRequestedDays,
  assertMonthEditable,
  assertRequestedTimes,
  type RequestedDays,
} from './requested-days';
export { employeeSummary, employeesMonth, manualEntry, workingCalendar } from './service';
