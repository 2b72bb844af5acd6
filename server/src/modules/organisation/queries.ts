import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries } from '../../db/schema/organisation';

export const listCountries = (db: DbOrTx) => db.select().from(countries).orderBy(asc(countries.id));

export async function findCountry(db: DbOrTx, id: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return row ?? null;
}
