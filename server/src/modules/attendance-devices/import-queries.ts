import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attendanceDevices, punchImports } from '../../db/schema/devices';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { pageLimit, pageOffset } from '../../platform/pagination';

export type ImportValues = typeof punchImports.$inferInsert;

export async function insertImport(db: DbOrTx, values: ImportValues) {
  const [row] = await db.insert(punchImports).values(values).returning({ id: punchImports.id });
  if (!row) throw new Error('punch import insert returned no row');
  return row.id;
}

export const setImportOutcome = (db: DbOrTx, id: number, outcome: Record<string, unknown>) =>
  db.update(punchImports).set({ outcome }).where(eq(punchImports.id, id));

const selectImports = (db: DbOrTx) =>
  db
    .select({ import: punchImports, device: { id: attendanceDevices.id, name: attendanceDevices.name } })
    .from(punchImports)
    .innerJoin(attendanceDevices, eq(attendanceDevices.id, punchImports.device_id));
export type ImportRow = Awaited<ReturnType<typeof selectImports>>[number];

export async function findImport(db: DbOrTx, id: number): Promise<ImportRow | null> {
  const [row] = await selectImports(db).where(eq(punchImports.id, id)).limit(1);
  return row ?? null;
}

export async function pageOfImports(
  db: DbOrTx,
  scope: CompanyScope,
  q: { page: number; per_page: number; company_id?: number; device_id?: number },
) {
  const where = and(
    companyCondition(scope, punchImports.company_id),
    q.company_id === undefined ? undefined : eq(punchImports.company_id, q.company_id),
    q.device_id === undefined ? undefined : eq(punchImports.device_id, q.device_id),
  );
  const rows = await selectImports(db)
    .where(where)
    .orderBy(desc(punchImports.created_at), desc(punchImports.id))
    .limit(pageLimit(q.per_page))
    .offset(pageOffset(q.page, q.per_page));
  const [total] = await db.select({ n: count() }).from(punchImports).where(where);
  return { rows, total: total?.n ?? 0 };
}
