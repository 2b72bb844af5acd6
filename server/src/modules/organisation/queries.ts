import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries } from '../../db/schema/organisation';

export const listCountries = (db: DbOrTx) => db.select().from(countries).orderBy(asc(countries.id));
