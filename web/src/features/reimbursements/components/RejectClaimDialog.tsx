import { RejectReasonDialog } from '@/components/RejectReasonDialog';

type Props = {
  open: boolean;
  claimant: string;
  pending: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/** Asks for the reason an expense claim is rejected. */
export function RejectClaimDialog({ claimant, ...props }: Props) {
  return (
    <RejectReasonDialog
      {...props}
      title="Reject Expense Claim"
      noun="Claim"
      description={`Tell ${claimant} why the claim is rejected. The reason is shown on the claim.`}
      placeholder="e.g. The bill is for a personal purchase."
    />
  );
}
