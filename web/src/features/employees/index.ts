// The employees feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { useEmployeeSearch, useSalaryStructure } from './api';
export type { ChosenEmployee } from './chosenEmployees';
export { EmployeeChecklistField } from './components/EmployeeChecklist';
export { EmployeePicker } from './components/EmployeePicker';
export { employeeKeys, invalidateEmployees } from './keys';
