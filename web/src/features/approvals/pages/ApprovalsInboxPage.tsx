import { APPROVAL_REQUEST_TYPES, type ApprovalRequestType } from '@hrms/contracts/approvals';
import { CheckCheck, Inbox, Settings2, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { FilterBar } from '@/components/ui/FilterBar';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SelectField } from '@/components/ui/SelectField';
import { plural } from '@/lib/format';
import { useCan } from '@/lib/useCan';
import { useInbox } from '../api';
import { DelegationsSection } from '../components/DelegationsSection';
import { inboxColumns } from '../components/inboxColumns';
import { useInboxDecisions } from '../components/useInboxDecisions';
import { TYPE_OPTIONS } from '../labels';

const typeOf = (value: string | null): ApprovalRequestType | '' =>
  (APPROVAL_REQUEST_TYPES as readonly string[]).includes(value ?? '') ? (value as ApprovalRequestType) : '';

/**
 * /approvals, for everyone: the requests waiting at a level the caller decides (or decides for someone
 * away), approved or rejected one by one or a selection at once; and the caller's delegations while away.
 */
export function ApprovalsInboxPage() {
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const inbox = useInbox(type);
  const items = inbox.data?.data ?? [];
  const canManageChains = useCan('manage-approval-chains');
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  // Only what is still listed stays selected (a decision or a refetch removes the rest).
  const chosen = items.filter((item) => picked.has(item.id));
  const selected = new Set(chosen.map((item) => item.id));
  const decisions = useInboxDecisions(items, (ids) =>
    setPicked((current) => new Set([...current].filter((id) => !ids.includes(id)))),
  );
  const [now] = useState(() => new Date());

  const toggle = (id: number, checked: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns = inboxColumns({
    selected,
    onToggle: toggle,
    onApprove: (item) => decisions.approve([item]),
    onReject: (item) => decisions.reject([item]),
    busy: decisions.busy,
    now,
  });
  const allChosen = items.length > 0 && chosen.length === items.length;

  return (
    <>
      <PageHeader
        title="Approvals"
        description="Requests waiting at a level of their approval chain that you decide, or decide for a colleague away."
        actions={
          canManageChains ? (
            <ButtonLink to="/settings/approval-chains" variant="secondary" icon={Settings2}>
              Approval chains
            </ButtonLink>
          ) : null
        }
      />
      <div className="space-y-4">
        <FilterBar columns={2} className="">
          <SelectField
            label="Request type"
            placeholder="All request types"
            options={TYPE_OPTIONS}
            value={type}
            onChange={(event) =>
              setParams(event.target.value ? { type: event.target.value } : {}, { replace: true })
            }
          />
        </FilterBar>
        {decisions.banners}
        <QueryFrame
          query={inbox}
          failure="Failed to load the requests waiting for you"
          loadingLabel="Loading the requests waiting for you..."
          card
        >
          {(answer) => (
            <div className="space-y-3">
              {answer.data.length ? (
                <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between">
                  <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
                    <input
                      type="checkbox"
                      className="size-4 accent-indigo-600"
                      checked={allChosen}
                      onChange={(event) =>
                        setPicked(event.target.checked ? new Set(items.map((item) => item.id)) : new Set())
                      }
                    />
                    {chosen.length
                      ? `${plural(chosen.length, 'request')} selected`
                      : `Select all ${plural(answer.total, 'request')}`}
                  </label>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="danger"
                      icon={X}
                      disabled={!chosen.length || decisions.busy}
                      onClick={() => decisions.reject(chosen)}
                    >
                      Reject selected
                    </Button>
                    <Button
                      size="sm"
                      icon={CheckCheck}
                      disabled={!chosen.length || decisions.busy}
                      onClick={() => decisions.approve(chosen)}
                    >
                      Approve selected
                    </Button>
                  </div>
                </div>
              ) : null}
              <ResponsiveTable
                caption="Requests waiting for you"
                columns={columns}
                rows={answer.data}
                rowKey={(item) => item.id}
                empty={
                  <EmptyState
                    icon={Inbox}
                    title="Nothing waits for you"
                    hint={
                      type
                        ? 'No request of this type waits for your decision.'
                        : 'Requests you approve appear here when they reach your level.'
                    }
                  />
                }
              />
            </div>
          )}
        </QueryFrame>
        <DelegationsSection />
      </div>
      {decisions.dialog}
    </>
  );
}
