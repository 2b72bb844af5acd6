import { zodResolver } from '@hookform/resolvers/zod';
import {
  FORGOT_PASSWORD_ANSWER,
  type ForgotPasswordRequest,
  forgotPasswordRequest,
} from '@hrms/contracts/auth';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useForgotPassword } from '../api';
import { AuthHeading, AuthLayout, BackToSignIn, SignInEmailField } from '../components/AuthLayout';

const FIELDS = ['email'] as const;

/**
 * /forgot-password (signed out): asks for a link to choose a new password. The answer is the same whether or
 * not the address has an account, and the form stays, to send again or to another address.
 */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, { onError: (error) => applyServerErrors(setError, error, { fields: FIELDS }) }),
  );

  return (
    <AuthLayout title="Forgot password">
      <AuthHeading
        title="Forgot your password?"
        description="Enter the email you sign in with and we will send you a link to choose a new password."
      />

      <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5" aria-label="Forgot password">
        <SuccessBanner message={forgot.isSuccess ? forgot.data?.message || FORGOT_PASSWORD_ANSWER : null} />
        <ErrorBanner message={formFailure(forgot.error, FIELDS, 'Failed to send the link')} />
        <SignInEmailField autoFocus error={errors.email?.message} {...register('email')} />
        <Button type="submit" size="lg" className="w-full" loading={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send link'}
        </Button>
        <BackToSignIn />
      </form>
    </AuthLayout>
  );
}
