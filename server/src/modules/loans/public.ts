// The loans module's public door: what other modules may use. Everything else in the folder is private.
export { loanSource } from './payroll-source';
export { loanSettlement } from './settlement';
