import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import type { Column } from '@/components/ui/DataTable';
import { personName } from '@/lib/personName';
import { type Standing, standingLabel } from './standing';

type Person = { first_name: string; last_name: string; employee_id: string };

/** Whose request it is (on a team's list): the name and employee code. */
export function employeeColumn<T extends { employee: Person }>(): Column<T> {
  return {
    key: 'employee',
    header: 'Employee',
    cell: (request) => (
      <div className="min-w-0 max-md:text-right">
        <p className="truncate font-medium text-slate-900">{personName(request.employee)}</p>
        <p className="truncate text-xs text-slate-500">{request.employee.employee_id}</p>
      </div>
    ),
  };
}

/** Why it was asked for, clamped to three lines (the whole reason in its title). */
export function reasonColumn<T extends { reason: string | null }>(): Column<T> {
  return {
    key: 'reason',
    header: 'Reason',
    cell: (request) => (
      <p
        className="line-clamp-3 w-48 break-words whitespace-normal text-slate-600 max-md:w-auto"
        title={request.reason ?? undefined}
      >
        {request.reason || '—'}
      </p>
    ),
  };
}

/**
 * Its status, where it stands in its chain (in the area's words when it has statuses of its own), and a
 * rejection's reason.
 */
export function statusColumn<T extends Standing & { rejection_reason: string | null }>(
  standing: (request: T) => string | null = standingLabel,
): Column<T> {
  return {
    key: 'status',
    header: 'Status',
    cell: (request) => (
      <div className="w-48 space-y-1 whitespace-normal max-md:w-auto">
        <StatusBadge status={request.status} />
        {standing(request) ? <p className="text-xs text-slate-500">{standing(request)}</p> : null}
        {request.rejection_reason ? (
          <p className="text-xs break-words text-red-700">Reason: {request.rejection_reason}</p>
        ) : null}
      </div>
    ),
  };
}

export function actionsColumn<T>(actions: (request: T) => ReactNode): Column<T> {
  return { key: 'actions', header: 'Actions', srOnlyHeader: true, align: 'right', cell: actions };
}

/** A pending request's Reject and Approve, named with whose it is for a screen reader. */
export function DecisionButtons({
  whose,
  busy,
  onApprove,
  onReject,
}: {
  whose: string;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button
        size="sm"
        variant="secondary"
        icon={X}
        className="text-red-700"
        aria-label={`Reject the request of ${whose}`}
        disabled={busy}
        onClick={onReject}
      >
        Reject
      </Button>
      <Button
        size="sm"
        icon={Check}
        aria-label={`Approve the request of ${whose}`}
        disabled={busy}
        onClick={onApprove}
      >
        Approve
      </Button>
    </div>
  );
}
