import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'green' | 'red' | 'yellow' | 'blue' | 'gray' | 'indigo';

const tones: Record<BadgeTone, string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  blue: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  gray: 'bg-slate-100 text-slate-600 ring-slate-500/20',
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-600/20',
};

const statusTones: Record<string, BadgeTone> = {
  active: 'green',
  approved: 'green',
  paid: 'green',
  present: 'green',
  published: 'green',
  hired: 'green',
  completed: 'green',
  inactive: 'gray',
  draft: 'gray',
  closed: 'gray',
  cancelled: 'gray',
  disbanded: 'gray',
  pending: 'yellow',
  on_leave: 'yellow',
  'on leave': 'yellow',
  late: 'yellow',
  half_day: 'yellow',
  suspended: 'yellow',
  processed: 'blue',
  reviewing: 'blue',
  shortlisted: 'blue',
  interview: 'blue',
  rejected: 'red',
  terminated: 'red',
  absent: 'red',
  failed: 'red',
};

/** The badge colour for a status word (unknown statuses are gray). */
export function toneForStatus(status: string | null | undefined): BadgeTone {
  return statusTones[(status ?? '').toLowerCase()] ?? 'gray';
}

/** "on_leave" → "On leave", "full_time" → "Full time". */
export function humanize(value: string): string {
  const text = value.replaceAll('_', ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function Badge({
  tone = 'gray',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A badge whose colour and text come from a status value. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return <Badge tone={toneForStatus(status)}>{humanize(status)}</Badge>;
}
