import { SHIFT_CHANGE_STATUSES, type ShiftChangeRequest } from '@hrms/contracts/shifts';
import { UsersRound } from 'lucide-react';
import { TeamRequestsPage } from '@/components/requests/RequestListPages';
import { useScopedFilters } from '@/components/requests/useScopedFilters';
import { useRequestList } from '@/lib/requestHooks';
import { useCan } from '@/lib/useCan';
import { shiftChanges } from '../api';
import { shiftChangeColumns } from '../components/columns';
import { useShiftChangeDecisions } from '../components/useShiftChangeActions';
import { SHIFT_CHANGE_LISTS } from '../labels';

/**
 * /attendance/shift-changes/team: the shift change requests of the people reporting to the caller, or for
 * holders of approve-attendance the company's (or, as they choose, their team's), with HR's outright
 * Approve and Reject of a pending one. A manager decides their level in Approvals.
 */
export function TeamShiftChangesPage() {
  const canApprove = useCan('approve-attendance');
  const [filters, setFilters] = useScopedFilters('team', canApprove, SHIFT_CHANGE_STATUSES);
  return (
    <TeamRequestsPage
      area={SHIFT_CHANGE_LISTS}
      filters={filters}
      setFilters={setFilters}
      requests={useRequestList<ShiftChangeRequest>(shiftChanges, filters)}
      columns={(actions) => shiftChangeColumns({ showEmployee: true, actions })}
      title="Team Shift Changes"
      canDecide={canApprove}
      description={{
        decider:
          'Requests to work another shift or to swap shifts; approve or reject any pending one outright.',
        manager: 'The shift change and swap requests of the people reporting to you.',
      }}
      decisions={useShiftChangeDecisions()}
      emptyIcon={UsersRound}
    />
  );
}
