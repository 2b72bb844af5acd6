import { Badge } from '@/components/ui/Badge';
import { formatDate, MISSING } from '@/lib/format';
import { expiryBadge } from '../expiry';

/** A document's expiry date, with "Expired" or "Expires in N days" beside it while that is within `within` days. */
export function ExpiryCell({
  expiresOn,
  today,
  within,
}: {
  expiresOn: string | null;
  today: string;
  within?: number;
}) {
  if (!expiresOn) return <>{MISSING}</>;
  const badge = expiryBadge(expiresOn, today, within);
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
      {formatDate(expiresOn)}
      {badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : null}
    </span>
  );
}
