import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { ArrowLeft, ExternalLink, Mail, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { NoPermission } from '@/components/ui/NoPermission';
import { NotFound } from '@/components/ui/NotFound';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { sectionTitle } from '@/components/ui/typography';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDate, formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/useCan';
import { useSendPasswordLink, useUser } from '../api';
import { GroupedPermissions } from '../components/GroupedPermissions';
import { RoleBadges } from '../components/RoleBadges';
import { UserActivityCard } from '../components/UserActivityCard';
import { UserSignInCard } from '../components/UserSignInCard';

const TITLE = 'User Details';

/** /users/{id}: profile, linked employee, roles, effective permissions, account status and recent activity. */
export function UserDetailPage() {
  const canView = useCan('view-users');
  if (!canView) return <NoPermission title={TITLE} message="You do not have permission to view users" />;
  return <UserDetail />;
}

function UserDetail() {
  const id = Number(useParams().id);
  const canUpdate = useCan('update-users');
  const query = useUser(id);
  const sendLink = useSendPasswordLink(id);
  const [confirmingLink, setConfirmingLink] = useState(false);

  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <NotFound
        title="User not found"
        message="This user does not exist or is outside your company."
        backTo="/users"
        backLabel="Back to Users"
      />
    );
  }
  if (query.isPending) return <LoadingState variant="page" label="Loading user..." />;
  if (query.isError) {
    return (
      <>
        <PageHeader title={TITLE} actions={<BackToUsers />} />
        <ErrorBanner message={errorMessage(query.error, 'Failed to load user data')} />
      </>
    );
  }

  const user = query.data;
  const isSuperAdmin = user.roles.some((r) => r.name === SUPER_ADMIN_ROLE);
  const permissions = user.permissions.map((name) => ({ name }));
  const invited = user.password_set === false;
  const linkAction = invited ? 'Send invitation' : 'Send password link';

  function sendPasswordLink() {
    sendLink.mutate(undefined, { onSettled: () => setConfirmingLink(false) });
  }

  return (
    <>
      <PageHeader
        title={TITLE}
        actions={
          <>
            <BackToUsers />
            {canUpdate && user.is_active ? (
              <Button
                variant="secondary"
                icon={Mail}
                onClick={() => {
                  sendLink.reset();
                  setConfirmingLink(true);
                }}
              >
                {linkAction}
              </Button>
            ) : null}
            {canUpdate ? (
              <ButtonLink to={`/users/${user.id}/permissions`} icon={ShieldCheck}>
                Manage Roles
              </ButtonLink>
            ) : null}
          </>
        }
      />

      {sendLink.isSuccess || sendLink.isError ? (
        <div className="mb-6 space-y-4">
          <SuccessBanner
            message={sendLink.isSuccess ? sendLink.data.message : null}
            onDismiss={sendLink.reset}
          />
          <ErrorBanner
            message={sendLink.isError ? errorMessage(sendLink.error, 'Failed to send the link') : null}
            onDismiss={sendLink.reset}
          />
        </div>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <section
          aria-label="Profile"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2"
        >
          <div className="flex flex-wrap items-center gap-4">
            <Avatar name={user.name} size="lg" />
            <div className="min-w-0 flex-1">
              <h2 className={sectionTitle}>{user.name}</h2>
              <p className="truncate text-sm text-slate-500">{user.email}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              {invited ? <Badge tone="yellow">Invited</Badge> : null}
              <Badge tone={user.is_active ? 'green' : 'gray'}>{user.is_active ? 'Active' : 'Inactive'}</Badge>
            </div>
          </div>
          <div className="mt-5 border-t border-slate-100 pt-4">
            <h3 className="text-sm font-medium text-slate-500">Roles</h3>
            <div className="mt-2">
              <RoleBadges roles={user.roles} />
            </div>
          </div>
        </section>

        <SectionCard title="Account">
          <DetailList columns={1}>
            <DetailItem label="Status">{user.is_active ? 'Active' : 'Inactive (cannot sign in)'}</DetailItem>
            <DetailItem label="Password">
              {invited ? 'Invited — has not chosen a password yet' : 'Set'}
            </DetailItem>
            <DetailItem label="Last sign-in">
              {user.last_login_at ? formatDateTime(user.last_login_at) : 'Never'}
            </DetailItem>
            <DetailItem label="Created">{formatDate(user.created_at)}</DetailItem>
            <DetailItem label="Last updated">{formatDateTime(user.updated_at)}</DetailItem>
          </DetailList>
        </SectionCard>

        <UserSignInCard user={user} canUpdate={canUpdate} />

        <SectionCard
          title="Employee record"
          className="lg:col-span-3"
          actions={
            user.employee ? (
              <Link
                to={`/employees/${user.employee.id}`}
                className="inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:text-indigo-500"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                View Employee
              </Link>
            ) : null
          }
        >
          {user.employee ? (
            <DetailList columns={2} className="lg:grid-cols-4">
              <DetailItem label="Name">
                {user.employee.first_name} {user.employee.last_name}
              </DetailItem>
              <DetailItem label="Employee ID">{user.employee.employee_id}</DetailItem>
              <DetailItem label="Job title">{user.employee.job_title}</DetailItem>
              <DetailItem label="Company">{user.employee.company.name}</DetailItem>
            </DetailList>
          ) : (
            <p className="text-sm text-slate-500">No employee record</p>
          )}
        </SectionCard>

        <SectionCard
          title="Effective permissions"
          className="lg:col-span-3"
          actions={
            <p className="text-sm text-slate-500">
              {user.permissions.length} permission{user.permissions.length === 1 ? '' : 's'} from{' '}
              {user.roles.length} role{user.roles.length === 1 ? '' : 's'}
            </p>
          }
        >
          {isSuperAdmin ? (
            <p className="rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-800">
              As a super admin this user passes every permission check, whatever is listed below.
            </p>
          ) : null}
          <GroupedPermissions permissions={permissions} />
        </SectionCard>

        <UserActivityCard userId={user.id} />
      </div>

      <ConfirmDialog
        open={confirmingLink}
        title={`${linkAction}?`}
        message={
          invited
            ? `${user.name} will get an email at ${user.email} with a link to choose a password and sign in.`
            : `${user.name} will get an email at ${user.email} with a link to choose a new password.`
        }
        confirmLabel="Send email"
        pendingLabel="Sending..."
        tone="primary"
        pending={sendLink.isPending}
        onConfirm={sendPasswordLink}
        onCancel={() => setConfirmingLink(false)}
      />
    </>
  );
}

function BackToUsers() {
  return (
    <ButtonLink to="/users" variant="secondary" icon={ArrowLeft}>
      Back to Users
    </ButtonLink>
  );
}
