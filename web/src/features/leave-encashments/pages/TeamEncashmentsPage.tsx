import { LEAVE_ENCASHMENT_STATUSES, type LeaveEncashment } from '@hrms/contracts/leave-encashments';
import { UsersRound } from 'lucide-react';
import { TeamRequestsPage } from '@/components/requests/RequestListPages';
import { useScopedFilters } from '@/components/requests/useScopedFilters';
import { useRequestList } from '@/lib/requestHooks';
import { useCan } from '@/lib/useCan';
import { encashments } from '../api';
import { encashmentColumns } from '../components/columns';
import { useEncashmentDecisions } from '../components/useEncashmentActions';
import { ENCASHMENT_LISTS } from '../labels';

/**
 * /leave/encashments/team: the encashments of the people reporting to the caller, or for holders of
 * approve-leaves the company's, with HR's outright Approve and Reject.
 */
export function TeamEncashmentsPage() {
  const canApprove = useCan('approve-leaves');
  const [filters, setFilters] = useScopedFilters('team', canApprove, LEAVE_ENCASHMENT_STATUSES);
  return (
    <TeamRequestsPage
      area={ENCASHMENT_LISTS}
      filters={filters}
      setFilters={setFilters}
      requests={useRequestList<LeaveEncashment>(encashments, filters)}
      columns={(actions) => encashmentColumns({ showEmployee: true, actions })}
      title="Team Leave Encashment"
      canDecide={canApprove}
      description={{
        decider: 'Leave asked to be paid for during service; approve or reject any pending request outright.',
        manager: 'The leave encashments of the people reporting to you.',
      }}
      decisions={useEncashmentDecisions()}
      emptyIcon={UsersRound}
    />
  );
}
