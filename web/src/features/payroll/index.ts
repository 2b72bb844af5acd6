// The payroll feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { useEmployeeOptions, usePayrollRuns } from './api';
export { ApprovalNoteField } from './components/ApprovalNoteField';
export { invalidatePayroll, payrollKeys } from './keys';
export { shownLines } from './labels';
export { formatPayPeriod, payingPeriod, processYears, yearOptions } from './periods';
