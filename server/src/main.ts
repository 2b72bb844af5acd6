import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { DEMO_SIGN_INS } from './db/seed/demo/people';
import { DEMO_PASSWORD } from './db/seed/demo/seed';
import { warnAboutUnlistedStates } from './modules/organisation/public';
import { pruneTokens } from './platform/auth/sessions';

const config = loadConfig();
const database = await openDatabase(config);
const { seededDemo } = await prepareDatabase(database.db, config);
await pruneTokens(database.db);
const app = await buildApp(config, database.db);
await warnAboutUnlistedStates(database.db, app.log);

/** Past this, a stuck shutdown gives up waiting and exits (an orchestrator would kill us soon anyway). */
const SHUTDOWN_LIMIT_MS = 25_000;

/**
 * SIGTERM: /api/ready turns 503 so no new work comes here; the job worker takes no new job and its running
 * job finishes or goes back to the queue for another instance; then the server closes (finishing requests
 * under way) and, last, the database.
 */
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  app.lifecycle.shuttingDown = true;
  await app.jobs.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// Fastify logs "Server listening" for each further address after listen resolves: let those lines pass
// first, so the URL and the sign-ins are the last thing `npm start` prints.
await new Promise((resolve) => setTimeout(resolve, 50));

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
// PORT=0 takes any free port: name the one we got.
const { port } = app.server.address() as AddressInfo;
const url = `http://localhost:${port}`;
console.log(`\nHRMS is running at ${url}  (database: ${where})`);
console.log(`API docs: ${url}/api/docs`);
if (config.seedDemo) {
  console.log(`${seededDemo ? 'Demo data seeded. ' : ''}Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const s of DEMO_SIGN_INS) console.log(`  ${s.email.padEnd(22)} ${s.role}`);
}
