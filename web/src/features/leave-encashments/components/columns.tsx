import type { LeaveEncashment } from '@hrms/contracts/leave-encashments';
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
import { paidInLabel, rupees } from '../labels';

/**
 * An encashment list's columns: whose (on the team's list), the leave type and days, what it comes to and
 * how it is paid, why, where it stands, and the row's actions.
 */
export function encashmentColumns({
  showEmployee,
  actions,
}: {
  showEmployee: boolean;
  actions: (encashment: LeaveEncashment) => ReactNode;
}): Column<LeaveEncashment>[] {
  return [
    ...(showEmployee ? [employeeColumn<LeaveEncashment>()] : []),
    {
      key: 'leave',
      header: 'Leave',
      cell: (encashment) => (
        <div>
          <Link to={`/leave/encashments/${encashment.id}`} className={recordLink}>
            {formatDays(encashment.days)} of {encashment.leave_type.name}
          </Link>
          <p className="text-xs text-slate-500">Asked {formatDate(encashment.requested_at)}</p>
        </div>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      cell: (encashment) => (
        <div className="w-44 whitespace-normal max-md:w-auto">
          <p className="tabular-nums">
            {encashment.paid_in?.amount != null
              ? rupees(encashment.paid_in.amount)
              : encashment.paid_in || encashment.estimated_amount === null
                ? '—'
                : `About ${rupees(encashment.estimated_amount)}`}
          </p>
          {paidInLabel(encashment) ? (
            <p className="text-xs text-slate-500">{paidInLabel(encashment)}</p>
          ) : null}
        </div>
      ),
    },
    reasonColumn<LeaveEncashment>(),
    statusColumn<LeaveEncashment>(),
    actionsColumn(actions),
  ];
}
