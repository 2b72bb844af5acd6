import { and, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Whether a row of `table` matches `where`, leaving out the row being edited (`exceptId`): the one check
 * behind every "has already been taken" message.
 */
export async function isTaken(
  db: DbOrTx,
  table: PgTable,
  idColumn: AnyPgColumn,
  where: SQL | undefined,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(where, exceptId === undefined ? undefined : ne(idColumn, exceptId)))
    .limit(1);
  return rows.length > 0;
}
