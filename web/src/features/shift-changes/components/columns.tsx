import type { ShiftChangeRequest } from '@hrms/contracts/shifts';
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
import {
  askedOfMeLine,
  KIND_LABELS,
  SHIFT_CHANGE_PATHS,
  shiftChangeStanding,
  spanLabel,
  whatLabel,
} from '../labels';
import { calendarDays } from '../requestForm';

/**
 * A shift change list's columns: whose (on the team's list and the swaps asked of one), the kind, days and
 * what it asks, why, where it stands, and the row's actions.
 */
export function shiftChangeColumns({
  showEmployee,
  asked = false,
  actions,
}: {
  showEmployee: boolean;
  /** The list of swaps asked of the caller: what they would work. */
  asked?: boolean;
  actions: (request: ShiftChangeRequest) => ReactNode;
}): Column<ShiftChangeRequest>[] {
  return [
    ...(showEmployee ? [employeeColumn<ShiftChangeRequest>()] : []),
    {
      key: 'request',
      header: 'Request',
      cell: (request) => (
        <div className="min-w-0">
          <p className="text-slate-600">{KIND_LABELS[request.kind]}</p>
          <Link to={SHIFT_CHANGE_PATHS.request(request.id)} className={recordLink}>
            {periodLabel(request.from_date, request.to_date)}
          </Link>
          <p className="text-xs break-words whitespace-normal text-slate-500">
            {asked ? askedOfMeLine(request) : whatLabel(request)} ·{' '}
            {spanLabel(calendarDays(request.from_date, request.to_date))}
          </p>
        </div>
      ),
    },
    reasonColumn<ShiftChangeRequest>(),
    statusColumn<ShiftChangeRequest>(shiftChangeStanding),
    actionsColumn(actions),
  ];
}
