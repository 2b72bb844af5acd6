import type { Filing, FilingState } from '@hrms/contracts/filing-checklist';
import type { BadgeTone } from '@/components/ui/Badge';
import { formatDate, formatINR } from '@/lib/format';

/** Each state's badge tone: blocked red, ready blue, filed amber (begun, not whole), paid green. */
export const FILING_STATE_TONES: Record<FilingState, BadgeTone> = {
  blocked: 'red',
  ready: 'blue',
  filed: 'yellow',
  paid: 'green',
};

/**
 * The filing's money in one line: what is due and by when, what was paid and what is still owed
 * ("₹12,805.00 due by 15 Dec 2026 · paid ₹12,000.00 · owed ₹805.00"); empty when it carries no amount.
 */
export function filingAmounts(f: Pick<Filing, 'kind' | 'amount' | 'paid' | 'owed' | 'due_on'>): string {
  if (f.amount === null) return '';
  const parts = [
    `${formatINR(f.amount)} ${f.kind === 'bank-transfer' ? 'net pay to transfer' : 'due'}${f.due_on ? ` by ${formatDate(f.due_on)}` : ''}`,
  ];
  if (f.paid !== null && f.paid > 0) parts.push(`paid ${formatINR(f.paid)}`);
  if (f.paid !== null && f.paid > 0 && f.owed !== null && f.owed > 0) parts.push(`owed ${formatINR(f.owed)}`);
  return parts.join(' · ');
}
