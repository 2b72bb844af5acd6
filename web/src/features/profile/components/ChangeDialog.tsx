import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '@/components/ui/FormDialog';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { boxOf } from '../profileForm';

/** A mutation that sends the form's checked value and answers the server's message. */
type Sending<V> = {
  mutate: (
    value: V,
    options: { onSuccess: (answer: { message: string }) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
};

/**
 * A profile dialog around its boxes (`children`, which reach the form through FormProvider): it sends the
 * checked value, hands the server's message back (`onDone`), and puts a 422's messages under the boxes
 * `names` lists (a whole field's under its first box); any other failure (a 409 among them) shows in the
 * dialog's banner.
 */
export function ChangeDialog<T extends FieldValues, V>({
  form,
  mutation,
  names,
  title,
  description,
  submitLabel,
  pendingLabel,
  failure,
  onClose,
  onDone,
  children,
}: {
  form: UseFormReturn<T, unknown, V>;
  mutation: Sending<V>;
  names: readonly string[];
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  failure: string;
  onClose: () => void;
  onDone: (message: string) => void;
  children: ReactNode;
}) {
  const rename = boxOf(names);
  const onSubmit = form.handleSubmit((value) =>
    mutation.mutate(value, {
      onSuccess: (answer) => onDone(answer.message),
      onError: (error) => applyServerErrors(form.setError, error, { fields: names, rename }),
    }),
  );
  return (
    <FormDialog
      title={title}
      description={description}
      onClose={onClose}
      formId="profile-change-form"
      onSubmit={onSubmit}
      mutation={mutation}
      fields={(key) => names.includes(rename(key))}
      failure={failure}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
    >
      <FormProvider {...form}>{children}</FormProvider>
    </FormDialog>
  );
}
