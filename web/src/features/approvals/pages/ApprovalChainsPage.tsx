import { APPROVAL_TYPE_LABELS, type ApprovalChain } from '@hrms/contracts/approvals';
import { Pencil, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { useChosenCompany } from '@/features/organisation';
import { errorMessage } from '@/lib/api';
import { useApprovalChains, useResetChain } from '../api';
import { ChainDialog } from '../components/ChainDialog';
import { chainSummary, defaultDeciders, escalationLabel } from '../labels';

/**
 * /settings/approval-chains (manage-approval-chains): who decides each request type, level by level, and
 * when a waiting level moves on; a type without a chain is decided by the holders of its permission.
 */
export function ApprovalChainsPage() {
  const { companyId, ready, picker } = useChosenCompany();
  const chains = useApprovalChains(companyId, ready);
  const reset = useResetChain();
  const [editing, setEditing] = useState<ApprovalChain | null>(null);
  const [resetting, setResetting] = useState<ApprovalChain | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const start = (action: () => void) => {
    setDone(null);
    reset.reset();
    action();
  };

  return (
    <>
      <PageHeader
        title="Approval Chains"
        description="Who decides each kind of request, level by level. A request waits at each level in turn; HR may still decide any request outright."
      />
      <div className="space-y-4">
        {picker}
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        <ErrorBanner
          message={reset.isError ? errorMessage(reset.error, 'Failed to reset the approval chain') : null}
          onDismiss={reset.reset}
        />
        <QueryFrame
          query={chains}
          failure="Failed to load approval chains"
          loadingLabel="Loading approval chains..."
        >
          {(rows) => (
            <div className="grid gap-4 lg:grid-cols-2">
              {rows.map((chain) => {
                const label = APPROVAL_TYPE_LABELS[chain.request_type];
                return (
                  <SectionCard
                    key={chain.request_type}
                    title={label}
                    actions={
                      <>
                        {chain.id === null ? <Badge>Default</Badge> : null}
                        <Button
                          size="sm"
                          variant="secondary"
                          icon={Pencil}
                          aria-label={`Edit the ${label} chain`}
                          onClick={() => start(() => setEditing(chain))}
                        >
                          Edit
                        </Button>
                        {chain.id === null ? null : (
                          <Button
                            size="sm"
                            variant="ghost"
                            icon={RotateCcw}
                            aria-label={`Reset the ${label} chain to default`}
                            onClick={() => start(() => setResetting(chain))}
                          >
                            Reset to default
                          </Button>
                        )}
                      </>
                    }
                  >
                    <p className="text-sm font-medium break-words text-slate-900">{chainSummary(chain)}</p>
                    {chain.id === null ? null : (
                      <p className="text-sm text-slate-500">{escalationLabel(chain.escalate_after_days)}</p>
                    )}
                  </SectionCard>
                );
              })}
            </div>
          )}
        </QueryFrame>
      </div>
      {editing ? (
        <ChainDialog
          chain={editing}
          companyId={companyId}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setDone(message);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={resetting !== null}
        title="Reset to default?"
        message={
          resetting
            ? `${APPROVAL_TYPE_LABELS[resetting.request_type]} requests go back to one level: the ${defaultDeciders(resetting.request_type)} decide.`
            : ''
        }
        confirmLabel="Reset to default"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        onCancel={() => setResetting(null)}
        onConfirm={() =>
          resetting?.id &&
          reset.mutate(resetting.id, {
            onSuccess: (answer) => setDone(answer.message),
            onSettled: () => setResetting(null),
          })
        }
      />
    </>
  );
}
