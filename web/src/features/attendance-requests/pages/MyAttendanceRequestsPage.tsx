import { ClipboardCheck } from 'lucide-react';
import { OwnRequestsPage } from '@/components/requests/RequestListPages';
import { periodLabel } from '@/features/approvals';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useAttendanceRequests, useHasTeamRequests } from '../api';
import { RequestDialog } from '../components/RequestDialog';
import { requestColumns } from '../components/requestColumns';
import { typeFilter } from '../components/TypeFilter';
import { useCancelRequest } from '../components/useCancelRequest';
import { readRequestFilters } from '../filters';
import { REQUEST_LISTS } from '../labels';

/**
 * /attendance/requests, for everyone with an employee record: their regularisation, on-duty and
 * work-from-home requests with where each stands; a new one, and a pending one cancelled after confirming.
 */
export function MyAttendanceRequestsPage() {
  const { user } = useSession();
  const canApprove = useCan('approve-attendance');
  const hasTeam = useHasTeamRequests(Boolean(user?.employee)).data === true;
  const [filters, setFilters] = useListParams((params) => readRequestFilters(params, 'mine', false));
  return (
    <OwnRequestsPage
      area={REQUEST_LISTS}
      filters={filters}
      setFilters={setFilters}
      requests={useAttendanceRequests(filters)}
      columns={(actions) => requestColumns({ showEmployee: false, actions })}
      extraFilter={typeFilter(filters, setFilters)}
      header={{
        title: 'Attendance Requests',
        description:
          'Ask for a day with a missed punch to be put right, or for days on duty or worked from home to count as worked.',
      }}
      showTabs={canApprove || hasTeam}
      newLabel="New request"
      newIcon={ClipboardCheck}
      empty={{
        title: 'No attendance requests',
        hint: "Missed clocking in, worked on a client's site or from home? Ask for the day to count.",
      }}
      dialog={(props) => <RequestDialog {...props} />}
      useCancel={useCancelRequest}
      cancelName={(request) => `Cancel the request for ${periodLabel(request.from_date, request.to_date)}`}
    />
  );
}
