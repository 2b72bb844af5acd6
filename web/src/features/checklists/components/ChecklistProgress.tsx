import { Badge } from '@/components/ui/Badge';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { overdueText, progressText } from '../labels';

/** How far a checklist has got: "3 of 7 done" over a small bar, and how many tasks are overdue. */
export function ChecklistProgress({
  done,
  total,
  overdue,
  name,
}: {
  done: number;
  total: number;
  overdue: number;
  /** Whose checklist, for the bar's accessible name. */
  name: string;
}) {
  const late = overdueText(overdue);
  return (
    <div className="min-w-32 space-y-1.5">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 tabular-nums max-md:justify-end">
        {progressText(done, total)}
        {late ? <Badge tone="red">{late}</Badge> : null}
      </p>
      <ProgressBar
        done={done}
        total={total}
        label={`${name}’s tasks done`}
        valueText={`${done} of ${total} tasks`}
        className="h-1.5"
      />
    </div>
  );
}
