import { zodResolver } from '@hookform/resolvers/zod';
import type { DocumentType } from '@hrms/contracts/documents';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { FormDialog } from '@/components/ui/FormDialog';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useSaveDocumentType } from '../api';
import { CATEGORY_OPTIONS, TYPE_FIELDS, type TypeFormValues, typeForm, typeFormValues } from '../typeForm';

const FORM_ID = 'document-type-form';

/** Add a document type, or edit one: its name, category, whether it expires, who uploads it, and if in use. */
export function DocumentTypeDialog({
  type,
  onClose,
  onSaved,
}: {
  /** null: a new type. */
  type: DocumentType | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveDocumentType(type?.id ?? null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TypeFormValues>({ resolver: zodResolver(typeForm), defaultValues: typeFormValues(type) });

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (error) => applyServerErrors(setError, error, { fields: TYPE_FIELDS }),
    }),
  );

  return (
    <FormDialog
      onClose={onClose}
      title={type ? `Edit ${type.name}` : 'Add document type'}
      formId={FORM_ID}
      onSubmit={onSubmit}
      mutation={save}
      fields={TYPE_FIELDS}
      failure={type ? 'Failed to update the document type' : 'Failed to add the document type'}
      submitLabel={type ? 'Save changes' : 'Add type'}
      pendingLabel="Saving..."
      formLabel="Document type"
    >
      <TextField
        label="Name"
        required
        maxLength={100}
        autoComplete="off"
        placeholder="e.g. Driving licence"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label="Category"
        required
        options={CATEGORY_OPTIONS}
        error={errors.category?.message}
        {...register('category')}
      />
      <CheckboxField
        label="Has an expiry date"
        hint="Each document records when it expires, and reminders go out before it does."
        error={errors.has_expiry?.message}
        {...register('has_expiry')}
      />
      <CheckboxField
        label="Employees may upload"
        hint="Employees upload it themselves under My Documents; otherwise only HR does."
        error={errors.employee_may_upload?.message}
        {...register('employee_may_upload')}
      />
      <CheckboxField
        label="Active"
        hint="Only active types are offered for new uploads and requests; documents already filed keep theirs."
        error={errors.is_active?.message}
        {...register('is_active')}
      />
    </FormDialog>
  );
}
