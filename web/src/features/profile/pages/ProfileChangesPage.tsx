import { IdCard, UserRoundPen } from 'lucide-react';
import { RequestsList } from '@/components/requests/RequestsList';
import { DecisionButtons } from '@/components/requests/requestColumns';
import { ButtonLink } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { personName } from '@/lib/personName';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useProfileChangeRequests } from '../api';
import { changeColumns } from '../components/changeColumns';
import { PolicyCard } from '../components/PolicyCard';
import { useProfileDecisions } from '../components/useProfileRequestActions';
import { defaultStatus, nextChangeParams, readChangeFilters } from '../filters';
import { STATUS_OPTIONS } from '../labels';

/**
 * /profile-changes: for approve-profile-changes the company's requests (pending first by default) with
 * Approve and Reject, and the self-service policy; for anyone else their own requests.
 */
export function ProfileChangesPage() {
  const { user } = useSession();
  const canApprove = useCan('approve-profile-changes');
  const [filters, setFilters] = useListParams(
    (params) => readChangeFilters(params, canApprove),
    nextChangeParams(canApprove),
  );
  const requests = useProfileChangeRequests(filters);
  const decisions = useProfileDecisions();
  const narrowed = filters.status !== defaultStatus(canApprove);

  const columns = changeColumns({
    showEmployee: canApprove,
    actions: canApprove
      ? (request) =>
          request.status === 'pending' ? (
            <DecisionButtons
              whose={personName(request.employee)}
              busy={decisions.busyId === request.id}
              onApprove={() => decisions.approve(request)}
              onReject={() => decisions.reject(request)}
            />
          ) : null
      : undefined,
  });

  return (
    <>
      <PageHeader
        title="Profile Changes"
        description={
          canApprove
            ? 'Changes employees asked for to their personal details and bank account; approve or reject each, and set what employees may change themselves.'
            : 'The changes you asked for to your personal details and bank account, and where each stands.'
        }
        actions={
          user?.employee ? (
            <ButtonLink to="/profile" variant="secondary" icon={IdCard}>
              My Profile
            </ButtonLink>
          ) : null
        }
      />
      <div className="space-y-4">
        {decisions.banners}
        <RequestsList
          noun="profile change requests"
          caption={canApprove ? "The company's profile change requests" : 'My profile change requests'}
          requests={requests}
          status={filters.status}
          statusOptions={STATUS_OPTIONS}
          setFilters={setFilters}
          columns={columns}
          empty={
            <EmptyState
              icon={UserRoundPen}
              title={
                filters.status === 'pending' ? 'No profile changes waiting' : 'No profile change requests'
              }
              hint={
                canApprove
                  ? 'Employees ask for changes from My Profile; they show here for approval.'
                  : 'Ask for a change from My Profile.'
              }
              filters={
                narrowed
                  ? {
                      active: true,
                      hint: 'No request has this status.',
                      onClear: () => setFilters({ status: defaultStatus(canApprove) }),
                    }
                  : undefined
              }
            />
          }
        />
      </div>
      {canApprove ? (
        <div className="mt-8">
          <PolicyCard />
        </div>
      ) : null}
      {decisions.dialogs}
    </>
  );
}
