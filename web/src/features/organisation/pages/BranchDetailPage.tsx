import { ArrowLeft, Layers, Pencil } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { StatusBadge } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/Button';
import { DetailItem, DetailList } from '../../../components/ui/DetailList';
import { ErrorBanner } from '../../../components/ui/ErrorBanner';
import { FlashBanner } from '../../../components/ui/FlashBanner';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SectionCard } from '../../../components/ui/SectionCard';
import { errorMessage } from '../../../lib/api';
import { flashState } from '../../../lib/flash';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useCan } from '../../../lib/useCan';
import { useBranch, useDeleteBranch } from '../api';
import { CountLinks } from '../components/CountLinks';
import { DeleteRecord } from '../components/DeleteRecord';
import { recordLink } from '../components/links';
import { RecordLoader, routeId } from '../components/RecordLoader';

/** /branches/{id}: a branch's contact, manager, address and what it holds. */
export function BranchDetailPage() {
  const { id, valid } = routeId(useParams().id);
  const navigate = useNavigate();
  const canManage = useCan('manage-branches');
  const query = useBranch(id);
  const remove = useDeleteBranch();

  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Branch Details"
      notFoundTitle="Branch not found"
      backTo="/branches"
      backLabel="Back to Branches"
      errorFallback="Failed to fetch branch data"
      loadingLabel="Loading branch..."
    >
      {(branch) => (
        <>
          <PageHeader
            title={branch.name}
            description={
              <span className="flex flex-wrap items-center gap-2">
                {branch.code} · {branch.company.name} <StatusBadge status={branch.status} />
              </span>
            }
            actions={
              <>
                <ButtonLink to="/branches" variant="secondary" icon={ArrowLeft}>
                  Back to Branches
                </ButtonLink>
                <ButtonLink to={`/branches/${branch.id}/departments`} variant="secondary" icon={Layers}>
                  Departments
                </ButtonLink>
                {canManage ? (
                  <>
                    <DeleteRecord
                      thing="branch"
                      name={branch.name}
                      pending={remove.isPending}
                      onConfirm={() =>
                        remove.mutate(branch.id, {
                          onSuccess: ({ message }) => navigate('/branches', { state: flashState(message) }),
                        })
                      }
                    />
                    <ButtonLink to={`/branches/${branch.id}/edit`} icon={Pencil}>
                      Edit
                    </ButtonLink>
                  </>
                ) : null}
              </>
            }
          />
          <div className="mb-6 space-y-4 empty:hidden">
            <FlashBanner />
            <ErrorBanner
              message={remove.isError ? errorMessage(remove.error, 'Failed to delete branch') : null}
              onDismiss={remove.reset}
            />
          </div>

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
              <SectionCard title="Timestamps">
                <DetailList columns={1}>
                  <DetailItem label="Created">{formatDate(branch.created_at)}</DetailItem>
                  <DetailItem label="Last Updated">{formatDateTime(branch.updated_at)}</DetailItem>
                </DetailList>
              </SectionCard>
            </div>
          </div>
        </>
      )}
    </RecordLoader>
  );
}
