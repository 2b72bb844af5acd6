import { useState } from 'react';
import { RejectReasonDialog } from '@/components/RejectReasonDialog';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';

type Answer = { message: string };

/** The two decision mutations of a request area: approve by id, reject by id with a reason. */
export type DecisionMutations = {
  approve: {
    mutate: (id: number, options: { onSuccess: (answer: Answer) => void; onSettled: () => void }) => void;
    reset: () => void;
    isPending: boolean;
    isError: boolean;
    error: unknown;
  };
  reject: {
    mutate: (body: { id: number; reason: string }, options: { onSuccess: (answer: Answer) => void }) => void;
    reset: () => void;
    isPending: boolean;
    isError: boolean;
    error: unknown;
  };
};

const FAILED = { approve: 'Failed to approve the request', reject: 'Failed to reject the request' };

/**
 * HR's outright decision on a request, whatever level of its chain waits: Approve after confirming (the
 * dialog says what approving does), Reject with a reason. The server's message shows in a banner.
 * `describe` names the request in a line: "Priya Nair, 3 Dec 2026".
 */
export function useRequestDecisions<T extends { id: number }>({
  approve,
  reject,
  describe,
  approving,
}: DecisionMutations & {
  describe: (request: T) => string;
  /** What approving does, after the request's line: "1 day is credited to Compensatory Off". */
  approving: (request: T) => string;
}) {
  const [target, setTarget] = useState<{ kind: 'approve' | 'reject'; request: T } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const open = (kind: 'approve' | 'reject') => (request: T) => {
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
        message={target ? `${describe(target.request)}: ${approving(target.request)}.` : ''}
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
        description={target ? `${describe(target.request)}. The requester sees the reason.` : ''}
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
