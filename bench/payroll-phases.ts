/**
 * Where a bulk payroll's wall time goes, in this process with no HTTP or job queue
 * (docs/decisions/performance.md, "Measuring tools").
 * `npx tsx bench/payroll-phases.ts` seeds BENCH_EMPLOYEES (10,000) on a scratch PostgreSQL database with
 * the payroll bench's arrears, loans and claims (bench/payroll-additions.ts). It then times, chunk by
 * chunk as processPayroll does: loading the batch (the queries), the engine (monthlyInput and
 * computeMonthlyPayroll) and shaping the stored figures; then the whole of processPayroll twice (new runs,
 * recompute). The rest is saving, less the loading processPayroll overlaps with it (on a PostgreSQL pool
 * the next chunk loads while one is saved), so it can come out small. The payroll bench's figures less
 * these are the HTTP and job overhead. A measuring tool, not a budget: `npm run bench` does not run it.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, rawRows } from '../server/src/db/client';
import { loadBatch, monthlyInput, PayrollRefusal } from '../server/src/modules/payroll/batch';
import { computeMonthlyPayroll } from '../server/src/modules/payroll/engine/monthly';
import { figuresFromEngine, runColumns } from '../server/src/modules/payroll/figures';
import { PROCESS_CHUNK, processPayroll } from '../server/src/modules/payroll/service';
import { principalForUser } from '../server/src/platform/auth/sessions';
import { payrollWriteFloor, scratchDatabase, seedPayrollPopulation } from './lib';
import { EARLIER_MONTH, PROCESS_MONTH as MONTH, seedAdditions } from './payroll-additions';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);

const scratch = await scratchDatabase();
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
try {
  const ids = (await seedPayrollPopulation(database.db, EMPLOYEES)).map((r) => r.id);
  const [admin] = await rawRows<{ id: number }>(
    database.db,
    sql`select id from users where email = 'admin@demo.test'`,
  );
  const principal = admin && (await principalForUser(database.db, admin.id));
  if (!principal) throw new Error('no demo super admin');
  await seedAdditions(database.db, async () => {
    await processPayroll(database.db, principal, ids, EARLIER_MONTH.year, EARLIER_MONTH.month);
  });

  const size = PROCESS_CHUNK.postgres;
  const spent = { load: 0, engine: 0, shape: 0 };
  for (let i = 0; i < ids.length; i += size) {
    let t = performance.now();
    const batch = await loadBatch(database.db, ids.slice(i, i + size), MONTH);
    spent.load += performance.now() - t;
    for (const id of ids.slice(i, i + size)) {
      try {
        t = performance.now();
        const { input, regimeCode } = monthlyInput(batch, id);
        const result = computeMonthlyPayroll(input);
        spent.engine += performance.now() - t;
        t = performance.now();
        JSON.stringify(runColumns(figuresFromEngine(result, regimeCode)));
        spent.shape += performance.now() - t;
      } catch (err) {
        if (!(err instanceof PayrollRefusal)) throw err;
      }
    }
  }
  const whole = async () => {
    const t = performance.now();
    const results = await processPayroll(database.db, principal, ids, MONTH.year, MONTH.month);
    if (results.some((r) => r.error)) throw new Error('an employee was refused');
    return performance.now() - t;
  };
  const created = await whole();
  const recomputed = await whole();
  const floor = await payrollWriteFloor(database.db, MONTH, ids.length);

  const row = (name: string, ms: number) =>
    console.log(
      `${name.padEnd(52)} ${`${Math.round(ms)} ms`.padStart(9)} ${`${(ms / floor).toFixed(1)}×`.padStart(7)}`,
    );
  console.log(
    `\nPayroll phases, ${ids.length.toLocaleString('en-IN')} employees, in process (chunks of ${size})`,
  );
  console.log(`${'phase'.padEnd(52)} ${'wall'.padStart(9)} ${'÷ floor'.padStart(7)}`);
  row('load the batches (queries and shaping rows)', spent.load);
  row('engine (monthlyInput, computeMonthlyPayroll)', spent.engine);
  row('stored figures and JSON (figuresFromEngine, runColumns)', spent.shape);
  row('processPayroll, new runs', created);
  row('  the rest: saving, less the loading it overlaps', created - spent.load - spent.engine - spent.shape);
  row('processPayroll, recompute', recomputed);
  row(
    '  the rest: saving, less the loading it overlaps',
    recomputed - spent.load - spent.engine - spent.shape,
  );
  row('floor: the same rows in one insert … select', floor);
} finally {
  await database.close();
  await scratch.drop();
}
