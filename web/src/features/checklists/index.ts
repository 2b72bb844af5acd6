// The checklists feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { useChecklistTasks } from './api';
export { ChecklistOfTask } from './components/ChecklistOfTask';

/**
 * The checklists section of an employee's record (/employees/{id}), loaded on demand with the page that
 * shows it: app/router hands it to employeeRoutes, as it does the letters' section.
 */
export const loadEmployeeChecklistsSection = async () =>
  (await import('./components/EmployeeChecklistsSection')).EmployeeChecklistsSection;
