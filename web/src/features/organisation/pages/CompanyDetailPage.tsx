import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { ArrowLeft, GitBranch, Pencil } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
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
import { useSession } from '../../../lib/session';
import { useCan } from '../../../lib/useCan';
import { useCompany, useDeleteCompany } from '../api';
import { CountLinks } from '../components/CountLinks';
import { DeleteRecord } from '../components/DeleteRecord';
import { RecordLoader, routeId } from '../components/RecordLoader';

/** /companies/{id}: a company's registration, contact, address and what it holds. */
export function CompanyDetailPage() {
  const { id, valid } = routeId(useParams().id);
  const navigate = useNavigate();
  const { roles } = useSession();
  const canEdit = useCan('update-company-settings');
  const canManageBranches = useCan('manage-branches');
  const canDelete = canEdit && roles.includes(SUPER_ADMIN_ROLE);
  const query = useCompany(id);
  const remove = useDeleteCompany();

  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Company Details"
      notFoundTitle="Company not found"
      backTo="/companies"
      backLabel="Back to Companies"
      errorFallback="Failed to fetch company data"
      loadingLabel="Loading company..."
    >
      {(company) => (
        <>
          <PageHeader
            title={company.name}
            description={
              <span className="flex flex-wrap items-center gap-2">
                {company.legal_name} <StatusBadge status={company.status} />
              </span>
            }
            actions={
              <>
                <ButtonLink to="/companies" variant="secondary" icon={ArrowLeft}>
                  Back to Companies
                </ButtonLink>
                {canManageBranches ? (
                  <ButtonLink to={`/companies/${company.id}/branches`} variant="secondary" icon={GitBranch}>
                    Branches
                  </ButtonLink>
                ) : null}
                {canDelete ? (
                  <DeleteRecord
                    thing="company"
                    name={company.name}
                    pending={remove.isPending}
                    onConfirm={() =>
                      remove.mutate(company.id, {
                        onSuccess: ({ message }) => navigate('/companies', { state: flashState(message) }),
                      })
                    }
                  />
                ) : null}
                {canEdit ? (
                  <ButtonLink to={`/companies/${company.id}/edit`} icon={Pencil}>
                    Edit
                  </ButtonLink>
                ) : null}
              </>
            }
          />
          <div className="mb-6 space-y-4 empty:hidden">
            <FlashBanner />
            <ErrorBanner
              message={remove.isError ? errorMessage(remove.error, 'Failed to delete company') : null}
              onDismiss={remove.reset}
            />
          </div>

          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <SectionCard title="Company Information">
                <DetailList>
                  <DetailItem label="Name">{company.name}</DetailItem>
                  <DetailItem label="Legal Name">{company.legal_name}</DetailItem>
                  <DetailItem label="Registration Number">{company.registration_number}</DetailItem>
                  <DetailItem label="Tax ID">{company.tax_id}</DetailItem>
                  <DetailItem label="Country">{company.country.name}</DetailItem>
                  <DetailItem label="Status">
                    <StatusBadge status={company.status} />
                  </DetailItem>
                </DetailList>
              </SectionCard>
              <SectionCard title="Contact and Address">
                <DetailList>
                  <DetailItem label="Email">
                    <a href={`mailto:${company.email}`} className="text-indigo-600 hover:underline">
                      {company.email}
                    </a>
                  </DetailItem>
                  <DetailItem label="Phone">{company.phone}</DetailItem>
                  <DetailItem label="Website">
                    {company.website ? (
                      <a
                        href={company.website}
                        target="_blank"
                        rel="noreferrer noopener"
                        className="text-indigo-600 hover:underline"
                      >
                        {company.website}
                      </a>
                    ) : null}
                  </DetailItem>
                  <DetailItem label="Address">
                    <address className="not-italic">
                      {company.address.line1}
                      {company.address.line2 ? <br /> : null}
                      {company.address.line2}
                      <br />
                      {company.address.city}, {company.address.state} {company.address.postal_code}
                      <br />
                      {company.address.country}
                    </address>
                  </DetailItem>
                </DetailList>
              </SectionCard>
            </div>
            <div className="space-y-6">
              <SectionCard title="Organisation" bodyClassName="p-0">
                <CountLinks
                  items={[
                    {
                      label: 'Branches',
                      count: company.branches_count,
                      to: `/companies/${company.id}/branches`,
                    },
                    {
                      label: 'Departments',
                      count: company.departments_count,
                      to: `/departments?company_id=${company.id}`,
                    },
                    { label: 'Employees', count: company.employees_count },
                  ]}
                />
              </SectionCard>
              <SectionCard title="Timestamps">
                <DetailList columns={1}>
                  <DetailItem label="Created">{formatDate(company.created_at)}</DetailItem>
                  <DetailItem label="Last Updated">{formatDateTime(company.updated_at)}</DetailItem>
                </DetailList>
              </SectionCard>
            </div>
          </div>
        </>
      )}
    </RecordLoader>
  );
}
