import type { RoleItem, UserDetail } from '@hrms/contracts/access';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { roleLabel } from '@hrms/contracts/roles';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { LoadingState } from '@/components/ui/LoadingState';
import { NotFound } from '@/components/ui/NotFound';
import { PageHeader } from '@/components/ui/PageHeader';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { sectionTitle } from '@/components/ui/typography';
import { ApiError, errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useAssignUserRoles, useRoleOptions, useUser } from '../api';
import { PermissionPreview } from '../components/PermissionPreview';
import { toggleOne } from '../permissionGroups';
import { useTimedMessage } from '../useTimedMessage';

const TITLE = 'User Roles and Permissions';
/** Spec 2 §2 and §9: the saved message, shown for 3 seconds. */
const SAVED_MESSAGE = 'User roles updated successfully!';
const SAVED_MESSAGE_MS = 3000;
/** Spec 2 §9: the per-user page previews 8 permissions of each assigned role. */
const PREVIEW_LIMIT = 8;

/** /users/{id}/permissions: tick the roles a user holds (the route requires update-users). */
export function UserPermissionsPage() {
  const id = Number(useParams().id);
  const user = useUser(id);
  const roles = useRoleOptions();

  if (!Number.isInteger(id) || id <= 0 || (user.error instanceof ApiError && user.error.status === 404)) {
    return (
      <NotFound
        title="User not found"
        message="This user does not exist or is outside your company."
        backTo="/users"
        backLabel="Back to Users"
      />
    );
  }

  const header = (
    <PageHeader
      title={TITLE}
      description="Choose the roles this user holds; they may do what any of them allows."
      actions={
        <ButtonLink to="/users" variant="secondary" icon={ArrowLeft}>
          Back to Users
        </ButtonLink>
      }
    />
  );

  if (user.isError || roles.isError) {
    return (
      <>
        {header}
        <div className="space-y-3">
          <ErrorBanner message={user.isError ? errorMessage(user.error, 'Failed to load user data') : null} />
          <ErrorBanner
            message={roles.isError ? errorMessage(roles.error, 'Failed to load available roles') : null}
          />
        </div>
      </>
    );
  }
  if (user.isPending || roles.isPending) {
    return (
      <>
        {header}
        <LoadingState variant="page" label="Loading user and roles..." />
      </>
    );
  }

  return (
    <>
      {header}
      <RoleAssignment key={user.data.id} user={user.data} roles={roles.data} />
    </>
  );
}

function RoleAssignment({ user, roles }: { user: UserDetail; roles: RoleItem[] }) {
  const { roles: myRoles } = useSession();
  const isSuperAdmin = myRoles.includes(SUPER_ADMIN_ROLE);
  const [selected, setSelected] = useState<string[]>(() => user.roles.map((r) => r.name));
  const save = useAssignUserRoles(user.id);
  const saved = useTimedMessage(SAVED_MESSAGE_MS);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    saved.clear();
    // Sent as role names, in the order the roles are listed (spec 2 §5 "Per-user roles").
    const names = roles.filter((r) => selected.includes(r.name)).map((r) => r.name);
    save.mutate(names, { onSuccess: () => saved.show(SAVED_MESSAGE) });
  }

  return (
    <form onSubmit={onSubmit} aria-label="User roles" className="space-y-6">
      <section
        aria-label="User information"
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:flex-row md:items-center"
      >
        <div className="flex min-w-0 items-center gap-4 md:w-1/3">
          <Avatar name={user.name} size="lg" />
          <div className="min-w-0">
            <h2 className={cx('truncate', sectionTitle)}>{user.name}</h2>
            <p className="truncate text-sm text-slate-500">{user.email}</p>
          </div>
        </div>
        <DetailList columns={3} className="flex-1 lg:grid-cols-3">
          <DetailItem label="Employee">
            {user.employee ? (
              `${user.employee.first_name} ${user.employee.last_name} (${user.employee.employee_id})`
            ) : (
              <span className="font-normal text-slate-500 italic">No employee record</span>
            )}
          </DetailItem>
          <DetailItem label="Company">{user.employee?.company.name}</DetailItem>
          <DetailItem label="Status">
            <Badge tone={user.is_active ? 'green' : 'gray'}>{user.is_active ? 'Active' : 'Inactive'}</Badge>
          </DetailItem>
        </DetailList>
      </section>

      <SuccessBanner message={saved.message} onDismiss={saved.clear} />
      <ErrorBanner
        message={save.isError ? errorMessage(save.error, 'Failed to update user roles') : null}
        onDismiss={save.reset}
      />

      <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-5 py-4">
          <h2 className={sectionTitle}>Roles</h2>
          <p className="text-sm text-slate-500" aria-live="polite">
            {selected.length} of {roles.length} selected
          </p>
        </div>
        {roles.length ? (
          <fieldset className="grid items-start gap-4 p-5 lg:grid-cols-2">
            <legend className="sr-only">Roles</legend>
            {roles.map((role) => (
              <RoleOption
                key={role.id}
                role={role}
                checked={selected.includes(role.name)}
                locked={role.name === SUPER_ADMIN_ROLE && !isSuperAdmin}
                onToggle={() => setSelected((current) => toggleOne(current, role.name))}
              />
            ))}
          </fieldset>
        ) : (
          <p className="p-5 text-sm text-slate-500">No roles exist yet.</p>
        )}
      </section>

      <FormActions
        sticky
        cancelTo="/users"
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        pending={save.isPending}
      />
    </form>
  );
}

function RoleOption({
  role,
  checked,
  locked,
  onToggle,
}: {
  role: RoleItem;
  checked: boolean;
  locked: boolean;
  onToggle: () => void;
}) {
  const inputId = `role-${role.id}`;
  return (
    <div
      className={cx(
        'rounded-lg border p-4 transition-colors',
        checked ? 'border-indigo-300 bg-indigo-50/40' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          checked={checked}
          disabled={locked}
          onChange={onToggle}
          aria-describedby={`${inputId}-hint`}
          className="mt-0.5 size-4 rounded border-slate-300 accent-indigo-600"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
              {roleLabel(role.name)}
            </label>
            <Badge tone="gray">
              {role.permissions_count} permission{role.permissions_count === 1 ? '' : 's'}
            </Badge>
          </div>
          <p id={`${inputId}-hint`} className="mt-0.5 text-sm text-slate-500">
            {locked ? 'Only a super admin can grant this role.' : (role.description ?? 'No description')}
          </p>
        </div>
      </div>
      {checked ? (
        <div className="mt-3 pl-7">
          <PermissionPreview
            permissions={role.permissions}
            limit={PREVIEW_LIMIT}
            label={`Permissions of ${roleLabel(role.name)}`}
          />
        </div>
      ) : null}
    </div>
  );
}
