import type { Config } from '../config';
import { wireModules } from '../wiring';
import type { Db } from './client';
import { migrate } from './migrate';
import { hasAnyCompany, seedDemoData } from './seed/demo/seed';
import { seedReferenceData } from './seed/reference';

/** Brings a database up to date: migrations, reference data, and demo data on first start if wanted. */
export async function prepareDatabase(
  db: Db,
  opts: Pick<Config, 'seedDemo'>,
): Promise<{ seededDemo: boolean }> {
  wireModules();
  await migrate(db);
  await seedReferenceData(db);
  if (!opts.seedDemo || (await hasAnyCompany(db))) return { seededDemo: false };
  await seedDemoData(db);
  return { seededDemo: true };
}
