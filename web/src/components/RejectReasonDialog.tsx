import { useId, useState } from 'react';
import { Button } from './ui/Button';
import { ErrorBanner } from './ui/ErrorBanner';
import { Modal } from './ui/Modal';
import { TextAreaField } from './ui/TextAreaField';

export type RejectReasonDialogProps = {
  open: boolean;
  /** "Reject Leave Request"; the button says `Reject <noun>`. */
  title: string;
  noun: string;
  /** Whom the reason is for and where it shows. */
  description: string;
  placeholder: string;
  pending: boolean;
  /** The failure to show inside the dialog (it stays open so the reason is not lost). */
  error: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/**
 * Asks for a rejection reason (leave requests, expense claims); the reject button stays disabled until the
 * trimmed reason is non-empty. Mounted only while open, so every opening starts with an empty reason.
 */
export function RejectReasonDialog(props: RejectReasonDialogProps) {
  return props.open ? <RejectReasonForm {...props} /> : null;
}

function RejectReasonForm({
  title,
  noun,
  description,
  placeholder,
  pending,
  error,
  onReject,
  onCancel,
}: RejectReasonDialogProps) {
  const [reason, setReason] = useState('');
  const formId = useId();
  const trimmed = reason.trim();
  return (
    <Modal
      open
      onClose={onCancel}
      title={title}
      description={description}
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form={formId} disabled={!trimmed} loading={pending}>
            {pending ? 'Rejecting...' : `Reject ${noun}`}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed && !pending) onReject(trimmed);
        }}
      >
        <ErrorBanner message={error} />
        <TextAreaField
          label="Rejection Reason"
          required
          rows={4}
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder={placeholder}
        />
      </form>
    </Modal>
  );
}
