import type { JobPosting } from '@hrms/contracts/recruitment';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { useChangeJobStatus } from '../api';

/** Spec 3 §4: the question before publishing. */
export const PUBLISH_QUESTION = 'Are you sure you want to publish this job posting?';
export const CLOSE_QUESTION =
  'Are you sure you want to close applications for this job posting? Its public page goes offline.';

type Pending = { action: 'publish' | 'close'; posting: JobPosting } | null;

/**
 * Publish and Close Applications, each after a confirmation, for the list (spec §8 fallback "Failed to
 * publish job") or the detail screen ("Failed to update job status"). The server's message is shown in
 * a banner; the recruitment area reloads after each.
 */
export function useJobStatusActions(fallbackMessage: string) {
  const change = useChangeJobStatus(fallbackMessage);
  const [target, setTarget] = useState<Pending>(null);
  const [done, setDone] = useState<string | null>(null);

  const open = (action: NonNullable<Pending>['action']) => (posting: JobPosting) => {
    setDone(null);
    change.reset();
    setTarget({ action, posting });
  };
  const close = () => setTarget(null);
  const publishing = target?.action === 'publish';

  const banners = (
    <>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={change.isError ? errorMessage(change.error, fallbackMessage) : null}
        onDismiss={change.reset}
      />
    </>
  );

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={publishing ? 'Publish Job Posting' : 'Close Applications'}
      message={publishing ? PUBLISH_QUESTION : CLOSE_QUESTION}
      confirmLabel={publishing ? 'Publish' : 'Close Applications'}
      pendingLabel={publishing ? 'Publishing...' : 'Closing...'}
      tone={publishing ? 'primary' : 'danger'}
      pending={change.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!target) return;
        change.mutate(
          { id: target.posting.id, action: target.action },
          { onSuccess: (answer) => setDone(answer.message), onSettled: close },
        );
      }}
    />
  );

  return {
    publish: open('publish'),
    close: open('close'),
    /** The id of the posting a change is running for, to disable its buttons. */
    busyId: change.isPending ? (target?.posting.id ?? null) : null,
    banners,
    dialog,
  };
}
