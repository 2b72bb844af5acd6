// The reimbursements module's public door: what other modules may use. Everything else in the folder is private.
export { claimSource } from './payroll-source';
export { claimApprovals } from './service';
export { claimSettlement } from './settlement';
