import type { LeaveRequest } from '@hrms/contracts/leave';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { useApproveLeave, useCancelLeave, useRejectLeave } from '../api';
import { personName } from '../labels';
import { RejectLeaveDialog } from './RejectLeaveDialog';

/** The fallback messages of spec §8, which differ between the list and the detail screen. */
export type LeaveActionFallbacks = { approve: string; reject: string; cancel: string };

export const APPROVE_QUESTION = 'Are you sure you want to approve this leave request?';
export const CANCEL_QUESTION = 'Are you sure you want to cancel this leave request? Its days are returned.';

type Pending = { kind: 'approve' | 'reject' | 'cancel'; request: LeaveRequest } | null;

/**
 * Approve (after a confirmation), Reject (with a reason) and Cancel (the applicant's own, after a
 * confirmation) for a list row or the detail screen. The requests reload after each (the mutations
 * refresh the leave area); the server's message is shown in a banner.
 */
export function useLeaveActions(fallbacks: LeaveActionFallbacks) {
  const approve = useApproveLeave(fallbacks.approve);
  const reject = useRejectLeave(fallbacks.reject);
  const cancel = useCancelLeave(fallbacks.cancel);
  const [target, setTarget] = useState<Pending>(null);
  const [done, setDone] = useState<string | null>(null);

  const open = (kind: NonNullable<Pending>['kind']) => (request: LeaveRequest) => {
    setDone(null);
    approve.reset();
    reject.reset();
    cancel.reset();
    setTarget({ kind, request });
  };
  const close = () => setTarget(null);

  const failed = approve.error ?? cancel.error;
  const banners = (
    <>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={
          approve.error
            ? errorMessage(approve.error, fallbacks.approve)
            : cancel.error
              ? errorMessage(cancel.error, fallbacks.cancel)
              : null
        }
        onDismiss={failed ? () => (approve.error ? approve.reset() : cancel.reset()) : undefined}
      />
    </>
  );

  const dialogs = (
    <>
      <ConfirmDialog
        open={target?.kind === 'approve'}
        title="Approve Leave Request"
        message={APPROVE_QUESTION}
        confirmLabel="Approve"
        pendingLabel="Approving..."
        tone="primary"
        pending={approve.isPending}
        onCancel={close}
        onConfirm={() => {
          if (!target) return;
          approve.mutate(target.request.id, {
            onSuccess: (answer) => setDone(answer.message),
            onSettled: close,
          });
        }}
      />
      <ConfirmDialog
        open={target?.kind === 'cancel'}
        title="Cancel Leave Request"
        message={CANCEL_QUESTION}
        confirmLabel="Cancel Request"
        pendingLabel="Cancelling..."
        cancelLabel="Keep Request"
        pending={cancel.isPending}
        onCancel={close}
        onConfirm={() => {
          if (!target) return;
          cancel.mutate(target.request.id, {
            onSuccess: (answer) => setDone(answer.message),
            onSettled: close,
          });
        }}
      />
      <RejectLeaveDialog
        open={target?.kind === 'reject'}
        applicant={target ? personName(target.request.employee) : ''}
        pending={reject.isPending}
        error={reject.error ? errorMessage(reject.error, fallbacks.reject) : null}
        onCancel={close}
        onReject={(reason) => {
          if (!target) return;
          reject.mutate(
            { id: target.request.id, reason },
            {
              onSuccess: (answer) => {
                setDone(answer.message);
                close();
              },
            },
          );
        }}
      />
    </>
  );

  return {
    approve: open('approve'),
    reject: open('reject'),
    cancel: open('cancel'),
    /** The id of the request an action is running for, to disable its buttons. */
    busyId: approve.isPending || reject.isPending || cancel.isPending ? (target?.request.id ?? null) : null,
    banners,
    dialogs,
  };
}
