import type { Branch } from '@hrms/contracts/organisation';
import { Eye, GitBranch, Layers, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { ActionMenu } from '@/components/ui/ActionMenu';
import { StatusBadge } from '@/components/ui/Badge';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { recordLink } from '@/components/ui/links';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { hasActiveFilters } from '@/lib/listParams';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useBranches, useCompanyOptions } from '../api';
import { nextBranchParams, readBranchFilters } from '../filters';
import { BRANCH_STATUS_OPTIONS } from '../labels';

/**
 * The branches table with its filters (search, company, status defaulting to active) and paging,
 * for /branches and, with `companyId`, a company's own branches (no company filter then).
 */
export function BranchesList({ companyId }: { companyId?: number }) {
  const canManage = useCan('manage-branches');
  const [filters, setFilters] = useListParams(readBranchFilters, nextBranchParams);
  const branches = useBranches({ company_id: companyId }, filters);
  const companies = useCompanyOptions();
  const showCompany = companyId === undefined;

  const columns: Column<Branch>[] = [
    {
      key: 'branch',
      header: 'Branch',
      cell: (branch) => (
        <div>
          <Link to={`/branches/${branch.id}`} className={recordLink}>
            {branch.name}
          </Link>
          <p className="text-slate-500">{branch.code}</p>
        </div>
      ),
    },
    ...(showCompany
      ? [
          {
            key: 'company',
            header: 'Company',
            cell: (branch: Branch) => (
              <Link to={`/companies/${branch.company_id}`} className={recordLink}>
                {branch.company.name}
              </Link>
            ),
          },
        ]
      : []),
    {
      key: 'location',
      header: 'Location',
      cell: (branch) => [branch.address.city, branch.address.state].filter(Boolean).join(', '),
    },
    {
      key: 'manager',
      header: 'Manager',
      cell: (branch) =>
        branch.manager ? (
          <div>
            <p>{branch.manager.name}</p>
            <p className="text-slate-500">{branch.manager.email}</p>
          </div>
        ) : (
          <span className="text-slate-500">Not assigned</span>
        ),
    },
    {
      key: 'departments',
      header: 'Departments',
      align: 'right',
      cell: (branch) => formatNumber(branch.departments_count),
    },
    {
      key: 'employees',
      header: 'Employees',
      align: 'right',
      cell: (branch) => formatNumber(branch.employees_count),
    },
    { key: 'status', header: 'Status', cell: (branch) => <StatusBadge status={branch.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (branch) => (
        <ActionMenu
          label={`Actions for ${branch.name}`}
          items={[
            { label: 'View Details', icon: Eye, to: `/branches/${branch.id}` },
            ...(canManage ? [{ label: 'Edit Branch', icon: Pencil, to: `/branches/${branch.id}/edit` }] : []),
            { label: 'Departments', icon: Layers, to: `/branches/${branch.id}/departments` },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <FilterBar columns={showCompany ? 3 : 2}>
        <SearchField
          label="Search"
          placeholder="Name, code or city"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
        {showCompany ? (
          <SelectField
            label="Company"
            placeholder="All companies"
            value={filters.company_id}
            onChange={(event) => setFilters({ company_id: event.target.value })}
            options={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          />
        ) : null}
        <SelectField
          label="Status"
          placeholder="All statuses"
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
          options={BRANCH_STATUS_OPTIONS}
        />
      </FilterBar>

      <div className="mt-6 space-y-4">
        <ErrorBanner
          message={branches.isError ? errorMessage(branches.error, 'Failed to fetch branch data') : null}
        />
        {branches.isError && !branches.data ? null : (
          <DataTable
            caption="Branches"
            columns={columns}
            rows={branches.data?.data}
            rowKey={(branch) => branch.id}
            loading={branches.isPending}
            className={branches.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            empty={
              <EmptyState
                icon={GitBranch}
                title="No branches found"
                hint={
                  hasActiveFilters(filters)
                    ? 'No branch matches these filters. Try a different search, or another status.'
                    : canManage
                      ? 'Add a branch with the Add button above; it sets the state for professional tax and LWF.'
                      : 'Branches show here once HR adds them.'
                }
              />
            }
          />
        )}
        {branches.data ? (
          <Pagination
            currentPage={branches.data.current_page}
            lastPage={branches.data.last_page}
            total={branches.data.total}
            perPage={branches.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
    </>
  );
}
