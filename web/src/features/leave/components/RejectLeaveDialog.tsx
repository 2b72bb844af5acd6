import { RejectReasonDialog } from '@/components/RejectReasonDialog';

type RejectLeaveDialogProps = {
  open: boolean;
  /** Who asked for the leave, named in the dialog. */
  applicant: string;
  pending: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/** Asks for the reason a leave request is rejected. */
export function RejectLeaveDialog({ applicant, ...props }: RejectLeaveDialogProps) {
  return (
    <RejectReasonDialog
      {...props}
      title="Reject Leave Request"
      noun="Leave"
      description={`Tell ${applicant} why the request is rejected. The reason is shown on the request.`}
      placeholder="e.g. The team is short-staffed that week; please pick other dates."
    />
  );
}
