import { LEAVE_ENCASHMENT_STATUSES, type LeaveEncashment } from '@hrms/contracts/leave-encashments';
import { WalletCards } from 'lucide-react';
import { OwnRequestsPage } from '@/components/requests/RequestListPages';
import { useScopedFilters } from '@/components/requests/useScopedFilters';
import { formatDays } from '@/features/leave';
import { useHasTeamRequests, useRequestList } from '@/lib/requestHooks';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { encashments } from '../api';
import { encashmentColumns } from '../components/columns';
import { EncashDialog } from '../components/EncashDialog';
import { useCancelEncashment } from '../components/useEncashmentActions';
import { ENCASHMENT_LISTS } from '../labels';

/**
 * /leave/encashments, for everyone with an employee record: the leave they asked to be paid for while in
 * service, what it comes to and which month pays it; a new request, and a pending one cancelled.
 */
export function MyEncashmentsPage() {
  const { user } = useSession();
  const canApprove = useCan('approve-leaves');
  const hasTeam = useHasTeamRequests(encashments, Boolean(user?.employee)).data === true;
  const [filters, setFilters] = useScopedFilters('mine', false, LEAVE_ENCASHMENT_STATUSES);
  return (
    <OwnRequestsPage
      area={ENCASHMENT_LISTS}
      filters={filters}
      setFilters={setFilters}
      requests={useRequestList<LeaveEncashment>(encashments, filters)}
      columns={(actions) => encashmentColumns({ showEmployee: false, actions })}
      header={{
        title: 'Leave Encashment',
        description:
          "Be paid for leave you will not take, where your leave policy allows it; approved days leave your balance and are paid with the next month's salary.",
      }}
      showTabs={canApprove || hasTeam}
      newLabel="Encash leave"
      newIcon={WalletCards}
      empty={{
        title: 'No leave encashments',
        hint: 'Where your policy allows it, you can be paid for part of your leave balance.',
      }}
      dialog={(props) => <EncashDialog {...props} />}
      useCancel={useCancelEncashment}
      cancelName={(e) => `Cancel the encashment of ${formatDays(e.days)} of ${e.leave_type.name}`}
    />
  );
}
