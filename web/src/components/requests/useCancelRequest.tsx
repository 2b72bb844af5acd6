import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { errorMessage } from '@/lib/api';

/** A mutation that withdraws a request by id and answers the server's message. */
export type CancelMutation = {
  mutate: (
    id: number,
    options: { onSuccess: (answer: { message: string }) => void; onSettled: () => void },
  ) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

/**
 * The requester withdrawing a pending request of their own, after confirming (its list row or its page).
 * `withdrawn` says what goes: "Your request for 3 Dec 2026".
 */
export function useCancelRequest<T extends { id: number }>({
  cancel,
  withdrawn,
  onCancelled,
}: {
  cancel: CancelMutation;
  withdrawn: (request: T) => string;
  onCancelled: (message: string) => void;
}) {
  const [target, setTarget] = useState<T | null>(null);

  const banner = (
    <ErrorBanner
      message={cancel.isError ? errorMessage(cancel.error, 'Failed to cancel the request') : null}
      onDismiss={cancel.reset}
    />
  );
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title="Cancel request?"
      message={target ? `${withdrawn(target)} is withdrawn; its approvers no longer see it.` : ''}
      confirmLabel="Cancel request"
      pendingLabel="Cancelling..."
      cancelLabel="Keep request"
      pending={cancel.isPending}
      onCancel={() => setTarget(null)}
      onConfirm={() =>
        target &&
        cancel.mutate(target.id, {
          onSuccess: (answer) => onCancelled(answer.message),
          onSettled: () => setTarget(null),
        })
      }
    />
  );

  return {
    ask: (request: T) => {
      cancel.reset();
      setTarget(request);
    },
    banner,
    dialog,
  };
}
