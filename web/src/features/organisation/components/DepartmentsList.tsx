import type { Department } from '@hrms/contracts/organisation';
import { Building2, CircleCheck, Eye, GitBranch, Layers, Pencil, Users, UsersRound } from 'lucide-react';
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
import { StatCard } from '@/components/ui/StatCard';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { hasActiveFilters } from '@/lib/listParams';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { useCompanyOptions, useDepartments } from '../api';
import { readDepartmentFilters } from '../filters';
import { DEPARTMENT_STATUS_OPTIONS } from '../labels';
import { useCanListEmployees } from '../useCanListEmployees';
import { CodeBadge } from './CodeBadge';

/**
 * The departments table with its summary cards, filters (search, company, status) and paging, for
 * /departments and, with `branchId`, one branch's departments (spec 2 §2 Departments).
 */
export function DepartmentsList({ branchId }: { branchId?: number }) {
  const canManage = useCan('manage-departments');
  const canManageTeams = useCan('manage-teams');
  // Without access to the employee list the Employees page could show nothing.
  const canSeeEmployees = useCanListEmployees();
  const [filters, setFilters] = useListParams(readDepartmentFilters);
  const departments = useDepartments({ branch_id: branchId }, filters);
  const companies = useCompanyOptions();
  const summary = departments.data?.summary;
  const showCompanyFilter = branchId === undefined;

  const columns: Column<Department>[] = [
    {
      key: 'department',
      header: 'Department',
      cell: (department) => (
        <div className="flex items-center gap-3">
          <CodeBadge code={department.code} name={department.name} />
          <div className="min-w-0">
            <Link to={`/departments/${department.id}`} className={recordLink}>
              {department.name}
            </Link>
            <p className="text-slate-500">
              {department.parent_department ? `Under ${department.parent_department.name}` : department.code}
            </p>
          </div>
        </div>
      ),
    },
    {
      key: 'company',
      header: 'Company',
      cell: (department) => (
        <Link to={`/companies/${department.company_id}`} className={recordLink}>
          {department.company.name}
        </Link>
      ),
    },
    {
      key: 'branch',
      header: 'Branch',
      cell: (department) =>
        department.branch ? (
          <Link to={`/branches/${department.branch.id}`} className={recordLink}>
            {department.branch.name}
          </Link>
        ) : (
          <span className="text-slate-500">No branch</span>
        ),
    },
    {
      key: 'description',
      header: 'Description',
      cell: (department) => (
        <p className="max-w-xs truncate text-slate-500" title={department.description ?? undefined}>
          {department.description ?? '—'}
        </p>
      ),
    },
    { key: 'status', header: 'Status', cell: (department) => <StatusBadge status={department.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (department) => (
        <ActionMenu
          label={`Actions for ${department.name}`}
          items={[
            { label: 'View Details', icon: Eye, to: `/departments/${department.id}` },
            ...(canManage
              ? [{ label: 'Edit Department', icon: Pencil, to: `/departments/${department.id}/edit` }]
              : []),
            ...(canManageTeams
              ? [{ label: 'Teams', icon: UsersRound, to: `/departments/${department.id}/teams` }]
              : []),
            ...(canSeeEmployees
              ? [{ label: 'Employees', icon: Users, to: `/departments/${department.id}/employees` }]
              : []),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <section
        aria-label="Department summary"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <StatCard label="Total Departments" value={formatNumber(summary?.total_departments)} icon={Layers} />
        <StatCard
          label="Active Departments"
          value={formatNumber(summary?.active_departments)}
          icon={CircleCheck}
          tone="green"
        />
        <StatCard
          label="With Branches"
          value={formatNumber(summary?.with_branches)}
          icon={GitBranch}
          tone="blue"
        />
        <StatCard label="Companies" value={formatNumber(summary?.companies)} icon={Building2} tone="yellow" />
      </section>

      <FilterBar columns={showCompanyFilter ? 3 : 2}>
        <SearchField
          label="Search"
          placeholder="Name or code"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
        {showCompanyFilter ? (
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
          placeholder="All"
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
          options={DEPARTMENT_STATUS_OPTIONS}
        />
      </FilterBar>

      <div className="mt-6 space-y-4">
        <ErrorBanner
          message={
            departments.isError
              ? errorMessage(departments.error, 'Failed to load departments. Please refresh the page.')
              : null
          }
        />
        {departments.isError && !departments.data ? null : (
          <DataTable
            caption="Departments"
            columns={columns}
            rows={departments.data?.data}
            rowKey={(department) => department.id}
            loading={departments.isPending}
            className={departments.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            empty={
              <EmptyState
                icon={Layers}
                title="No departments found"
                hint={
                  hasActiveFilters(filters)
                    ? 'No department matches these filters. Try a different search or clear the filters.'
                    : canManage
                      ? 'Add a department with the Add button above; employees and teams are then placed in it.'
                      : 'Departments show here once HR adds them.'
                }
              />
            }
          />
        )}
        {departments.data ? (
          <Pagination
            currentPage={departments.data.current_page}
            lastPage={departments.data.last_page}
            total={departments.data.total}
            perPage={departments.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
    </>
  );
}
