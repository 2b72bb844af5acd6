import type { ReportDefinition } from './definition';
import { payrollRegister } from './payroll-reports';

// Scaffold, replaced in this change by the real definition.
export const pfEcr: ReportDefinition<'pf-ecr'> = payrollRegister as unknown as ReportDefinition<'pf-ecr'>;
