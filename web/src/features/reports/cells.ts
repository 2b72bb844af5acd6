import type { ReportCell, ReportColumn } from '@hrms/contracts/reports';
import { formatDate, formatINR, formatNumber, MISSING } from '@/lib/format';

/** A report cell for the screen: ₹ amounts and figures in en-IN, dates as "23 Nov 2026". */
export function formatCell(column: ReportColumn, value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING;
  if (typeof value === 'string') return column.type === 'date' ? formatDate(value) : value;
  if (column.type === 'money') return formatINR(value);
  if (column.type === 'percent') return `${formatNumber(value, 1)}%`;
  return formatNumber(value);
}

/** Figures line up on the right. */
export const isFigure = (column: ReportColumn) => column.type !== 'text' && column.type !== 'date';
