import type { AttendanceRequest } from '@hrms/contracts/attendance-requests';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { periodLabel } from '@/features/approvals';
import { errorMessage } from '@/lib/api';
import { useCancelAttendanceRequest } from '../api';

/** The requester withdrawing a pending request of their own, after confirming (its list row or its page). */
export function useCancelRequest(onCancelled: (message: string) => void) {
  const cancel = useCancelAttendanceRequest();
  const [target, setTarget] = useState<AttendanceRequest | null>(null);

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
      message={
        target
          ? `Your request for ${periodLabel(target.from_date, target.to_date)} is withdrawn; its approvers no longer see it.`
          : ''
      }
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
    ask: (request: AttendanceRequest) => {
      cancel.reset();
      setTarget(request);
    },
    banner,
    dialog,
  };
}
