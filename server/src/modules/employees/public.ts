// The employees module's public door: what other modules may use. Everything else in the folder is private.
export { type CreatedEmployee, type EmployeesCreatedHook, employeesCreatedHooks } from './created-hooks';
export { accountLast4, identityAsSeen, seesStatutoryDetails } from './identity';
export { hasLeft, leftOn } from './leaving';
export { applyProfileFields, type ProfileColumns, profileColumnsOf } from './profile-fields';
export { findEmployee, type RequestingEmployee, requestingEmployee } from './queries';
export { reportsOf } from './reports';
export { type CtcFound, structureCtc } from './salary-ctc';
export { type SalaryPreview, salaryPreview } from './salary-preview';
export { type EmployeeSaved, type EmployeeWrite, saveEmployees } from './save';
export { employeeCompany, updateEmployeeSalaryStructure } from './service';
