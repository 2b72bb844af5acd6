import { ATTENDANCE_REQUEST_LABELS, type AttendanceRequest } from '@hrms/contracts/attendance-requests';
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
import { periodLabel } from '@/features/approvals';
import { daysLabel, timesLabel } from '../labels';

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
  return [
    ...(showEmployee ? [employeeColumn<AttendanceRequest>()] : []),
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
    reasonColumn<AttendanceRequest>(),
    statusColumn<AttendanceRequest>(),
    actionsColumn(actions),
  ];
}
