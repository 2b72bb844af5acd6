import type { PunchListQuery, PunchSource } from '@hrms/contracts/attendance-devices';
import { and, count, desc, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { inTexts } from '../../db/ids';
import { attendanceDevices, deviceUsers, punches } from '../../db/schema/devices';
import { employees } from '../../db/schema/employees';
import {
  type CompanyScope,
  companyCondition,
  type RecordScope,
  recordCondition,
} from '../../platform/access';
import { addDays } from '../../platform/dates';
import { pageLimit, pageOffset } from '../../platform/pagination';
import { COMPANY_OFFSET } from './engine/instants';

/** Each of the ids (in lower case) matched to an employee: HR's mapping first, else the employee code. */
export async function matchDeviceUsers(db: DbOrTx, companyId: number, ids: readonly string[]) {
  const keys = [...new Set(ids.map((id) => id.toLowerCase()))];
  const matched = new Map<string, number>();
  if (!keys.length) return matched;
  const mapped = await rawRows<{ key: string; employee_id: number }>(
    db,
    sql`select lower(device_user_id) as key, employee_id from ${deviceUsers}
        where company_id = ${companyId} and ${inTexts(sql`lower(device_user_id)`, keys)}`,
  );
  for (const m of mapped) matched.set(m.key, m.employee_id);
  const rest = keys.filter((k) => !matched.has(k));
  if (!rest.length) return matched;
  const byCode = await rawRows<{ key: string; id: number }>(
    db,
    sql`select lower(employee_id) as key, id from ${employees}
        where company_id = ${companyId} and archived_at is null and ${inTexts(sql`lower(employee_id)`, rest)}`,
  );
  for (const e of byCode) matched.set(e.key, e.id);
  return matched;
}

export type PunchValues = typeof punches.$inferInsert;

/** Keeps the punches not kept yet (a resend adds nothing): the ones this call kept. */
export async function insertPunches(db: DbOrTx, values: PunchValues[]) {
  if (!values.length) return [];
  return db
    .insert(punches)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: punches.id, attendance_date: punches.attendance_date });
}

/** An employee's punches counted towards some days, whichever device kept them. */
export const punchesOfDays = (db: DbOrTx, employeeId: number, dates: readonly string[]) =>
  rawRows<{ date: string; at: Date | string }>(
    db,
    sql`select attendance_date::text as date, punched_at as at from ${punches}
        where employee_id = ${employeeId}
          and attendance_date = any(${sql.param([...dates])}::date[])
        order by punched_at`,
  );

/** A company's punches of a device user id no employee has been given yet. */
export const unmatchedPunchesOf = (db: DbOrTx, companyId: number, deviceUserId: string) =>
  rawRows<{ id: number; at: Date | string }>(
    db,
    sql`select id, punched_at as at from ${punches}
        where company_id = ${companyId} and employee_id is null
          and lower(device_user_id) = lower(${deviceUserId})
        for update`,
  );

/** Gives punches to an employee, each counted towards its day; punches someone has meanwhile are left. */
export async function givePunches(
  db: DbOrTx,
  employeeId: number,
  given: readonly { id: number; date: string }[],
) {
  if (!given.length) return [];
  return rawRows<{ id: number; date: string }>(
    db,
    sql`update ${punches} p set employee_id = ${employeeId}, attendance_date = v.date
        from (select unnest(${sql.param(given.map((g) => g.id))}::integer[]) as id,
                     unnest(${sql.param(given.map((g) => g.date))}::date[]) as date) v
        where p.id = v.id and p.employee_id is null
        returning p.id, p.attendance_date::text as date`,
  );
}

// ---- device users

/** Saves HR's match of an id (one per company, any case): a match made before is moved to this employee. */
export async function upsertDeviceUser(
  db: DbOrTx,
  values: { companyId: number; deviceUserId: string; employeeId: number; userId: number },
) {
  const [row] = await rawRows<{ id: number }>(
    db,
    sql`insert into ${deviceUsers} (company_id, device_user_id, employee_id, created_by)
        values (${values.companyId}, ${values.deviceUserId}, ${values.employeeId}, ${values.userId})
        on conflict (company_id, lower(device_user_id)) do update
          set device_user_id = excluded.device_user_id, employee_id = excluded.employee_id, updated_at = now()
        returning id`,
  );
  if (!row) throw new Error('device user upsert returned no row');
  return row.id;
}

const selectDeviceUsers = (db: DbOrTx) =>
  db
    .select({
      mapping: deviceUsers,
      employee: {
        id: employees.id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        employee_id: employees.employee_id,
      },
      punches: sql<number>`(select count(*) from ${punches} p
        where p.company_id = ${deviceUsers.company_id} and p.employee_id = ${deviceUsers.employee_id}
          and lower(p.device_user_id) = lower(${deviceUsers.device_user_id}))::int`,
    })
    .from(deviceUsers)
    .innerJoin(employees, eq(employees.id, deviceUsers.employee_id));
export type DeviceUserRow = Awaited<ReturnType<typeof selectDeviceUsers>>[number];

export const deviceUsersIn = (db: DbOrTx, scope: CompanyScope, companyId?: number) =>
  selectDeviceUsers(db)
    .where(
      and(
        companyCondition(scope, deviceUsers.company_id),
        companyId === undefined ? undefined : eq(deviceUsers.company_id, companyId),
      ),
    )
    .orderBy(sql`lower(${deviceUsers.device_user_id})`);

export async function findDeviceUser(db: DbOrTx, id: number): Promise<DeviceUserRow | null> {
  const [row] = await selectDeviceUsers(db).where(eq(deviceUsers.id, id)).limit(1);
  return row ?? null;
}

export const deleteDeviceUser = (db: DbOrTx, id: number) =>
  db.delete(deviceUsers).where(eq(deviceUsers.id, id));

/** Device user ids of the companies in scope with punches nobody has been given, the latest first. */
export const unmatchedUsersIn = (db: DbOrTx, scope: CompanyScope, companyId?: number) =>
  rawRows<{
    company_id: number;
    device_user_id: string;
    punches: number;
    first_at: Date | string;
    last_at: Date | string;
    devices: string[];
  }>(
    db,
    sql`select ${punches.company_id} as company_id, min(${punches.device_user_id}) as device_user_id,
               count(*)::int as punches, min(${punches.punched_at}) as first_at,
               max(${punches.punched_at}) as last_at, array_agg(distinct d.name order by d.name) as devices
        from ${punches}
        join ${attendanceDevices} d on d.id = ${punches.device_id}
        where ${punches.employee_id} is null
          and ${companyCondition(scope, punches.company_id) ?? sql`true`}
          and ${companyId === undefined ? sql`true` : eq(punches.company_id, companyId)}
        group by ${punches.company_id}, lower(${punches.device_user_id})
        order by max(${punches.punched_at}) desc
        limit 1000`,
  );

// ---- the punch list

/** Midnight at the start of a date in the company's zone. */
const startOf = (date: string) => new Date(`${date}T00:00:00${COMPANY_OFFSET}`);

function punchConditions(scope: RecordScope, q: PunchListQuery): SQL | undefined {
  return and(
    recordCondition(scope, { company: punches.company_id, employee: punches.employee_id }),
    q.company_id === undefined ? undefined : eq(punches.company_id, q.company_id),
    q.device_id === undefined ? undefined : eq(punches.device_id, q.device_id),
    q.employee_id === undefined ? undefined : eq(punches.employee_id, q.employee_id),
    q.from ? gte(punches.punched_at, startOf(q.from)) : undefined,
    q.to ? lt(punches.punched_at, startOf(addDays(q.to, 1))) : undefined,
    q.unmatched === undefined
      ? undefined
      : q.unmatched
        ? isNull(punches.employee_id)
        : isNotNull(punches.employee_id),
  );
}

export async function pageOfPunches(db: DbOrTx, scope: RecordScope, q: PunchListQuery) {
  const where = punchConditions(scope, q);
  const rows = await db
    .select({
      punch: punches,
      device: { id: attendanceDevices.id, name: attendanceDevices.name },
      employee: {
        id: employees.id,
        first_name: employees.first_name,
        last_name: employees.last_name,
        employee_id: employees.employee_id,
      },
    })
    .from(punches)
    .innerJoin(attendanceDevices, eq(attendanceDevices.id, punches.device_id))
    .leftJoin(employees, eq(employees.id, punches.employee_id))
    .where(where)
    .orderBy(desc(punches.punched_at), desc(punches.id))
    .limit(pageLimit(q.per_page))
    .offset(pageOffset(q.page, q.per_page));
  const [total] = await db.select({ n: count() }).from(punches).where(where);
  return { rows, total: total?.n ?? 0 };
}
export type PunchRow = Awaited<ReturnType<typeof pageOfPunches>>['rows'][number];

/** Where new punches come from: a device's call, or an uploaded log (its import). */
export type PunchOrigin = { source: PunchSource; importId: number | null };

/** A current employee of the company (not archived), with what a match's summary names. */
export async function companyEmployee(db: DbOrTx, companyId: number, employeeId: number) {
  const [row] = await db
    .select({ id: employees.id, employee_id: employees.employee_id })
    .from(employees)
    .where(
      and(eq(employees.id, employeeId), eq(employees.company_id, companyId), isNull(employees.archived_at)),
    )
    .limit(1);
  return row ?? null;
}
