import { ClipboardCheck, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { periodLabel } from '@/features/approvals';
import { hasActiveFilters } from '@/lib/listParams';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useHasTeamRequests } from '../api';
import { RequestDialog } from '../components/RequestDialog';
import { RequestsList } from '../components/RequestsList';
import { RequestTabs } from '../components/RequestTabs';
import { requestColumns } from '../components/requestColumns';
import { useCancelRequest } from '../components/useCancelRequest';
import { readRequestFilters } from '../filters';

/**
 * /attendance/requests, for everyone with an employee record: their regularisation, on-duty and
 * work-from-home requests with where each stands; a new one, and a pending one cancelled after confirming.
 */
export function MyAttendanceRequestsPage() {
  const { user } = useSession();
  const canApprove = useCan('approve-attendance');
  const hasTeam = useHasTeamRequests(Boolean(user?.employee)).data === true;
  const [filters, setFilters] = useListParams((params) => readRequestFilters(params, 'mine', false));
  const [creating, setCreating] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const cancel = useCancelRequest(setDone);

  // Without an employee record there is nothing of one's own: HR works on the company's requests.
  if (!user?.employee) return <Navigate to="/attendance/requests/team" replace />;

  const startCreating = () => {
    setDone(null);
    setCreating(true);
  };
  const columns = requestColumns({
    showEmployee: false,
    actions: (request) =>
      request.status === 'pending' ? (
        <Button
          size="sm"
          variant="secondary"
          icon={X}
          aria-label={`Cancel the request for ${periodLabel(request.from_date, request.to_date)}`}
          onClick={() => {
            setDone(null);
            cancel.ask(request);
          }}
        >
          Cancel
        </Button>
      ) : null,
  });

  return (
    <>
      <PageHeader
        title="Attendance Requests"
        description="Ask for a day with a missed punch to be put right, or for days on duty or worked from home to count as worked."
        actions={
          <Button icon={Plus} onClick={startCreating}>
            New request
          </Button>
        }
      />
      <div className="space-y-4">
        {canApprove || hasTeam ? <RequestTabs /> : null}
        <SuccessBanner message={done} onDismiss={() => setDone(null)} />
        {cancel.banner}
        <RequestsList
          caption="My attendance requests"
          filters={filters}
          setFilters={setFilters}
          columns={columns}
          empty={
            <EmptyState
              icon={ClipboardCheck}
              title="No attendance requests"
              hint="Missed clocking in, worked on a client's site or from home? Ask for the day to count."
              filters={{
                active: hasActiveFilters({ status: filters.status, type: filters.type }),
                hint: 'No request matches these filters.',
                onClear: () => setFilters({ status: '', type: '' }),
              }}
              action={
                <Button icon={Plus} onClick={startCreating}>
                  New request
                </Button>
              }
            />
          }
        />
      </div>
      {creating ? (
        <RequestDialog
          onClose={() => setCreating(false)}
          onSent={(message) => {
            setCreating(false);
            setDone(message);
          }}
        />
      ) : null}
      {cancel.dialog}
    </>
  );
}
