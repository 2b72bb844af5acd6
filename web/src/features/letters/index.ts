// The letters feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { letterKeys } from './keys';

/**
 * The letters section of an employee's record (/employees/{id}), loaded on demand with the page that shows
 * it: app/router hands it to employeeRoutes, as it does the documents' section.
 */
export const loadEmployeeLettersSection = async () =>
  (await import('./components/EmployeeLettersSection')).EmployeeLettersSection;
