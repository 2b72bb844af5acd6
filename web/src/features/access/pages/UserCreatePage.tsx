import { zodResolver } from '@hookform/resolvers/zod';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { roleLabel } from '@hrms/contracts/roles';
import { ArrowLeft } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { LoadingState } from '@/components/ui/LoadingState';
import { NewPasswordFields } from '@/components/ui/NewPasswordFields';
import { NoPermission } from '@/components/ui/NoPermission';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { flashState } from '@/lib/flash';
import { useSession } from '@/lib/session';
import { useCan } from '@/lib/useCan';
import { RoleAssignmentError, useCreateUser, useEmployeesWithoutUser, useRoleOptions } from '../api';
import { formFailure } from '../formFailure';
import {
  employeeFullName,
  toNewUser,
  USER_FORM_FIELDS,
  type UserCreateFormValues,
  userCreateForm,
} from '../userForm';

const TITLE = 'Create User';

/** /users/create (spec 2 §2 Users, §5 User create). */
export function UserCreatePage() {
  const canCreate = useCan('manage-users');
  if (!canCreate) return <NoPermission title={TITLE} message="You do not have permission to create users" />;
  return <UserCreateForm />;
}

function UserCreateForm() {
  const navigate = useNavigate();
  const { roles: myRoles } = useSession();
  const isSuperAdmin = myRoles.includes(SUPER_ADMIN_ROLE);
  const employees = useEmployeesWithoutUser();
  const roles = useRoleOptions();
  const createUser = useCreateUser();

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm<UserCreateFormValues>({
    resolver: zodResolver(userCreateForm),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      employee_id: '',
      is_active: true,
      roles: [],
    },
  });

  const onSubmit = handleSubmit((values) => {
    createUser.mutate(
      { user: toNewUser(userCreateForm.parse(values)), roleIds: values.roles },
      {
        onSuccess: (answer) => navigate('/users', { state: flashState(answer.message) }),
        onError: (error) => applyServerErrors(setError, error),
      },
    );
  });

  const employeeField = register('employee_id', {
    onChange: (event: { target: { value: string } }) => {
      const picked = employees.data?.find((e) => String(e.id) === event.target.value);
      if (picked) setValue('name', employeeFullName(picked), { shouldValidate: isSubmitted });
    },
  });

  const failure = createUser.error;
  const roleFailure = failure instanceof RoleAssignmentError ? failure : null;
  const created = roleFailure !== null;

  return (
    <>
      <PageHeader
        title={TITLE}
        description="A sign-in account, optionally linked to an employee record, with its roles."
        actions={
          <ButtonLink to="/users" variant="secondary" icon={ArrowLeft}>
            Back to Users
          </ButtonLink>
        }
      />

      <form onSubmit={onSubmit} noValidate aria-label={TITLE} className="space-y-6">
        {roleFailure ? (
          <ErrorBanner
            title="The user was created, but the roles could not be assigned."
            message={
              <>
                {errorMessage(roleFailure.cause, 'Failed to update user roles')}{' '}
                <Link to={`/users/${roleFailure.userId}/permissions`} className="font-medium underline">
                  Assign roles on the Manage Roles page
                </Link>
              </>
            }
          />
        ) : (
          <ErrorBanner
            message={formFailure(failure, USER_FORM_FIELDS, 'Failed to create user')}
            onDismiss={createUser.reset}
          />
        )}
        <ErrorBanner
          message={employees.isError ? errorMessage(employees.error, 'Failed to load required data') : null}
        />

        <SectionCard title="Account" description="Who signs in, and whether they may.">
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Employee"
              placeholder={employees.isPending ? 'Loading employees...' : 'No employee record'}
              disabled={employees.isPending}
              hint="Only employees without a user account are listed. Choosing one fills in the name."
              error={errors.employee_id?.message}
              containerClassName="sm:col-span-2"
              options={(employees.data ?? []).map((e) => ({
                value: String(e.id),
                label: `${employeeFullName(e)} (${e.employee_id})${e.job_title ? ` · ${e.job_title}` : ''}`,
              }))}
              {...employeeField}
            />
            <TextField
              label="Name"
              autoComplete="off"
              required
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="off"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <NewPasswordFields
              labels={['Password', 'Confirm Password']}
              password={register('password')}
              confirmation={register('password_confirmation')}
              errors={{
                password: errors.password?.message,
                confirmation: errors.password_confirmation?.message,
              }}
            />
            <CheckboxField
              label="Active"
              hint="Inactive users cannot sign in."
              containerClassName="sm:col-span-2"
              {...register('is_active')}
            />
          </div>
        </SectionCard>

        <SectionCard title="Roles" description="Optional. The user may do what any of their roles allows.">
          <ErrorBanner
            message={roles.isError ? errorMessage(roles.error, 'Failed to load available roles') : null}
          />
          {roles.isPending ? (
            <LoadingState variant="table" label="Loading roles..." className="py-6" />
          ) : roles.data ? (
            <Controller
              control={control}
              name="roles"
              render={({ field }) => (
                <fieldset className="grid gap-3 sm:grid-cols-2">
                  <legend className="sr-only">Roles</legend>
                  {roles.data.map((role) => {
                    const id = String(role.id);
                    const locked = role.name === SUPER_ADMIN_ROLE && !isSuperAdmin;
                    return (
                      <CheckboxField
                        key={role.id}
                        containerClassName="rounded-lg border border-slate-200 p-3"
                        label={roleLabel(role.name)}
                        hint={
                          locked
                            ? 'Only a super admin can grant this role.'
                            : `${role.description ? `${role.description} · ` : ''}${role.permissions_count} permissions`
                        }
                        disabled={locked}
                        checked={field.value.includes(id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked ? [...field.value, id] : field.value.filter((v) => v !== id),
                          )
                        }
                      />
                    );
                  })}
                </fieldset>
              )}
            />
          ) : null}
        </SectionCard>

        <FormActions
          sticky
          cancelTo="/users"
          submitLabel="Create User"
          pendingLabel="Creating..."
          pending={createUser.isPending}
          disabled={created}
        />
      </form>
    </>
  );
}
