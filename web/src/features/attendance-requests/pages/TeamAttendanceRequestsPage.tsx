import { Check, Inbox, UsersRound, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { actionLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/PageHeader';
import { SelectField } from '@/components/ui/SelectField';
import { hasActiveFilters } from '@/lib/listParams';
import { personName } from '@/lib/personName';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { RequestsList } from '../components/RequestsList';
import { RequestTabs } from '../components/RequestTabs';
import { requestColumns } from '../components/requestColumns';
import { useRequestDecisions } from '../components/useRequestDecisions';
import { readRequestFilters } from '../filters';

const SCOPE_OPTIONS = [
  { value: 'all', label: 'Whole company' },
  { value: 'team', label: 'My team' },
];

/**
 * /attendance/requests/team: the requests of the people reporting to the caller, or for holders of
 * approve-attendance the company's (or, as they choose, their team's), with HR's outright Approve and Reject.
 * A manager decides their level in Approvals.
 */
export function TeamAttendanceRequestsPage() {
  const { user } = useSession();
  const canApprove = useCan('approve-attendance');
  const [filters, setFilters] = useListParams((params) => readRequestFilters(params, 'team', canApprove));
  const decisions = useRequestDecisions();

  const columns = requestColumns({
    showEmployee: true,
    actions: (request) =>
      canApprove && request.status === 'pending' ? (
        <div className="flex justify-end gap-2">
          <Button
            size="sm"
            variant="secondary"
            icon={X}
            className="text-red-700"
            aria-label={`Reject the request of ${personName(request.employee)}`}
            disabled={decisions.busyId === request.id}
            onClick={() => decisions.reject(request)}
          >
            Reject
          </Button>
          <Button
            size="sm"
            icon={Check}
            aria-label={`Approve the request of ${personName(request.employee)}`}
            disabled={decisions.busyId === request.id}
            onClick={() => decisions.approve(request)}
          >
            Approve
          </Button>
        </div>
      ) : null,
  });

  return (
    <>
      <PageHeader
        title="Team Attendance Requests"
        description={
          canApprove
            ? 'Regularisation, on-duty and work-from-home requests; approve or reject any pending one outright.'
            : 'The regularisation, on-duty and work-from-home requests of the people reporting to you.'
        }
      />
      <div className="space-y-4">
        {user?.employee ? <RequestTabs /> : null}
        <p className="text-sm text-slate-600">
          <Inbox aria-hidden="true" className="mr-1.5 inline size-4 text-slate-400" />
          Requests waiting at your level of their approval chain are in{' '}
          <Link to="/approvals" className={actionLink}>
            Approvals
          </Link>
          .
        </p>
        {decisions.banners}
        <RequestsList
          caption={
            filters.scope === 'all' ? "The company's attendance requests" : "My team's attendance requests"
          }
          filters={filters}
          setFilters={setFilters}
          columns={columns}
          extraFilter={
            canApprove ? (
              <SelectField
                label="Show"
                options={SCOPE_OPTIONS}
                value={filters.scope}
                onChange={(event) => setFilters({ scope: event.target.value === 'team' ? 'team' : '' })}
              />
            ) : undefined
          }
          empty={
            <EmptyState
              icon={UsersRound}
              title="No attendance requests"
              hint={
                filters.scope === 'all'
                  ? 'Nobody in the company has asked yet.'
                  : 'Nobody reporting to you has asked yet.'
              }
              filters={{
                active: hasActiveFilters({ status: filters.status, type: filters.type }),
                hint: 'No request matches these filters.',
                onClear: () => setFilters({ status: '', type: '' }),
              }}
            />
          }
        />
      </div>
      {decisions.dialogs}
    </>
  );
}
