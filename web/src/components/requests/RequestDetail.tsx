import { type ReactNode, useState } from 'react';
import { StatusBadge } from '@/components/ui/Badge';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { formatDateTime } from '@/lib/format';
import { employeeOptionLabel } from '@/lib/personName';
import { useSession } from '@/lib/session';
import { RequestPageActions } from './RequestPageActions';
import { type Standing, standingLabel } from './standing';

const standingOrCancelled = (request: Standing) => standingLabel(request) ?? 'Cancelled by the requester';

type Shown = Standing & {
  id: number;
  employee: { id: number; first_name: string; last_name: string; employee_id: string };
  requested_at: string;
  reason: string | null;
  rejection_reason: string | null;
};

/**
 * A request's page: what it asks (the area's own lines between the employee and when it was asked), where
 * it stands, why, and its approval trail beside it (and any section of the area's under them); the
 * requester's Cancel and HR's outright Approve and Reject while it is pending, and the area's own actions.
 */
export function RequestDetail<T extends Shown>({
  request,
  title,
  summary,
  mine,
  team,
  canDecide,
  decisions,
  useCancel,
  children,
  trail,
  standing = standingOrCancelled,
  cancellable = (shown) => shown.status === 'pending',
  actions,
  after,
}: {
  request: T;
  title: string;
  /** The header's line before the status: "1 day for Priya Nair". */
  summary: string;
  mine: string;
  team: string;
  canDecide: boolean;
  decisions: {
    approve: (request: T) => void;
    reject: (request: T) => void;
    banners: ReactNode;
    dialogs: ReactNode;
  };
  useCancel: (onCancelled: (message: string) => void) => {
    ask: (request: T) => void;
    banner: ReactNode;
    dialog: ReactNode;
  };
  /** The area's DetailItems. */
  children: ReactNode;
  trail: ReactNode;
  /** Where it stands in words, when the area has statuses of its own; else standingLabel's. */
  standing?: (request: T) => string;
  /** Whether the requester may still withdraw it: while pending, unless the area says otherwise. */
  cancellable?: (request: T) => boolean;
  /** The area's own header actions (a colleague's answer), between Back and Cancel. */
  actions?: ReactNode;
  /** A section of the area's under the request and its trail. */
  after?: ReactNode;
}) {
  const { user } = useSession();
  const own = request.employee.id === user?.employee?.id;
  const [done, setDone] = useState<string | null>(null);
  const cancel = useCancel(setDone);

  return (
    <>
      <PageHeader
        title={title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {summary} <StatusBadge status={request.status} />
          </span>
        }
        actions={
          <RequestPageActions
            back={own ? mine : team}
            pending={request.status === 'pending'}
            cancellable={cancellable(request)}
            own={own}
            canDecide={canDecide}
            onCancel={() => {
              setDone(null);
              cancel.ask(request);
            }}
            onApprove={() => decisions.approve(request)}
            onReject={() => decisions.reject(request)}
          >
            {actions}
          </RequestPageActions>
        }
      />
      <div className="space-y-6">
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        {cancel.banner}
        {decisions.banners}
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <SectionCard title="Request">
            <DetailList>
              <DetailItem label="Employee">{employeeOptionLabel(request.employee)}</DetailItem>
              {children}
              <DetailItem label="Requested on">{formatDateTime(request.requested_at)}</DetailItem>
              <DetailItem label="Where it stands" wide>
                {standing(request)}
              </DetailItem>
              <DetailItem label="Reason" wide>
                {request.reason ? <span className="whitespace-pre-line">{request.reason}</span> : null}
              </DetailItem>
              {request.rejection_reason ? (
                <DetailItem label="Rejection reason" wide>
                  <span className="whitespace-pre-line">{request.rejection_reason}</span>
                </DetailItem>
              ) : null}
            </DetailList>
          </SectionCard>
          {trail}
        </div>
        {after}
      </div>
      {cancel.dialog}
      {decisions.dialogs}
    </>
  );
}
