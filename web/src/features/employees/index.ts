// The employees feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { useEmployeeSearch } from './api';
export { EmployeePicker } from './components/EmployeePicker';
export { employeeKeys, invalidateEmployees } from './keys';
