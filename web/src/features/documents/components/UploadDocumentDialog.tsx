import {
  DOCUMENT_VISIBILITY_LABELS,
  type DocumentRequest,
  type DocumentType,
} from '@hrms/contracts/documents';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateField } from '@/components/ui/DateField';
import { FileField } from '@/components/ui/FileField';
import { FormDialog } from '@/components/ui/FormDialog';
import { RadioFieldset } from '@/components/ui/RadioFieldset';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { EmployeePicker } from '@/features/employees';
import { applyClientErrors, applyServerErrors } from '@/lib/applyServerErrors';
import { todayISO } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { useUploadDocument } from '../api';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_FILE_HINT,
  EXPIRY_REMINDER_HINT,
  UPLOAD_FIELDS,
  type UploadFor,
  type UploadValues,
  uploadableTypes,
  uploadFormData,
  uploadProblems,
} from '../uploadForm';

const FORM_ID = 'upload-document-form';

/** Who sees it, the employee first (the default). */
const VISIBILITY_CHOICES = (['employee', 'hr'] as const).map((visibility) => ({
  value: visibility,
  label: DOCUMENT_VISIBILITY_LABELS[visibility],
  hint: visibility === 'employee' ? 'The employee sees it under My Documents.' : 'Kept from the employee.',
}));

type Props = {
  uploadFor: UploadFor;
  /** Whose document it is, when HR uploads for an employee they have open. */
  employeeName?: string;
  /** The active types (the dialog offers those the uploader may use). */
  types: readonly DocumentType[];
  /** The request this upload answers: its type is the only one offered, and its id is sent. */
  request?: Pick<DocumentRequest, 'id' | 'document_type' | 'due_on'> | null;
  onClose: () => void;
  onUploaded: (message: string) => void;
};

/**
 * "Upload document": the type, its number and dates (the expiry date only for a type that has one) and the
 * file; HR also chooses who sees it, and whose it is when no employee is open. Mount it only while open.
 */
export function UploadDocumentDialog({
  uploadFor,
  employeeName,
  types,
  request,
  onClose,
  onUploaded,
}: Props) {
  const upload = useUploadDocument();
  const today = useMemo(() => todayISO(), []);
  const requestedTypeId = request?.document_type.id ?? null;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UploadValues>({
    defaultValues: {
      employee_id: '',
      document_type_id: requestedTypeId ? String(requestedTypeId) : '',
      visibility: 'employee',
      number: '',
      issued_on: '',
      expires_on: '',
      file: null,
    },
  });
  const typeId = useWatch({ control, name: 'document_type_id' });

  // A request is answered with the type it asks for, even one since made inactive or kept from uploads.
  const options = request
    ? [types.find((t) => t.id === requestedTypeId) ?? standIn(request.document_type)]
    : uploadableTypes(types, { self: uploadFor.kind === 'self' });
  const type = options.find((t) => String(t.id) === typeId);

  const onSubmit = handleSubmit((values) => {
    const problems = uploadProblems(values, uploadFor);
    if (Object.keys(problems).length) {
      applyClientErrors(setError, problems);
      return;
    }
    const form = uploadFormData(values, {
      uploadFor,
      hasExpiry: type?.has_expiry ?? false,
      requestId: request?.id ?? null,
    });
    upload.mutate(form, {
      onSuccess: (answer) => onUploaded(answer.message),
      onError: (error) => applyServerErrors(setError, error, { fields: UPLOAD_FIELDS }),
    });
  });

  const description = request
    ? `HR asked for your ${request.document_type.name} by ${formatDate(request.due_on)}.`
    : uploadFor.kind === 'employee' && employeeName
      ? `Add a document to ${employeeName}’s record.`
      : uploadFor.kind === 'any'
        ? 'Add a document to an employee’s record.'
        : 'Add a document to your record; HR sees what you upload.';

  return (
    <FormDialog
      onClose={onClose}
      title="Upload document"
      description={description}
      formId={FORM_ID}
      onSubmit={onSubmit}
      mutation={upload}
      fields={UPLOAD_FIELDS}
      failure="Failed to upload the document"
      submitLabel="Upload"
      pendingLabel="Uploading..."
      formLabel="Upload document"
    >
      {uploadFor.kind === 'any' ? (
        <EmployeePicker control={control} name="employee_id" error={errors.employee_id?.message} />
      ) : null}
      <SelectField
        label="Document type"
        required
        placeholder={request ? undefined : 'Select a type'}
        options={options.map((t) => ({ value: String(t.id), label: t.name }))}
        hint={
          request
            ? 'The type HR asked for.'
            : options.length
              ? undefined
              : 'No type of document is open for employees to upload; HR uploads them.'
        }
        error={errors.document_type_id?.message}
        {...register('document_type_id')}
      />
      <TextField
        label="Number"
        maxLength={50}
        autoComplete="off"
        hint="As printed on the document (a passport or PAN number), if it has one."
        error={errors.number?.message}
        {...register('number')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="Issue date"
          max={today}
          error={errors.issued_on?.message}
          {...register('issued_on')}
        />
        {type?.has_expiry ? (
          <DateField
            label="Expiry date"
            hint={EXPIRY_REMINDER_HINT}
            error={errors.expires_on?.message}
            {...register('expires_on')}
          />
        ) : null}
      </div>
      <Controller
        control={control}
        name="file"
        render={({ field, fieldState }) => (
          <FileField
            label="File"
            name={field.name}
            required
            file={field.value}
            accept={DOCUMENT_ACCEPT}
            hint={DOCUMENT_FILE_HINT}
            error={fieldState.error?.message}
            onChange={(file) => field.onChange(file)}
          />
        )}
      />
      {uploadFor.kind === 'self' ? null : (
        <RadioFieldset
          legend="Who can see it"
          error={errors.visibility?.message}
          choices={VISIBILITY_CHOICES}
          field={register('visibility')}
        />
      )}
    </FormDialog>
  );
}

/** The requested type when the list of types no longer has it: offered by name, without an expiry date. */
function standIn(type: Pick<DocumentType, 'id' | 'name'>): DocumentType {
  return {
    ...type,
    company_id: null,
    code: null,
    category: 'other',
    has_expiry: false,
    employee_may_upload: true,
    is_active: false,
  };
}
