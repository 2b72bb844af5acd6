import type { AttendanceDevice, AttendanceDeviceRequest } from '@hrms/contracts/attendance-devices';
import { z } from 'zod';

/** The device dialog's boxes, named as the server names them so its 422 messages land under each. */
export type DeviceFormValues = { name: string; serial_number: string; branch_id: string };

/** The boxes a server message can land under; any other shows in the dialog's banner. */
export const DEVICE_FIELDS: readonly string[] = ['name', 'serial_number', 'branch_id'];

export function deviceFormValues(device: AttendanceDevice | null): DeviceFormValues {
  return {
    name: device?.name ?? '',
    serial_number: device?.serial_number ?? '',
    branch_id: device?.branch ? String(device.branch.id) : '',
  };
}

/** The dialog's schema, to the body POST and PUT /attendance-devices take ('' for no serial, no branch). */
export const deviceForm = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'The name is required.')
      .max(100, 'The name may be at most 100 characters.'),
    serial_number: z.string().trim().max(100, 'The serial number may be at most 100 characters.'),
    branch_id: z.string(),
  })
  .transform(
    (values): AttendanceDeviceRequest => ({
      name: values.name,
      serial_number: values.serial_number || null,
      branch_id: /^[1-9]\d*$/.test(values.branch_id) ? Number(values.branch_id) : null,
    }),
  );
