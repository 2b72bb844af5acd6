import type { BadgeTone } from '@/components/ui/Badge';
import { MONTH_NAMES } from '@/lib/months';

export const KIND_LABELS: Record<string, string> = { loan: 'Loan', advance: 'Salary advance' };
export const STATE_LABELS: Record<string, string> = { active: 'Active', repaid: 'Repaid', closed: 'Closed' };
export const STATE_TONES: Record<string, BadgeTone> = { active: 'blue', repaid: 'green', closed: 'gray' };
export const ENTRY_LABELS: Record<string, string> = {
  disbursement: 'Paid out',
  emi: 'EMI (payroll)',
  closure: 'Closed early',
  settlement: 'Full and final settlement',
};

export const monthName = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;
