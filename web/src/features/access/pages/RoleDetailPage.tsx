import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { roleLabel } from '@hrms/contracts/roles';
import { ArrowLeft, Pencil, UserCog } from 'lucide-react';
import { useParams } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { NoPermission } from '@/components/ui/NoPermission';
import { NotFound } from '@/components/ui/NotFound';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { sectionTitle } from '@/components/ui/typography';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useCan } from '@/lib/useCan';
import { useRole } from '../api';
import { GroupedPermissions } from '../components/GroupedPermissions';
import { useRoleAccess } from '../roleAccess';

const TITLE = 'Role Details';

/** /roles/{id}: the role, its permissions by group and how many users hold it. */
export function RoleDetailPage() {
  const canManage = useCan('manage-roles');
  if (!canManage) return <NoPermission title={TITLE} message="You do not have permission to manage roles" />;
  return <RoleDetail />;
}

function BackToRoles() {
  return (
    <ButtonLink to="/roles" variant="secondary" icon={ArrowLeft}>
      Back to Roles
    </ButtonLink>
  );
}

function RoleDetail() {
  const id = Number(useParams().id);
  const query = useRole(id, 'Failed to fetch role details');
  const { mayChange } = useRoleAccess();

  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <NotFound title="Role not found" backTo="/roles" backLabel="Back to Roles" />;
  }
  if (query.isPending) return <LoadingState variant="page" label="Loading role..." />;
  if (query.isError) {
    return (
      <>
        <PageHeader title={TITLE} actions={<BackToRoles />} />
        <ErrorBanner message={errorMessage(query.error, 'Failed to fetch role details')} />
      </>
    );
  }

  const role = query.data;
  return (
    <>
      <PageHeader
        title={TITLE}
        actions={
          <>
            <BackToRoles />
            {mayChange(role) ? (
              <ButtonLink to={`/roles/${role.id}/edit`} icon={Pencil}>
                Edit Role
              </ButtonLink>
            ) : null}
          </>
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <section
          aria-label="Role"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2"
        >
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
              <UserCog aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className={sectionTitle}>{roleLabel(role.name)}</h2>
                {role.is_system ? <Badge tone="gray">Built-in</Badge> : <Badge tone="green">Custom</Badge>}
              </div>
              <p className="mt-1 text-sm text-slate-500">{role.description || 'No description'}</p>
            </div>
          </div>
        </section>

        <SectionCard title="Summary">
          <DetailList columns={1}>
            <DetailItem label="Users holding it">{formatNumber(role.users_count)}</DetailItem>
            <DetailItem label="Permissions">{formatNumber(role.permissions_count)}</DetailItem>
            <DetailItem label="Created">{formatDateTime(role.created_at)}</DetailItem>
            <DetailItem label="Last updated">{formatDateTime(role.updated_at)}</DetailItem>
          </DetailList>
        </SectionCard>

        <SectionCard title="Permissions" className="lg:col-span-3">
          {role.name === SUPER_ADMIN_ROLE ? (
            <p className="rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-800">
              The super admin role always holds every permission.
            </p>
          ) : null}
          <GroupedPermissions permissions={role.permissions} />
        </SectionCard>
      </div>
    </>
  );
}
