import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';

type EmptyStateProps = {
  icon?: LucideIcon;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  /** A filtered list that came back empty: while `active`, its own hint and a Clear filters button show instead. */
  filters?: { active: boolean; hint: string; onClear: () => void };
  className?: string;
};

export function EmptyState({ icon: Icon = Inbox, title, hint, action, filters, className }: EmptyStateProps) {
  const filtered = filters?.active === true;
  const shownHint = filtered ? filters.hint : hint;
  const shownAction = filtered ? (
    <Button variant="secondary" onClick={filters.onClear}>
      Clear filters
    </Button>
  ) : (
    action
  );
  return (
    <div className={cx('flex flex-col items-center justify-center px-6 py-12 text-center', className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
      {shownHint ? <p className="mt-1 max-w-sm text-sm text-slate-500">{shownHint}</p> : null}
      {shownAction ? <div className="mt-6">{shownAction}</div> : null}
    </div>
  );
}
