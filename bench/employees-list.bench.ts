/**
 * GET /api/employees with 1,00,000 employees on PostgreSQL, over real HTTP (targets: median within 30 ms for
 * a page, 50 ms for a search). Run: npm run bench (needs the PostgreSQL server of BENCH_DATABASE_URL; see
 * bench/lib.ts)
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
import { prepareDatabase } from '../server/src/db/prepare';
import { benchEmployees, report, scratchDatabase, serveApp, time } from './lib';

const EMPLOYEES = 100_000;
const SAMPLES = 200;

const scratch = await scratchDatabase();
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
try {
  await prepareDatabase(database.db, { seedDemo: true });
  // Bulk-load the rest in one statement: names vary so that searches have realistic selectivity.
  await database.db.execute(benchEmployees(EMPLOYEES - 60));
  await database.db.execute(sql`analyze`);

  const server = await serveApp(database.db);
  const { base } = server;
  const token = await server.signIn();
  const get = (path: string) => async () => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    await res.arrayBuffer();
  };

  report(
    `GET /api/employees, ${EMPLOYEES.toLocaleString('en-IN')} employees, PostgreSQL, ${SAMPLES} requests each`,
    [
      { name: 'page 1 (15 per page)', samples: await time(SAMPLES, get('/employees')), targetMs: 30 },
      {
        name: 'page 1, 100 per page',
        samples: await time(SAMPLES, get('/employees?per_page=100')),
        targetMs: 30,
      },
      {
        name: 'search "sharma"',
        samples: await time(SAMPLES, get('/employees?search=sharma')),
        targetMs: 50,
      },
      {
        name: 'search "BEN0042" (employee code)',
        samples: await time(SAMPLES, get('/employees?search=BEN0042')),
        targetMs: 50,
      },
      {
        name: 'department + status filter, page 20',
        samples: await time(SAMPLES, get('/employees?department_id=2&status=active&page=20')),
        targetMs: 30,
      },
    ],
  );
  await server.close();
} finally {
  await database.close();
  await scratch.drop();
}
