import { percentDone } from '@/lib/progress';
import { cx } from './cx';

/**
 * A bar of how much of something is done (a job's items, setup's steps, a checklist's tasks), named for a
 * screen reader with its count ("3 of 7 tasks").
 */
export function ProgressBar({
  done,
  total,
  label,
  valueText,
  className = 'h-2.5',
}: {
  done: number;
  total: number;
  /** The bar's accessible name ("Setup steps done"). */
  label: string;
  valueText?: string;
  /** Its height and margins. */
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={valueText}
      className={cx('overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className="h-full rounded-full bg-indigo-600 transition-[width]"
        style={{ width: `${percentDone(done, total)}%` }}
      />
    </div>
  );
}
