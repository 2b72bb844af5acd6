import type { EmployeeListItem } from '@hrms/contracts/employees';
import { EMPLOYEE_STATUSES } from '@hrms/contracts/enums';
import { ArrowLeft, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { humanize, StatusBadge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { recordLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { RecordLoader } from '@/components/ui/RecordLoader';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { hasActiveFilters } from '@/lib/listParams';
import { personName } from '@/lib/personName';
import { routeId } from '@/lib/routeId';
import { useListParams } from '@/lib/useListParams';
import { useDepartment, useDepartmentEmployees } from '../api';
import { readEmployeeFilters } from '../filters';
import { DEPARTMENT_RECORD } from '../recordKinds';
import { useCanListEmployees } from '../useCanListEmployees';

const STATUS_OPTIONS = EMPLOYEE_STATUSES.map((value) => ({ value, label: humanize(value) }));

/** /departments/{id}/employees: the people of one department (GET /employees?department_id=). */
export function DepartmentEmployeesPage() {
  const { id, valid } = routeId(useParams().id);
  const query = useDepartment(id);
  return (
    <RecordLoader query={query} validId={valid} title="Department Employees" {...DEPARTMENT_RECORD}>
      {(department) => (
        <>
          <PageHeader
            title={`${department.name} Employees`}
            description={`People of the ${department.name} department of ${department.company.name}.`}
            actions={
              <ButtonLink to={`/departments/${department.id}`} variant="secondary" icon={ArrowLeft}>
                Back to Department
              </ButtonLink>
            }
          />
          <DepartmentEmployees departmentId={department.id} />
        </>
      )}
    </RecordLoader>
  );
}

function DepartmentEmployees({ departmentId }: { departmentId: number }) {
  const canList = useCanListEmployees();
  const [filters, setFilters] = useListParams(readEmployeeFilters);
  const employees = useDepartmentEmployees(departmentId, filters, canList);

  if (!canList) return <ErrorBanner message="You do not have permission to view employees" />;

  const columns: Column<EmployeeListItem>[] = [
    {
      key: 'employee',
      header: 'Employee',
      cell: (employee) => (
        <div>
          <Link to={`/employees/${employee.id}`} className={recordLink}>
            {personName(employee)}
          </Link>
          <p className="text-slate-500">{employee.employee_id}</p>
        </div>
      ),
    },
    { key: 'job_title', header: 'Job Title', cell: (employee) => employee.job_title ?? '—' },
    { key: 'email', header: 'Email', cell: (employee) => employee.email },
    {
      key: 'team',
      header: 'Team',
      cell: (employee) =>
        employee.team ? (
          <Link to={`/teams/${employee.team.id}`} className={recordLink}>
            {employee.team.name}
          </Link>
        ) : (
          <span className="text-slate-500">No team</span>
        ),
    },
    { key: 'branch', header: 'Branch', cell: (employee) => employee.branch?.name ?? '—' },
    { key: 'hired', header: 'Hire Date', cell: (employee) => formatDate(employee.hire_date) },
    { key: 'status', header: 'Status', cell: (employee) => <StatusBadge status={employee.status} /> },
  ];

  return (
    <>
      <FilterBar columns={2}>
        <SearchField
          label="Search"
          placeholder="Name, employee ID or email"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
        <SelectField
          label="Status"
          placeholder="All statuses"
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
          options={STATUS_OPTIONS}
        />
      </FilterBar>
      <div className="mt-6 space-y-4">
        <ErrorBanner
          message={employees.isError ? errorMessage(employees.error, 'Failed to load employees') : null}
        />
        {employees.isError && !employees.data ? null : (
          <DataTable
            caption="Department employees"
            columns={columns}
            rows={employees.data?.data}
            rowKey={(employee) => employee.id}
            loading={employees.isPending}
            className={employees.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            empty={
              <EmptyState
                icon={Users}
                title="No employees found"
                hint={
                  hasActiveFilters(filters)
                    ? 'No employee matches these filters.'
                    : 'Nobody works in this department yet.'
                }
              />
            }
          />
        )}
        {employees.data ? (
          <Pagination
            currentPage={employees.data.current_page}
            lastPage={employees.data.last_page}
            total={employees.data.total}
            perPage={employees.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>
    </>
  );
}
