import type { UserSession } from '@hrms/contracts/sign-in';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { formatDateTime, MISSING } from '@/lib/format';
import { useEndOtherSessions, useEndSession, useSessions } from '../api';
import { describeUserAgent } from '../userAgent';

/** Where the signed-in user is signed in: each session's device, address and times; signing the others out. */
export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirmingAll, setConfirmingAll] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const failure = endOne.isError
    ? errorMessage(endOne.error, 'Failed to sign out the session')
    : endOthers.isError
      ? errorMessage(endOthers.error, 'Failed to sign out the other sessions')
      : null;
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  function endSession(session: UserSession) {
    setDone(null);
    endOthers.reset();
    endOne.mutate(session.id, { onSuccess: (answer) => setDone(answer.message) });
  }

  function endAllOthers() {
    endOthers.mutate(undefined, {
      onSuccess: (answer) => setDone(answer.message),
      onSettled: () => setConfirmingAll(false),
    });
  }

  const columns: Column<UserSession>[] = [
    {
      key: 'device',
      header: 'Device',
      className: 'whitespace-normal',
      cell: (s) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
          <span className="font-medium text-slate-900">{describeUserAgent(s.user_agent)}</span>
          {s.current ? <Badge tone="green">This device</Badge> : null}
        </span>
      ),
    },
    { key: 'ip', header: 'IP', cell: (s) => s.ip ?? MISSING },
    { key: 'signed-in', header: 'Signed in', cell: (s) => formatDateTime(s.signed_in_at) },
    { key: 'last-seen', header: 'Last seen', cell: (s) => formatDateTime(s.last_seen_at) },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (s) =>
        s.current ? null : (
          <Button
            size="sm"
            variant="secondary"
            icon={LogOut}
            aria-label={`Sign out ${describeUserAgent(s.user_agent)}`}
            loading={endOne.isPending && endOne.variables === s.id}
            onClick={() => endSession(s)}
          >
            Sign out
          </Button>
        ),
    },
  ];

  return (
    <SectionCard
      title="Sessions"
      description="The browsers and devices signed in to your account. Sign out any you do not recognise."
      actions={
        others > 0 ? (
          <Button
            size="sm"
            variant="secondary"
            icon={LogOut}
            onClick={() => {
              setDone(null);
              endOne.reset();
              endOthers.reset();
              setConfirmingAll(true);
            }}
          >
            Sign out all other sessions
          </Button>
        ) : null
      }
    >
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={failure}
        onDismiss={() => {
          endOne.reset();
          endOthers.reset();
        }}
      />
      <ErrorBanner
        message={sessions.isError ? errorMessage(sessions.error, 'Failed to load your sessions') : null}
      />
      {sessions.isError ? null : (
        <ResponsiveTable
          caption="Your sessions"
          columns={columns}
          rows={sessions.data}
          rowKey={(s) => s.id}
          loading={sessions.isPending}
          empty={
            <EmptyState
              icon={MonitorSmartphone}
              title="No sessions"
              hint="Nothing is signed in to your account."
            />
          }
        />
      )}

      <ConfirmDialog
        open={confirmingAll}
        title="Sign out all other sessions?"
        message="Every other browser and device signed in to your account is signed out and must sign in again. You stay signed in here."
        confirmLabel="Sign out all"
        pendingLabel="Signing out..."
        pending={endOthers.isPending}
        onConfirm={endAllOthers}
        onCancel={() => setConfirmingAll(false)}
      />
    </SectionCard>
  );
}
