// The leave-encashments module's public door: what other modules may use. Everything else in the folder is private.
export { encashmentKind } from './approval-kind';
export { encashmentSource } from './payroll-source';
