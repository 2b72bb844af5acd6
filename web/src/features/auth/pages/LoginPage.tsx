import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequest } from '@hrms/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PasswordField } from '@/components/ui/PasswordField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useSession } from '@/lib/session';
import { AuthHeading, AuthLayout, authLink, SignInEmailField } from '../components/AuthLayout';
import { PASSWORD_SET_NOTICE, readSignInParams } from '../passwordLinks';

/**
 * Sign-in (spec 1 §2.2): email and password, show/hide toggle, marketing panel beside the form. Coming from a
 * set-password link (?email=…&password_set=1) the email is filled in and a notice says the password is set.
 */
export function LoginPage() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { email, passwordSet } = readSignInParams(params);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email, password: '' },
  });

  const signIn = useMutation({
    mutationFn: (values: LoginRequest) => login(values.email, values.password),
    onSuccess: () => navigate('/', { replace: true }),
    onError: (error) => applyServerErrors(setError, error),
  });

  const onSubmit = handleSubmit((values) => signIn.mutate(values));

  return (
    <AuthLayout title="Sign in">
      <AuthHeading
        title="Sign in to your account"
        description="Welcome back. Enter your work email and password."
      />

      <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5" aria-label="Sign in">
        <SuccessBanner message={passwordSet ? PASSWORD_SET_NOTICE : null} />
        <ErrorBanner message={signIn.isError ? errorMessage(signIn.error, 'Login failed') : null} />
        <SignInEmailField autoFocus={!email} error={errors.email?.message} {...register('email')} />
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
    </AuthLayout>
  );
}
