import type { Company } from '@hrms/contracts/organisation';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { GitBranch } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge, StatusBadge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { identityNumber, MaskedNote } from '@/components/ui/MaskedIdentity';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { RecordPageHeader } from '@/components/ui/RecordPageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { TimestampsCard } from '@/components/ui/TimestampsCard';
import { formatDate, formatDateTime } from '@/lib/format';
import { routeId } from '@/lib/routeId';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useCompany, useDeleteCompany } from '../api';
import { regimeLabel } from '../companyForm';
import { BrandingCard } from '../components/BrandingCard';
import { CountLinks } from '../components/CountLinks';
import { SignInPolicyCard } from '../components/SignInPolicyCard';
import { SingleSignOnCard } from '../components/SingleSignOnCard';
import { UnrecognisedStateNotice } from '../components/UnrecognisedStateNotice';
import { COMPANY_RECORD } from '../recordKinds';

/** /companies/{id}: a company's registration, contact, address and what it holds. */
export function CompanyDetailPage() {
  const { id, valid } = routeId(useParams().id);
  const { roles } = useSession();
  const canEdit = useCan('update-company-settings');
  const canManageBranches = useCan('manage-branches');
  // GET /tax-regimes/{id} is open to those who may choose a company's regime as well.
  const canSeeRegimes = useCan('view-tax-regimes') || canEdit;
  const canDelete = canEdit && roles.includes(SUPER_ADMIN_ROLE);
  const query = useCompany(id);
  const remove = useDeleteCompany();

  return (
    <RecordLoader
      query={query}
      validId={valid}
      title="Company Details"
      loadingLabel="Loading company..."
      {...COMPANY_RECORD}
    >
      {(company) => (
        <>
          <RecordPageHeader
            title={company.name}
            description={
              <span className="flex flex-wrap items-center gap-2">
                {company.legal_name} <StatusBadge status={company.status} />
              </span>
            }
            backTo="/companies"
            backLabel="Back to Companies"
            links={
              canManageBranches ? (
                <ButtonLink to={`/companies/${company.id}/branches`} variant="secondary" icon={GitBranch}>
                  Branches
                </ButtonLink>
              ) : null
            }
            deletion={
              canDelete
                ? {
                    thing: 'company',
                    record: company,
                    mutation: remove,
                    returnTo: '/companies',
                    failureFallback: 'Failed to delete company',
                  }
                : null
            }
            editTo={canEdit ? `/companies/${company.id}/edit` : null}
          />
          {company.state_code ? null : (
            <UnrecognisedStateNotice
              state={company.address.state}
              thing="company"
              editTo={canEdit ? `/companies/${company.id}/edit` : null}
            />
          )}

          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <SectionCard title="Company Information">
                <DetailList>
                  <DetailItem label="Name">{company.name}</DetailItem>
                  <DetailItem label="Legal Name">{company.legal_name}</DetailItem>
                  <DetailItem label="Registration Number">{company.registration_number}</DetailItem>
                  <DetailItem label="Tax ID">{company.tax_id}</DetailItem>
                  <DetailItem label="Country">{company.country.name}</DetailItem>
                  <DetailItem label="Default Tax Regime">
                    <DefaultTaxRegime regime={company.default_tax_regime} linked={canSeeRegimes} />
                  </DetailItem>
                  <DetailItem label="Status">
                    <StatusBadge status={company.status} />
                  </DetailItem>
                  <DetailItem label="Segregation of duties">
                    {company.segregation_of_duties ? 'On' : 'Off'}
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
              <SectionCard title="Statutory Registration and Salary Account">
                {company.statutory_masked ? (
                  <MaskedNote>
                    Masked: only users allowed to view statutory details see the salary account number in
                    full.
                  </MaskedNote>
                ) : null}
                <DetailList>
                  <DetailItem label="TAN">{identityNumber(company.tan, false)}</DetailItem>
                  <DetailItem label="PAN">{identityNumber(company.pan, false)}</DetailItem>
                  <DetailItem label="PF Establishment Code">
                    {identityNumber(company.pf_establishment_code, false)}
                  </DetailItem>
                  <DetailItem label="ESIC Employer Code">
                    {identityNumber(company.esic_employer_code, false)}
                  </DetailItem>
                  <DetailItem label="Salary Account Number">
                    {identityNumber(company.salary_account_number, company.statutory_masked)}
                  </DetailItem>
                  <DetailItem label="Salary Account IFSC">
                    {identityNumber(company.salary_account_ifsc, false)}
                  </DetailItem>
                  <DetailItem label="Bank Corporate ID">{company.bank_corporate_id}</DetailItem>
                </DetailList>
              </SectionCard>
              <BrandingCard company={company} canEdit={canEdit} />
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
              <SignInPolicyCard companyId={company.id} canEdit={canEdit} />
              <SingleSignOnCard companyId={company.id} canEdit={canEdit} />
              <TimestampsCard
                created={formatDate(company.created_at)}
                updated={formatDateTime(company.updated_at)}
              />
            </div>
          </div>
        </>
      )}
    </RecordLoader>
  );
}

/** The company's default regime with its financial year, linked to the regime; "None" when not chosen. */
function DefaultTaxRegime({ regime, linked }: { regime: Company['default_tax_regime']; linked: boolean }) {
  if (!regime) return <span className="text-slate-500">None</span>;
  const label = regimeLabel(regime);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {linked ? (
        <Link to={`/tax-regimes/${regime.id}`} className="text-indigo-600 hover:underline">
          {label}
        </Link>
      ) : (
        label
      )}
      {regime.is_active ? null : <Badge tone="gray">Inactive</Badge>}
    </span>
  );
}
