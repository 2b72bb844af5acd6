// The tax-year module's public door: what other modules may use. Everything else in the folder is private.

export type { TaxYearFacts } from './declarations-in-force';
export { taxYearFacts } from './declarations-in-force';
export { ageInYear } from './engine/age';
export { taxYear } from './engine/tax-year';
export type {
  ChapterVIAParts,
  Declarations,
  PreviousEmployment,
  RegimeRules,
  SalaryMonth,
  TaxLine,
  TaxYearInput,
  TaxYearResult,
} from './engine/types';
export { type PayrollTaxMonths, type PayrollTaxMonthsOf, payrollTaxMonths } from './payroll-months';
export { taxPositions } from './position';
export {
  previousEmploymentOf,
  previousEmployments,
  savePreviousEmployment,
} from './previous-employment';
export { regimeOfKind, regimesOfYear } from './regime-of-kind';
