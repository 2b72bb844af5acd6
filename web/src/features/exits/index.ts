// The exits feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { exitKeys, settlementKeys } from './keys';

// Exits' parts shown on other features' pages, each loaded on demand with the page that shows it: app/router
// hands them to employeeRoutes and payrollRoutes (exits refreshes employees' and payroll's queries, so those
// two do not import exits).

/** The exit section of an employee's record (/employees/{id}). */
export const loadExitSection = async () => (await import('./components/ExitSection')).ExitSection;

/** The signed-in employee's own full and final settlement (/payroll). */
export const loadMySettlementCard = async () =>
  (await import('./components/MySettlementCard')).MySettlementCard;
