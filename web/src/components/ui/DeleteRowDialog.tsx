import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

type DeleteRowDialogProps<T extends { id: number }> = {
  /** The row whose Delete was chosen; null keeps the dialog closed. */
  row: T | null;
  title: string;
  message: (row: T) => ReactNode;
  /** The delete mutation (react-query's shape): answers `{ message }` on success. */
  remove: {
    isPending: boolean;
    mutate: (
      id: number,
      options: { onSuccess: (answer: { message: string }) => void; onError: () => void },
    ) => void;
  };
  /** Closes the dialog (whether the delete succeeded, failed or was cancelled). */
  onClose: () => void;
  /** The server's message once deleted (the page's success banner). */
  onDeleted: (message: string) => void;
};

/**
 * A list row's delete confirmation: confirming runs the delete, then closes with the server's message; a failure
 * closes it too and leaves the page's error banner (from the mutation) to say why.
 */
export function DeleteRowDialog<T extends { id: number }>({
  row,
  title,
  message,
  remove,
  onClose,
  onDeleted,
}: DeleteRowDialogProps<T>) {
  return (
    <ConfirmDialog
      open={row !== null}
      title={title}
      message={row ? message(row) : ''}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        row &&
        remove.mutate(row.id, {
          onSuccess: (answer) => {
            onClose();
            onDeleted(answer.message);
          },
          onError: onClose,
        })
      }
    />
  );
}
