import { EXPIRING_SOON_DAYS } from '@hrms/contracts/documents';
import type { BadgeTone } from '@/components/ui/Badge';
import { formatNumber } from '@/lib/format';

/** Whole days from `today` to `date` (both YYYY-MM-DD): negative once it has passed. */
export function daysUntil(date: string, today: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** How soon a document expires, in words: "Expired", "Expires today", "Expires tomorrow", "Expires in 12 days". */
export function expiryWording(expiresOn: string, today: string): string {
  const days = daysUntil(expiresOn, today);
  if (days < 0) return 'Expired';
  if (days === 0) return 'Expires today';
  if (days === 1) return 'Expires tomorrow';
  return `Expires in ${formatNumber(days)} days`;
}

/**
 * The badge beside a document's expiry date: red once it has expired or expires today, amber while it
 * expires within `within` days; none for a document without an expiry date or expiring later.
 */
export function expiryBadge(
  expiresOn: string | null,
  today: string,
  within: number = EXPIRING_SOON_DAYS,
): { label: string; tone: BadgeTone } | null {
  if (!expiresOn) return null;
  const days = daysUntil(expiresOn, today);
  if (days > within) return null;
  return { label: expiryWording(expiresOn, today), tone: days <= 0 ? 'red' : 'yellow' };
}
