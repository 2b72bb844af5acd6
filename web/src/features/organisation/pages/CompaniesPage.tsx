import type { Company } from '@hrms/contracts/organisation';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { Building2, CircleCheck, Eye, GitBranch, Pencil, Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ActionMenu } from '@/components/ui/ActionMenu';
import { StatusBadge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { recordLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { StatCard } from '@/components/ui/StatCard';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { hasActiveFilters } from '@/lib/listParams';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useCompanies } from '../api';
import { readCompanyFilters } from '../filters';
import { COMPANY_STATUS_OPTIONS } from '../labels';

/** /companies: statistics, filters and the companies the user may see (spec 2 §2 Companies). */
export function CompaniesPage() {
  const { roles } = useSession();
  const canEdit = useCan('update-company-settings');
  const canCreate = canEdit && roles.includes(SUPER_ADMIN_ROLE);
  const canManageBranches = useCan('manage-branches');
  const [filters, setFilters] = useListParams(readCompanyFilters);
  const companies = useCompanies(filters);
  const summary = companies.data?.summary;

  const columns: Column<Company>[] = [
    {
      key: 'company',
      header: 'Company',
      cell: (company) => (
        <div className="min-w-0">
          <Link to={`/companies/${company.id}`} className={recordLink}>
            {company.name}
          </Link>
          <p className="text-slate-500">{company.legal_name}</p>
        </div>
      ),
    },
    {
      key: 'location',
      header: 'Location',
      cell: (company) => (
        <div>
          <p>{[company.address.city, company.address.state].filter(Boolean).join(', ')}</p>
          <p className="text-slate-500">{company.country.name}</p>
        </div>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      cell: (company) => (
        <div>
          <p>{company.email}</p>
          <p className="text-slate-500">{company.phone}</p>
        </div>
      ),
    },
    {
      key: 'branches',
      header: 'Branches',
      align: 'right',
      cell: (company) => formatNumber(company.branches_count),
    },
    {
      key: 'employees',
      header: 'Employees',
      align: 'right',
      cell: (company) => formatNumber(company.employees_count),
    },
    { key: 'status', header: 'Status', cell: (company) => <StatusBadge status={company.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (company) => (
        <ActionMenu
          label={`Actions for ${company.name}`}
          items={[
            { label: 'View Details', icon: Eye, to: `/companies/${company.id}` },
            ...(canEdit
              ? [{ label: 'Edit Company', icon: Pencil, to: `/companies/${company.id}/edit` }]
              : []),
            ...(canManageBranches
              ? [{ label: 'Branches', icon: GitBranch, to: `/companies/${company.id}/branches` }]
              : []),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Companies"
        description="The companies of the organisation, with their branches and people."
        actions={
          canCreate ? (
            <ButtonLink to="/companies/create" icon={Plus}>
              Add New Company
            </ButtonLink>
          ) : null
        }
      />
      <FlashBanner className="mb-6" />

      <section aria-label="Company summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Companies" value={formatNumber(summary?.total_companies)} icon={Building2} />
        <StatCard
          label="Active Companies"
          value={formatNumber(summary?.active_companies)}
          icon={CircleCheck}
          tone="green"
        />
        <StatCard
          label="Total Branches"
          value={formatNumber(summary?.total_branches)}
          icon={GitBranch}
          tone="blue"
        />
        <StatCard
          label="Total Employees"
          value={formatNumber(summary?.total_employees)}
          icon={Users}
          tone="yellow"
        />
      </section>

      <FilterBar columns={2}>
        <SearchField
          label="Search"
          placeholder="Name, legal name or city"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
        <SelectField
          label="Status"
          placeholder="All statuses"
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
          options={COMPANY_STATUS_OPTIONS}
        />
      </FilterBar>

      <div className="mt-6 space-y-4">
        <ErrorBanner
          message={companies.isError ? errorMessage(companies.error, 'Failed to fetch company data') : null}
        />
        <DataTable
          caption="Companies"
          columns={columns}
          rows={companies.data?.data}
          rowKey={(company) => company.id}
          loading={companies.isPending}
          className={companies.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          empty={
            <EmptyState
              icon={Building2}
              title="No companies found"
              hint={
                hasActiveFilters(filters)
                  ? 'No company matches these filters. Try a different search or clear the filters.'
                  : canCreate
                    ? 'Add a company with the Add button above; its branches and departments follow.'
                    : 'Companies show here once an administrator adds them.'
              }
            />
          }
        />
        {companies.data ? (
          <Pagination
            currentPage={companies.data.current_page}
            lastPage={companies.data.last_page}
            total={companies.data.total}
            perPage={companies.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
    </>
  );
}
