// The payroll module's public door: what other modules may use. Everything else in the folder is private.

export type { AdditionSource } from './additions';
export { additionSources } from './additions';
export { type RunUnderReview, runReview } from './approval-review';
export { arrearsSource } from './arrears-source';
export { linesByVersion, loadBatch, monthlyInput, PayrollRefusal } from './batch';
export type {
  BonusPaid,
  ClaimPaid,
  EncashmentDue,
  LoanRecovery,
  PerquisitesOfMonth,
} from './engine/additions';
export { NO_ADDITIONS } from './engine/additions';
export {
  encashedPay,
  encashmentFloor,
  encashmentMonthlyPay,
  payOnBasis,
  structureEncashmentPay,
} from './engine/encashment';
export { computeMonthlyPayroll } from './engine/monthly';
export {
  type EsicRules,
  esic,
  esicCovers,
  esicRulesOf,
  type PfRules,
  pfRulesOf,
  providentFund,
} from './engine/statutory';
export { earnedLines, paidMonth } from './engine/tax-months';
export { ACTS_BASIS, structureWages, type WageBasis, wageBasisOf } from './engine/wage-bases';
export { rupeesInWords } from './engine/words';
export { figuresFromEngine } from './figures';
export { type MonthFigures, monthFigures } from './month-queries';
export { actOnMonthRuns, type MonthAction, type MonthRuns, runsToMove, type Skip } from './month-runs';
export { type OpeningMonth, openingMonths, type StoredOpeningMonth, saveOpeningMonth } from './opening';
export {
  paidFiguresOf,
  recordEvents,
  runMonthsInYear,
  structureVersionsUpTo,
  transitionRun,
} from './queries';
export { salaryPreview } from './salary-preview';
export { advanceRun, listPayrollRuns, processPayroll, recomputeEmployeeMonth } from './service';
export { payrollTaxMonths } from './tax-months';
