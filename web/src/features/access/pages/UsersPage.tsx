import type { UserSummary } from '@hrms/contracts/access';
import { BUILT_IN_ROLES, roleLabel } from '@hrms/contracts/roles';
import { ExternalLink, IdCard, Plus, ShieldCheck, UserCheck, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { cx } from '@/components/ui/cx';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { actionLink } from '@/components/ui/links';
import { NoPermission } from '@/components/ui/NoPermission';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { StatCard } from '@/components/ui/StatCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { type UserFilters, useRoleOptions, useToggleUserStatus, useUsers } from '../api';
import { RoleBadges } from '../components/RoleBadges';
import { useTimedMessage } from '../useTimedMessage';

const TITLE = 'User Permissions';
const STATUS_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

function readFilters(params: URLSearchParams): UserFilters {
  const status = params.get('is_active');
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    search: params.get('search') ?? '',
    role: params.get('role') ?? '',
    is_active: status === 'true' || status === 'false' ? status : '',
  };
}

/** /users: the accounts list with summary cards, filters and per-row actions (spec 2 §2 Users). */
export function UsersPage() {
  const canView = useCan('view-users');
  if (!canView) return <NoPermission title={TITLE} message="You do not have permission to view users" />;
  return <UsersList />;
}

function UsersList() {
  const { user: me } = useSession();
  const canUpdate = useCan('update-users');
  const canCreateUsers = useCan('manage-users');
  const canCreateEmployees = useCan('create-employees');
  const canReadRoles = useCan('manage-roles') || canUpdate || canCreateUsers;

  const [filters, setFilters] = useListParams(readFilters);
  const users = useUsers(filters);
  const roleOptions = useRoleOptions({ enabled: canReadRoles });
  const toggle = useToggleUserStatus();
  const notice = useTimedMessage(4000);
  const [confirming, setConfirming] = useState<UserSummary | null>(null);

  function toggleStatus(user: UserSummary) {
    notice.clear();
    toggle.mutate(user.id, {
      onSuccess: (answer) => notice.show(answer.message),
      onSettled: () => setConfirming(null),
    });
  }

  // The spec's role filter lists the built-in roles; custom roles are added when the caller may read them.
  const roleNames = roleOptions.data?.map((r) => r.name) ?? [...BUILT_IN_ROLES];
  const summary = users.data?.summary;

  const columns: Column<UserSummary>[] = [
    {
      key: 'user',
      header: 'User',
      cell: (user) => (
        <div className="flex items-center gap-3">
          <Avatar name={user.name} />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Link
                to={`/users/${user.id}`}
                className="font-medium text-slate-900 hover:text-indigo-600 hover:underline"
              >
                {user.name}
              </Link>
              {/* Invited: the account has no password yet, so it cannot sign in. */}
              {user.password_set === false ? <Badge tone="yellow">Invited</Badge> : null}
            </div>
            <p className="text-slate-500">{user.email}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'employee',
      header: 'Employee',
      cell: (user) =>
        user.employee ? (
          <div>
            <p className="text-slate-900">
              {user.employee.first_name} {user.employee.last_name}
            </p>
            <p className="text-slate-500">{user.employee.company.name}</p>
          </div>
        ) : (
          <span className="text-slate-500 italic">No employee record</span>
        ),
    },
    { key: 'roles', header: 'Roles', cell: (user) => <RoleBadges roles={user.roles} /> },
    {
      key: 'status',
      header: 'Status',
      cell: (user) => (
        <Badge tone={user.is_active ? 'green' : 'gray'}>{user.is_active ? 'Active' : 'Inactive'}</Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (user) => (
        // relative: keeps the sr-only text inside the table's scroll area on phones
        <div className="relative flex items-center justify-end gap-4">
          {user.employee ? (
            <Link to={`/employees/${user.employee.id}`} className={actionLink}>
              <ExternalLink aria-hidden="true" className="size-3.5" />
              View Employee<span className="sr-only"> of {user.name}</span>
            </Link>
          ) : null}
          {canUpdate ? (
            <>
              <Link to={`/users/${user.id}/permissions`} className={actionLink}>
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                Manage Roles<span className="sr-only"> of {user.name}</span>
              </Link>
              {user.is_active ? (
                user.id === me?.id ? null : (
                  <button
                    type="button"
                    className={cx(actionLink, 'text-red-600 hover:text-red-500')}
                    onClick={() => setConfirming(user)}
                  >
                    Deactivate<span className="sr-only"> {user.name}</span>
                  </button>
                )
              ) : (
                <button
                  type="button"
                  className={cx(actionLink, 'text-emerald-700 hover:text-emerald-600')}
                  disabled={toggle.isPending}
                  onClick={() => toggleStatus(user)}
                >
                  Activate<span className="sr-only"> {user.name}</span>
                </button>
              )}
            </>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={TITLE}
        description="Sign-in accounts, the roles they hold and whether they may sign in."
        actions={
          <>
            {canCreateEmployees ? (
              <ButtonLink to="/employees/create" variant="secondary" icon={UserPlus}>
                Add New Employee
              </ButtonLink>
            ) : null}
            {canCreateUsers ? (
              <ButtonLink to="/users/create" icon={Plus}>
                Create User
              </ButtonLink>
            ) : null}
          </>
        }
      />

      <section aria-label="User summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        <StatCard label="Total Users" value={formatNumber(summary?.total_users)} icon={Users} />
        <StatCard
          label="Active Users"
          value={formatNumber(summary?.active_users)}
          icon={UserCheck}
          tone="green"
        />
        <StatCard
          label="With Employee Records"
          value={formatNumber(summary?.with_employee_records)}
          icon={IdCard}
          tone="blue"
        />
        <StatCard
          label="Super Admins"
          value={formatNumber(summary?.super_admins)}
          icon={ShieldCheck}
          tone="yellow"
        />
      </section>

      <FilterBar columns={3}>
        <SearchField
          label="Search"
          placeholder="Name or email"
          value={filters.search}
          onSearch={(value) => setFilters({ search: value })}
        />
        <SelectField
          label="Role"
          placeholder="All roles"
          value={filters.role}
          onChange={(event) => setFilters({ role: event.target.value })}
          options={roleNames.map((name) => ({ value: name, label: roleLabel(name) }))}
        />
        <SelectField
          label="Status"
          placeholder="All statuses"
          value={filters.is_active}
          onChange={(event) => setFilters({ is_active: event.target.value })}
          options={STATUS_OPTIONS}
        />
      </FilterBar>

      <div className="mt-6 space-y-4">
        <FlashBanner />
        <SuccessBanner message={notice.message} onDismiss={notice.clear} />
        <ErrorBanner
          message={toggle.isError ? errorMessage(toggle.error, 'Failed to update user status') : null}
          onDismiss={toggle.reset}
        />
        <ErrorBanner message={users.isError ? errorMessage(users.error, 'Failed to load users') : null} />

        <DataTable
          caption="Users"
          columns={columns}
          rows={users.data?.data}
          rowKey={(user) => user.id}
          loading={users.isPending}
          className={users.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          empty={
            <EmptyState
              icon={Users}
              title="No users found"
              hint={
                filters.search || filters.role || filters.is_active
                  ? 'No user matches these filters. Try a different search or clear the filters.'
                  : 'Accounts you create appear here.'
              }
            />
          }
        />

        {users.data ? (
          <Pagination
            currentPage={users.data.current_page}
            lastPage={users.data.last_page}
            total={users.data.total}
            perPage={users.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title="Deactivate user?"
        message={
          confirming
            ? `${confirming.name} will be signed out and cannot sign in until the account is activated again.`
            : ''
        }
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        pending={toggle.isPending}
        onConfirm={() => confirming && toggleStatus(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
