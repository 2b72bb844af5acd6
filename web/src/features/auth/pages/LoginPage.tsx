import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequest } from '@hrms/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PasswordField } from '@/components/ui/PasswordField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useSession } from '@/lib/session';
import { useSsoProviders } from '../api';
import { AuthHeading, AuthLayout, authLink, SignInEmailField } from '../components/AuthLayout';
import { TWO_FACTOR_TITLE, TwoFactorCodeStep } from '../components/TwoFactorCodeStep';
import { PASSWORD_SET_NOTICE, readSignInParams } from '../passwordLinks';
import { providerLookupEmail, ssoErrorMessage, ssoStartUrl } from '../singleSignOn';

/**
 * Sign-in (spec 1 §2.2): email and password, show/hide toggle, marketing panel beside the form. Coming from a
 * set-password link (?email=…&password_set=1) the email is filled in and a notice says the password is set.
 * With two-factor on, a code step takes the form's place; when the company requires two-factor of someone
 * without it, the setup page takes over (the challenge rides in the router's state, never in the address).
 * Under the form, a button per single sign-on provider (once an e-mail is typed, only its company's); a single
 * sign-on that failed comes back with ?sso_error=reason, said in the banner.
 */
export function LoginPage() {
  const { login } = useSession();
  // The password step's challenge while its code is asked for; why the password is asked for again.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { email, passwordSet } = readSignInParams(params);
  const [ssoError, setSsoError] = useState(() => ssoErrorMessage(params));
  // The address whose company's providers are shown: the typed one once the field is left.
  const [lookupEmail, setLookupEmail] = useState(() => providerLookupEmail(email));
  const providers = useSsoProviders(lookupEmail);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    getValues,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email, password: '' },
  });

  const signIn = useMutation({
    mutationFn: (values: LoginRequest) => login(values.email, values.password),
    onSuccess: (result) => {
      if (result.kind === 'signed-in') navigate('/', { replace: true });
      else if (result.kind === 'setup')
        navigate('/two-factor-setup', { state: { challenge: result.challenge } });
      else setChallenge(result.challenge);
    },
    onError: (error) => applyServerErrors(setError, error),
  });

  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    setSsoError(null);
    signIn.mutate(values);
  });

  /** Back from the code step to the password, which is asked for again. */
  function backToPassword(message: string | null) {
    setChallenge(null);
    setNotice(message);
    signIn.reset();
    resetField('password');
  }

  const emailField = register('email');
  const sso = providers.data;

  if (challenge) {
    return (
      <AuthLayout title={TWO_FACTOR_TITLE}>
        <TwoFactorCodeStep
          challenge={challenge}
          onSignedIn={() => navigate('/', { replace: true })}
          onExpired={backToPassword}
          onBack={() => backToPassword(null)}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign in">
      <AuthHeading
        title="Sign in to your account"
        description="Welcome back. Enter your work email and password."
      />

      <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5" aria-label="Sign in">
        <SuccessBanner message={passwordSet ? PASSWORD_SET_NOTICE : null} />
        <ErrorBanner
          message={signIn.isError ? errorMessage(signIn.error, 'Login failed') : (notice ?? ssoError)}
        />
        <SignInEmailField
          autoFocus={!email}
          error={errors.email?.message}
          {...emailField}
          onBlur={(event) => {
            setLookupEmail(providerLookupEmail(event.target.value));
            return emailField.onBlur(event);
          }}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          autoFocus={Boolean(email)}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
        {/* After the button: the keyboard reaches email, password, Show, then Sign in first. */}
        <p className="text-center">
          <Link to="/forgot-password" className={authLink}>
            Forgot password?
          </Link>
        </p>
      </form>

      {sso?.data.length ? (
        <section aria-label="Single sign-on" className="mt-6 space-y-3">
          <div className="flex items-center gap-3 text-sm text-slate-500">
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            or
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
          </div>
          {lookupEmail && !sso.password_sign_in ? (
            <p className="text-center text-sm font-medium text-slate-700">
              Your company signs in with single sign-on.
            </p>
          ) : null}
          {sso.data.map((provider) => (
            <Button
              key={provider.slug}
              variant="secondary"
              size="lg"
              className="w-full"
              onClick={() => window.location.assign(ssoStartUrl(provider.slug, getValues('email')))}
            >
              Sign in with {provider.label}
            </Button>
          ))}
        </section>
      ) : null}
    </AuthLayout>
  );
}
