import type { Checklist } from '@hrms/contracts/checklists';
import type { Paged } from '@hrms/contracts/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Column } from '@/components/ui/DataTable';
import { recordLink } from '@/components/ui/links';
import { PagedRows } from '@/components/ui/PagedRows';
import { type ListQuery, QueryFrame } from '@/components/ui/QueryFrame';
import { todayISO } from '@/lib/dates';
import { personName } from '@/lib/personName';
import { anchorText } from '../labels';
import { ChecklistProgress } from './ChecklistProgress';
import { ChecklistStatusBadge } from './StatusBadges';

/**
 * One page of joiners' or leavers' checklists (a table, cards on a phone): whose, linked to the checklist,
 * the day it counts from, its progress with the overdue tasks, and its status; the list's loading, failure
 * and empty states, and its pages.
 */
export function ChecklistsTable({
  caption,
  query,
  empty,
  onPageChange,
}: {
  caption: string;
  query: ListQuery<Paged<Checklist>>;
  empty: ReactNode;
  onPageChange: (page: number) => void;
}) {
  const today = todayISO();
  const columns: Column<Checklist>[] = [
    {
      key: 'employee',
      header: 'Employee',
      cell: (c) => (
        <div className="min-w-0 max-md:text-right">
          <Link to={`/checklists/${c.id}`} className={recordLink}>
            {personName(c.employee)}
          </Link>
          <p className="truncate text-xs text-slate-500">{c.employee.employee_id}</p>
        </div>
      ),
    },
    { key: 'anchor', header: 'Day', cell: (c) => anchorText(c.kind, c.anchor_date, today) },
    {
      key: 'progress',
      header: 'Progress',
      cell: (c) => (
        <ChecklistProgress done={c.done} total={c.total} overdue={c.overdue} name={personName(c.employee)} />
      ),
    },
    { key: 'status', header: 'Status', cell: (c) => <ChecklistStatusBadge status={c.status} /> },
  ];

  return (
    <QueryFrame query={query} failure="Failed to load checklists" loadingLabel="Loading checklists..." card>
      {(page) => (
        <PagedRows
          page={page}
          caption={caption}
          columns={columns}
          rowKey={(c) => c.id}
          empty={empty}
          onPageChange={onPageChange}
        />
      )}
    </QueryFrame>
  );
}
