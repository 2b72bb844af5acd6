// The exits module's public door: what other modules may use. Everything else in the folder is private.
export type { BonusOwed, LoanOwed, SettlementDues, SettlementExit } from './engine/settle';
export { settlementDue, workingDayOf } from './engine/settlement-due';
export { type ExitHook, exitHooks, type RecordedExit } from './exit-hooks';
export { type SettlementSource, type Settling, settlementSources } from './settlement-sources';
