import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import { Modal } from '../../../components/ui/Modal';
import { TextAreaField } from '../../../components/ui/TextAreaField';

type RejectLeaveDialogProps = {
  open: boolean;
  /** Who asked for the leave, named in the dialog. */
  applicant: string;
  pending: boolean;
  /** The failure to show inside the dialog (it stays open so the reason is not lost). */
  error: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/** Asks for the rejection reason; "Reject Leave" stays disabled until the trimmed reason is non-empty. */
export function RejectLeaveDialog(props: RejectLeaveDialogProps) {
  // Mounted only while open, so every opening starts with an empty reason.
  return props.open ? <RejectLeaveForm {...props} /> : null;
}

function RejectLeaveForm({ applicant, pending, error, onReject, onCancel }: RejectLeaveDialogProps) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Modal
      open
      onClose={onCancel}
      title="Reject Leave Request"
      description={`Tell ${applicant} why the request is rejected. The reason is shown on the request.`}
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            type="submit"
            form="reject-leave-form"
            disabled={!trimmed}
            loading={pending}
          >
            {pending ? 'Rejecting...' : 'Reject Leave'}
          </Button>
        </>
      }
    >
      <form
        id="reject-leave-form"
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
          placeholder="e.g. The team is short-staffed that week; please pick other dates."
        />
      </form>
    </Modal>
  );
}
