import { subsectionTitle } from '@/components/ui/typography';
import { formatNumber } from '@/lib/format';
import type { DaysLine, PaidDays } from '../paidDays';

/** One side of the month (paid or not): each kind of day and how many. */
function DaysTable({ caption, lines }: { caption: string; lines: DaysLine[] }) {
  return (
    <table className="w-full self-start text-sm">
      <caption className="pb-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {caption}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Days</th>
          <th scope="col">Count</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row" className="py-2 text-left align-top font-normal text-slate-600">
              {line.label}
              {line.note ? <span className="block text-xs text-slate-500">{line.note}</span> : null}
            </th>
            <td className="py-2 text-right align-top text-slate-900 tabular-nums">
              {formatNumber(line.days)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * "How the days were paid": the month's days by kind, paid and not, from the attendance summary the run
 * was computed from, under the pay basis it was paid on.
 */
export function PaidDaysBreakdown({ days }: { days: PaidDays }) {
  return (
    <section aria-labelledby="paid-days-heading" className="space-y-3 border-t border-slate-100 pt-4">
      <div>
        <h3 id="paid-days-heading" className={subsectionTitle}>
          How the days were paid
        </h3>
        <p className="text-sm text-slate-600">
          Pay basis: <span className="font-medium text-slate-900">{days.basisLabel}</span>
        </p>
        <p className="text-xs text-slate-500">{days.basisHint}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        <DaysTable caption="Paid" lines={days.paid} />
        <DaysTable caption="Not paid" lines={days.unpaid} />
      </div>
    </section>
  );
}
