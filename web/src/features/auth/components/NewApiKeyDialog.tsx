import { zodResolver } from '@hookform/resolvers/zod';
import type { CreatedApiKeyResponse } from '@hrms/contracts/api-keys';
import { TriangleAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { FormDialog } from '@/components/ui/FormDialog';
import { Modal } from '@/components/ui/Modal';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { PermissionPicker } from '@/features/access';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useSession } from '@/lib/session';
import { useCreateApiKey } from '../api';
import {
  API_KEY_FIELDS,
  API_KEY_LIFETIME_OPTIONS,
  apiKeyForm,
  apiKeyFormDefaults,
  grantablePermissions,
} from '../apiKeys';

/**
 * "New API key": a name, a lifetime and some of the user's own permissions; once made, the dialog shows the key
 * this once (the server keeps only its hash) and closes only by "Done", so a stray click cannot lose it.
 */
export function NewApiKeyDialog({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<CreatedApiKeyResponse | null>(null);
  return created ? (
    <ShownKey created={created} onDone={onClose} />
  ) : (
    <NewApiKeyForm onCreated={setCreated} onClose={onClose} />
  );
}

function NewApiKeyForm({
  onCreated,
  onClose,
}: {
  onCreated: (answer: CreatedApiKeyResponse) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const permissionsErrorId = useId();
  const { permissions: held, roles } = useSession();
  const grantable = useMemo(() => grantablePermissions(held, roles), [held, roles]);
  const create = useCreateApiKey();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(apiKeyForm), defaultValues: apiKeyFormDefaults });

  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: onCreated,
      onError: (error) => applyServerErrors(setError, error, { fields: API_KEY_FIELDS }),
    }),
  );

  return (
    <FormDialog
      title="New API key"
      description="The key can do only what the permissions you tick allow, and only while you hold them yourself."
      size="lg"
      onClose={onClose}
      formId={formId}
      onSubmit={onSubmit}
      mutation={create}
      fields={API_KEY_FIELDS}
      failure="Failed to create the API key"
      submitLabel="Create key"
      pendingLabel="Creating..."
      formLabel="New API key"
    >
      <TextField
        label="Name"
        required
        maxLength={100}
        autoComplete="off"
        placeholder="e.g. Payroll sync"
        hint="What the key is for, to recognise it by."
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label="Expires after"
        required
        options={API_KEY_LIFETIME_OPTIONS}
        hint="The key stops working then; make a new one to carry on."
        error={errors.expires_in_days?.message}
        {...register('expires_in_days')}
      />
      <fieldset
        className="min-w-0 space-y-2"
        aria-describedby={errors.permissions?.message ? permissionsErrorId : undefined}
      >
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">
          Permissions
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </legend>
        {errors.permissions?.message ? (
          <p id={permissionsErrorId} className="text-sm text-red-600">
            {errors.permissions.message}
          </p>
        ) : null}
        <Controller
          control={control}
          name="permissions"
          render={({ field }) => (
            <PermissionPicker
              permissions={grantable}
              value={field.value}
              onChange={field.onChange}
              disabled={create.isPending}
            />
          )}
        />
      </fieldset>
    </FormDialog>
  );
}

function ShownKey({ created, onDone }: { created: CreatedApiKeyResponse; onDone: () => void }) {
  return (
    <Modal
      open
      onClose={onDone}
      dismissible={false}
      size="lg"
      title="Copy your new key"
      description={`The key "${created.api_key.name}" is made.`}
      footer={<Button onClick={onDone}>Done</Button>}
    >
      <div className="space-y-4 text-sm text-slate-700">
        <code className="block rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all whitespace-pre-wrap text-slate-900 select-all">
          {created.key}
        </code>
        <CopyButton text={created.key} label="Copy key" />
        <div
          role="note"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <p>This is the only time the key is shown. Store it in your integration's secrets.</p>
        </div>
      </div>
    </Modal>
  );
}
