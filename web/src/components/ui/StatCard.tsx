import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from './cx';

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
  const body = (
    <>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-500">{label}</p>
          <p className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</p>
        </div>
        {Icon ? (
          <span
            className={cx('flex size-10 shrink-0 items-center justify-center rounded-lg', iconTones[tone])}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
        ) : null}
      </div>
      {hint ? <p className="mt-3 text-xs text-slate-500">{hint}</p> : null}
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
  const card = 'block rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
  if (to) {
    return (
      <Link to={to} className={cx(card, 'group transition-shadow hover:shadow-md')}>
        {body}
      </Link>
    );
  }
  return <div className={card}>{body}</div>;
}
