import { formatNumber } from '@/lib/format';

/** "29.5 / 30": the days paid of the month's days. */
export function DaysPaid({ paid, total }: { paid: number; total: number }) {
  return (
    <span className="tabular-nums">
      {formatNumber(paid, paid % 1 ? 1 : 0)} / {formatNumber(total, 0)}
    </span>
  );
}
