import type { AttendanceRequest } from '@hrms/contracts/attendance-requests';
import { useState } from 'react';
import { RejectReasonDialog } from '@/components/RejectReasonDialog';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { periodLabel } from '@/features/approvals';
import { errorMessage } from '@/lib/api';
import { personName } from '@/lib/personName';
import { useApproveAttendanceRequest, useRejectAttendanceRequest } from '../api';
import { daysLabel } from '../labels';

const FAILED = { approve: 'Failed to approve the request', reject: 'Failed to reject the request' };

type Target = { kind: 'approve' | 'reject'; request: AttendanceRequest } | null;

/** What a request is, in a line: "Priya Nair, 3 Dec 2026 to 5 Dec 2026". */
const requestWords = (request: AttendanceRequest) =>
  `${personName(request.employee)}, ${periodLabel(request.from_date, request.to_date)}`;

/**
 * HR's outright decision on a request (approve-attendance), whatever level of its chain waits: Approve after
 * confirming, Reject with a reason. The server's message shows in a banner.
 */
export function useRequestDecisions() {
  const approve = useApproveAttendanceRequest();
  const reject = useRejectAttendanceRequest();
  const [target, setTarget] = useState<Target>(null);
  const [done, setDone] = useState<string | null>(null);

  const open = (kind: 'approve' | 'reject') => (request: AttendanceRequest) => {
    setDone(null);
    approve.reset();
    reject.reset();
    setTarget({ kind, request });
  };
  const close = () => setTarget(null);

  const banners = (
    <>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={approve.isError ? errorMessage(approve.error, FAILED.approve) : null}
        onDismiss={approve.reset}
      />
    </>
  );

  const dialogs = (
    <>
      <ConfirmDialog
        open={target?.kind === 'approve'}
        title="Approve request?"
        message={
          target
            ? `${requestWords(target.request)}: ${daysLabel(target.request.days).toLowerCase()} will count as worked, whichever level it waits at.`
            : ''
        }
        confirmLabel="Approve"
        pendingLabel="Approving..."
        tone="primary"
        pending={approve.isPending}
        onCancel={close}
        onConfirm={() =>
          target &&
          approve.mutate(target.request.id, {
            onSuccess: (answer) => setDone(answer.message),
            onSettled: close,
          })
        }
      />
      <RejectReasonDialog
        open={target?.kind === 'reject'}
        title="Reject request"
        noun="request"
        description={target ? `${requestWords(target.request)}. The requester sees the reason.` : ''}
        placeholder="Why is it rejected?"
        pending={reject.isPending}
        error={reject.isError ? errorMessage(reject.error, FAILED.reject) : null}
        onCancel={close}
        onReject={(reason) =>
          target &&
          reject.mutate(
            { id: target.request.id, reason },
            {
              onSuccess: (answer) => {
                setDone(answer.message);
                close();
              },
            },
          )
        }
      />
    </>
  );

  return {
    approve: open('approve'),
    reject: open('reject'),
    /** The request a decision is being recorded for, to disable its buttons. */
    busyId: approve.isPending || reject.isPending ? (target?.request.id ?? null) : null,
    banners,
    dialogs,
  };
}
