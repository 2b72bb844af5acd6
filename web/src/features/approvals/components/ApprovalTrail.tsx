import type { ApprovalRequestType } from '@hrms/contracts/approvals';
import { Badge } from '@/components/ui/Badge';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatDateTime } from '@/lib/format';
import { useApprovalTrail } from '../api';
import { STEP_STATUS } from '../labels';

export type ApprovalTrailProps = {
  requestType: ApprovalRequestType;
  requestId: number;
  /** The section's title where "Approval" would be ambiguous (a day's overtime beside the day's own approval). */
  title?: string;
};

/** "Approval" on a request's page: each level of its chain, who it waited for, and who decided it, when and why. */
export function ApprovalTrail({ requestType, requestId, title = 'Approval' }: ApprovalTrailProps) {
  const trail = useApprovalTrail(requestType, requestId);
  return (
    <SectionCard title={title}>
      <QueryFrame
        query={trail}
        failure="Failed to load the approval trail"
        loadingLabel="Loading the approval trail..."
      >
        {(steps) =>
          steps.length ? (
            <ol aria-label="Approval levels" className="space-y-3">
              {steps.map((step) => {
                const status = STEP_STATUS[step.status];
                return (
                  <li key={step.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="min-w-0 font-medium break-words text-slate-900">
                        Level {step.level}: {step.approver}
                      </p>
                      <Badge tone={status.tone}>{status.label}</Badge>
                    </div>
                    {step.decided_by || step.decided_at ? (
                      <p className="mt-1 text-slate-600">
                        {step.decided_by ? `By ${step.decided_by}` : 'Decided'}
                        {step.decided_at ? ` on ${formatDateTime(step.decided_at)}` : ''}
                      </p>
                    ) : null}
                    {step.note ? (
                      <p className="mt-1 whitespace-pre-line break-words text-slate-600">{step.note}</p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className="text-sm text-slate-500">No approval levels recorded for this request.</p>
          )
        }
      </QueryFrame>
    </SectionCard>
  );
}
