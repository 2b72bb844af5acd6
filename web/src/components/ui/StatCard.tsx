import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from './cx';
import { caption, mutedText } from './typography';

type StatTone = 'indigo' | 'green' | 'yellow' | 'red' | 'blue' | 'slate';

const iconTones: Record<StatTone, string> = {
  indigo: 'bg-indigo-50 text-indigo-600',
  green: 'bg-emerald-50 text-emerald-600',
  yellow: 'bg-amber-50 text-amber-600',
  red: 'bg-red-50 text-red-600',
  blue: 'bg-sky-50 text-sky-600',
  slate: 'bg-slate-100 text-slate-600',
};

type StatCardProps = {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
  tone?: StatTone;
  /** A short line under the value (trend, period). */
  hint?: ReactNode;
  /** Makes the card a link to this path. */
  to?: string;
  linkLabel?: string;
};

export function StatCard({
  label,
  value,
  icon: Icon,
  tone = 'indigo',
  hint,
  to,
  linkLabel = 'View',
}: StatCardProps) {
  // The card sizes itself to its own width (a container), not the window's: the same card sits six to a
  // row on a wide screen and two to a row on a 390 px phone. Narrow, the icon goes above the text, the
  // label wraps and the value shrinks; nothing is cut off or spills out of the card.
  const body = (
    <>
      <div className="flex flex-col-reverse gap-3 @[13rem]:flex-row @[13rem]:items-start @[13rem]:justify-between @[13rem]:gap-4">
        <div className="min-w-0">
          <p className={cx('font-medium break-words', mutedText)} data-testid="stat-label">
            {label}
          </p>
          <p
            className="mt-1 text-lg font-semibold tracking-tight [overflow-wrap:anywhere] text-slate-900 tabular-nums @[13rem]:mt-2 @[13rem]:text-2xl"
            data-testid="stat-value"
          >
            {value}
          </p>
        </div>
        {Icon ? (
          <span
            className={cx(
              'flex size-8 shrink-0 items-center justify-center rounded-lg @[13rem]:size-10',
              iconTones[tone],
            )}
          >
            <Icon aria-hidden="true" className="size-4 @[13rem]:size-5" />
          </span>
        ) : null}
      </div>
      {hint ? <p className={cx('mt-3 break-words', caption)}>{hint}</p> : null}
      {to ? (
        <p className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 group-hover:text-indigo-500">
          {linkLabel}
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </p>
      ) : null}
    </>
  );
  const card = '@container block min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
  if (to) {
    return (
      <Link to={to} className={cx(card, 'group transition-shadow hover:shadow-md')} data-testid="stat-card">
        {body}
      </Link>
    );
  }
  return (
    <div className={card} data-testid="stat-card">
      {body}
    </div>
  );
}
