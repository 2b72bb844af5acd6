import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { DEMO_SIGN_INS } from './db/seed/demo/people';
import { DEMO_PASSWORD } from './db/seed/demo/seed';
import { pruneTokens } from './platform/auth/sessions';

const config = loadConfig();
const database = await openDatabase(config);
const { seededDemo } = await prepareDatabase(database.db, config);
await pruneTokens(database.db);
const app = await buildApp(config, database.db);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const url = `http://localhost:${config.port}`;
console.log(`\nHRMS is running at ${url}  (database: ${where})`);
console.log(`API docs: ${url}/api/docs`);
if (config.seedDemo) {
  console.log(`${seededDemo ? 'Demo data seeded. ' : ''}Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const s of DEMO_SIGN_INS) console.log(`  ${s.email.padEnd(22)} ${s.role}`);
}
