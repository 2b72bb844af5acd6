import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attendanceDevices, punches } from '../../db/schema/devices';
import { branches } from '../../db/schema/organisation';
import { type CompanyScope, companyCondition } from '../../platform/access';

export type DeviceValues = typeof attendanceDevices.$inferInsert;

const selectDevices = (db: DbOrTx) =>
  db
    .select({
      device: attendanceDevices,
      branch: { id: branches.id, name: branches.name },
      punches: sql<number>`(select count(*) from ${punches} p where p.device_id = ${attendanceDevices.id})::int`,
    })
    .from(attendanceDevices)
    .leftJoin(branches, eq(branches.id, attendanceDevices.branch_id));
export type DeviceRow = Awaited<ReturnType<typeof selectDevices>>[number];

/** The devices of the companies in scope (or of one company), by name. */
export const devicesIn = (db: DbOrTx, scope: CompanyScope, companyId?: number) =>
  selectDevices(db)
    .where(
      and(
        companyCondition(scope, attendanceDevices.company_id),
        companyId === undefined ? undefined : eq(attendanceDevices.company_id, companyId),
      ),
    )
    .orderBy(asc(attendanceDevices.name), asc(attendanceDevices.id));

export async function findDevice(db: DbOrTx, id: number): Promise<DeviceRow | null> {
  const [row] = await selectDevices(db).where(eq(attendanceDevices.id, id)).limit(1);
  return row ?? null;
}

/** The device a key belongs to, while it is not revoked. */
export async function deviceByKeyHash(db: DbOrTx, keyHash: string) {
  const [row] = await db
    .select()
    .from(attendanceDevices)
    .where(and(eq(attendanceDevices.key_hash, keyHash), isNull(attendanceDevices.revoked_at)))
    .limit(1);
  return row ?? null;
}

export async function insertDevice(db: DbOrTx, values: DeviceValues) {
  const [row] = await db.insert(attendanceDevices).values(values).returning({ id: attendanceDevices.id });
  if (!row) throw new Error('device insert returned no row');
  return row.id;
}

export const updateDevice = (db: DbOrTx, id: number, values: Partial<DeviceValues>) =>
  db
    .update(attendanceDevices)
    .set({ ...values, updated_at: new Date() })
    .where(eq(attendanceDevices.id, id));

/** Sets values only while the device is not revoked: of a revocation and a new key at once, one wins. */
export async function updateLiveDevice(db: DbOrTx, id: number, values: Partial<DeviceValues>) {
  const rows = await db
    .update(attendanceDevices)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(attendanceDevices.id, id), isNull(attendanceDevices.revoked_at)))
    .returning({ id: attendanceDevices.id });
  return rows.length > 0;
}

/** The device's latest punch moves forward only (a batch of older punches leaves it). */
export const notePunchedAt = (db: DbOrTx, id: number, latest: Date) =>
  db
    .update(attendanceDevices)
    .set({
      last_punch_at: sql`greatest(${attendanceDevices.last_punch_at}, ${latest.toISOString()}::timestamptz)`,
    })
    .where(eq(attendanceDevices.id, id));

export async function branchOfCompany(db: DbOrTx, companyId: number, branchId: number) {
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.company_id, companyId)))
    .limit(1);
  return row ?? null;
}
