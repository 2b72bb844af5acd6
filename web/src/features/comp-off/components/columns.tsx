import type { CompOffRequest } from '@hrms/contracts/comp-off';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  actionsColumn,
  employeeColumn,
  reasonColumn,
  statusColumn,
} from '@/components/requests/requestColumns';
import type { Column } from '@/components/ui/DataTable';
import { recordLink } from '@/components/ui/links';
import { formatDays } from '@/features/leave';
import { formatDate } from '@/lib/format';
import { creditUseBy, dayKindLabel } from '../labels';

/**
 * A comp-off list's columns: whose (on the team's list), the day worked and its kind, the days asked for,
 * until when the credit can be used and what lapsed, why, where it stands, and the row's actions.
 */
export function compOffColumns({
  showEmployee,
  actions,
}: {
  showEmployee: boolean;
  actions: (request: CompOffRequest) => ReactNode;
}): Column<CompOffRequest>[] {
  return [
    ...(showEmployee ? [employeeColumn<CompOffRequest>()] : []),
    {
      key: 'day',
      header: 'Day worked',
      cell: (request) => (
        <div>
          <Link to={`/leave/comp-off/${request.id}`} className={recordLink}>
            {formatDate(request.work_date)}
          </Link>
          <p className="text-xs text-slate-500">{dayKindLabel(request.day_kind, request.holiday_name)}</p>
        </div>
      ),
    },
    { key: 'days', header: 'Days', cell: (request) => formatDays(request.days) },
    {
      key: 'use-by',
      header: 'Use by',
      cell: (request) => (
        <div>
          <p>{creditUseBy(request) ?? '—'}</p>
          {request.lapsed_days > 0 ? (
            <p className="text-xs text-red-700">{formatDays(request.lapsed_days)} lapsed</p>
          ) : null}
        </div>
      ),
    },
    reasonColumn<CompOffRequest>(),
    statusColumn<CompOffRequest>(),
    actionsColumn(actions),
  ];
}
