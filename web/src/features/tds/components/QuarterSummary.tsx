import type { TdsChallanSummary } from '@hrms/contracts/tax-year';
import { Badge } from '@/components/ui/Badge';
import { sectionTitle } from '@/components/ui/typography';
import { formatDate, formatINR } from '@/lib/format';
import { MONTH_NAMES } from '@/lib/months';
import { CoverageBadge } from './CoverageBadge';

const QUARTER_NAMES = ['April–June', 'July–September', 'October–December', 'January–March'];

/**
 * The year's quarters: TDS deducted by approved and paid runs against what the challans deposited, each
 * quarter covered, short or with nothing deducted, and its months with a shortfall or a late deposit.
 */
export function QuarterSummary({ summary }: { summary: TdsChallanSummary }) {
  return (
    <section aria-label="Quarter summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {summary.quarters.map((q) => {
        const months = summary.months.filter((m) => m.quarter === q.quarter);
        return (
          <article
            key={q.quarter}
            aria-label={`Q${q.quarter}`}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <header className="flex items-center justify-between gap-2">
              <h2 className={sectionTitle}>
                Q{q.quarter}{' '}
                <span className="text-sm font-normal text-slate-500">{QUARTER_NAMES[q.quarter - 1]}</span>
              </h2>
              <CoverageBadge deducted={q.deducted} covered={q.covered} shortfall={q.shortfall} icon />
            </header>
            <dl className="mt-3 grid grid-cols-2 gap-1 text-sm">
              <dt className="text-slate-500">Deducted</dt>
              <dd className="text-right tabular-nums">{formatINR(q.deducted)}</dd>
              <dt className="text-slate-500">Deposited</dt>
              <dd className="text-right tabular-nums">{formatINR(q.deposited)}</dd>
            </dl>
            <ul className="mt-3 space-y-1 text-xs text-slate-600">
              {months.map((m) => (
                <li key={m.month} className="flex flex-wrap items-center justify-between gap-1">
                  <span>
                    {MONTH_NAMES[m.month - 1]} {m.year}
                  </span>
                  <span className="flex items-center gap-1">
                    {m.covered ? null : <Badge tone="red">Short {formatINR(m.shortfall)}</Badge>}
                    {m.late ? <Badge tone="yellow">Late (due {formatDate(m.due_on)})</Badge> : null}
                    {m.covered && !m.late && m.deducted > 0 ? <Badge tone="green">✓</Badge> : null}
                  </span>
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </section>
  );
}
