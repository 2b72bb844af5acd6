import { zodResolver } from '@hookform/resolvers/zod';
import type { DocumentType } from '@hrms/contracts/documents';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '@/components/ui/DateField';
import { FormDialog } from '@/components/ui/FormDialog';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { EmployeeChecklistField } from '@/features/employees';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { useRequestDocuments } from '../api';
import { requestOutcome } from '../labels';
import {
  EMPTY_REQUEST,
  REQUEST_FIELDS,
  type RequestFormValues,
  requestField,
  requestForm,
} from '../requestForm';

const FORM_ID = 'request-documents-form';
const isShown = (field: string) => REQUEST_FIELDS.includes(requestField(field));

/**
 * "Request documents": ask several employees at once for a document of one type by a due date, with a
 * note. The page shows what the server answers (and how many already had the request open).
 */
export function RequestDocumentsDialog({
  types,
  onClose,
  onRequested,
}: {
  /** The active types. */
  types: readonly DocumentType[];
  onClose: () => void;
  onRequested: (message: string) => void;
}) {
  const send = useRequestDocuments();
  const today = useMemo(() => todayISO(), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RequestFormValues, unknown, ReturnType<typeof requestForm.parse>>({
    resolver: zodResolver(requestForm),
    defaultValues: EMPTY_REQUEST,
  });

  const onSubmit = handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: (answer) => onRequested(requestOutcome(answer)),
      onError: (error) =>
        applyServerErrors(setError, error, { fields: REQUEST_FIELDS, rename: requestField }),
    }),
  );

  return (
    <FormDialog
      onClose={onClose}
      title="Request documents"
      description="Each employee chosen is asked to upload the document by the due date, and reminded weekly once it is overdue."
      size="lg"
      formId={FORM_ID}
      onSubmit={onSubmit}
      mutation={send}
      fields={isShown}
      failure="Failed to request the document"
      submitLabel="Send request"
      pendingLabel="Sending..."
      formLabel="Request documents"
    >
      <EmployeeChecklistField control={control} name="employees" />
      <SelectField
        label="Document type"
        required
        placeholder="Select a type"
        options={types.map((type) => ({ value: String(type.id), label: type.name }))}
        error={errors.document_type_id?.message}
        {...register('document_type_id')}
      />
      <DateField
        label="Due date"
        required
        min={today}
        error={errors.due_on?.message}
        {...register('due_on')}
      />
      <TextAreaField
        label="Note"
        rows={3}
        maxLength={500}
        hint="Shown to the employees with the request, e.g. which pages to include."
        error={errors.note?.message}
        {...register('note')}
      />
    </FormDialog>
  );
}
