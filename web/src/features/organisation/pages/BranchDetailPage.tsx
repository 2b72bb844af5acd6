import { Layers } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { StatusBadge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { recordLink } from '@/components/ui/links';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { RecordPageHeader } from '@/components/ui/RecordPageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { TimestampsCard } from '@/components/ui/TimestampsCard';
import { formatDate, formatDateTime } from '@/lib/format';
import { routeId } from '@/lib/routeId';
import { useCan } from '@/lib/useCan';
import { useBranch, useDeleteBranch } from '../api';
import { CountLinks } from '../components/CountLinks';
import { UnrecognisedStateNotice } from '../components/UnrecognisedStateNotice';
import { BRANCH_RECORD } from '../recordKinds';

/** /branches/{id}: a branch's contact, manager, address and what it holds. */
export function BranchDetailPage() {
  const { id, valid } = routeId(useParams().id);
  const canManage = useCan('manage-branches');
  const query = useBranch(id);
  const remove = useDeleteBranch();

  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Branch Details"
      loadingLabel="Loading branch..."
      {...BRANCH_RECORD}
    >
      {(branch) => (
        <>
          <RecordPageHeader
            title={branch.name}
            description={
              <span className="flex flex-wrap items-center gap-2">
                {branch.code} · {branch.company.name} <StatusBadge status={branch.status} />
              </span>
            }
            backTo="/branches"
            backLabel="Back to Branches"
            links={
              <ButtonLink to={`/branches/${branch.id}/departments`} variant="secondary" icon={Layers}>
                Departments
              </ButtonLink>
            }
            deletion={
              canManage
                ? {
                    thing: 'branch',
                    record: branch,
                    mutation: remove,
                    returnTo: '/branches',
                    failureFallback: 'Failed to delete branch',
                  }
                : null
            }
            editTo={canManage ? `/branches/${branch.id}/edit` : null}
          />
          {branch.state_code ? null : (
            <UnrecognisedStateNotice
              state={branch.address.state}
              thing="branch"
              editTo={canManage ? `/branches/${branch.id}/edit` : null}
            />
          )}

          <div className="grid gap-6 lg:grid-cols-3">
            <SectionCard title="Branch Information" className="lg:col-span-2">
              <DetailList>
                <DetailItem label="Name">{branch.name}</DetailItem>
                <DetailItem label="Code">{branch.code}</DetailItem>
                <DetailItem label="Company">
                  <Link to={`/companies/${branch.company_id}`} className={recordLink}>
                    {branch.company.name}
                  </Link>
                </DetailItem>
                <DetailItem label="Status">
                  <StatusBadge status={branch.status} />
                </DetailItem>
                <DetailItem label="Email">
                  <a href={`mailto:${branch.email}`} className="text-indigo-600 hover:underline">
                    {branch.email}
                  </a>
                </DetailItem>
                <DetailItem label="Phone">{branch.phone}</DetailItem>
                <DetailItem label="Manager">
                  {branch.manager ? `${branch.manager.name} (${branch.manager.email})` : 'Not assigned'}
                </DetailItem>
                <DetailItem label="Address">
                  <address className="not-italic">
                    {branch.address.street}
                    <br />
                    {branch.address.city}, {branch.address.state} {branch.address.postal_code}
                    <br />
                    {branch.address.country}
                  </address>
                </DetailItem>
                <DetailItem label="PT Registration Number">{branch.pt_registration_number}</DetailItem>
                <DetailItem label="Labour Welfare Fund">
                  {branch.lwf_applicable ? 'Applies' : 'Does not apply'}
                </DetailItem>
              </DetailList>
            </SectionCard>
            <div className="space-y-6">
              <SectionCard title="Organisation" bodyClassName="p-0">
                <CountLinks
                  items={[
                    {
                      label: 'Departments',
                      count: branch.departments_count,
                      to: `/branches/${branch.id}/departments`,
                    },
                    { label: 'Employees', count: branch.employees_count },
                  ]}
                />
              </SectionCard>
              <TimestampsCard
                created={formatDate(branch.created_at)}
                updated={formatDateTime(branch.updated_at)}
              />
            </div>
          </div>
        </>
      )}
    </RecordLoader>
  );
}
