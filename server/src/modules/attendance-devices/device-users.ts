/**
 * HR's matches of device user ids (the PINs enrolled on devices) to employees. Saving one gives the employee
 * the punches of that id kept so far with nobody, and writes their days; removing one leaves the punches already
 * given where they are, and the id's later punches go unmatched again (unless it is an employee code).
 */
import type {
  DeviceUser,
  DeviceUserMapping,
  PunchOutcome,
  UnmatchedDeviceUser,
} from '@hrms/contracts/attendance-devices';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, isInCompanyScope, targetCompany } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { iso } from '../../platform/dates';
import { fieldError, notFound } from '../../platform/errors';
import { lockRequester } from '../../platform/request-tables';
import { dayShifts } from '../shifts/public';
import {
  companyEmployee,
  type DeviceUserRow,
  deleteDeviceUser,
  deviceUsersIn,
  findDeviceUser,
  givePunches,
  unmatchedPunchesOf,
  unmatchedUsersIn,
  upsertDeviceUser,
} from './punch-queries';
import { applyDays, attendanceDateOf, windowOf } from './record-punches';

export const toDeviceUser = (row: DeviceUserRow): DeviceUser => ({
  id: row.mapping.id,
  company_id: row.mapping.company_id,
  device_user_id: row.mapping.device_user_id,
  employee: row.employee,
  punches: Number(row.punches),
  created_at: iso(row.mapping.created_at),
});

export const listDeviceUsers = async (db: DbOrTx, principal: Principal, companyId?: number) =>
  (await deviceUsersIn(db, companyScope(principal), companyId)).map(toDeviceUser);

export async function listUnmatched(
  db: DbOrTx,
  principal: Principal,
  companyId?: number,
): Promise<UnmatchedDeviceUser[]> {
  return (await unmatchedUsersIn(db, companyScope(principal), companyId)).map((r) => ({
    company_id: r.company_id,
    device_user_id: r.device_user_id,
    punches: Number(r.punches),
    first_at: iso(new Date(r.first_at)),
    last_at: iso(new Date(r.last_at)),
    devices: r.devices ?? [],
  }));
}

const noDays = (): PunchOutcome => ({
  received: 0,
  recorded: 0,
  duplicates: 0,
  unmatched: 0,
  days_updated: 0,
  days_skipped: 0,
});

/**
 * Saves a match (moving one made before to this employee) and, under the employee's lock, gives them the id's
 * unmatched punches, each counted towards its day by the shift of that day, then writes those days. The
 * outcome counts the punches given as received and recorded.
 */
export async function mapDeviceUser(
  db: Db,
  principal: Principal,
  input: DeviceUserMapping,
): Promise<{ deviceUser: DeviceUser; outcome: PunchOutcome }> {
  const companyId = targetCompany(principal, input.company_id);
  const employee = await companyEmployee(db, companyId, input.employee_id);
  if (!employee) throw fieldError('employee_id', 'The selected employee id is invalid.');
  const deviceUserId = input.device_user_id;
  const { id, outcome } = await db.transaction(async (tx) => {
    await lockRequester(tx, employee.id);
    const id = await upsertDeviceUser(tx, {
      companyId,
      deviceUserId,
      employeeId: employee.id,
      userId: principal.userId,
    });
    const waiting = await unmatchedPunchesOf(tx, companyId, deviceUserId);
    const outcome = noDays();
    if (waiting.length) {
      const instants = waiting.map((p) => new Date(p.at));
      const shifts = await dayShifts(tx, [employee.id], windowOf(instants));
      const given = await givePunches(
        tx,
        employee.id,
        waiting.map((p, i) => ({
          id: p.id,
          date: attendanceDateOf(shifts, employee.id, instants[i] as Date),
        })),
      );
      const days = await applyDays(
        tx,
        principal,
        employee.id,
        given.map((g) => g.date),
      );
      outcome.received = given.length;
      outcome.recorded = given.length;
      outcome.days_updated = days.updated;
      outcome.days_skipped = days.skipped;
    }
    await recordAudit(tx, principal, {
      action: 'device_user.mapped',
      entity_type: 'device_user',
      entity_id: id,
      company_id: companyId,
      summary: `Matched the device user ${deviceUserId} to ${employee.employee_id}`,
      changes: { device_user_id: deviceUserId, employee_id: employee.id, punches_given: outcome.recorded },
    });
    return { id, outcome };
  });
  const row = await findDeviceUser(db, id);
  if (!row) throw new Error('device user vanished after saving');
  return { deviceUser: toDeviceUser(row), outcome };
}

/** Removes a match: later punches of the id go unmatched; the ones already given stay given. */
export async function unmapDeviceUser(db: Db, principal: Principal, id: number) {
  const row = await findDeviceUser(db, id);
  if (!row || !isInCompanyScope(companyScope(principal), row.mapping.company_id)) {
    throw notFound('Device user');
  }
  await db.transaction(async (tx) => {
    await deleteDeviceUser(tx, id);
    await recordAudit(tx, principal, {
      action: 'device_user.unmapped',
      entity_type: 'device_user',
      entity_id: id,
      company_id: row.mapping.company_id,
      summary: `Removed the match of the device user ${row.mapping.device_user_id} to ${row.employee.employee_id}`,
    });
  });
}
