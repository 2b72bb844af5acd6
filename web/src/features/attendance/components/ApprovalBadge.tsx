import { Badge } from '@/components/ui/Badge';

/** Approved (green) or pending approval (yellow). */
export function ApprovalBadge({ approved }: { approved: boolean }) {
  return approved ? <Badge tone="green">Approved</Badge> : <Badge tone="yellow">Pending</Badge>;
}
