import { zodResolver } from '@hookform/resolvers/zod';
import type { RoleItem } from '@hrms/contracts/access';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { roleLabel } from '@hrms/contracts/roles';
import { ArrowLeft, Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { LoadingState } from '@/components/ui/LoadingState';
import { NoPermission } from '@/components/ui/NoPermission';
import { NotFound } from '@/components/ui/NotFound';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { ApiError, errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { flashState } from '@/lib/flash';
import { useCan } from '@/lib/useCan';
import { usePermissions, useRole, useUpdateRole } from '../api';
import { RolePermissionsField } from '../components/RolePermissionsField';
import { formFailure } from '../formFailure';
import { useRoleAccess } from '../roleAccess';
import { type RoleFormValues, roleForm } from '../roleForm';

const TITLE = 'Edit Role';

/** /roles/{id}/edit (spec 2 §2 Roles, §5 "Role edit"). */
export function RoleEditPage() {
  const canManage = useCan('manage-roles');
  if (!canManage) return <NoPermission title={TITLE} message="You do not have permission to manage roles" />;
  return <RoleEdit />;
}

function RoleEdit() {
  const id = Number(useParams().id);
  const role = useRole(id, 'Failed to fetch role');
  const { mayChange } = useRoleAccess();
  const isSuperAdminRole = role.data?.name === SUPER_ADMIN_ROLE;
  // super_admin's permissions are not editable, so its screen does not need the catalogue.
  const permissions = usePermissions(role.isSuccess && !isSuperAdminRole);

  if (!Number.isInteger(id) || id <= 0 || (role.error instanceof ApiError && role.error.status === 404)) {
    return <NotFound title="Role not found" backTo="/roles" backLabel="Back to Roles" />;
  }

  const header = (
    <PageHeader
      title={TITLE}
      description={
        role.data
          ? `Changes apply at once to the ${role.data.users_count} user${role.data.users_count === 1 ? '' : 's'} holding ${roleLabel(role.data.name)}.`
          : undefined
      }
      actions={
        <ButtonLink to="/roles" variant="secondary" icon={ArrowLeft}>
          Back to Roles
        </ButtonLink>
      }
    />
  );
  if (role.isError) {
    return (
      <>
        {header}
        <ErrorBanner message={errorMessage(role.error, 'Failed to fetch role')} />
      </>
    );
  }
  if (role.isPending) {
    return (
      <>
        {header}
        <LoadingState variant="page" label="Loading role..." />
      </>
    );
  }
  if (!mayChange(role.data)) {
    return (
      <NoPermission title={TITLE} message="Only a super admin can change a role shared by every company" />
    );
  }
  return (
    <>
      {header}
      <RoleEditForm key={role.data.id} role={role.data} permissions={permissions} />
    </>
  );
}

function RoleEditForm({
  role,
  permissions,
}: {
  role: RoleItem;
  permissions: ReturnType<typeof usePermissions>;
}) {
  const navigate = useNavigate();
  const update = useUpdateRole(role.id);
  const isSuperAdminRole = role.name === SUPER_ADMIN_ROLE;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<RoleFormValues>({
    resolver: zodResolver(roleForm),
    defaultValues: {
      name: role.name,
      description: role.description ?? '',
      permissions: role.permissions.map((p) => p.name),
    },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      {
        name: values.name.trim(),
        description: values.description.trim() || null,
        guard_name: role.guard_name,
        ...(isSuperAdminRole ? {} : { permissions: values.permissions }),
      },
      {
        onSuccess: () => navigate('/roles', { state: flashState('Role updated successfully') }),
        onError: (error) => applyServerErrors(setError, error),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={TITLE} className="space-y-6">
      <ErrorBanner
        message={formFailure(update.error, ['name', 'description', 'guard_name'], 'Failed to update role')}
        onDismiss={update.reset}
      />

      <SectionCard title="Role details">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Role name"
            required
            autoComplete="off"
            readOnly={role.is_system}
            hint={role.is_system ? 'Built-in roles cannot be renamed.' : 'Underscores are shown as spaces.'}
            error={errors.name?.message}
            className={role.is_system ? 'bg-slate-50! text-slate-600!' : undefined}
            {...register('name')}
          />
          <TextField
            label="Guard name"
            value={role.guard_name}
            disabled
            readOnly
            hint="The guard name cannot be changed."
          />
          <TextAreaField
            label="Description"
            rows={2}
            containerClassName="md:col-span-2"
            error={errors.description?.message}
            {...register('description')}
          />
        </div>
      </SectionCard>

      <SectionCard title="Permissions">
        {isSuperAdminRole ? (
          <p className="flex items-start gap-3 rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-800">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            The super admin role always holds every permission, so its permissions cannot be edited.
          </p>
        ) : (
          <RolePermissionsField
            control={control}
            permissions={permissions}
            disabled={update.isPending}
            held={role.permissions.map((p) => p.name)}
          />
        )}
      </SectionCard>

      <FormActions
        sticky
        cancelTo="/roles"
        submitLabel="Update Role"
        pendingLabel="Updating..."
        pending={update.isPending}
        disabled={!isSuperAdminRole && !permissions.data}
      />
    </form>
  );
}
