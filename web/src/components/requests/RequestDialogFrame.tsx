import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { ModalFormActions } from '@/components/ui/ModalFormActions';
import { QueryFrame } from '@/components/ui/QueryFrame';

/**
 * A new request's dialog around what it must load first (the days or leave one may ask for): while that
 * loads or fails, or when there is nothing to ask for (`unavailable` says why), a Close button; once there
 * is, the form (`children`) with Cancel and Send.
 */
export function RequestDialogFrame<T>({
  title,
  formId,
  pending,
  onClose,
  query,
  usable,
  failure,
  loadingLabel,
  unavailable,
  children,
}: {
  title: string;
  formId: string;
  pending: boolean;
  onClose: () => void;
  query: {
    data: T | undefined;
    error: unknown;
    isError: boolean;
    isPending: boolean;
    isPlaceholderData: boolean;
  };
  /** Whether the loaded answer offers anything to ask for. */
  usable: (data: T) => boolean;
  failure: string;
  loadingLabel: string;
  unavailable: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const ready = query.data !== undefined && usable(query.data) ? query.data : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      dismissible={!pending}
      footer={
        ready === undefined ? (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        ) : (
          <ModalFormActions
            formId={formId}
            submitLabel={pending ? 'Sending...' : 'Send request'}
            pending={pending}
            onCancel={onClose}
          />
        )
      }
    >
      {ready === undefined ? (
        <QueryFrame query={query} failure={failure} loadingLabel={loadingLabel}>
          {unavailable}
        </QueryFrame>
      ) : (
        children(ready)
      )}
    </Modal>
  );
}
