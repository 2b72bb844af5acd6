import { COMP_OFF_STATUSES, type CompOffRequest } from '@hrms/contracts/comp-off';
import { UsersRound } from 'lucide-react';
import { TeamRequestsPage } from '@/components/requests/RequestListPages';
import { useScopedFilters } from '@/components/requests/useScopedFilters';
import { useRequestList } from '@/lib/requestHooks';
import { useCan } from '@/lib/useCan';
import { compOff } from '../api';
import { compOffColumns } from '../components/columns';
import { useCompOffDecisions } from '../components/useCompOffActions';
import { COMP_OFF_LISTS } from '../labels';

/**
 * /leave/comp-off/team: the comp-off requests of the people reporting to the caller, or for holders of
 * approve-leaves the company's, with HR's outright Approve and Reject.
 */
export function TeamCompOffPage() {
  const canApprove = useCan('approve-leaves');
  const [filters, setFilters] = useScopedFilters('team', canApprove, COMP_OFF_STATUSES);
  return (
    <TeamRequestsPage
      area={COMP_OFF_LISTS}
      filters={filters}
      setFilters={setFilters}
      requests={useRequestList<CompOffRequest>(compOff, filters)}
      columns={(actions) => compOffColumns({ showEmployee: true, actions })}
      title="Team Comp-off"
      canDecide={canApprove}
      description={{
        decider:
          'Comp-off asked for worked holidays and weekly offs; approve or reject any pending one outright.',
        manager: 'The comp-off requests of the people reporting to you.',
      }}
      decisions={useCompOffDecisions()}
      emptyIcon={UsersRound}
    />
  );
}
