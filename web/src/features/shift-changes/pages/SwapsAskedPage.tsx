import type { ShiftChangeRequest } from '@hrms/contracts/shifts';
import { Repeat } from 'lucide-react';
import { Navigate } from 'react-router';
import { RequestsList } from '@/components/requests/RequestsList';
import { RequestTabs } from '@/components/requests/RequestTabs';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { useHasTeamRequests, useRequestList } from '@/lib/requestHooks';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { shiftChanges } from '../api';
import { AnswerButtons } from '../components/AnswerButtons';
import { shiftChangeColumns } from '../components/columns';
import { useSwapAnswers } from '../components/useShiftChangeActions';
import { readSwapFilters } from '../filters';
import { answerable, SHIFT_CHANGE_LISTS } from '../labels';

/**
 * /attendance/shift-changes/swaps: the swaps colleagues asked of the caller, with where each stands; one
 * waiting for the caller's answer accepted (it then goes to the requester's approval chain) or declined,
 * each after confirming. Without an employee record nobody can ask one: HR goes to the team's list.
 */
export function SwapsAskedPage() {
  const { user } = useSession();
  const canApprove = useCan('approve-attendance');
  const hasTeam = useHasTeamRequests(shiftChanges, Boolean(user?.employee)).data === true;
  const [filters, setFilters] = useListParams(readSwapFilters);
  const requests = useRequestList<ShiftChangeRequest>(shiftChanges, filters);
  const answers = useSwapAnswers();
  const area = SHIFT_CHANGE_LISTS;

  if (!user?.employee) return <Navigate to={area.team} replace />;
  const me = user.employee.id;

  const columns = shiftChangeColumns({
    showEmployee: true,
    asked: true,
    actions: (request) =>
      answerable(request, me) ? (
        <AnswerButtons
          request={request}
          busy={answers.busyId === request.id}
          onAccept={answers.accept}
          onDecline={answers.decline}
        />
      ) : null,
  });

  return (
    <>
      <PageHeader
        title="Shift Swaps Asked of Me"
        description="Colleagues who asked to swap shifts with you. Once you accept, the swap goes for approval."
      />
      <div className="space-y-4">
        <RequestTabs
          label={area.tabs}
          mine={area.mine}
          team={canApprove || hasTeam ? area.team : undefined}
          more={area.more}
        />
        {answers.banners}
        <RequestsList
          noun="shift swaps asked of you"
          caption="Shift swaps asked of me"
          requests={requests}
          status={filters.status}
          statusOptions={area.statusOptions}
          setFilters={setFilters}
          columns={columns}
          empty={
            <EmptyState
              icon={Repeat}
              title="No swaps asked of you"
              hint="When a colleague asks to swap shifts with you, it shows here for your answer."
              filters={{
                active: filters.status !== '',
                hint: 'No request matches these filters.',
                onClear: () => setFilters({ status: '' }),
              }}
            />
          }
        />
      </div>
      {answers.dialog}
    </>
  );
}
