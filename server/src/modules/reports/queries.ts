import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, driverOf, rawRows } from '../../db/client';
import { cursorRows } from '../../db/cursor';
import { employees } from '../../db/schema/employees';
import { companies } from '../../db/schema/organisation';
import type { ColumnDefinition } from './definition';

type Row = Record<string, unknown>;

/** One page of a report's rows: its source wrapped as the subquery r. */
export const reportRows = (db: DbOrTx, source: SQL, orderBy: SQL, limit: number, offset: number) =>
  rawRows<Row>(db, sql`select * from (${source}) r order by ${orderBy} limit ${limit} offset ${offset}`);

/** How many rows the report has and its columns' totals, in one aggregate over every row. */
export async function reportTotals(db: DbOrTx, source: SQL, columns: ColumnDefinition[]) {
  const totals = columns.flatMap((c) => (c.total ? [sql`${c.total} as ${sql.identifier(c.key)}`] : []));
  const [row] = await rawRows<Row & { row_count: number }>(
    db,
    sql`select ${sql.join([sql`count(*)::int as row_count`, ...totals], sql`, `)} from (${source}) r`,
  );
  return row ?? { row_count: 0 };
}

/**
 * Every row, read in batches so that an export of any size holds one batch in memory at a time. On
 * PostgreSQL the query runs once, through a cursor. On the embedded database each batch is its own query
 * (OFFSET), so requests keep taking turns with a download; embedded companies are small enough for that.
 */
export async function* allReportRows(db: Db, source: SQL, orderBy: SQL, batchSize = 2_000) {
  if (driverOf(db) === 'postgres') {
    yield* cursorRows<Row>(db, sql`select * from (${source}) r order by ${orderBy}`, batchSize);
    return;
  }
  for (let offset = 0; ; offset += batchSize) {
    const rows = await reportRows(db, source, orderBy, batchSize, offset);
    yield* rows;
    if (rows.length < batchSize) return;
  }
}

export async function companyName(db: DbOrTx, id: number) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
  return row?.name ?? null;
}

/** The ids of a company's employees by their codes: a file's blocker names the employee by code. */
export async function employeeIdsByCode(db: DbOrTx, companyId: number, codes: string[]) {
  if (!codes.length) return new Map<string, number>();
  const rows = await db
    .select({ id: employees.id, code: employees.employee_id })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), inArray(employees.employee_id, [...new Set(codes)])));
  return new Map(rows.map((r) => [r.code, r.id]));
}
