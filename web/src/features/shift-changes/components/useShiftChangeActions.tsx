import type { ShiftChangeRequest } from '@hrms/contracts/shifts';
import { useState } from 'react';
import { useCancelRequest } from '@/components/requests/useCancelRequest';
import { useRequestDecisions } from '@/components/requests/useRequestDecisions';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { periodLabel } from '@/features/approvals';
import { errorMessage } from '@/lib/api';
import { personName } from '@/lib/personName';
import { useRejectRequest, useRequestAction } from '@/lib/requestHooks';
import { shiftChanges, useSwapAnswer } from '../api';
import { approvingWords, requestWords } from '../labels';

/** HR's outright Approve (after confirming) and Reject (with a reason) of a pending shift change. */
export function useShiftChangeDecisions() {
  return useRequestDecisions<ShiftChangeRequest>({
    approve: useRequestAction(shiftChanges, 'approve'),
    reject: useRejectRequest(shiftChanges),
    describe: requestWords,
    approving: approvingWords,
  });
}

/** The requester withdrawing a request not yet decided (a swap before its colleague answers too). */
export function useCancelShiftChange(onCancelled: (message: string) => void) {
  return useCancelRequest<ShiftChangeRequest>({
    cancel: useRequestAction(shiftChanges, 'cancel'),
    withdrawn: (request) =>
      `Your ${request.kind === 'swap' ? 'shift swap' : 'shift change'} request for ${periodLabel(request.from_date, request.to_date)}`,
    onCancelled,
  });
}

const CONFIRM = {
  accept: {
    title: 'Accept the swap?',
    label: 'Accept swap',
    pending: 'Accepting...',
    tone: 'primary',
    outcome: 'It goes for approval; once approved, you work each other’s shifts on these days.',
  },
  decline: {
    title: 'Decline the swap?',
    label: 'Decline swap',
    pending: 'Declining...',
    tone: 'danger',
    outcome: 'The request ends here, and your shifts stay as they are.',
  },
} as const;

/**
 * The colleague's answer to a swap asked of them, each after confirming: Accept sends it to the requester's
 * approval chain, Decline ends it. The server's message shows in a banner.
 */
export function useSwapAnswers() {
  const accept = useSwapAnswer('accept');
  const decline = useSwapAnswer('decline');
  const [target, setTarget] = useState<{ answer: 'accept' | 'decline'; request: ShiftChangeRequest } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);
  const mutation = target?.answer === 'decline' ? decline : accept;
  const failed = accept.isError ? accept : decline.isError ? decline : null;

  const open = (answer: 'accept' | 'decline') => (request: ShiftChangeRequest) => {
    setDone(null);
    accept.reset();
    decline.reset();
    setTarget({ answer, request });
  };
  const close = () => setTarget(null);
  const words = target ? CONFIRM[target.answer] : CONFIRM.accept;

  const banners = (
    <>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={
          failed
            ? errorMessage(failed.error, `Failed to ${failed === accept ? 'accept' : 'decline'} the swap`)
            : null
        }
        onDismiss={() => {
          accept.reset();
          decline.reset();
        }}
      />
    </>
  );

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={words.title}
      message={
        target
          ? `${personName(target.request.employee)} asks to swap shifts with you, ${periodLabel(target.request.from_date, target.request.to_date)}. ${words.outcome}`
          : ''
      }
      confirmLabel={words.label}
      pendingLabel={words.pending}
      cancelLabel="Not now"
      tone={words.tone}
      pending={mutation.isPending}
      onCancel={close}
      onConfirm={() =>
        target &&
        mutation.mutate(target.request.id, {
          onSuccess: (answer) => setDone(answer.message),
          onSettled: close,
        })
      }
    />
  );

  return {
    accept: open('accept'),
    decline: open('decline'),
    /** The request an answer is being recorded for, to disable its buttons. */
    busyId: accept.isPending || decline.isPending ? (target?.request.id ?? null) : null,
    banners,
    dialog,
  };
}
