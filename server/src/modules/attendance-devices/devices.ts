import type { AttendanceDevice, AttendanceDeviceRequest } from '@hrms/contracts/attendance-devices';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, isInCompanyScope, targetCompany } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { iso, isoOrNull } from '../../platform/dates';
import { conflict, fieldError, notFound, violatesConstraint } from '../../platform/errors';
import { hashDeviceKey, keyHintOf, newDeviceKey } from './keys';
import {
  branchOfCompany,
  type DeviceRow,
  devicesIn,
  findDevice,
  insertDevice,
  updateDevice,
  updateLiveDevice,
} from './queries';

export const toDevice = (row: DeviceRow): AttendanceDevice => ({
  id: row.device.id,
  company_id: row.device.company_id,
  name: row.device.name,
  serial_number: row.device.serial_number,
  branch: row.branch?.id ? { id: row.branch.id, name: row.branch.name } : null,
  key_hint: row.device.key_hint,
  revoked_at: isoOrNull(row.device.revoked_at),
  last_punch_at: isoOrNull(row.device.last_punch_at),
  punches: Number(row.punches),
  created_at: iso(row.device.created_at),
});

/** A device of a company in the caller's scope; any other answers 404. */
export async function visibleDevice(db: DbOrTx, principal: Principal, id: number) {
  const row = await findDevice(db, id);
  if (!row || !isInCompanyScope(companyScope(principal), row.device.company_id)) {
    throw notFound('Attendance device');
  }
  return row;
}

export const listDevices = async (db: DbOrTx, principal: Principal, companyId?: number) =>
  (await devicesIn(db, companyScope(principal), companyId)).map(toDevice);

export const getDevice = async (db: DbOrTx, principal: Principal, id: number) =>
  toDevice(await visibleDevice(db, principal, id));

const NAME_TAKEN = 'A device of this name already exists.';

async function checkedBranch(db: DbOrTx, companyId: number, branchId: number | null | undefined) {
  if (!branchId) return null;
  if (!(await branchOfCompany(db, companyId, branchId))) {
    throw fieldError('branch_id', 'The selected branch id is invalid.');
  }
  return branchId;
}

const nameTaken = (err: unknown): never => {
  if (violatesConstraint(err, 'attendance_devices_company_name_unique')) throw fieldError('name', NAME_TAKEN);
  throw err;
};

/** A fresh key and what is stored of it. */
function freshKey() {
  const key = newDeviceKey();
  return { key, stored: { key_hash: hashDeviceKey(key), key_hint: keyHintOf(key) } };
}

/** A new device with its key, which this answer alone shows. */
export async function createDevice(db: Db, principal: Principal, input: AttendanceDeviceRequest) {
  const companyId = targetCompany(principal, input.company_id);
  const branchId = await checkedBranch(db, companyId, input.branch_id);
  const { key, stored } = freshKey();
  const id = await db
    .transaction(async (tx) => {
      const made = await insertDevice(tx, {
        company_id: companyId,
        name: input.name,
        serial_number: input.serial_number,
        branch_id: branchId,
        created_by: principal.userId,
        ...stored,
      });
      await recordAudit(tx, principal, {
        action: 'attendance_device.created',
        entity_type: 'attendance_device',
        entity_id: made,
        company_id: companyId,
        summary: `Added the attendance device ${input.name}`,
        changes: { name: input.name, serial_number: input.serial_number, branch_id: branchId },
      });
      return made;
    })
    .catch(nameTaken);
  return { device: await getDevice(db, principal, id), key };
}

export async function updateDeviceDetails(
  db: Db,
  principal: Principal,
  id: number,
  input: AttendanceDeviceRequest,
) {
  const row = await visibleDevice(db, principal, id);
  const branchId = await checkedBranch(db, row.device.company_id, input.branch_id);
  await updateDevice(db, id, {
    name: input.name,
    serial_number: input.serial_number,
    branch_id: branchId,
  }).catch(nameTaken);
  return getDevice(db, principal, id);
}

/**
 * A new key for a device: the old one stops working at once. Whoever issues it becomes the one the device acts
 * as (its created_by) when its punches make an unapproved payroll run follow: the key in use is theirs.
 */
export async function issueNewKey(db: Db, principal: Principal, id: number) {
  const row = await visibleDevice(db, principal, id);
  const { key, stored } = freshKey();
  await db.transaction(async (tx) => {
    const issued = await updateLiveDevice(tx, id, { ...stored, created_by: principal.userId });
    if (!issued) throw conflict('This device is revoked: add it again to give it a key.');
    await recordAudit(tx, principal, {
      action: 'attendance_device.key_issued',
      entity_type: 'attendance_device',
      entity_id: id,
      company_id: row.device.company_id,
      summary: `Issued a new key to the attendance device ${row.device.name}`,
      changes: { key_hint: { from: row.device.key_hint, to: stored.key_hint } },
    });
  });
  return { device: await getDevice(db, principal, id), key };
}

/** Revokes a device: its key stops working; its punches stay. */
export async function revokeDevice(db: Db, principal: Principal, id: number) {
  const row = await visibleDevice(db, principal, id);
  await db.transaction(async (tx) => {
    const revoked = await updateLiveDevice(tx, id, { revoked_at: new Date() });
    if (!revoked) throw conflict('This device is already revoked.');
    await recordAudit(tx, principal, {
      action: 'attendance_device.revoked',
      entity_type: 'attendance_device',
      entity_id: id,
      company_id: row.device.company_id,
      summary: `Revoked the attendance device ${row.device.name}`,
    });
  });
  return getDevice(db, principal, id);
}
