import type { ApprovalDelegation } from '@hrms/contracts/approvals';
import { Plus, Trash2, UserRoundCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DeleteRowDialog } from '@/components/ui/DeleteRowDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useDelegations, useDeleteDelegation } from '../api';
import { periodLabel } from '../labels';
import { DelegationDialog } from './DelegationDialog';

const delegationWords = (d: ApprovalDelegation) => `${d.delegate.name} decides for ${d.employee.name}`;

/**
 * "Delegate while away" on the inbox: the delegations the caller may see (their own; HR's, the company's),
 * one added for the caller's own absence, one deleted after confirming.
 */
export function DelegationsSection() {
  const { user } = useSession();
  const employeeId = user?.employee?.id ?? null;
  const delegations = useDelegations();
  const remove = useDeleteDelegation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ApprovalDelegation | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const addButton =
    employeeId === null ? null : (
      <Button
        size="sm"
        variant="secondary"
        icon={Plus}
        onClick={() => {
          setDone(null);
          setAdding(true);
        }}
      >
        Add delegation
      </Button>
    );

  return (
    <SectionCard
      title="Delegate while away"
      description="While you are away, a colleague you choose decides what waits for you."
      actions={addButton}
    >
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={remove.isError ? errorMessage(remove.error, 'Failed to delete the delegation') : null}
        onDismiss={remove.reset}
      />
      <QueryFrame
        query={delegations}
        failure="Failed to load delegations"
        loadingLabel="Loading delegations..."
      >
        {(rows) =>
          rows.length ? (
            <ul aria-label="Delegations" className="divide-y divide-slate-100">
              {rows.map((d) => (
                <li
                  key={d.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-slate-900">{delegationWords(d)}</p>
                    <p className="text-slate-500">{periodLabel(d.from_date, d.to_date)}</p>
                  </div>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={Trash2}
                    aria-label={`Delete: ${delegationWords(d)}, ${periodLabel(d.from_date, d.to_date)}`}
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    onClick={() => {
                      setDone(null);
                      remove.reset();
                      setRemoving(d);
                    }}
                  >
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={UserRoundCheck}
              title="No delegations"
              hint="Add one before you go on leave, so nothing waits for you while you are away."
              className="py-6"
            />
          )
        }
      </QueryFrame>
      {adding && employeeId !== null ? (
        <DelegationDialog
          employeeId={employeeId}
          onClose={() => setAdding(false)}
          onSaved={(message) => {
            setAdding(false);
            setDone(message);
          }}
        />
      ) : null}
      <DeleteRowDialog
        row={removing}
        title="Delete delegation?"
        message={(d) =>
          `${d.delegate.name} will no longer decide for ${d.employee.name} (${periodLabel(d.from_date, d.to_date)}): what waits goes back to ${d.employee.name}.`
        }
        remove={remove}
        onClose={() => setRemoving(null)}
        onDeleted={setDone}
      />
    </SectionCard>
  );
}
