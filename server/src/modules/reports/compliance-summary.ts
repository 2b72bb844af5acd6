import type { ReportDefinition } from './definition';
import { payrollRegister } from './payroll-reports';

// Scaffold, replaced in this change by the real definition.
export const complianceSummary: ReportDefinition<'compliance-summary'> =
  payrollRegister as unknown as ReportDefinition<'compliance-summary'>;
