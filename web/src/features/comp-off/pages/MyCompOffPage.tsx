import { COMP_OFF_STATUSES, type CompOffRequest } from '@hrms/contracts/comp-off';
import { CalendarPlus } from 'lucide-react';
import { OwnRequestsPage } from '@/components/requests/RequestListPages';
import { useScopedFilters } from '@/components/requests/useScopedFilters';
import { formatDate } from '@/lib/format';
import { useHasTeamRequests, useRequestList } from '@/lib/requestHooks';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { compOff } from '../api';
import { CompOffDialog } from '../components/CompOffDialog';
import { compOffColumns } from '../components/columns';
import { useCancelCompOff } from '../components/useCompOffActions';
import { COMP_OFF_LISTS } from '../labels';

/**
 * /leave/comp-off, for everyone with an employee record: their comp-off requests (the day worked, the days,
 * until when the credit lasts and what lapsed) with where each stands; a new one asked for a worked holiday
 * or weekly off, and a pending one cancelled after confirming.
 */
export function MyCompOffPage() {
  const { user } = useSession();
  const canApprove = useCan('approve-leaves');
  const hasTeam = useHasTeamRequests(compOff, Boolean(user?.employee)).data === true;
  const [filters, setFilters] = useScopedFilters('mine', false, COMP_OFF_STATUSES);
  return (
    <OwnRequestsPage
      area={COMP_OFF_LISTS}
      filters={filters}
      setFilters={setFilters}
      requests={useRequestList<CompOffRequest>(compOff, filters)}
      columns={(actions) => compOffColumns({ showEmployee: false, actions })}
      header={{
        title: 'Comp-off',
        description:
          'Worked a holiday or a weekly off? Ask for a day off in return; once approved it is added to your leave balance.',
      }}
      showTabs={canApprove || hasTeam}
      newLabel="Ask for comp-off"
      newIcon={CalendarPlus}
      empty={{
        title: 'No comp-off requests',
        hint: 'When you work a holiday or a weekly off, ask for a day off in return.',
      }}
      dialog={(props) => <CompOffDialog {...props} />}
      useCancel={useCancelCompOff}
      cancelName={(request) => `Cancel the comp-off request for ${formatDate(request.work_date)}`}
    />
  );
}
