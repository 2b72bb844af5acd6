import { zodResolver } from '@hookform/resolvers/zod';
import { type TwoFactorCodeRequest, twoFactorCodeRequest } from '@hrms/contracts/sign-in';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/FormDialog';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { AuthenticationCodeField } from './AuthenticationCodeField';

const FIELDS = ['code'] as const;

type TwoFactorCodeDialogProps<T> = {
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  failure: string;
  /** What the code proves the user may do (turn two-factor off, make new recovery codes). */
  mutation: UseMutationResult<T, Error, TwoFactorCodeRequest>;
  onDone: (answer: T) => void;
  onClose: () => void;
};

/** A dialog that asks for a code (an app's or a recovery code) before a change to the user's two-factor. */
export function TwoFactorCodeDialog<T>({
  title,
  description,
  submitLabel,
  pendingLabel,
  failure,
  mutation,
  onDone,
  onClose,
}: TwoFactorCodeDialogProps<T>) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TwoFactorCodeRequest>({
    resolver: zodResolver(twoFactorCodeRequest),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: onDone,
      onError: (error) => applyServerErrors(setError, error, { fields: FIELDS }),
    }),
  );

  return (
    <FormDialog
      title={title}
      description={description}
      size="sm"
      onClose={onClose}
      formId={formId}
      onSubmit={onSubmit}
      mutation={mutation}
      fields={FIELDS}
      failure={failure}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      formLabel={title}
    >
      <AuthenticationCodeField
        hint="From your authenticator app, or one of your recovery codes."
        error={errors.code?.message}
        {...register('code')}
      />
    </FormDialog>
  );
}
