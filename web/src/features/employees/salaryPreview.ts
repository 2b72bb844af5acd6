import type { SalaryPreviewResponse, SalaryStructureLine } from '@hrms/contracts/employees';
import { DEDUCTION_FIELDS, EMPLOYER_CONTRIBUTION_FIELDS } from '@hrms/contracts/payroll';
import { DEDUCTION_LABELS, EMPLOYER_CONTRIBUTION_LABELS } from '@hrms/contracts/payroll-labels';
import type { AmountLine } from '@/components/AmountTable';
import { shownLines } from '@/features/payroll';
import { MONTH_NAMES } from '@/lib/months';
import { type StructureTotals, structureTotals } from './salaryStructure';

/**
 * The salary structure's take-home: what payroll's engine deducts from a full month of the
 * structure and what the employer adds, as the server works it out (GET .../salary-structure/preview).
 */
export type SalaryPreview = NonNullable<SalaryPreviewResponse['preview']>;

/** A preview's TDS is the year's projected tax spread over its months, not a processed month's: said so. */
const PREVIEW_DEDUCTION_LABELS = { ...DEDUCTION_LABELS, tds_deduction: 'Income Tax (TDS, estimate)' };

/** The deductions worth listing (those not zero), in the payslip's order. */
export const previewDeductions = (preview: SalaryPreview): AmountLine[] =>
  shownLines(DEDUCTION_FIELDS, preview.deductions, PREVIEW_DEDUCTION_LABELS);

/** The employer's contributions worth listing (those not zero). */
export const previewEmployerContributions = (preview: SalaryPreview): AmountLine[] =>
  shownLines(EMPLOYER_CONTRIBUTION_FIELDS, preview.employer_contributions, EMPLOYER_CONTRIBUTION_LABELS);

/**
 * The three cards of spec 1 §2.13: after payroll's deductions when the preview is there (so Total Deductions
 * is not ₹0 while payroll deducts PF and PT), else from the structure's own lines.
 */
export function payTotals(
  lines: readonly SalaryStructureLine[],
  preview: SalaryPreview | null | undefined,
): StructureTotals {
  if (!preview) return structureTotals(lines);
  return {
    total_earnings: preview.total_earnings,
    total_deductions: preview.total_deductions,
    net_salary: preview.net_salary,
  };
}

/** Under the Total Deductions card when it holds payroll's deductions. */
export const PAY_TOTALS_HINT = 'Full month, with PF, ESIC, PT, LWF and estimated TDS';

/** "November 2026": the month whose rates the preview used. */
export const previewMonth = (preview: Pick<SalaryPreview, 'year' | 'month'>) =>
  `${MONTH_NAMES[preview.month - 1]} ${preview.year}`;
