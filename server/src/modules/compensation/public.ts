// The compensation module's public door: what other modules may use. Everything else in the folder is private.

export {
  type ClassedPayment,
  type CodeWages,
  codeWages,
  codeWagesOf,
  structureCodeWages,
} from './engine/code-wages';
export {
  type Ctc,
  type CtcLine,
  type CtcMonth,
  costToCompany,
  type EmployerMonth,
} from './engine/ctc';
export type { ProfessionalTaxSlab } from './engine/professional-tax';
export {
  professionalTax,
  professionalTaxSlabFrom,
  ptExempt,
  ptPeriod,
  ptPeriodMonthsOf,
} from './engine/professional-tax';
export type { StructureLine } from './engine/structure';
export { computeStructure } from './engine/structure';
export { PT_EFFECTIVE_FROM, PT_SLABS } from './professional-tax-rates';
export {
  componentsOfCompany,
  payLinesOf,
  structureComponentsOfCompanies,
  structureLinesOfCompanies,
} from './structures-queries';
export {
  type MinimumWageFloor,
  salaryStructureOf,
  saveSalaryStructure,
  structureLineOf,
  structureLinesInForce,
} from './structures-service';
export type { TaxRules } from './tax/engine';
export { computeAnnualTax } from './tax/engine';
export {
  NEW_REGIME_METADATA,
  NEW_REGIME_SLABS,
  OLD_REGIME_METADATA,
  OLD_REGIME_SLABS,
  SEEDED_REGIMES,
} from './tax/regimes-in-force';
export { taxRulesFrom } from './tax/rules';
