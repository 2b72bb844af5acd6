import {
  DECLARATION_LABELS,
  type DeclarationItem,
  type DeclarationSection,
  type TaxRegimeKind,
} from '@hrms/contracts/tax-year';
import type { BadgeTone } from '@/components/ui/Badge';
import { formatINR } from '@/lib/format';

/** Short names for tables and badges. */
export const REGIME_SHORT: Record<TaxRegimeKind, string> = { new: 'New', old: 'Old' };

export function sectionLabel(section: DeclarationSection): string {
  return DECLARATION_LABELS[section];
}

/**
 * Who chose the regime: an explicit choice, or the new regime's default when nobody chose ("default" in
 * HR's list, so HR sees who has not decided yet).
 */
export function regimeChoiceText(regime: TaxRegimeKind, chosenAt: string | null): string {
  return chosenAt ? REGIME_SHORT[regime] : `${REGIME_SHORT[regime]} (default)`;
}

export type ItemStatus = {
  key: 'declared' | 'submitted' | 'accepted' | 'rejected' | 'lapsed';
  text: string;
  tone: BadgeTone;
};

/**
 * A declaration's state in words (never by colour alone): lapsed once the proof deadline passed without an
 * acceptance; accepted with the amount HR accepted (perhaps lower than declared); rejected with the reason.
 */
export function itemStatus(
  item: Pick<DeclarationItem, 'status' | 'verified_amount' | 'rejection_reason' | 'lapsed'>,
): ItemStatus {
  if (item.lapsed) return { key: 'lapsed', text: 'Lapsed', tone: 'gray' };
  switch (item.status) {
    case 'accepted':
      return { key: 'accepted', text: `Accepted ${formatINR(item.verified_amount)}`, tone: 'green' };
    case 'rejected':
      return {
        key: 'rejected',
        text: item.rejection_reason ? `Rejected: ${item.rejection_reason}` : 'Rejected',
        tone: 'red',
      };
    case 'submitted':
      return { key: 'submitted', text: 'Submitted', tone: 'yellow' };
    default:
      return { key: 'declared', text: 'Declared', tone: 'blue' };
  }
}

/** The proof window in words: "1 Jan 2027 to 31 Jan 2027", open-ended where HR set no date. */
export function proofWindowText(
  from: string | null,
  until: string | null,
  format: (d: string) => string,
): string {
  if (from && until) return `${format(from)} to ${format(until)}`;
  if (until) return `until ${format(until)}`;
  if (from) return `from ${format(from)}`;
  return 'open (no deadline set)';
}
