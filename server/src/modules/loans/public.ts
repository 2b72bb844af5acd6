// The loans module's public door: what other modules may use. Everything else in the folder is private.
export { loanSource } from './payroll-source';
export { type LoanPosition, loansOfKey, type RunningLoan, runningLoans } from './running';
export { createLoan, updateLoan } from './service';
export { loanSettlement } from './settlement';
