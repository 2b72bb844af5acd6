import { zodResolver } from '@hookform/resolvers/zod';
import type { MyProfile, ProfileChanges, ProfileField } from '@hrms/contracts/profile';
import { useForm } from 'react-hook-form';
import { useUpdateMyProfile } from '../api';
import { type ChangeFormValues, changesForm, initialInputs, inputNames } from '../profileForm';
import { ChangeDialog } from './ChangeDialog';
import { ProfileFieldInputs } from './ProfileFieldInputs';

/**
 * A section's Edit: the fields the policy lets the employee change at once, filled with what is on file and
 * saved together (PUT /me/profile); the server's messages show under their boxes.
 */
export function EditSectionDialog({
  title,
  fields,
  values,
  onClose,
  onSaved,
}: {
  title: string;
  fields: readonly ProfileField[];
  values: MyProfile['values'];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const form = useForm<ChangeFormValues, unknown, { changes: ProfileChanges }>({
    resolver: zodResolver(changesForm(fields)),
    defaultValues: { changes: initialInputs(fields, values) },
  });
  return (
    <ChangeDialog
      form={form}
      mutation={useUpdateMyProfile()}
      names={inputNames(fields)}
      title={`Edit ${title.toLowerCase()}`}
      description="Your changes are saved at once."
      submitLabel="Save changes"
      pendingLabel="Saving..."
      failure="Failed to save your profile"
      onClose={onClose}
      onDone={onSaved}
    >
      <ProfileFieldInputs fields={fields} />
    </ChangeDialog>
  );
}
