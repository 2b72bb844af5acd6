import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { states } from '../../db/schema/organisation';

export async function listStates(db: DbOrTx) {
  return db.select().from(states).orderBy(asc(states.name));
}

export async function stateExists(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db.select({ code: states.code }).from(states).where(eq(states.code, code)).limit(1);
  return rows.length > 0;
}
