import type { ReimbursementClaim } from '@hrms/contracts/reimbursements';
import { Badge, StatusBadge } from '@/components/ui/Badge';
import { paidInLabel } from '../labels';

/** The claim's status, "Paid" once its money went out, and where it is paid or why it was rejected. */
export function ClaimStatus({ claim }: { claim: ReimbursementClaim }) {
  const where = paidInLabel(claim);
  return (
    <div className="space-y-1 whitespace-normal">
      {claim.is_paid ? <Badge tone="green">Paid</Badge> : <StatusBadge status={claim.status} />}
      {where ? <p className="text-xs text-slate-500">{where}</p> : null}
      {claim.status === 'rejected' && claim.rejection_reason ? (
        <p className="text-xs text-red-700">Reason: {claim.rejection_reason}</p>
      ) : null}
    </div>
  );
}
