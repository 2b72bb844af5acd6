import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../db/client';
import { anyId } from '../../db/ids';
import { shifts } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { departments } from '../../db/schema/organisation';
import {
  rosterAssignments,
  rosterSlots,
  rosters,
  shiftChangeRequests,
  shiftOverrides,
} from '../../db/schema/shifts';
import type { RosterRun } from './engine/rotation';

export const shiftsById = (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select().from(shifts).where(anyId(shifts.id, ids)) : Promise.resolve([]);

export const shiftsOf = (db: DbOrTx, companyId: number) =>
  db.select().from(shifts).where(eq(shifts.company_id, companyId)).orderBy(asc(shifts.name));

/** Each employee's team and the shifts that apply without a roster: their own, department's, company default. */
export const baseShifts = (db: DbOrTx, ids: number[]) =>
  rawRows<{
    id: number;
    team_id: number | null;
    employee_shift: number | null;
    department_shift: number | null;
    default_shift: number | null;
  }>(
    db,
    sql`select e.id, e.team_id, e.shift_id as employee_shift, d.shift_id as department_shift,
               (select s.id from ${shifts} s where s.company_id = e.company_id and s.is_default) as default_shift
        from ${employees} e
        left join ${departments} d on d.id = e.department_id
        where ${anyId(sql`e.id`, ids)}`,
  );

/** The roster assignments of the employees and of their teams, each with its roster's steps in order. */
export async function rosterRunsOf(db: DbOrTx, ids: number[]) {
  const rows = await rawRows<{
    id: number;
    employee_id: number | null;
    team_id: number | null;
    from_date: string;
    to_date: string | null;
    start_slot: number;
    steps: { shift_id: number; days: number }[];
  }>(
    db,
    sql`select a.id, a.employee_id, a.team_id, a.from_date::text as from_date, a.to_date::text as to_date,
               a.start_slot,
               (select json_agg(json_build_object('shift_id', s.shift_id, 'days', s.days) order by s.position)
                  from ${rosterSlots} s where s.roster_id = a.roster_id) as steps
        from ${rosterAssignments} a
        where ${anyId(sql`a.employee_id`, ids)}
           or a.team_id in (select e.team_id from ${employees} e where ${anyId(sql`e.id`, ids)})
        order by a.from_date`,
  );
  return rows.map((r) => ({
    employeeId: r.employee_id,
    teamId: r.team_id,
    run: {
      from: r.from_date,
      to: r.to_date,
      startSlot: r.start_slot,
      steps: (r.steps ?? []).map((s) => ({ shiftId: s.shift_id, days: s.days })),
    } satisfies RosterRun,
  }));
}

/** Approved changes of the employees' days, within a window when given. */
export const changesBetween = (db: DbOrTx, ids: number[], window?: { from: string; to: string }) =>
  db
    .select({
      employee_id: shiftOverrides.employee_id,
      date: shiftOverrides.date,
      shift_id: shiftOverrides.shift_id,
    })
    .from(shiftOverrides)
    .where(
      and(
        anyId(shiftOverrides.employee_id, ids),
        window ? gte(shiftOverrides.date, window.from) : undefined,
        window ? lte(shiftOverrides.date, window.to) : undefined,
      ),
    );

export type ShiftValues = typeof shifts.$inferInsert;

export async function findCompanyShift(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, id), eq(shifts.company_id, companyId)))
    .limit(1);
  return row ?? null;
}

export async function saveShift(db: DbOrTx, values: ShiftValues, id?: number) {
  // One default per company: a new default takes the flag from the others.
  if (values.is_default) {
    await db
      .update(shifts)
      .set({ is_default: false })
      .where(and(eq(shifts.company_id, values.company_id), id ? sql`${shifts.id} <> ${id}` : undefined));
  }
  const [row] = id
    ? await db.update(shifts).set(values).where(eq(shifts.id, id)).returning()
    : await db.insert(shifts).values(values).returning();
  if (!row) throw new Error('shift save returned no row');
  return row;
}

export async function assignShiftToEmployees(
  db: DbOrTx,
  companyId: number,
  ids: number[],
  shiftId: number | null,
) {
  const rows = await db
    .update(employees)
    .set({ shift_id: shiftId })
    .where(and(anyId(employees.id, ids), eq(employees.company_id, companyId)))
    .returning({ id: employees.id });
  return rows.length;
}

export async function assignShiftToDepartment(
  db: DbOrTx,
  companyId: number,
  departmentId: number,
  shiftId: number | null,
) {
  const rows = await db
    .update(departments)
    .set({ shift_id: shiftId })
    .where(and(eq(departments.id, departmentId), eq(departments.company_id, companyId)))
    .returning({ id: departments.id });
  return rows.length;
}

export async function findShift(db: DbOrTx, id: number) {
  const [row] = await db.select().from(shifts).where(eq(shifts.id, id)).limit(1);
  return row ?? null;
}

/**
 * What still names a shift: the rosters with it in a step (by name), the shift change requests and overrides
 * asking for it, and the current employees and the departments given it.
 */
export async function shiftUsage(db: DbOrTx, id: number) {
  const [row] = await rawRows<{
    rosters: string[] | null;
    changes: number;
    employees: number;
    departments: number;
  }>(
    db,
    sql`select
          (select array_agg(distinct r.name order by r.name) from ${rosterSlots} s
             join ${rosters} r on r.id = s.roster_id where s.shift_id = ${id}) as rosters,
          ((select count(*) from ${shiftChangeRequests} c where c.shift_id = ${id})
            + (select count(*) from ${shiftOverrides} o where o.shift_id = ${id}))::int as changes,
          (select count(*) from ${employees} e where e.shift_id = ${id} and e.archived_at is null
             and e.status in ('active', 'on_leave'))::int as employees,
          (select count(*) from ${departments} d where d.shift_id = ${id})::int as departments`,
  );
  return {
    rosters: row?.rosters ?? [],
    changes: Number(row?.changes ?? 0),
    employees: Number(row?.employees ?? 0),
    departments: Number(row?.departments ?? 0),
  };
}

export const deleteShiftRow = (db: DbOrTx, id: number) => db.delete(shifts).where(eq(shifts.id, id));
