import type { AttendanceRecord } from '@hrms/contracts/attendance';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { EmployeeCell } from './EmployeeCell';

/**
 * A list of days on phones and tablets, one card per day instead of a wide table: the employee with the day's
 * badge, its figures (CardItems) and its actions; an optional selection box for approvers.
 */
export function RecordCards<T extends Pick<AttendanceRecord, 'id' | 'employee'>>({
  label,
  items,
  empty,
  badge,
  details,
  actions,
  select,
  className,
}: {
  label: string;
  items: T[];
  empty: ReactNode;
  badge: (item: T) => ReactNode;
  details: (item: T) => ReactNode;
  actions: (item: T) => ReactNode;
  select?: (item: T) => ReactNode;
  className?: string;
}) {
  if (!items.length) {
    return (
      <div className={cx('rounded-xl border border-slate-200 bg-white shadow-sm', className)}>{empty}</div>
    );
  }
  return (
    <ul aria-label={label} className={cx('grid gap-3 md:grid-cols-2', className)}>
      {items.map((item) => (
        <li
          key={item.id}
          className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
        >
          <div className="flex items-start gap-3">
            {select ? <div className="flex h-8 items-center">{select(item)}</div> : null}
            <div className="min-w-0 flex-1">
              <EmployeeCell employee={item.employee} />
            </div>
            {badge(item)}
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">{details(item)}</dl>
          <div className="flex justify-end border-t border-slate-100 pt-3 empty:hidden">{actions(item)}</div>
        </li>
      ))}
    </ul>
  );
}
