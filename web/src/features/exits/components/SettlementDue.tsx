import { Badge } from '@/components/ui/Badge';
import { formatDate } from '@/lib/format';

/**
 * When a leaver's full and final settlement is due (Code on Wages s.17(2): two working days after the last
 * working day), flagged red once that day has passed unpaid.
 */
export function SettlementDue({ dueOn, overdue }: { dueOn: string | null; overdue: boolean }) {
  if (!dueOn) return <span className="text-slate-500">—</span>;
  return (
    <div className="space-y-0.5">
      <div className="whitespace-nowrap">{formatDate(dueOn)}</div>
      {overdue ? <Badge tone="red">Overdue</Badge> : null}
    </div>
  );
}
