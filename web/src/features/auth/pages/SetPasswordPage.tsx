import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_LINK_INVALID, type ResetPasswordRequest, resetPasswordRequest } from '@hrms/contracts/auth';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { NewPasswordFields } from '@/components/ui/NewPasswordFields';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useResetPassword } from '../api';
import { AuthHeading, AuthLayout, BackToSignIn } from '../components/AuthLayout';
import { linkRefusal, linkToken, signInAfterPasswordSet } from '../passwordLinks';

const TITLE = 'Choose your password';
const FIELDS = ['password', 'password_confirmation'] as const;

/**
 * /set-password?token=… (signed out): the page a link mails lead to, an invitation to a new account or a
 * forgotten password. The new password is set with the link's one-time token, then sign-in opens with the
 * account's email filled in. A link the server refuses (unknown, used or expired), or an address without a
 * token, shows why and where to ask for a new one instead of the form.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = linkToken(params);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequest),
    // The token is no field: it rides along in the values, and the contract's schema checks it too.
    defaultValues: { token: token ?? '', password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: (answer) => navigate(signInAfterPasswordSet(answer.email), { replace: true }),
      onError: (error) => applyServerErrors(setError, error, { fields: FIELDS }),
    }),
  );

  const refused = linkRefusal(reset.error);
  const unusable = !token || errors.token ? PASSWORD_LINK_INVALID : refused;

  return (
    <AuthLayout title={TITLE}>
      <AuthHeading title={TITLE} description="Choose the password you will sign in with." />

      {unusable ? (
        <LinkUnusable message={unusable} afterSubmit={refused !== null} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5" aria-label={TITLE}>
          <ErrorBanner message={formFailure(reset.error, FIELDS, 'Failed to set password')} />
          <NewPasswordFields
            labels={['New password', 'Confirm password']}
            password={register('password')}
            confirmation={register('password_confirmation')}
            errors={{
              password: errors.password?.message,
              confirmation: errors.password_confirmation?.message,
            }}
          />
          <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
            {reset.isPending ? 'Setting password...' : 'Set password'}
          </Button>
          <BackToSignIn />
        </form>
      )}
    </AuthLayout>
  );
}

/**
 * Why the link cannot set a password, and the way to a new one. When the server refused it on submit, the
 * focus moves to that way (the form and its button are gone).
 */
function LinkUnusable({ message, afterSubmit }: { message: string; afterSubmit: boolean }) {
  const next = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (afterSubmit) next.current?.focus();
  }, [afterSubmit]);
  return (
    <div className="mt-8 space-y-5">
      <ErrorBanner message={message} />
      {/* A Link, not a ButtonLink, for the ref: it looks like the form's button. */}
      <Link ref={next} to="/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
        Request a new link
      </Link>
      <BackToSignIn />
    </div>
  );
}
