import { APPROVAL_TYPE_LABELS, type InboxItem } from '@hrms/contracts/approvals';
import { Check, Inbox, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { recordLink } from '@/components/ui/links';
import { SectionCard } from '@/components/ui/SectionCard';
import { useInbox, useInboxDecisions } from '@/features/approvals';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { APPROVALS_SHOWN } from '../home';

const FAILED = 'Failed to load the requests waiting for you';

/**
 * The oldest few requests waiting for the user's decision, approved or rejected (with the reason the inbox
 * asks for) right here. It shows only once something waits, or the inbox failed to load; after the last
 * one is decided it stays, saying so, with what the decision did.
 */
export function ApprovalsCard() {
  const inbox = useInbox('');
  const items = inbox.data?.data ?? [];
  const total = inbox.data?.total ?? 0;
  const decisions = useInboxDecisions(items, () => undefined);
  const [seen, setSeen] = useState(false);
  if (items.length > 0 && !seen) setSeen(true);
  if (!seen && !inbox.isError) return null;

  return (
    <SectionCard
      title="Approvals"
      description={total > 0 ? `${formatNumber(total)} waiting for your decision` : undefined}
      actions={
        <ButtonLink to="/approvals" variant="secondary" size="sm" icon={Inbox}>
          Open approvals
        </ButtonLink>
      }
    >
      {decisions.banners}
      {inbox.isError ? (
        <ErrorBanner message={errorMessage(inbox.error, FAILED)} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="Nothing waits for you"
          hint="Requests you are to approve land here as people send them."
          className="py-6"
        />
      ) : (
        <ul aria-label="Requests waiting for you" className="divide-y divide-slate-100">
          {items.slice(0, APPROVALS_SHOWN).map((item) => (
            <WaitingRequest
              key={item.id}
              item={item}
              busy={decisions.busy}
              onApprove={() => decisions.approve([item])}
              onReject={() => decisions.reject([item])}
            />
          ))}
        </ul>
      )}
      {decisions.dialog}
    </SectionCard>
  );
}

function WaitingRequest({
  item,
  busy,
  onApprove,
  onReject,
}: {
  item: InboxItem;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  // The buttons say what they decide through the request's description.
  const described = useId();
  return (
    <li className="space-y-3 py-3">
      <div id={described} className="flex min-w-0 items-start justify-between gap-3">
        <div className="min-w-0 space-y-0.5 text-sm">
          <p className="font-medium break-words text-slate-900">{item.employee.name}</p>
          <p className="break-words">
            <Link to={item.link} className={recordLink}>
              {item.summary}
            </Link>
          </p>
          {item.reason ? <p className="line-clamp-2 break-words text-slate-500">{item.reason}</p> : null}
        </div>
        <Badge tone="indigo">{APPROVAL_TYPE_LABELS[item.request_type]}</Badge>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" icon={X} aria-describedby={described} disabled={busy} onClick={onReject}>
          Reject
        </Button>
        <Button icon={Check} aria-describedby={described} disabled={busy} onClick={onApprove}>
          Approve
        </Button>
      </div>
    </li>
  );
}
