/**
 * The pay run's month-level actions on PostgreSQL, in this process (no HTTP), for a company of
 * BENCH_EMPLOYEES (10,000 by default): the variance review of the month, then approving, releasing and
 * marking paid every run in one request each (each employee told in the same transaction: the release
 * notice, the paid mail with its payslip's outbox row). Targets at 10,000 (docs/decisions/performance.md,
 * "The pay run's bulk actions"): the review and the approval within 2 s each, release and mark paid within 8 s
 * each (sizes scale linearly); each figure is also given against the floor (the same number of runs written in one statement, in
 * the same run). Run: npx tsx bench/pay-run.bench.ts (see bench/lib.ts for the database).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, rawRows } from '../server/src/db/client';
import { monthVariance } from '../server/src/modules/pay-runs/variance-service';
import { actOnMonthRuns, type MonthAction } from '../server/src/modules/payroll/public';
import { processPayroll } from '../server/src/modules/payroll/service';
import { principalForUser } from '../server/src/platform/auth/sessions';
import { wireModules } from '../server/src/wiring';
import { recordBudget } from './budgets';
import { againstFloor, payrollWriteFloor, scratchDatabase, seedPayrollPopulation } from './lib';
import { PROCESS_MONTH as MONTH } from './payroll-additions';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
/** Milliseconds at 10,000 runs; other sizes scale linearly from them. */
const TARGETS_AT_10K = { review: 2_000, approved: 2_000, released: 8_000, paid: 8_000 };
const target = (ms: number) => Math.round((ms * EMPLOYEES) / 10_000);

wireModules();
const scratch = await scratchDatabase();
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
try {
  const db = database.db;
  const ids = (await seedPayrollPopulation(db, EMPLOYEES)).map((r) => r.id);
  const userOf = async (email: string) => {
    const [user] = await rawRows<{ id: number }>(db, sql`select id from users where email = ${email}`);
    const principal = user && (await principalForUser(db, user.id));
    if (!principal) throw new Error(`no demo user ${email}`);
    return principal;
  };
  // HR processes; the admin reviews, approves, releases and pays (segregation of duties).
  const [hr, admin] = [await userOf('hr@demo.test'), await userOf('admin@demo.test')];
  const [company] = await rawRows<{ id: number }>(
    db,
    sql`select company_id as id from employees where id = ${ids[0]}`,
  );
  const companyId = company?.id as number;
  await processPayroll(db, hr, ids, MONTH.year, MONTH.month);
  const floor = await payrollWriteFloor(db, MONTH, ids.length);

  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    const answer = await run();
    return { ms: performance.now() - started, answer };
  };
  const review = await timed(() => monthVariance(db, companyId, MONTH, 10));
  const flagged = new Set(
    (review.answer as Awaited<ReturnType<typeof monthVariance>>)
      .filter((r) => r.flags.length)
      .map((r) => r.run_id),
  );
  const rows: [string, number, number, string][] = [['review', review.ms, target(TARGETS_AT_10K.review), '']];
  for (const action of ['approved', 'released', 'paid'] as MonthAction[]) {
    const { ms, answer } = await timed(() =>
      actOnMonthRuns(db, admin, { companyId, period: MONTH }, action, { flagged, note: 'Bench' }),
    );
    const { changed } = answer as { changed: number };
    rows.push([action, ms, target(TARGETS_AT_10K[action]), `${changed.toLocaleString('en-IN')} runs`]);
  }

  console.log(`\nPay run, ${ids.length.toLocaleString('en-IN')} employees, in process on PostgreSQL`);
  console.log(`${'action'.padEnd(10)} ${'figure'.padEnd(36)} ${'target'.padStart(10)}  moved`);
  for (const [action, ms, limit, moved] of rows) {
    const met = ms <= limit;
    console.log(
      `${action.padEnd(10)} ${againstFloor(ms, floor).padEnd(36)} ${`${limit.toLocaleString('en-IN')} ms`.padStart(10)}  ${moved} ${met ? '' : 'NOT MET'}`,
    );
    recordBudget({
      bench: 'pay-run',
      measure: `${action} at ${ids.length.toLocaleString('en-IN')} runs`,
      figure: `${Math.round(ms).toLocaleString('en-IN')} ms`,
      target: `≤ ${limit.toLocaleString('en-IN')} ms`,
      met,
    });
  }
} finally {
  await database.close();
  await scratch.drop();
}
