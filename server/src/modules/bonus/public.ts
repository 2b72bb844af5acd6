// The bonus module's public door: what other modules may use. Everything else in the folder is private.
export { bonusSource } from './payroll-source';
export { bonusSettlement } from './settlement';
