import { Coffee, LogIn, LogOut, type LucideIcon, Utensils } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { formatTime } from '@/lib/format';
import type { TimelineStep } from '../timeline';

const ICONS: Record<string, LucideIcon> = {
  clock_in: LogIn,
  lunch_start: Utensils,
  lunch_end: Coffee,
  clock_out: LogOut,
};

/** The day's moments top to bottom; a step not recorded is greyed out and says so. */
export function Timeline({ steps, label = 'Timeline' }: { steps: TimelineStep[]; label?: string }) {
  return (
    <ol aria-label={label} className="relative space-y-4">
      {steps.map((step, index) => {
        const Icon = ICONS[step.key] ?? LogIn;
        const done = step.at !== null;
        return (
          <li key={step.key} className="relative flex items-center gap-3">
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-9 left-4 h-4 w-px -translate-x-1/2 bg-slate-200"
              />
            ) : null}
            <span
              className={cx(
                'flex size-8 shrink-0 items-center justify-center rounded-full ring-1 ring-inset',
                done
                  ? 'bg-indigo-50 text-indigo-600 ring-indigo-200'
                  : 'bg-slate-50 text-slate-400 ring-slate-200',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="flex min-w-0 flex-1 items-baseline justify-between gap-3 text-sm">
              <span className={cx('font-medium', done ? 'text-slate-900' : 'text-slate-500')}>
                {step.label}
              </span>
              <span className={cx('tabular-nums', done ? 'text-slate-700' : 'text-slate-500')}>
                {done ? formatTime(step.at) : 'Not recorded'}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
