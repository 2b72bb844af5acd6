import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordRequest, changePasswordRequest } from '@hrms/contracts/auth';
import { passwordIsNotEmail, passwordIsNotEmailMessage } from '@hrms/contracts/password';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FormActions } from '@/components/ui/FormActions';
import { NewPasswordFields } from '@/components/ui/NewPasswordFields';
import { PageHeader } from '@/components/ui/PageHeader';
import { PasswordField } from '@/components/ui/PasswordField';
import { SectionCard } from '@/components/ui/SectionCard';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useSession } from '@/lib/session';
import { useChangePassword } from '../api';

const TITLE = 'Change Password';
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: ChangePasswordRequest = { current_password: '', password: '', password_confirmation: '' };

/** /account/password: any signed-in user changes their own password; their other sessions end. */
export function ChangePasswordPage() {
  const { user } = useSession();
  const email = user?.email ?? '';
  // The server's schema, plus the one rule it checks against the account: not the email address.
  const schema = useMemo(
    () =>
      changePasswordRequest.refine(
        (v) => passwordIsNotEmail({ email, password: v.password }),
        passwordIsNotEmailMessage,
      ),
    [email],
  );
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) =>
    changePassword.mutate(values, {
      onSuccess: () => reset(EMPTY),
      onError: (error) => applyServerErrors(setError, error),
    }),
  );

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={TITLE}
        description="Enter your current password, then choose a new one. You stay signed in here; your other sessions are signed out."
      />
      <form onSubmit={onSubmit} noValidate aria-label={TITLE} className="space-y-6">
        <SuccessBanner
          message={changePassword.isSuccess ? changePassword.data.message : null}
          onDismiss={changePassword.reset}
        />
        <ErrorBanner
          message={formFailure(changePassword.error, FIELDS, 'Failed to change password')}
          onDismiss={changePassword.reset}
        />
        <SectionCard title="Password">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            required
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <NewPasswordFields
            labels={['New password', 'Confirm new password']}
            password={register('password')}
            confirmation={register('password_confirmation')}
            errors={{
              password: errors.password?.message,
              confirmation: errors.password_confirmation?.message,
            }}
          />
        </SectionCard>
        <FormActions
          cancelTo="/"
          submitLabel="Change password"
          pendingLabel="Changing..."
          pending={changePassword.isPending}
        />
      </form>
    </div>
  );
}
