import type { Paged } from '@hrms/contracts/common';
import type { LucideIcon } from 'lucide-react';
import { X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import type { Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { personName } from '@/lib/personName';
import { useSession } from '@/lib/session';
import { RequestsList } from './RequestsList';
import { type ExtraTab, RequestTabs } from './RequestTabs';
import { DecisionButtons } from './requestColumns';
import type { ScopedFilters } from './standing';
import { InboxHint, ScopeFilter } from './TeamScope';

type Listed = { id: number; status: string; employee: { first_name: string; last_name: string } };

/** A request area's lists: what they are called, their two addresses and the status choices. */
export type ListArea = {
  /** "comp-off requests": the captions, empty states and loading lines say it. */
  noun: string;
  /** The tabs' name for a screen reader: "Comp-off requests". */
  tabs: string;
  mine: string;
  team: string;
  statusOptions: readonly { value: string; label: string }[];
  /** Lists the area adds between one's own and the team's, shown to everyone with an employee record. */
  more?: readonly ExtraTab[];
};

type ListProps<T> = {
  area: ListArea;
  filters: ScopedFilters<string>;
  setFilters: (changes: Record<string, string>) => void;
  requests: {
    data: Paged<T> | undefined;
    error: unknown;
    isError: boolean;
    isPending: boolean;
    isPlaceholderData: boolean;
  };
  columns: (actions: (request: T) => ReactNode) => Column<T>[];
  /** A filter after the status (an area's request type), whether it narrows the list, and its clearing. */
  extraFilter?: { node: ReactNode; active: boolean; clear: Record<string, string> };
};

const isPending = (request: { status: string }) => request.status === 'pending';

/** The list of either page, with its empty state (which offers to clear the filters when they narrow it). */
function AreaList<T extends { id: number }>({
  area,
  filters,
  setFilters,
  requests,
  rows,
  caption,
  before,
  extraFilter,
  empty,
}: Omit<ListProps<T>, 'columns'> & {
  rows: Column<T>[];
  caption: string;
  before?: ReactNode;
  empty: { icon: LucideIcon; title: string; hint: string; action?: ReactNode };
}) {
  return (
    <RequestsList
      noun={area.noun}
      caption={caption}
      requests={requests}
      status={filters.status}
      statusOptions={area.statusOptions}
      setFilters={setFilters}
      columns={rows}
      before={before}
      after={extraFilter?.node}
      empty={
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          hint={empty.hint}
          action={empty.action}
          filters={{
            active: filters.status !== '' || extraFilter?.active === true,
            hint: 'No request matches these filters.',
            onClear: () => setFilters({ status: '', ...extraFilter?.clear }),
          }}
        />
      }
    />
  );
}

/**
 * A request area's own page: the caller's requests with where each stands, a new one through the area's
 * dialog, and a pending one cancelled after confirming. Without an employee record it sends HR to the team
 * page; the team's tab shows for those with a team or the deciding permission (`showTabs`), the area's other
 * tabs always.
 */
export function OwnRequestsPage<T extends Listed>({
  columns,
  header,
  showTabs,
  newLabel,
  newIcon,
  empty,
  dialog,
  useCancel,
  cancelName,
  cancellable = isPending,
  ...list
}: ListProps<T> & {
  header: { title: string; description: string };
  showTabs: boolean;
  newLabel: string;
  newIcon: LucideIcon;
  empty: { title: string; hint: string };
  dialog: (props: { onClose: () => void; onSent: (message: string) => void }) => ReactNode;
  /** The area's cancel hook (a module-level function, the same on every render). */
  useCancel: (onCancelled: (message: string) => void) => {
    ask: (request: T) => void;
    banner: ReactNode;
    dialog: ReactNode;
  };
  /** The Cancel button's name for a screen reader: "Cancel the comp-off request for 6 Dec 2026". */
  cancelName: (request: T) => string;
  /** Whether the requester may still withdraw it: while pending, unless the area says otherwise. */
  cancellable?: (request: T) => boolean;
}) {
  const { user } = useSession();
  const [creating, setCreating] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const cancel = useCancel(setDone);
  const { area } = list;

  if (!user?.employee) return <Navigate to={area.team} replace />;

  const start = () => {
    setDone(null);
    setCreating(true);
  };
  const newButton = (
    <Button icon={newIcon} onClick={start}>
      {newLabel}
    </Button>
  );
  const rows = columns((request) =>
    cancellable(request) ? (
      <Button
        size="sm"
        variant="secondary"
        icon={X}
        aria-label={cancelName(request)}
        onClick={() => {
          setDone(null);
          cancel.ask(request);
        }}
      >
        Cancel
      </Button>
    ) : null,
  );

  return (
    <>
      <PageHeader title={header.title} description={header.description} actions={newButton} />
      <div className="space-y-4">
        {showTabs || area.more?.length ? (
          <RequestTabs
            label={area.tabs}
            mine={area.mine}
            team={showTabs ? area.team : undefined}
            more={area.more}
          />
        ) : null}
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        {cancel.banner}
        <AreaList
          {...list}
          rows={rows}
          caption={`My ${area.noun}`}
          empty={{ icon: newIcon, ...empty, action: newButton }}
        />
      </div>
      {creating
        ? dialog({
            onClose: () => setCreating(false),
            onSent: (message) => {
              setCreating(false);
              setDone(message);
            },
          })
        : null}
      {cancel.dialog}
    </>
  );
}

/**
 * A request area's team page: the requests of the people reporting to the caller, or for holders of the
 * deciding permission the company's (or, as they choose, their team's), with HR's outright Approve and
 * Reject. A manager decides their level in Approvals.
 */
export function TeamRequestsPage<T extends Listed>({
  columns,
  title,
  canDecide,
  description,
  decisions,
  emptyIcon,
  ...list
}: ListProps<T> & {
  title: string;
  canDecide: boolean;
  /** The page's line for a holder of the deciding permission and for a manager. */
  description: { decider: string; manager: string };
  decisions: {
    approve: (request: T) => void;
    reject: (request: T) => void;
    busyId: number | null;
    banners: ReactNode;
    dialogs: ReactNode;
  };
  emptyIcon: LucideIcon;
}) {
  const { user } = useSession();
  const { area, filters, setFilters } = list;
  const rows = columns((request) =>
    canDecide && request.status === 'pending' ? (
      <DecisionButtons
        whose={personName(request.employee)}
        busy={decisions.busyId === request.id}
        onApprove={() => decisions.approve(request)}
        onReject={() => decisions.reject(request)}
      />
    ) : null,
  );
  const company = filters.scope === 'all';

  return (
    <>
      <PageHeader title={title} description={canDecide ? description.decider : description.manager} />
      <div className="space-y-4">
        {user?.employee ? (
          <RequestTabs label={area.tabs} mine={area.mine} team={area.team} more={area.more} />
        ) : null}
        <InboxHint />
        {decisions.banners}
        <AreaList
          {...list}
          rows={rows}
          caption={company ? `The company's ${area.noun}` : `My team's ${area.noun}`}
          before={canDecide ? <ScopeFilter scope={filters.scope} setFilters={setFilters} /> : undefined}
          empty={{
            icon: emptyIcon,
            title: `No ${area.noun}`,
            hint: company ? 'Nobody in the company has asked yet.' : 'Nobody reporting to you has asked yet.',
          }}
        />
      </div>
      {decisions.dialogs}
    </>
  );
}
