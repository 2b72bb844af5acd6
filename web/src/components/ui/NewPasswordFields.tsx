import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './PasswordField';

type NewPasswordFieldsProps = {
  /** The labels of the new password and of its confirmation. */
  labels: readonly [string, string];
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string; confirmation?: string };
};

/** A new password and its confirmation, as every form that sets a password asks for them. */
export function NewPasswordFields({ labels, password, confirmation, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels[0]}
        autoComplete="new-password"
        required
        hint="At least 8 characters, with a letter and a number."
        error={errors.password}
        {...password}
      />
      <PasswordField
        label={labels[1]}
        autoComplete="new-password"
        required
        error={errors.confirmation}
        {...confirmation}
      />
    </>
  );
}
