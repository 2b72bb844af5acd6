import { DIRECTORY_FIELD_LABELS, DIRECTORY_FIELDS, type DirectoryField } from '@hrms/contracts/directory';
import { type FormEvent, useId, useState } from 'react';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { FormDialog } from '@/components/ui/FormDialog';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { useDirectorySettings, useSaveDirectorySettings } from '../api';
import { toggleField } from '../settings';

/**
 * "Directory settings" (update-employees): a tick for each field colleagues may see of each other in the
 * directory; name and employee code always show. The company is the page's: the caller's own, or the one a
 * super admin chose there (`companyName` then says which).
 */
export function DirectorySettingsDialog({
  companyId,
  companyName,
  onClose,
  onSaved,
}: {
  companyId: number | null;
  companyName: string | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const formId = useId();
  const settings = useDirectorySettings(companyId, true);
  const save = useSaveDirectorySettings();
  // The ticks as changed here; until then, what the company has.
  const [edited, setEdited] = useState<DirectoryField[] | null>(null);
  const fields = edited ?? settings.data?.fields ?? [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!settings.data) return;
    save.mutate(
      { company_id: companyId ?? undefined, fields },
      { onSuccess: (answer) => onSaved(answer.message) },
    );
  }

  return (
    <FormDialog
      title="Directory settings"
      description={`What colleagues see of each other in the directory${companyName ? ` at ${companyName}` : ''}. Name and employee code always show; pay, identity numbers and personal contacts never do.`}
      onClose={onClose}
      formId={formId}
      onSubmit={onSubmit}
      mutation={save}
      fields={[]}
      failure="Failed to save the directory settings"
      submitLabel="Save settings"
      pendingLabel="Saving..."
      formLabel="Directory settings"
    >
      <QueryFrame
        query={settings}
        failure="Failed to load the directory settings"
        loadingLabel="Loading the settings..."
      >
        {() => (
          <fieldset className="min-w-0">
            <legend className="mb-3 text-sm font-semibold text-slate-700">Fields shown</legend>
            <div className="space-y-3">
              {DIRECTORY_FIELDS.map((field) => (
                <CheckboxField
                  key={field}
                  label={DIRECTORY_FIELD_LABELS[field]}
                  checked={fields.includes(field)}
                  disabled={save.isPending}
                  onChange={(event) => setEdited(toggleField(fields, field, event.target.checked))}
                />
              ))}
            </div>
          </fieldset>
        )}
      </QueryFrame>
    </FormDialog>
  );
}
