import { formatNumber } from '@/lib/format';
import { percentDone } from '@/lib/progress';
import { ProgressBar } from './ui/ProgressBar';

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
      <ProgressBar
        done={done}
        total={total}
        label={labels.bar}
        valueText={`${done} of ${total} ${labels.unit}`}
      />
    </div>
  );
}
