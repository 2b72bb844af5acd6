import { SHIFT_CHANGE_STATUSES, type ShiftChangeRequest } from '@hrms/contracts/shifts';
import { Repeat } from 'lucide-react';
import { OwnRequestsPage } from '@/components/requests/RequestListPages';
import { useScopedFilters } from '@/components/requests/useScopedFilters';
import { periodLabel } from '@/features/approvals';
import { useHasTeamRequests, useRequestList } from '@/lib/requestHooks';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { shiftChanges } from '../api';
import { shiftChangeColumns } from '../components/columns';
import { ShiftChangeDialog } from '../components/ShiftChangeDialog';
import { useCancelShiftChange } from '../components/useShiftChangeActions';
import { cancellable, SHIFT_CHANGE_LISTS } from '../labels';

/**
 * /attendance/shift-changes, for everyone with an employee record: their requests to work another shift or
 * to swap shifts with a colleague, with where each stands; a new one, and one not yet decided cancelled
 * after confirming.
 */
export function MyShiftChangesPage() {
  const { user } = useSession();
  const canApprove = useCan('approve-attendance');
  const hasTeam = useHasTeamRequests(shiftChanges, Boolean(user?.employee)).data === true;
  const [filters, setFilters] = useScopedFilters('mine', false, SHIFT_CHANGE_STATUSES);
  return (
    <OwnRequestsPage
      area={SHIFT_CHANGE_LISTS}
      filters={filters}
      setFilters={setFilters}
      requests={useRequestList<ShiftChangeRequest>(shiftChanges, filters)}
      columns={(actions) => shiftChangeColumns({ showEmployee: false, actions })}
      header={{
        title: 'Shift Changes',
        description:
          'Ask to work another shift on some days, or to swap shifts with a colleague; a swap goes for approval once they accept.',
      }}
      showTabs={canApprove || hasTeam}
      newLabel="Ask for a shift change"
      newIcon={Repeat}
      empty={{
        title: 'No shift change requests',
        hint: 'Need another shift on some days, or to swap with a colleague? Ask here.',
      }}
      dialog={(props) => <ShiftChangeDialog {...props} />}
      useCancel={useCancelShiftChange}
      cancelName={(request) =>
        `Cancel the shift ${request.kind === 'swap' ? 'swap' : 'change'} request for ${periodLabel(request.from_date, request.to_date)}`
      }
      cancellable={cancellable}
    />
  );
}
