import type { InboxItem } from '@hrms/contracts/approvals';
import { useState } from 'react';
import { RejectReasonDialog } from '@/components/RejectReasonDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { type Outcome, OutcomeBanners } from '@/components/ui/OutcomeBanners';
import { errorMessage } from '@/lib/api';
import { plural } from '@/lib/format';
import { useBulkDecision } from '../api';
import { decisionSummary } from '../labels';

const FAILED = 'Failed to record the decision';

/**
 * Approving or rejecting inbox items, one (a row's buttons) or several (the selection) through
 * POST /approvals/bulk; a rejection asks for its reason first. What happened to each shows in banners:
 * how many were approved, forwarded or rejected, and each one not decided with why.
 */
export function useInboxDecisions(items: readonly InboxItem[], onDecided: (ids: number[]) => void) {
  const bulk = useBulkDecision();
  const [rejecting, setRejecting] = useState<InboxItem[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const decide = (chosen: InboxItem[], decision: 'approve' | 'reject', reason?: string) => {
    setOutcome(null);
    const ids = chosen.map((item) => item.id);
    bulk.mutate(
      { ids, decision, reason: reason ?? null },
      {
        onSuccess: (answer) => {
          setOutcome(decisionSummary(answer.results, items));
          setRejecting(null);
          onDecided(ids);
        },
      },
    );
  };

  const startRejecting = (chosen: InboxItem[]) => {
    setOutcome(null);
    bulk.reset();
    setRejecting(chosen);
  };

  const banners = (
    <>
      <OutcomeBanners
        outcome={outcome}
        failedTitle={(n) => `Not decided: ${plural(n, 'request')}`}
        onChange={setOutcome}
      />
      <ErrorBanner
        message={bulk.isError && !rejecting ? errorMessage(bulk.error, FAILED) : null}
        onDismiss={bulk.reset}
      />
    </>
  );

  const count = rejecting?.length ?? 0;
  const dialog = (
    <RejectReasonDialog
      open={rejecting !== null}
      title={count === 1 ? 'Reject request' : `Reject ${plural(count, 'request')}`}
      noun={count === 1 ? 'request' : 'requests'}
      description={
        count === 1 && rejecting?.[0]
          ? `${rejecting[0].employee.name} sees the reason with the decision.`
          : 'Each requester sees the reason with the decision.'
      }
      placeholder="Why is it rejected?"
      pending={bulk.isPending}
      error={bulk.isError ? errorMessage(bulk.error, FAILED) : null}
      onCancel={() => setRejecting(null)}
      onReject={(reason) => rejecting && decide(rejecting, 'reject', reason)}
    />
  );

  return {
    approve: (chosen: InboxItem[]) => decide(chosen, 'approve'),
    reject: startRejecting,
    busy: bulk.isPending,
    banners,
    dialog,
  };
}
