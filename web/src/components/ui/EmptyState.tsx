import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import { mutedText, sectionTitle } from './typography';

type EmptyStateProps = {
  icon?: LucideIcon;
  title: string;
  /**
   * What will fill it, or where to go: always given where the user can do nothing here themselves (an
   * empty state says what to do next; the route walk fails one with neither a hint nor an action).
   */
  hint?: ReactNode;
  /** The next step (create, apply, import), shown only to a user who may take it. */
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
    <div
      data-empty-state=""
      className={cx('flex flex-col items-center justify-center px-6 py-12 text-center', className)}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className={cx('mt-4', sectionTitle)}>{title}</h3>
      {shownHint ? (
        <p data-empty-hint="" className={cx('mt-1 max-w-sm', mutedText)}>
          {shownHint}
        </p>
      ) : null}
      {shownAction ? <div className="mt-6">{shownAction}</div> : null}
    </div>
  );
}
