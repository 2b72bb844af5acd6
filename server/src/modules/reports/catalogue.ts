import type { ReportKey } from '@hrms/contracts/reports';
import { bankTransfer } from './bank-transfer';
import { complianceSummary } from './compliance-summary';
import type { ReportDefinition } from './definition';
import { attendanceSummary, headcount, joinersLeavers } from './employee-reports';
import { esicContributions, esicUpload } from './esic-reports';
import { form24q, form138 } from './form-24q';
import { belowMinimumWage, labourCodeImpact, overtimeRegister, wageRegister } from './labour-code-registers';
import { bonusRegister, finalSettlementRegister } from './pay-changes-reports';
import { payrollRegister } from './payroll-reports';
import { pfContributions, pfEcr } from './pf-reports';
import { lwfRegister, professionalTaxByState, ptRegister } from './state-reports';
import { projectedTax, tdsDeducted } from './tax-reports';
import { tdsChallanRegister } from './tds-challan-report';
import { trends } from './trends-report';

/** Every report of the contracts' REPORTS, by key. */
export const REPORT_DEFINITIONS: { [K in ReportKey]: ReportDefinition<K> } = {
  'payroll-register': payrollRegister,
  'compliance-summary': complianceSummary,
  'pf-contributions': pfContributions,
  'pf-ecr': pfEcr,
  'esic-upload': esicUpload,
  'pt-register': ptRegister,
  'lwf-register': lwfRegister,
  'wage-register': wageRegister,
  'overtime-register': overtimeRegister,
  'minimum-wages': belowMinimumWage,
  'labour-code-impact': labourCodeImpact,
  'esic-contributions': esicContributions,
  'professional-tax': professionalTaxByState,
  'bank-transfer': bankTransfer,
  'bonus-register': bonusRegister,
  'final-settlements': finalSettlementRegister,
  headcount,
  'joiners-leavers': joinersLeavers,
  'attendance-summary': attendanceSummary,
  'tds-deducted': tdsDeducted,
  'projected-tax': projectedTax,
  'tds-challans': tdsChallanRegister,
  'form-24q': form24q,
  'form-138': form138,
  trends,
};
