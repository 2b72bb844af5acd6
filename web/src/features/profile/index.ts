// The profile feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { profileKeys } from './keys';

// The profile's part on another feature's page, loaded on demand with that page: app/router hands it to
// employeeRoutes (profile refreshes the employees' queries, so employees does not import profile).

/** The "Personal details" section of an employee's record (/employees/{id}). */
export const loadEmployeeProfileSection = async () =>
  (await import('./components/EmployeeProfileSection')).EmployeeProfileSection;
