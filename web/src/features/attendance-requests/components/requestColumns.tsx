import { ATTENDANCE_REQUEST_LABELS, type AttendanceRequest } from '@hrms/contracts/attendance-requests';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/ui/Badge';
import type { Column } from '@/components/ui/DataTable';
import { recordLink } from '@/components/ui/links';
import { periodLabel } from '@/features/approvals';
import { personName } from '@/lib/personName';
import { daysLabel, standingLabel, timesLabel } from '../labels';

/**
 * A request list's columns: whose (on the team's list), what and when, why, where it stands, and the row's
 * actions (Cancel on one's own, HR's Approve and Reject on the team's).
 */
export function requestColumns({
  showEmployee,
  actions,
}: {
  showEmployee: boolean;
  actions: (request: AttendanceRequest) => ReactNode;
}): Column<AttendanceRequest>[] {
  const employee: Column<AttendanceRequest> = {
    key: 'employee',
    header: 'Employee',
    cell: (request) => (
      <div className="min-w-0 max-md:text-right">
        <p className="truncate font-medium text-slate-900">{personName(request.employee)}</p>
        <p className="truncate text-xs text-slate-500">{request.employee.employee_id}</p>
      </div>
    ),
  };
  return [
    ...(showEmployee ? [employee] : []),
    {
      key: 'request',
      header: 'Request',
      cell: (request) => (
        <div>
          <p className="text-slate-600">{ATTENDANCE_REQUEST_LABELS[request.type]}</p>
          <Link to={`/attendance/requests/${request.id}`} className={recordLink}>
            {periodLabel(request.from_date, request.to_date)}
          </Link>
          <p className="text-xs text-slate-500">
            {[daysLabel(request.days), timesLabel(request.clock_in, request.clock_out)]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      ),
    },
    {
      key: 'reason',
      header: 'Reason',
      cell: (request) => (
        <p
          className="line-clamp-3 w-48 break-words whitespace-normal text-slate-600 max-md:w-auto"
          title={request.reason}
        >
          {request.reason}
        </p>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (request) => (
        <div className="w-48 space-y-1 whitespace-normal max-md:w-auto">
          <StatusBadge status={request.status} />
          {standingLabel(request) ? <p className="text-xs text-slate-500">{standingLabel(request)}</p> : null}
          {request.rejection_reason ? (
            <p className="text-xs break-words text-red-700">Reason: {request.rejection_reason}</p>
          ) : null}
        </div>
      ),
    },
    { key: 'actions', header: 'Actions', srOnlyHeader: true, align: 'right', cell: actions },
  ];
}
