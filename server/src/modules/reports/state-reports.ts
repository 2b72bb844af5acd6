import type { ReportDefinition } from './definition';
import { payrollRegister } from './payroll-reports';

// Scaffold, replaced in this change by the real definitions.
export const ptRegister = payrollRegister as unknown as ReportDefinition<'pt-register'>;
export const lwfRegister = payrollRegister as unknown as ReportDefinition<'lwf-register'>;
