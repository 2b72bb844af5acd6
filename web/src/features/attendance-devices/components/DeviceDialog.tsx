import { zodResolver } from '@hookform/resolvers/zod';
import type { AttendanceDevice } from '@hrms/contracts/attendance-devices';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/FormDialog';
import { SelectControl } from '@/components/ui/SelectControl';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { useSession } from '@/lib/session';
import { DEVICE_FIELDS, deviceForm, deviceFormValues } from '../deviceForm';
import { type DeviceKeyAnswer, useAddDevice, useBranchOptions, useUpdateDevice } from '../devicesApi';

const FORM_ID = 'attendance-device-form';

/**
 * Add a device (the server answers its key, which the page then shows once) or edit one's name, serial
 * number and branch.
 */
export function DeviceDialog({
  device,
  onClose,
  onAdded,
  onSaved,
}: {
  /** null: a new device. */
  device: AttendanceDevice | null;
  onClose: () => void;
  onAdded: (answer: DeviceKeyAnswer) => void;
  onSaved: (message: string) => void;
}) {
  const { user } = useSession();
  const add = useAddDevice();
  const update = useUpdateDevice(device?.id ?? 0);
  const save = device ? update : add;
  const branches = useBranchOptions(device?.company_id ?? user?.employee?.company_id ?? null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deviceForm), defaultValues: deviceFormValues(device) });

  const branchOptions = (branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }));
  // A device's branch closed since stays choosable, so saving the device does not drop it.
  if (device?.branch && branches.data && !branchOptions.some((o) => o.value === String(device.branch?.id))) {
    branchOptions.unshift({ value: String(device.branch.id), label: device.branch.name });
  }

  const onError = (error: unknown) => applyServerErrors(setError, error, { fields: DEVICE_FIELDS });
  const onSubmit = handleSubmit((body) =>
    device
      ? update.mutate(body, { onSuccess: (answer) => onSaved(answer.message), onError })
      : add.mutate(body, { onSuccess: onAdded, onError }),
  );
  const failed = device ? 'Failed to update the device' : 'Failed to add the device';

  return (
    <FormDialog
      onClose={onClose}
      title={device ? `Edit ${device.name}` : 'Add device'}
      description={
        device
          ? undefined
          : 'The device gets a key of its own to send punches with; it is shown once, when the device is added.'
      }
      formId={FORM_ID}
      onSubmit={onSubmit}
      mutation={save}
      fields={DEVICE_FIELDS}
      failure={failed}
      submitLabel={device ? 'Update device' : 'Add device'}
      pendingLabel="Saving..."
    >
      <TextField
        label="Name"
        required
        maxLength={100}
        autoComplete="off"
        placeholder="e.g. Main gate"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Serial number"
        maxLength={100}
        autoComplete="off"
        hint="As printed on the device, to tell it apart."
        error={errors.serial_number?.message}
        {...register('serial_number')}
      />
      <SelectControl
        control={control}
        name="branch_id"
        label="Branch"
        placeholder={branches.isPending ? 'Loading branches...' : 'No branch'}
        disabled={branches.isPending}
        options={branchOptions}
        hint="Where the device stands."
        error={
          errors.branch_id?.message ??
          (branches.isError ? errorMessage(branches.error, 'Failed to load branches') : undefined)
        }
      />
    </FormDialog>
  );
}
