import type { RoleItem } from '@hrms/contracts/access';
import { roleLabel } from '@hrms/contracts/roles';
import {
  Eye,
  KeyRound,
  Lock,
  Pencil,
  Plus,
  ShieldCheck,
  Sparkles,
  Trash2,
  UserCog,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FilterBar } from '@/components/ui/FilterBar';
import { FlashBanner } from '@/components/ui/FlashBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { NoPermission } from '@/components/ui/NoPermission';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { StatCard } from '@/components/ui/StatCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { sectionTitle } from '@/components/ui/typography';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { useCan } from '@/lib/useCan';
import { useListParams } from '@/lib/useListParams';
import { type RoleFilters, useDeleteRole, useRoles } from '../api';
import { PermissionPreview } from '../components/PermissionPreview';
import { useRoleAccess } from '../roleAccess';
import { useTimedMessage } from '../useTimedMessage';

const TITLE = 'Role Management';
/** Spec 2 §9: a role card previews 6 permissions. */
const PREVIEW_LIMIT = 6;

function readFilters(params: URLSearchParams): RoleFilters {
  return { page: Math.max(1, Number(params.get('page')) || 1), search: params.get('search') ?? '' };
}

const cardAction =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** /roles: role cards with search, paging and summary cards (spec 2 §2 Roles). */
export function RolesPage() {
  const canManage = useCan('manage-roles');
  if (!canManage) return <NoPermission title={TITLE} message="You do not have permission to manage roles" />;
  return <RolesList />;
}

function RolesList() {
  const [filters, setFilters] = useListParams(readFilters);
  const roles = useRoles(filters);
  const remove = useDeleteRole();
  const notice = useTimedMessage(4000);
  const [deleting, setDeleting] = useState<RoleItem | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    notice.clear();
    remove.mutate(deleting.id, {
      onSuccess: (answer) => notice.show(answer.message),
      onSettled: () => setDeleting(null),
    });
  }

  const summary = roles.data?.summary;
  const list = roles.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={TITLE}
        description="Roles bundle permissions; a user may do what any of their roles allows."
        actions={
          <ButtonLink to="/roles/create" icon={Plus}>
            Create New Role
          </ButtonLink>
        }
      />

      <section aria-label="Role summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Roles" value={formatNumber(summary?.total_roles)} icon={UserCog} />
        <StatCard
          label="Built-in Roles"
          value={formatNumber(summary?.system_roles)}
          icon={Lock}
          tone="slate"
        />
        <StatCard
          label="Custom Roles"
          value={formatNumber(summary?.custom_roles)}
          icon={Sparkles}
          tone="green"
        />
        <StatCard
          label="Avg Permissions"
          value={formatNumber(summary?.avg_permissions)}
          icon={KeyRound}
          tone="blue"
        />
      </section>

      <FilterBar columns={1}>
        <SearchField
          label="Search roles"
          placeholder="Role name or description"
          value={filters.search}
          onSearch={(value) => setFilters({ search: value })}
          className="sm:max-w-md"
        />
      </FilterBar>

      <div className="mt-6 space-y-4">
        <FlashBanner />
        <SuccessBanner message={notice.message} onDismiss={notice.clear} />
        <ErrorBanner
          message={remove.isError ? errorMessage(remove.error, 'Failed to delete role') : null}
          onDismiss={remove.reset}
        />
        <ErrorBanner message={roles.isError ? errorMessage(roles.error, 'Failed to load roles') : null} />

        {roles.isPending ? (
          <LoadingState variant="table" label="Loading roles..." />
        ) : list.length === 0 && !roles.isError ? (
          <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
            <EmptyState
              icon={ShieldCheck}
              title="No roles found"
              hint={filters.search ? 'No role matches this search.' : 'Create a role to get started.'}
              action={
                filters.search ? null : (
                  <ButtonLink to="/roles/create" variant="secondary" icon={Plus}>
                    Create a role
                  </ButtonLink>
                )
              }
            />
          </div>
        ) : (
          <ul
            aria-label="Roles"
            className={cx(
              'grid gap-4 md:grid-cols-2 2xl:grid-cols-3',
              roles.isPlaceholderData && 'opacity-60 transition-opacity',
            )}
          >
            {list.map((role) => (
              <RoleCard key={role.id} role={role} onDelete={() => setDeleting(role)} />
            ))}
          </ul>
        )}

        {roles.data ? (
          <Pagination
            currentPage={roles.data.current_page}
            lastPage={roles.data.last_page}
            total={roles.data.total}
            perPage={roles.data.per_page}
            onPageChange={(page) => setFilters({ page: String(page) })}
          />
        ) : null}
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete role?"
        message={
          deleting ? `The role "${roleLabel(deleting.name)}" will be deleted. This cannot be undone.` : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function RoleCard({ role, onDelete }: { role: RoleItem; onDelete: () => void }) {
  const name = roleLabel(role.name);
  const { mayChange } = useRoleAccess();
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm">
      <article aria-label={name} className="flex flex-1 flex-col">
        <div className="flex-1 p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                <UserCog aria-hidden="true" className="size-5" />
              </span>
              <h2 className={cx('truncate', sectionTitle)}>{name}</h2>
            </div>
            {role.is_system ? <Badge tone="gray">Built-in</Badge> : <Badge tone="green">Custom</Badge>}
          </div>
          <p className="mt-3 line-clamp-2 text-sm text-slate-500">{role.description || 'No description'}</p>
          <div className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <KeyRound aria-hidden="true" className="size-4 text-slate-400" />
              {formatNumber(role.permissions_count)} permission{role.permissions_count === 1 ? '' : 's'}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 text-slate-400" />
              {formatNumber(role.users_count)} user{role.users_count === 1 ? '' : 's'}
            </span>
          </div>
          <div className="mt-4">
            <PermissionPreview permissions={role.permissions} limit={PREVIEW_LIMIT} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-1 border-t border-slate-100 px-3 py-2">
          <Link to={`/roles/${role.id}`} className={cx(cardAction, 'text-slate-700 hover:bg-slate-100')}>
            <Eye aria-hidden="true" className="size-4" />
            View<span className="sr-only"> {name}</span>
          </Link>
          {mayChange(role) ? (
            <Link
              to={`/roles/${role.id}/edit`}
              className={cx(cardAction, 'text-indigo-600 hover:bg-indigo-50')}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit<span className="sr-only"> {name}</span>
            </Link>
          ) : null}
          {role.is_system ? (
            <span className="ml-auto text-xs text-slate-500">Built-in roles cannot be deleted</span>
          ) : mayChange(role) ? (
            <button
              type="button"
              onClick={onDelete}
              className={cx(cardAction, 'ml-auto text-red-600 hover:bg-red-50')}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete<span className="sr-only"> {name}</span>
            </button>
          ) : (
            <span className="ml-auto text-xs text-slate-500">Shared by every company</span>
          )}
        </div>
      </article>
    </li>
  );
}
