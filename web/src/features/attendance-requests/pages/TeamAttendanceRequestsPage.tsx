import { UsersRound } from 'lucide-react';
import { TeamRequestsPage } from '@/components/requests/RequestListPages';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useAttendanceRequests } from '../api';
import { requestColumns } from '../components/requestColumns';
import { typeFilter } from '../components/TypeFilter';
import { useRequestDecisions } from '../components/useRequestDecisions';
import { readRequestFilters } from '../filters';
import { REQUEST_LISTS } from '../labels';

/**
 * /attendance/requests/team: the requests of the people reporting to the caller, or for holders of
 * approve-attendance the company's (or, as they choose, their team's), with HR's outright Approve and Reject.
 * A manager decides their level in Approvals.
 */
export function TeamAttendanceRequestsPage() {
  const canApprove = useCan('approve-attendance');
  const [filters, setFilters] = useListParams((params) => readRequestFilters(params, 'team', canApprove));
  return (
    <TeamRequestsPage
      area={REQUEST_LISTS}
      filters={filters}
      setFilters={setFilters}
      requests={useAttendanceRequests(filters)}
      columns={(actions) => requestColumns({ showEmployee: true, actions })}
      extraFilter={typeFilter(filters, setFilters)}
      title="Team Attendance Requests"
      canDecide={canApprove}
      description={{
        decider:
          'Regularisation, on-duty and work-from-home requests; approve or reject any pending one outright.',
        manager: 'The regularisation, on-duty and work-from-home requests of the people reporting to you.',
      }}
      decisions={useRequestDecisions()}
      emptyIcon={UsersRound}
    />
  );
}
