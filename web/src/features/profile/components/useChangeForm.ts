import { type FieldError, get, useFormContext } from 'react-hook-form';
import type { ChangeFormValues } from '../profileForm';

/** The dialog's form (FormProvider) as its boxes use it, with the message under a box by its name. */
export function useChangeForm() {
  const form = useFormContext<ChangeFormValues>();
  const error = (name: string) => (get(form.formState.errors, name) as FieldError | undefined)?.message;
  return { register: form.register, control: form.control, error };
}
