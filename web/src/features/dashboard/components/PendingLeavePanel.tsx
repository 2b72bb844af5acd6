import type { LeaveRequest } from '@hrms/contracts/leave';
import { CalendarCheck, Check, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { formatDate, formatNumber } from '@/lib/format';
import { personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useApproveLeave } from '../api';

type PendingLeavePanelProps = { requests: LeaveRequest[]; total: number; loading: boolean };

/**
 * The newest pending leave requests. Approvers approve here after a confirmation; Reject opens the
 * request, where the leave screen asks for the reason.
 */
export function PendingLeavePanel({ requests, total, loading }: PendingLeavePanelProps) {
  const canApprove = useCan('approve-leaves');
  const approve = useApproveLeave();
  const [target, setTarget] = useState<LeaveRequest | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <SectionCard
      title="Pending Leave Requests"
      description={total > requests.length ? `${formatNumber(total)} waiting; the newest shown.` : undefined}
      actions={
        <Link
          to="/leaves?status=pending"
          className="text-sm font-medium text-indigo-600 hover:text-indigo-500"
        >
          View all
        </Link>
      }
      bodyClassName="p-0"
    >
      {done || approve.error ? (
        <div className="space-y-2 px-5 pt-4">
          <SuccessBanner message={done} onDismiss={() => setDone(null)} />
          <ErrorBanner
            message={approve.error ? errorMessage(approve.error, 'Failed to approve leave request') : null}
            onDismiss={() => approve.reset()}
          />
        </div>
      ) : null}
      {loading ? (
        <LoadingState variant="table" label="Loading leave requests..." />
      ) : requests.length === 0 ? (
        <EmptyState
          icon={CalendarCheck}
          title="No pending leave requests"
          hint="Requests waiting for a decision show here as people apply."
          className="py-8"
        />
      ) : (
        <ul aria-label="Pending leave requests" className="divide-y divide-slate-100">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3 text-sm">
              <div className="min-w-0 flex-1 basis-48">
                <Link to={`/leaves/${r.id}`} className="font-medium text-slate-900 hover:text-indigo-600">
                  {personName(r.employee)}
                </Link>
                <p className="text-slate-500">
                  {r.leave_type.name} · {formatDate(r.start_date)}
                  {r.end_date !== r.start_date ? ` – ${formatDate(r.end_date)}` : ''} ·{' '}
                  {formatNumber(r.days_requested)} {r.days_requested === 1 ? 'day' : 'days'}
                </p>
              </div>
              {canApprove ? (
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    icon={Check}
                    disabled={approve.isPending}
                    aria-label={`Approve leave of ${personName(r.employee)}`}
                    onClick={() => {
                      setDone(null);
                      approve.reset();
                      setTarget(r);
                    }}
                  >
                    Approve
                  </Button>
                  <ButtonLink
                    size="sm"
                    variant="secondary"
                    icon={X}
                    to={`/leaves/${r.id}`}
                    aria-label={`Reject leave of ${personName(r.employee)} (opens the request to give a reason)`}
                  >
                    Reject
                  </ButtonLink>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={target !== null}
        title="Approve Leave Request"
        message="Are you sure you want to approve this leave request?"
        confirmLabel="Approve"
        pendingLabel="Approving..."
        tone="primary"
        pending={approve.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => {
          if (!target) return;
          approve.mutate(target.id, {
            onSuccess: (answer) => setDone(answer.message),
            onSettled: () => setTarget(null),
          });
        }}
      />
    </SectionCard>
  );
}
