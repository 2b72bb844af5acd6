import type { VarianceRow } from '@hrms/contracts/pay-runs';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { formatINR, formatNumber, plural } from '@/lib/format';
import { signedINR } from '../actions';
import { type PayRunKey, useVariance } from '../api';

/** How many rows the review shows before "Show all". */
const SHOWN = 20;

/**
 * The review step's body: each run's net pay against the month before, its change explained by cause, and
 * the flags (flagged runs first). A payroll lead checks the flagged ones before approving.
 */
export function VarianceReview({ month }: { month: PayRunKey }) {
  const query = useVariance(month, true);
  const [all, setAll] = useState(false);
  return (
    <QueryFrame query={query} failure="Failed to load the review" loadingLabel="Loading the review...">
      {({ rows, flagged, threshold_percent }) => {
        const listed = all ? rows : rows.filter((r) => r.flags.length).slice(0, SHOWN);
        return (
          <div className="space-y-2 pt-1">
            <p className="text-sm text-slate-600">
              {flagged
                ? `${formatNumber(flagged)} of ${plural(rows.length, 'run')} flagged (net pay moved more than ${threshold_percent}%, first or last pay, missing details …).`
                : `No run flagged among ${formatNumber(rows.length)}.`}
            </p>
            {listed.length ? (
              <ul
                aria-label="Runs to review"
                className="divide-y divide-slate-100 rounded-lg border border-slate-200"
              >
                {listed.map((r) => (
                  <ReviewItem key={r.run_id} row={r} />
                ))}
              </ul>
            ) : null}
            {rows.length > listed.length || all ? (
              <Button variant="ghost" size="sm" onClick={() => setAll((v) => !v)}>
                {all ? 'Show flagged runs only' : `Show all ${plural(rows.length, 'run')}`}
              </Button>
            ) : null}
          </div>
        );
      }}
    </QueryFrame>
  );
}

function ReviewItem({ row: r }: { row: VarianceRow }) {
  return (
    <li className="space-y-1 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={`/payroll/view/${r.run_id}`} className="font-medium text-indigo-600 hover:underline">
          {r.employee_name} ({r.employee_code})
        </Link>
        <span className="tabular-nums text-slate-700">
          {r.previous_net_salary === null ? '—' : formatINR(r.previous_net_salary)} →{' '}
          {formatINR(r.net_salary)}
          {r.net_change_percent === null
            ? ''
            : ` (${r.net_change_percent > 0 ? '+' : ''}${r.net_change_percent}%)`}
        </span>
      </div>
      {r.flags.length ? (
        <div className="flex flex-wrap gap-1">
          {r.flags.map((f) => (
            <Badge key={f.flag} tone="yellow">
              {f.label}
            </Badge>
          ))}
        </div>
      ) : null}
      {r.causes.length ? (
        <p className="text-slate-600">
          {r.causes.map((c) => `${c.label} ${signedINR(c.amount)}`).join(' · ')}
        </p>
      ) : null}
    </li>
  );
}
