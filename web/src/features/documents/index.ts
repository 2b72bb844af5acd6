// The documents feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { useDocumentTypes } from './api';
export { documentKeys } from './keys';

/**
 * The documents section of an employee's record (/employees/{id}), loaded on demand with the page that shows
 * it: app/router hands it to employeeRoutes, as it does exits' section.
 */
export const loadEmployeeDocumentsSection = async () =>
  (await import('./components/EmployeeDocumentsSection')).EmployeeDocumentsSection;
