import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shifts } from '../../db/schema/attendance';
import { employees } from '../../db/schema/employees';
import { departments } from '../../db/schema/organisation';

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
    .where(and(inArray(employees.id, ids), eq(employees.company_id, companyId)))
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
