import type { ReportDefinition } from './definition';
import { payrollRegister } from './payroll-reports';

// Scaffold, replaced in this change by the real definition.
export const esicUpload: ReportDefinition<'esic-upload'> =
  payrollRegister as unknown as ReportDefinition<'esic-upload'>;
