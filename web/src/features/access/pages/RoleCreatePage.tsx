import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { NoPermission } from '@/components/ui/NoPermission';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { flashState } from '@/lib/flash';
import { useCan } from '@/lib/useCan';
import { useCreateRole, usePermissions } from '../api';
import { RolePermissionsField } from '../components/RolePermissionsField';
import { formFailure } from '../formFailure';
import { type RoleFormValues, roleForm, toNewRole } from '../roleForm';

const TITLE = 'Create Role';

/** /roles/create (spec 2 §5 "Role create"). */
export function RoleCreatePage() {
  const canManage = useCan('manage-roles');
  if (!canManage) return <NoPermission title={TITLE} message="You do not have permission to create roles" />;
  return <RoleCreateForm />;
}

function RoleCreateForm() {
  const navigate = useNavigate();
  const permissions = usePermissions();
  const createRole = useCreateRole();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<RoleFormValues>({
    resolver: zodResolver(roleForm),
    defaultValues: { name: '', description: '', permissions: [] },
  });

  const onSubmit = handleSubmit((values) =>
    createRole.mutate(toNewRole(values), {
      onSuccess: (answer) => navigate('/roles', { state: flashState(answer.message) }),
      onError: (error) => applyServerErrors(setError, error),
    }),
  );

  return (
    <>
      <PageHeader
        title={TITLE}
        description="A named bundle of permissions that can be given to users."
        actions={
          <ButtonLink to="/roles" variant="secondary" icon={ArrowLeft}>
            Back to Roles
          </ButtonLink>
        }
      />
      <form onSubmit={onSubmit} noValidate aria-label={TITLE} className="space-y-6">
        <ErrorBanner
          message={formFailure(createRole.error, ['name', 'description'], 'Failed to create role')}
          onDismiss={createRole.reset}
        />

        <SectionCard title="Role details">
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label="Role name"
              required
              autoComplete="off"
              placeholder="e.g. payroll_auditor"
              hint="Underscores are shown as spaces."
              error={errors.name?.message}
              {...register('name')}
            />
            <TextAreaField
              label="Description"
              rows={2}
              placeholder="What holders of this role do"
              error={errors.description?.message}
              {...register('description')}
            />
          </div>
        </SectionCard>

        <SectionCard title="Permissions" description="Optional. Tick what holders of this role may do.">
          <RolePermissionsField control={control} permissions={permissions} disabled={createRole.isPending} />
        </SectionCard>

        <FormActions
          sticky
          cancelTo="/roles"
          submitLabel="Create Role"
          pendingLabel="Creating..."
          pending={createRole.isPending}
        />
      </form>
    </>
  );
}
