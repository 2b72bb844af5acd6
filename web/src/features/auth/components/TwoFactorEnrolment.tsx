import { zodResolver } from '@hookform/resolvers/zod';
import { type TwoFactorCodeRequest, twoFactorCodeRequest } from '@hrms/contracts/sign-in';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { LoadingState } from '@/components/ui/LoadingState';
import { ApiError, errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api';
import { groupSecret, qrImageSrc } from '../twoFactor';
import { AuthenticationCodeField } from './AuthenticationCodeField';

const FIELDS = ['code'] as const;

type TwoFactorEnrolmentProps = {
  /** A sign-in's setup challenge to authorise the calls with; without it, the signed-in session. */
  bearer?: string;
  /** Two-factor is on: the recovery codes to show, this once. */
  onEnabled: (recoveryCodes: string[]) => void;
  /** Leaves without turning it on (the account page); the setup page has none. */
  onCancel?: () => void;
};

/**
 * Turning two-factor on: asks the server for a new secret as soon as it shows, shows it as a QR code and as a key
 * to type, and turns it on with a first code from the app.
 */
export function TwoFactorEnrolment({ bearer, onEnabled, onCancel }: TwoFactorEnrolmentProps) {
  const start = useStartTwoFactor(bearer);
  const confirm = useConfirmTwoFactor(bearer);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TwoFactorCodeRequest>({
    resolver: zodResolver(twoFactorCodeRequest),
    defaultValues: { code: '' },
  });

  // Once a mount (StrictMode runs effects twice): every start makes a new secret, replacing the last.
  const { mutate: begin } = start;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin();
  }, [begin]);

  const onSubmit = handleSubmit((values) =>
    confirm.mutate(values, {
      onSuccess: (answer) => onEnabled(answer.recovery_codes),
      onError: (error) => applyServerErrors(setError, error, { fields: FIELDS }),
    }),
  );

  const cancel = onCancel ? (
    <Button variant="secondary" onClick={onCancel} disabled={confirm.isPending}>
      Cancel
    </Button>
  ) : null;

  if (start.isPending || start.isIdle) return <LoadingState label="Preparing your key..." />;
  if (start.isError) {
    const expired = start.error instanceof ApiError && start.error.status === 401;
    return (
      <div className="space-y-4">
        <ErrorBanner
          message={errorMessage(start.error, 'Failed to start setting up two-factor authentication')}
        />
        <div className="flex flex-wrap gap-2">
          {expired ? null : (
            <Button variant="secondary" onClick={() => start.mutate()}>
              Try again
            </Button>
          )}
          {cancel}
        </div>
      </div>
    );
  }

  const { secret, qr_svg } = start.data;
  const key = groupSecret(secret);
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <img
          src={qrImageSrc(qr_svg)}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="size-44 shrink-0 self-center rounded-lg border border-slate-200 bg-white p-2 sm:self-start"
        />
        <div className="min-w-0 space-y-2 text-sm">
          <p className="font-medium text-slate-900">Cannot scan it? Type this key into the app instead:</p>
          <p>
            <code className="font-mono text-base tracking-wider break-all text-slate-900 select-all">
              {key}
            </code>
          </p>
          <CopyButton text={secret} label="Copy key" />
          <p className="text-slate-500">Choose a time-based key if the app asks.</p>
        </div>
      </div>

      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Turn on two-factor authentication"
        className="space-y-4"
      >
        <ErrorBanner
          message={formFailure(confirm.error, FIELDS, 'Failed to turn on two-factor authentication')}
        />
        <AuthenticationCodeField
          hint="The six-digit code the app shows now."
          error={errors.code?.message}
          {...register('code')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={confirm.isPending}>
            {confirm.isPending ? 'Turning on...' : 'Turn on'}
          </Button>
          {cancel}
        </div>
      </form>
    </div>
  );
}
