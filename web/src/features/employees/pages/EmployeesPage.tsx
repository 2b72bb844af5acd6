import type { EmployeeListItem } from '@hrms/contracts/employees';
import { Download, Eye, IndianRupee, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionMenu, type ActionMenuItem } from '@/components/ui/ActionMenu';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { todayISO } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import { hasActiveFilters } from '@/lib/listParams';
import { personName } from '@/lib/personName';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import {
  useBranchOptions,
  useCompanyOptions,
  useDeleteEmployee,
  useDepartmentOptions,
  useEmployees,
  useExportEmployees,
} from '../api';
import { EmployeeStatusBadge, EmploymentTypeBadge } from '../components/EmployeeBadges';
import { type EmployeeListFilters, nextEmployeeListParams, readEmployeeListFilters } from '../filters';
import { exitHint, STATUS_OPTIONS } from '../labels';

/** /employees (spec 1 §2.9): search and filters applied by the server, paging, export, row actions. */
export function EmployeesPage() {
  const canCreate = useCan('create-employees');
  const [filters, setFilters] = useListParams(readEmployeeListFilters, nextEmployeeListParams);
  const employees = useEmployees(filters);
  const exporter = useExportEmployees();
  const remover = useEmployeeRemoval();

  function exportCsv() {
    exporter.mutate(filters, {
      onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? `employees-${todayISO()}.csv`),
    });
  }

  return (
    <>
      <PageHeader
        title="Employees"
        description="Everyone on the payroll, with their job, department and status."
        actions={
          <>
            <Button variant="secondary" icon={Download} loading={exporter.isPending} onClick={exportCsv}>
              {exporter.isPending ? 'Exporting...' : 'Export CSV'}
            </Button>
            {canCreate ? (
              <ButtonLink to="/employees/create" icon={Plus}>
                Add Employee
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <div className="space-y-4">
        <FlashBanner />
        <ErrorBanner
          message={exporter.isError ? errorMessage(exporter.error, 'Failed to export employee data') : null}
          onDismiss={exporter.reset}
        />
        {remover.banners}
        <Filters filters={filters} onChange={setFilters} />
        <ErrorBanner
          message={employees.isError ? errorMessage(employees.error, 'Failed to fetch employee data') : null}
        />
        {employees.isError && !employees.data ? null : (
          <EmployeesTable
            rows={employees.data?.data}
            loading={employees.isPending}
            stale={employees.isPlaceholderData}
            filtered={hasActiveFilters(filters)}
            onClear={() =>
              setFilters({ search: '', company_id: '', branch_id: '', department_id: '', status: '' })
            }
            onDelete={remover.ask}
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
      {remover.dialog}
    </>
  );
}

function Filters({
  filters,
  onChange,
}: {
  filters: EmployeeListFilters;
  onChange: (changes: Parameters<typeof nextEmployeeListParams>[1]) => void;
}) {
  const companyId = filters.company_id ? Number(filters.company_id) : null;
  const companies = useCompanyOptions();
  const branches = useBranchOptions(companyId);
  const departments = useDepartmentOptions(companyId);
  // With every company listed, a branch or department name alone can be ambiguous.
  const withCompany = !companyId && (companies.data?.length ?? 0) > 1;
  return (
    <FilterBar columns={4} className="">
      <SearchField
        label="Search"
        placeholder="Name, email or employee ID"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
        className="col-span-full"
      />
      <SelectField
        label="Company"
        placeholder="All Companies"
        value={filters.company_id}
        onChange={(event) => onChange({ company_id: event.target.value })}
        options={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <SelectField
        label="Branch"
        placeholder="All Branches"
        value={filters.branch_id}
        onChange={(event) => onChange({ branch_id: event.target.value })}
        options={(branches.data ?? []).map((b) => ({
          value: String(b.id),
          label: withCompany && b.company ? `${b.name} (${b.company.name})` : b.name,
        }))}
      />
      <SelectField
        label="Status"
        placeholder="All Status"
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value })}
        options={STATUS_OPTIONS}
      />
      <SelectField
        label="Department"
        placeholder="All Departments"
        value={filters.department_id}
        onChange={(event) => onChange({ department_id: event.target.value })}
        options={(departments.data ?? []).map((d) => ({
          value: String(d.id),
          label: withCompany && d.company ? `${d.name} (${d.company.name})` : d.name,
        }))}
      />
    </FilterBar>
  );
}

function EmployeesTable({
  rows,
  loading,
  stale,
  filtered,
  onClear,
  onDelete,
}: {
  rows: EmployeeListItem[] | undefined;
  loading: boolean;
  stale: boolean;
  filtered: boolean;
  onClear: () => void;
  onDelete: (employee: EmployeeListItem) => void;
}) {
  const canCreate = useCan('create-employees');
  const canUpdate = useCan('update-employees');
  const canDelete = useCan('delete-employees');
  const canViewSalary = useCan('view-salary-structures');

  function menuItems(employee: EmployeeListItem): ActionMenuItem[] {
    const items: ActionMenuItem[] = [{ label: 'View', icon: Eye, to: `/employees/${employee.id}` }];
    if (canUpdate) items.push({ label: 'Edit', icon: Pencil, to: `/employees/${employee.id}/edit` });
    if (canViewSalary) {
      items.push({ label: 'Salary Structure', icon: IndianRupee, to: `/employees/${employee.id}/salary` });
    }
    if (canDelete) {
      items.push({ label: 'Delete', icon: Trash2, tone: 'danger', onSelect: () => onDelete(employee) });
    }
    return items;
  }

  // Phones get one column: the other values sit under the name instead of in a table that scrolls.
  const wide = 'max-md:hidden';
  const columns: Column<EmployeeListItem>[] = [
    {
      key: 'employee',
      header: 'Employee',
      cell: (employee) => (
        <div className="min-w-0">
          <Link
            to={`/employees/${employee.id}`}
            className="font-medium text-slate-900 hover:text-indigo-600 hover:underline"
          >
            {personName(employee)}
          </Link>
          <p className="text-slate-500">{employee.email}</p>
          <div className="mt-1 space-y-1 md:hidden">
            <p className="text-xs text-slate-500">
              <span className="font-mono">{employee.employee_id}</span>
              {employee.job_title ? ` · ${employee.job_title}` : ''}
              {employee.department ? ` · ${employee.department.name}` : ''}
            </p>
            <EmployeeBadges employee={employee} />
          </div>
        </div>
      ),
    },
    {
      key: 'code',
      header: 'Employee ID',
      className: wide,
      cell: (employee) => <span className="font-mono text-slate-600">{employee.employee_id}</span>,
    },
    { key: 'job', header: 'Job Title', className: wide, cell: (employee) => employee.job_title ?? '—' },
    {
      key: 'department',
      header: 'Department',
      className: wide,
      cell: (employee) => employee.department?.name ?? '—',
    },
    {
      key: 'status',
      header: 'Status',
      className: wide,
      cell: (employee) => <EmployeeBadges employee={employee} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      className: 'w-12',
      cell: (employee) => (
        <ActionMenu label={`Actions for ${personName(employee)}`} items={menuItems(employee)} />
      ),
    },
  ];

  return (
    <DataTable
      caption="Employees"
      columns={columns}
      rows={rows}
      rowKey={(employee) => employee.id}
      loading={loading}
      className={stale ? 'opacity-60 transition-opacity' : undefined}
      empty={
        <EmptyState
          icon={Users}
          title="No employees found"
          hint={
            canCreate
              ? 'Add the first employee, or import them all from a spreadsheet.'
              : 'People appear here once HR adds them.'
          }
          action={
            canCreate ? (
              <ButtonLink to="/employees/create" icon={Plus}>
                Add Employee
              </ButtonLink>
            ) : null
          }
          filters={{
            active: filtered,
            hint: 'No employee matches these filters. Try a different search or clear the filters.',
            onClear,
          }}
        />
      }
    />
  );
}

function EmployeeBadges({ employee }: { employee: EmployeeListItem }) {
  const leaving = exitHint(employee.last_working_day, todayISO());
  return (
    <div className="flex flex-wrap gap-1.5">
      <EmployeeStatusBadge status={employee.status} />
      <EmploymentTypeBadge type={employee.employment_type} />
      {leaving ? <span className="w-full text-xs text-slate-500">{leaving}</span> : null}
    </div>
  );
}

/** Delete from a row: the spec's confirmation, then the server's answer in a banner. */
function useEmployeeRemoval() {
  const remove = useDeleteEmployee();
  const [target, setTarget] = useState<EmployeeListItem | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const banners = (
    <>
      <SuccessBanner message={done} onDismiss={() => setDone(null)} />
      <ErrorBanner
        message={remove.isError ? errorMessage(remove.error, 'Failed to delete employee') : null}
        onDismiss={remove.reset}
      />
    </>
  );

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title="Delete Employee"
      message={
        target ? `Are you sure you want to delete ${personName(target)}? This action cannot be undone.` : ''
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onCancel={() => setTarget(null)}
      onConfirm={() => {
        if (!target) return;
        setDone(null);
        remove.mutate(target.id, {
          onSuccess: (answer) => setDone(answer.message),
          onSettled: () => setTarget(null),
        });
      }}
    />
  );

  return { ask: (employee: EmployeeListItem) => setTarget(employee), banners, dialog };
}
