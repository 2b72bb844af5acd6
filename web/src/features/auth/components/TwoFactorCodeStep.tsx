import { zodResolver } from '@hookform/resolvers/zod';
import { type TwoFactorLoginRequest, twoFactorLoginRequest } from '@hrms/contracts/sign-in';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { ApiError, errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useSession } from '@/lib/session';
import { useTwoFactorLogin } from '../api';
import { AuthenticationCodeField } from './AuthenticationCodeField';
import { AuthHeading, authLink } from './AuthLayout';

export const TWO_FACTOR_TITLE = 'Two-factor authentication';
const FIELDS = ['code'] as const;

type TwoFactorCodeStepProps = {
  /** The password step's proof, exchanged with the code for a session. */
  challenge: string;
  /** Signed in: where to go. */
  onSignedIn: () => void;
  /** The challenge expired or was used (401): back to the password, with the server's message. */
  onExpired: (message: string) => void;
  onBack: () => void;
};

/** Sign-in's second step: a code from the authenticator app, or one of the recovery codes. */
export function TwoFactorCodeStep({ challenge, onSignedIn, onExpired, onBack }: TwoFactorCodeStepProps) {
  const { completeSignIn } = useSession();
  const verify = useTwoFactorLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TwoFactorLoginRequest>({
    resolver: zodResolver(twoFactorLoginRequest),
    // The challenge is no field: it rides along in the values.
    defaultValues: { challenge, code: '' },
  });

  const onSubmit = handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: (answer) => {
        completeSignIn(answer);
        onSignedIn();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          onExpired(errorMessage(error, 'Your sign-in has expired. Sign in again.'));
          return;
        }
        applyServerErrors(setError, error, { fields: FIELDS });
      },
    }),
  );

  return (
    <>
      <AuthHeading
        title="Enter your authentication code"
        description="Your account is protected with two-factor authentication."
      />
      <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5" aria-label={TWO_FACTOR_TITLE}>
        <ErrorBanner message={formFailure(verify.error, FIELDS, 'Verification failed')} />
        <AuthenticationCodeField
          autoFocus
          hint="Open your authenticator app, or enter one of your recovery codes."
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <p className="text-center">
          <button type="button" onClick={onBack} className={authLink}>
            Back to sign in
          </button>
        </p>
      </form>
    </>
  );
}
