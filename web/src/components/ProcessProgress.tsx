import { formatNumber } from '@/lib/format';
import { percentDone } from '@/lib/progress';

/** What the bar says of its job: while running, when finished, what it counts, and its accessible name. */
export type ProgressLabels = { active: string; finished: string; unit: string; bar: string };

/** How far a job (a payroll run, a CSV upload, Form 16 generation) has got: items done of the total. */
export function ProcessProgress({
  done,
  total,
  active,
  labels,
}: {
  done: number;
  total: number;
  active: boolean;
  labels: ProgressLabels;
}) {
  const percent = percentDone(done, total);
  return (
    <div className="space-y-2">
      <div className="flex justify-between text-sm">
        <span className="font-medium text-slate-700">{active ? labels.active : labels.finished}</span>
        <span className="text-slate-500 tabular-nums">
          {formatNumber(done)} of {formatNumber(total)} {labels.unit} ({percent}%)
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={labels.bar}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} ${labels.unit}`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
