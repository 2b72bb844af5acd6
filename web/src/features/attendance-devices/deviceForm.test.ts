import type { AttendanceDevice } from '@hrms/contracts/attendance-devices';
import { describe, expect, it } from 'vitest';
import { deviceForm, deviceFormValues } from './deviceForm';

const device: AttendanceDevice = {
  id: 3,
  company_id: 1,
  name: 'Main gate',
  serial_number: 'ZK-0042',
  branch: { id: 5, name: 'Pune' },
  key_hint: 'a1b2',
  revoked_at: null,
  last_punch_at: null,
  punches: 0,
  created_at: '2026-12-01T04:00:00Z',
};

describe('the device dialog', () => {
  it('starts empty for a new device and filled for one being edited', () => {
    expect(deviceFormValues(null)).toEqual({ name: '', serial_number: '', branch_id: '' });
    expect(deviceFormValues(device)).toEqual({ name: 'Main gate', serial_number: 'ZK-0042', branch_id: '5' });
    expect(deviceFormValues({ ...device, serial_number: null, branch: null })).toEqual({
      name: 'Main gate',
      serial_number: '',
      branch_id: '',
    });
  });

  it('sends no serial and no branch as null, and trims the text', () => {
    expect(deviceForm.parse({ name: '  Back door ', serial_number: ' ', branch_id: '' })).toEqual({
      name: 'Back door',
      serial_number: null,
      branch_id: null,
    });
    expect(deviceForm.parse({ name: 'Gate', serial_number: 'SN 1', branch_id: '12' })).toEqual({
      name: 'Gate',
      serial_number: 'SN 1',
      branch_id: 12,
    });
  });

  it('asks for a name', () => {
    const result = deviceForm.safeParse({ name: '   ', serial_number: '', branch_id: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'The name is required.' });
  });
});
