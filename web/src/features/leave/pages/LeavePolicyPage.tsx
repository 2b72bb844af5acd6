import { useParams } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { RecordPageHeader } from '@/components/ui/RecordPageHeader';
import { routeId } from '@/lib/routeId';
import { PolicyAssignments } from '../components/PolicyAssignments';
import { PolicyForm } from '../components/PolicyForm';
import { PolicyPreview } from '../components/PolicyPreview';
import { useDeleteLeavePolicy, useLeavePolicy } from '../policyApi';
import { POLICY_RECORD } from '../recordKinds';

/**
 * /leave-policies/{id} (manage-leave-policies, checked by the route): the policy's rules to edit, whom it
 * is assigned to, and what the accrual jobs will credit under it. The company's default policy and one
 * still assigned cannot be deleted (the server says why).
 */
export function LeavePolicyPage() {
  const { id, valid } = routeId(useParams().id);
  const query = useLeavePolicy(id);
  const remove = useDeleteLeavePolicy();
  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Leave Policy"
      loadingLabel="Loading leave policy..."
      {...POLICY_RECORD}
    >
      {(policy) => (
        <>
          <RecordPageHeader
            title={policy.name}
            description={
              <span className="mt-1 flex flex-wrap items-center gap-2">
                <span>{policy.company.name}</span>
                {policy.is_default ? (
                  <Badge tone="indigo">Default: for everyone no assignment covers</Badge>
                ) : null}
              </span>
            }
            backTo="/leave-policies"
            backLabel="Back to Leave Policies"
            deletion={
              policy.is_default
                ? null
                : {
                    thing: 'leave policy',
                    record: policy,
                    mutation: remove,
                    returnTo: '/leave-policies',
                    replace: true,
                    failureFallback: 'Failed to delete the leave policy',
                  }
            }
          />
          <div className="space-y-6">
            {/* Keyed by the policy, so another policy's page starts from its own values. */}
            <PolicyForm key={policy.id} policy={policy} companies={[policy.company]} />
            <PolicyAssignments policy={policy} />
            <PolicyPreview policy={policy} />
          </div>
        </>
      )}
    </RecordLoader>
  );
}
