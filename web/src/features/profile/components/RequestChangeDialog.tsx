import { zodResolver } from '@hookform/resolvers/zod';
import { DOCUMENT_FILE } from '@hrms/contracts/documents';
import { type MyProfile, PROFILE_FIELD_LABELS, type ProfileField } from '@hrms/contracts/profile';
import { Controller, useForm } from 'react-hook-form';
import { FileField } from '@/components/ui/FileField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { useRequestProfileChange } from '../api';
import { inSentence, proofHint } from '../fields';
import {
  type ChangeRequest,
  initialInputs,
  inputNames,
  proofRequired,
  type RequestFormValues,
  requestForm,
} from '../profileForm';
import { ChangeDialog } from './ChangeDialog';
import { fieldValue } from './ProfileDetails';
import { ProfileFieldInputs } from './ProfileFieldInputs';

const ACCEPT = DOCUMENT_FILE.extensions.map((extension) => `.${extension}`).join(',');
const FILE_RULE = `PDF, JPEG or PNG; at most ${DOCUMENT_FILE.maxBytes / (1024 * 1024)} MB.`;

/**
 * Request change: the new value of one field, a proof (required for a sensitive field, with what proof it
 * wants) and an optional reason, sent as a multipart form for HR to approve. A 409 (a request already
 * waits) shows in the dialog's banner.
 */
export function RequestChangeDialog({
  field,
  values,
  onClose,
  onSent,
}: {
  field: ProfileField;
  values: MyProfile['values'];
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const fields = [field];
  const required = proofRequired(fields);
  const form = useForm<RequestFormValues, unknown, ChangeRequest>({
    resolver: zodResolver(requestForm(fields)),
    defaultValues: { changes: initialInputs(fields, values), reason: '', document: null },
  });
  const onFile = fieldValue(field, values);

  return (
    <ChangeDialog
      form={form}
      mutation={useRequestProfileChange()}
      names={[...inputNames(fields), 'document', 'reason']}
      title={`Request change to ${inSentence(PROFILE_FIELD_LABELS[field])}`}
      description="HR approves the change before it replaces what is on file."
      submitLabel="Send request"
      pendingLabel="Sending..."
      failure="Failed to send the request"
      onClose={onClose}
      onDone={onSent}
    >
      <div className="rounded-lg bg-slate-50 p-3 text-sm">
        <p className="font-medium text-slate-500">On file now</p>
        <div className="mt-1 break-words text-slate-900">{onFile ?? 'Nothing yet'}</div>
      </div>
      <ProfileFieldInputs fields={fields} />
      <Controller
        control={form.control}
        name="document"
        render={({ field: input, fieldState }) => (
          <FileField
            label={required ? 'Proof' : 'Proof (optional)'}
            name={input.name}
            required={required}
            file={input.value}
            accept={ACCEPT}
            hint={[proofHint(field), FILE_RULE].filter(Boolean).join(' ')}
            error={fieldState.error?.message}
            onChange={(file) => input.onChange(file)}
          />
        )}
      />
      <TextAreaField
        label="Reason (optional)"
        rows={3}
        maxLength={500}
        placeholder="e.g. Moved to a new flat; changed bank"
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </ChangeDialog>
  );
}
